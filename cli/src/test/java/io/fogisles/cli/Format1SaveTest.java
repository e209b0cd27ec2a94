package io.fogisles.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.Json;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.persist.SaveGame;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Old saves still load (issue 15): the format-1 saves in {@code src/test/resources/format1/} were written by
 * the engine before save format 2. They are rebuilt by re-playing their actions (bags keeping their old
 * order), continue, are saved again as format 2 and load from that; {@code replay} re-plays them; a format-1
 * save whose actions no longer fit is refused with exactly that, and the file is left as it was.
 */
class Format1SaveTest {
    static Path copy(String name, Path dir) throws Exception {
        Path f = dir.resolve(name);
        try (InputStream in = Format1SaveTest.class.getResourceAsStream("/format1/" + name)) {
            Files.copy(in, f);
        }
        return f;
    }

    @ParameterizedTest(name = "{0}: loads by re-playing, says so once, continues, saves as format 2 and loads again with hashes checked")
    @ValueSource(strings = {"autosave-base-4.json", "autosave-all-3.json", "simulate-base-3.json", "simulate-all-4-greedy.json"})
    void loadsAndContinues(String name, @TempDir Path dir) throws Exception {
        Path f = copy(name, dir);
        byte[] before = Files.readAllBytes(f);
        JsonNode old = Json.MAPPER.readTree(before);
        assertEquals(1, old.get("formatVersion").asInt());
        SaveGame.Loaded l = SaveGame.read(f, CliFixture.runtime().factory(), true);
        try (Game g = l.game()) {
            assertEquals(old.get("actions").size(), g.actions().size(), "every recorded action was re-played");
            assertEquals(1, l.warnings().stream().filter(w -> w.equals(SaveGame.FORMAT1_NOTE)).count(), l.warnings().toString());
            assertEquals(old.path("appData"), l.appData() == null ? Json.MAPPER.missingNode() : l.appData(), "the client's data comes along");
            assertTrue(g.state().keepsBagOrder());
            Rng rng = new Rng(5);
            IntList o = new IntList();
            for (int i = 0; i < 40 && !g.isOver(); i++) { // continue the game as a player would
                g.legalCodes(o);
                assertTrue(g.submit(g.pendingSeat(), g.decode(o.get(rng.nextInt(o.size())))).accepted());
            }
            Path again = dir.resolve("again.json");
            SaveGame.write(again, g, l.seats(), "test", l.appData());
            JsonNode saved = Json.MAPPER.readTree(again.toFile());
            assertEquals(SaveGame.FORMAT_VERSION, saved.get("formatVersion").asInt());
            assertEquals("format-1", saved.get("bags").asText());
            SaveGame.Loaded back = SaveGame.read(again, CliFixture.runtime().factory(), true); // hashes checked this time
            try (Game g2 = back.game()) {
                assertEquals(g.state().sha256(), g2.state().sha256());
                assertFalse(back.warnings().contains(SaveGame.FORMAT1_NOTE));
            }
        }
        assertArrayEquals(before, Files.readAllBytes(f), "loading leaves the old file as it was");
    }

    @ParameterizedTest(name = "replay {0}: re-plays every action, says the old hashes are not checked, exit 3")
    @ValueSource(strings = {"autosave-base-4.json", "simulate-all-4-greedy.json"})
    void replays(String name, @TempDir Path dir) throws Exception {
        Path f = copy(name, dir);
        int actions = Json.MAPPER.readTree(f.toFile()).get("actions").size();
        CliFixture.Result r = CliFixture.run("replay", f.toString(), "--quiet");
        assertEquals(3, r.code(), r.out() + r.err());
        assertEquals(1, r.lines().stream().filter(x -> x.contains(SaveGame.FORMAT1_NOTE)).count(), r.out());
        assertTrue(r.out().contains("All " + actions + " actions re-played; a format-1 save's old state hashes are not checked"), r.out());
    }

    @Test
    @DisplayName("a format-1 save whose actions are no longer legal is refused with exactly that, and the file stays untouched")
    void refusesWhatNoLongerReplays(@TempDir Path dir) throws Exception {
        Path f = copy("autosave-base-4.json", dir);
        ObjectNode root = (ObjectNode) Json.MAPPER.readTree(f.toFile());
        int fly = 0;
        while (!root.get("actions").get(fly).get("type").asText().equals("base:fly")) fly++;
        ((ObjectNode) root.get("actions").get(fly)).put("to", 9999); // a flight nowhere: as if the rules had changed
        Files.writeString(f, root.toPrettyString());
        byte[] before = Files.readAllBytes(f);
        int at = fly;
        DataException e = assertThrows(DataException.class, () -> SaveGame.read(f, CliFixture.runtime().factory(), true));
        assertTrue(e.getMessage().contains("save format 1") && e.getMessage().contains("cannot be re-played") && e.getMessage().contains("$.actions[" + at + "]"), e.getMessage());
        assertArrayEquals(before, Files.readAllBytes(f));
        CliFixture.Result r = CliFixture.run("replay", f.toString(), "--quiet");
        assertEquals(1, r.code(), r.out());
        assertTrue(r.err().contains("cannot be re-played"), r.err());
        assertArrayEquals(before, Files.readAllBytes(f));
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "no file written beside it");
        }
    }
}
