package io.fogisles.kernel.persist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.toy.ToyFixture;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Saves and loads with real games (the toy game, to 20) and real files: the kernel's save format, whatever the game. */
class SaveGameTest {
    static final List<SaveGame.Seat> SEATS = List.of(new SaveGame.Seat("Ann", null), new SaveGame.Seat("Bot", "random"), new SaveGame.Seat("Cy", null));

    static RuleSet rules() {
        return factory().create(new GameConfig(ModuleSelection.of("toy").withOption("toy", "target", "20"), 3));
    }

    static RuleSetFactory factory() {
        return new RuleSetFactory(ToyFixture.catalog(), ToyFixture.host());
    }

    /** Plays n random decisions in an interactive game. */
    static Game played(long seed, int n) {
        Game g = rules().newGame(seed, true);
        Rng rng = new Rng(seed);
        IntList o = new IntList();
        for (int i = 0; i < n && !g.isOver(); i++) {
            g.legalCodes(o);
            g.submit(g.pendingSeat(), g.decode(o.get(rng.nextInt(o.size()))));
        }
        return g;
    }

    @Test
    @DisplayName("save → load gives the same state; continuing a loaded game equals never having saved")
    void roundTrip(@TempDir Path dir) throws Exception {
        Game a = played(5, 12);
        Path f = dir.resolve("game.json");
        SaveGame.write(f, a, SEATS, "test");
        SaveGame.Loaded l = SaveGame.read(f, factory(), true);
        assertEquals(a.state().sha256(), l.game().state().sha256());
        assertEquals(SEATS, l.seats());
        assertTrue(l.warnings().isEmpty());
        // continue both the same way
        Rng r1 = new Rng(77), r2 = new Rng(77);
        IntList o = new IntList();
        for (int i = 0; i < 200 && !a.isOver(); i++) {
            a.legalCodes(o);
            int c = o.get(r1.nextInt(o.size()));
            a.applyCode(c);
            l.game().legalCodes(o);
            l.game().applyCode(o.get(r2.nextInt(o.size())));
            assertEquals(a.state().sha256(), l.game().state().sha256(), "step " + i);
        }
    }

    @Test
    @DisplayName("saving twice keeps the previous save as a backup; the file holds header, actions and hashes")
    void backupAndContent(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("game.json");
        SaveGame.write(f, played(6, 5), SEATS, "test");
        SaveGame.write(f, played(6, 10), SEATS, "test");
        assertTrue(Files.exists(AtomicFiles.backupOf(f)));
        String text = Files.readString(f);
        assertTrue(text.contains("\"format\" : \"fogisles-save\"") && text.contains("\"formatVersion\" : 2") && text.contains("\"seed\" : 6"));
        assertTrue(text.contains("\"id\" : \"toy\"") && text.contains("\"target\" : \"20\""));
        assertTrue(text.contains("\"type\" : \"toy:add\"") && text.contains("\"hash\""));
        assertEquals(5, SaveGame.read(AtomicFiles.backupOf(f), factory(), false).game().codes().length, "the backup is the earlier save");
    }

    @Test
    @DisplayName("a corrupt save gives a clear message with the file and position, never a stack trace")
    void corrupt(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("game.json");
        SaveGame.write(f, played(7, 10), SEATS, "test");
        String text = Files.readString(f);
        Files.writeString(f, text.substring(0, text.length() / 2));
        DataException e = assertThrows(DataException.class, () -> SaveGame.read(f, factory(), false));
        assertTrue(e.getMessage().contains("game.json") && e.getMessage().contains("damaged"), e.getMessage());
    }

    @Test
    @DisplayName("a tampered action is found: the step and what differs are named")
    void tampered(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("game.json");
        SaveGame.write(f, played(8, 10), SEATS, "test");
        String text = Files.readString(f);
        // change the recorded hash of one action
        int at = text.indexOf("\"hash\" : \"", text.indexOf("\"hash\" : \"") + 1) + 10;
        String changed = text.substring(0, at) + (text.charAt(at) == '0' ? '1' : '0') + text.substring(at + 1);
        Files.writeString(f, changed);
        DataException e = assertThrows(DataException.class, () -> SaveGame.read(f, factory(), false));
        assertTrue(e.path().startsWith("$.actions[1]") && e.getMessage().contains("differs"), e.getMessage());
        // an action that is not legal
        String illegal = text.replaceFirst("\"amount\" : (\\d+)", "\"amount\" : 4"); // the toy adds 1 to 3
        Files.writeString(f, illegal);
        DataException i = assertThrows(DataException.class, () -> SaveGame.read(f, factory(), false));
        assertTrue(i.getMessage().contains("not legal") && i.path().startsWith("$.actions[0]"), i.getMessage());
    }

    @Test
    @DisplayName("loading names a missing module, a changed module version and a newer format")
    void modulesAndVersions(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("game.json");
        SaveGame.write(f, played(9, 6), SEATS, "test");
        String text = Files.readString(f);
        Files.writeString(f, text.replace("\"id\" : \"toy\"", "\"id\" : \"moon\""));
        DataException missing = assertThrows(DataException.class, () -> SaveGame.read(f, factory(), false));
        assertTrue(missing.getMessage().contains("needs module 'moon'"), missing.getMessage());
        Files.writeString(f, text.replace("\"version\" : \"1.0.0\"", "\"version\" : \"0.9.0\""));
        SaveGame.Loaded l = SaveGame.read(f, factory(), false);
        assertEquals(List.of("module 'toy' was version 0.9.0 when saved and is 1.0.0 now"), l.warnings());
        Files.writeString(f, text.replace("\"formatVersion\" : 2", "\"formatVersion\" : 3"));
        assertTrue(assertThrows(DataException.class, () -> SaveGame.read(f, factory(), false)).getMessage().contains("newer version"));
    }
}
