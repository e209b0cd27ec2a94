package io.fogisles.client.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The autosave and "Continue": the kernel's save of the game with the client's seat colours and symbols inside it. */
class SavesTest {
    @TempDir
    Path dir;

    @Test
    void aSavedGameContinuesWhereItWas() {
        RuleSet rules = EngineFixture.rules(3, "base", "harbour");
        Session s = EngineFixture.session(rules, 4242);
        GameSetup setup = new GameSetup(List.of(
                new SeatSetup(false, "greedy", SeatSetup.PlayerColour.BLUE, SeatSetup.PlayerSymbol.STAR),
                new SeatSetup(true, "random", SeatSetup.PlayerColour.YELLOW, SeatSetup.PlayerSymbol.CROSS),
                new SeatSetup(true, "greedy", SeatSetup.PlayerColour.RED, SeatSetup.PlayerSymbol.CIRCLE)),
                List.of("base", "harbour"), Map.of(), List.of(), 4242, false);
        s = new Session(s.table, setup, s.seats, s.text, ClientModules.installed());
        Rng rng = new Rng(3);
        IntList options = new IntList();
        for (int i = 0; i < 120 && !s.table.localGame().isOver(); i++) {
            s.table.localGame().legalCodes(options);
            assertTrue(s.submit(s.table.localGame().pendingSeat(), s.table.localGame().decode(options.get(rng.nextInt(options.size())))).accepted());
        }
        Saves saves = new Saves(dir.resolve("autosave.json"));
        assertFalse(saves.exists());
        saves.save(s).join();
        assertTrue(saves.exists());
        Saves.Loaded l = saves.load(EngineFixture.factory()).join();
        assertEquals(s.table.localGame().state().sha256(), l.game().state().sha256(), "the same position");
        assertEquals(s.table.localGame().round(), l.game().round());
        assertEquals(setup.seats(), l.setup().seats(), "colours, symbols and bot levels come back");
        assertFalse(java.nio.file.Files.exists(dir.resolve("autosave.client.json")), "one file: the seats' look is inside the save, written in the same atomic step");
        assertTrue(io.fogisles.kernel.persist.SaveGame.parse(dir.resolve("autosave.json"), EngineFixture.factory()).appData().has("seats"));
        assertEquals(4242, l.setup().seed());
        saves.delete();
        assertFalse(saves.exists());
        saves.close();
    }
}
