package io.fogisles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fogisles.kernel.data.Json;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.persist.SaveGame;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./fogisles replay}: a real save on disk, replayed by the command. */
class ReplayCommandTest {
    static final List<SaveGame.Seat> SEATS = List.of(new SaveGame.Seat("Ann", null), new SaveGame.Seat("Bo", "greedy"), new SaveGame.Seat("Cy", null));

    /** A 3-player game with all modules, played {@code steps} random actions (to the end if fewer remain), saved to {@code file}. */
    static Path saved(Path file, int steps) throws Exception {
        var rules = CliFixture.runtime().rules(new GameConfig(ModuleSelection.of("base", "harbour", "expansion"), 3));
        try (Game g = rules.newGame(42, true)) {
            Rng rng = new Rng(9);
            IntList o = new IntList();
            for (int i = 0; i < steps && !g.isOver(); i++) {
                g.legalCodes(o);
                g.submit(g.pendingSeat(), g.decode(o.get(rng.nextInt(o.size()))));
            }
            SaveGame.write(file, g, SEATS, "test");
        }
        return file;
    }

    @Test
    @DisplayName("replay re-runs a finished game, checks every hash, prints a line per action and the final scores")
    void replaysAFinishedGame(@TempDir Path dir) throws Exception {
        Path f = saved(dir.resolve("game.json"), 100_000);
        int actions = Json.MAPPER.readTree(f.toFile()).get("actions").size();
        CliFixture.Result r = CliFixture.run("replay", f.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("All " + actions + " actions replayed; every state hash matches"), r.out());
        assertTrue(r.out().contains("The game ended"), r.out());
        assertTrue(r.out().contains("Bo (greedy)"), r.out());
        long actionLines = r.lines().stream().filter(l -> l.matches("\\s*\\d+ {2}round.*")).count();
        assertEquals(actions, actionLines);
        CliFixture.Result quiet = CliFixture.run("replay", f.toString(), "--quiet");
        assertEquals(0, quiet.code(), quiet.err());
        assertTrue(quiet.lines().size() < 20, quiet.out());
    }

    @Test
    @DisplayName("replay --events shows the events each action raised")
    void printsEvents(@TempDir Path dir) throws Exception {
        Path f = saved(dir.resolve("game.json"), 40);
        CliFixture.Result r = CliFixture.run("replay", f.toString(), "--events");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("base:balloon-moved"), r.out());
        assertTrue(r.out().contains("The game is not over"), r.out());
        // seats as the script API numbers them (e.seat, from 0), the same way as seat numbers inside the event's data
        assertTrue(r.out().lines().anyMatch(l -> l.contains("base:balloon-moved seat=0")), r.out());
        assertTrue(r.out().lines().noneMatch(l -> l.matches(".*:[a-z-]+ seat [0-9].*")), r.out());
    }

    @Test
    @DisplayName("replay exits 1 and names the step when a recorded hash does not match")
    void tamperedHash(@TempDir Path dir) throws Exception {
        Path f = saved(dir.resolve("game.json"), 60);
        ObjectNode root = (ObjectNode) Json.MAPPER.readTree(f.toFile());
        ((ObjectNode) root.get("actions").get(17)).put("hash", "0000000000000000");
        Files.writeString(f, root.toPrettyString());
        CliFixture.Result r = CliFixture.run("replay", f.toString());
        assertEquals(1, r.code(), r.out());
        assertTrue(r.err().contains("$.actions[17].hash"), r.err());
        assertTrue(r.out().contains("The first 17 actions replay as saved."), r.out());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    @DisplayName("replay exits 2 with the file and line for a corrupt or missing save, never a stack trace")
    void corruptFile(@TempDir Path dir) throws Exception {
        Path f = saved(dir.resolve("game.json"), 30);
        String text = Files.readString(f);
        Files.writeString(f, text.substring(0, text.length() / 2));
        CliFixture.Result r = CliFixture.run("replay", f.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("game.json") && r.err().contains("malformed JSON"), r.err());
        assertFalse(r.err().contains("at io.fogisles"), r.err());

        CliFixture.Result missing = CliFixture.run("replay", dir.resolve("nope.json").toString());
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("no such file"), missing.err());

        Path unknown = saved(dir.resolve("other.json"), 10);
        ObjectNode root = (ObjectNode) Json.MAPPER.readTree(unknown.toFile());
        ((ObjectNode) root.get("modules").get(1)).put("id", "lighthouse");
        Files.writeString(unknown, root.toPrettyString());
        CliFixture.Result mod = CliFixture.run("replay", unknown.toString());
        assertEquals(2, mod.code());
        assertTrue(mod.err().contains("$.modules[1].id") && mod.err().contains("'lighthouse'"), mod.err());
    }

    @Test
    @DisplayName("a save without its hashes replays, but is not reported as verified: the missing hashes are counted, exit 3")
    void unhashedSaveIsNotVerified(@TempDir Path dir) throws Exception {
        Path f = saved(dir.resolve("game.json"), 60);
        com.fasterxml.jackson.databind.node.ObjectNode root = (com.fasterxml.jackson.databind.node.ObjectNode) Json.MAPPER.readTree(f.toFile());
        int actions = root.get("actions").size();
        root.remove("finalHash");
        for (var a : root.get("actions")) ((com.fasterxml.jackson.databind.node.ObjectNode) a).remove("hash");
        java.nio.file.Files.writeString(f, Json.MAPPER.writeValueAsString(root));
        CliFixture.Result r = CliFixture.run("replay", f.toString(), "--quiet");
        assertEquals(3, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("not verified: " + actions + " of " + actions + " steps carry no hash and the save has no final hash"), r.out());
        assertTrue(!r.out().contains("every state hash matches"), r.out());

        // one hash left out of many: still not verified, and said so
        Path g = saved(dir.resolve("one.json"), 60);
        com.fasterxml.jackson.databind.node.ObjectNode one = (com.fasterxml.jackson.databind.node.ObjectNode) Json.MAPPER.readTree(g.toFile());
        ((com.fasterxml.jackson.databind.node.ObjectNode) one.get("actions").get(3)).remove("hash");
        java.nio.file.Files.writeString(g, Json.MAPPER.writeValueAsString(one));
        CliFixture.Result r1 = CliFixture.run("replay", g.toString(), "--quiet");
        assertEquals(3, r1.code(), r1.out());
        assertTrue(r1.out().contains("1 of " + actions + " steps carry no hash, so nothing proves"), r1.out());
    }

    @Test
    @DisplayName("a save with no seats or with more seats than its modules allow: exit 2, the save's file and $.seats")
    void impossibleSeatsAreTheSavesFault(@TempDir Path dir) throws Exception {
        Path f = saved(dir.resolve("game.json"), 10);
        String text = java.nio.file.Files.readString(f);
        com.fasterxml.jackson.databind.node.ObjectNode root = (com.fasterxml.jackson.databind.node.ObjectNode) Json.MAPPER.readTree(text);
        root.putArray("seats");
        java.nio.file.Files.writeString(f, Json.MAPPER.writeValueAsString(root));
        CliFixture.Result none = CliFixture.run("replay", f.toString());
        assertEquals(2, none.code(), none.err());
        assertTrue(none.err().contains("game.json") && none.err().contains("$.seats") && none.err().contains("at least one seat"), none.err());
        assertTrue(!none.err().contains("Exception") && !none.err().contains("\tat "), "no Java error: " + none.err());

        com.fasterxml.jackson.databind.node.ArrayNode nine = root.putArray("seats");
        for (int i = 0; i < 9; i++) nine.addObject().put("name", "P" + i);
        java.nio.file.Files.writeString(f, Json.MAPPER.writeValueAsString(root));
        CliFixture.Result many = CliFixture.run("replay", f.toString());
        assertEquals(2, many.code(), many.err());
        assertTrue(many.err().contains("game.json") && many.err().contains("$.seats") && many.err().contains("9 players"), many.err());
    }
}
