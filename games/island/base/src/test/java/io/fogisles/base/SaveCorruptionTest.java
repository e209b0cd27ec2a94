package io.fogisles.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.Json;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.persist.AtomicFiles;
import io.fogisles.kernel.persist.SaveGame;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Damaged saves on disk: each gives a {@link DataException} (never another exception) whose message names
 * the file and the JSON path of the damage and says what to do.
 */
class SaveCorruptionTest {
    /** What a message may advise. */
    static final Pattern ADVICE = Pattern.compile("load another save|load that instead|install it|update the program|choose a fogisles-save file");

    /** A JSON edit of the save text. */
    interface Damage {
        String apply(String text) throws Exception;
    }

    static Damage json(UnaryOperator<ObjectNode> edit) {
        return text -> edit.apply((ObjectNode) Json.MAPPER.readTree(text)).toPrettyString();
    }

    static ObjectNode action(ObjectNode root, int i) {
        return (ObjectNode) root.get("actions").get(i);
    }

    /** The first recorded action that carries a number besides its seat, e.g. a field or a cloud. */
    static int withNumber(ObjectNode root) {
        for (int i = 0; i < root.get("actions").size(); i++) if (numberField(action(root, i)) != null) return i;
        throw new AssertionError("no action with a number");
    }

    static String numberField(JsonNode a) {
        var it = a.fieldNames();
        while (it.hasNext()) {
            String k = it.next();
            if (!k.equals("seat") && a.get(k).isInt()) return k;
        }
        return null;
    }

    static Stream<Arguments> damages() {
        return Stream.of(
                Arguments.of("truncated JSON", (Damage) t -> t.substring(0, t.length() / 2), "$"),
                Arguments.of("truncated inside the actions", (Damage) t -> t.substring(0, t.indexOf("\"hash\"", t.indexOf("\"actions\""))), "$.actions["),
                Arguments.of("empty file", (Damage) t -> "", "$"),
                Arguments.of("not JSON at all", (Damage) t -> "\u0000\u0001garbage", "$"),
                Arguments.of("a newer format version", json(r -> r.put("formatVersion", 3)), "$.formatVersion"),
                Arguments.of("format version 0", json(r -> r.put("formatVersion", 0)), "$.formatVersion"),
                Arguments.of("format version not a number", json(r -> r.put("formatVersion", "one")), "$.formatVersion"),
                Arguments.of("another format", json(r -> r.put("format", "fogisles-settings")), "$.format"),
                Arguments.of("unknown module id", json(r -> {
                    ((ObjectNode) r.get("modules").get(0)).put("id", "moon");
                    return r;
                }), "$.modules[0].id"),
                Arguments.of("seed not a number", json(r -> r.put("seed", "lucky")), "$.seed"),
                Arguments.of("no actions", json(r -> {
                    r.remove("actions");
                    return r;
                }), "$"),
                Arguments.of("a tampered hash", json(r -> {
                    action(r, 9).put("hash", "0123456789abcdef");
                    return r;
                }), "$.actions[9].hash"),
                Arguments.of("a tampered final hash", json(r -> r.put("finalHash", "00")), "$.finalHash"),
                Arguments.of("a tampered action (another number)", json(r -> {
                    int i = withNumber(r);
                    ObjectNode a = action(r, i);
                    String k = numberField(a);
                    a.put(k, a.get(k).asInt() + 1);
                    return r;
                }), "$.actions["),
                Arguments.of("a tampered action (a number out of range)", json(r -> {
                    ObjectNode a = action(r, withNumber(r));
                    a.put(numberField(a), 1_000_000);
                    return r;
                }), "$.actions["),
                Arguments.of("a tampered action (a text for a number)", json(r -> {
                    ObjectNode a = action(r, withNumber(r));
                    a.put(numberField(a), "north");
                    return r;
                }), "$.actions["),
                Arguments.of("a tampered action (another seat)", json(r -> {
                    action(r, 12).put("seat", (action(r, 12).get("seat").asInt() + 1) % 3);
                    return r;
                }), "$.actions[12]"),
                Arguments.of("a tampered action (a seat that does not exist)", json(r -> {
                    action(r, 12).put("seat", 7);
                    return r;
                }), "$.actions[12]"),
                Arguments.of("a tampered action (no seat)", json(r -> {
                    action(r, 12).remove("seat");
                    return r;
                }), "$.actions[12]"),
                Arguments.of("a tampered action (unknown type)", json(r -> {
                    action(r, 4).put("type", "base:teleport");
                    return r;
                }), "$.actions[4].type"),
                Arguments.of("a tampered action (not an object)", json(r -> {
                    ((com.fasterxml.jackson.databind.node.ArrayNode) r.get("actions")).set(4, Json.MAPPER.getNodeFactory().numberNode(4));
                    return r;
                }), "$.actions[4]"));
    }

    static final List<SaveGame.Seat> SEATS = List.of(new SaveGame.Seat("Ann", null), new SaveGame.Seat("Bot", "random"), new SaveGame.Seat("Cy", null));

    /** Plays n random decisions of a 3-player base game, each submitted as its action record. */
    static Game played(long seed, int n) {
        Game g = Fixtures.base(3).newGame(seed, true);
        io.fogisles.kernel.random.Rng rng = new io.fogisles.kernel.random.Rng(seed);
        io.fogisles.kernel.util.IntList o = new io.fogisles.kernel.util.IntList();
        for (int i = 0; i < n && !g.isOver(); i++) {
            g.legalCodes(o);
            g.submit(g.pendingSeat(), g.decode(o.get(rng.nextInt(o.size()))));
        }
        return g;
    }

    static Path saved(Path dir) throws Exception {
        Path f = dir.resolve("game.json");
        try (Game g = played(7, 60)) {
            SaveGame.write(f, g, SEATS, "test");
        }
        return f;
    }

    static void assertClear(DataException e, String pathPrefix) {
        String m = e.getMessage();
        assertTrue(e.file() != null && e.file().endsWith("game.json") && m.contains("game.json"), "names the file: " + m);
        assertNotNull(e.path(), "names a JSON path: " + m);
        assertTrue(e.path().startsWith(pathPrefix), "the path " + e.path() + " should start with " + pathPrefix + ": " + m);
        assertTrue(m.contains(e.path() + ": "), "the message shows the path: " + m);
        assertTrue(ADVICE.matcher(m).find(), "says what to do: " + m);
        assertFalse(m.contains("Exception") || m.contains("null") || m.contains("\tat "), "no Java internals: " + m);
    }

    @ParameterizedTest(name = "{0}: a DataException naming the file and {2}, saying what to do")
    @MethodSource("damages")
    void damaged(String what, Damage damage, String pathPrefix, @TempDir Path dir) throws Exception {
        Path f = saved(dir);
        Files.writeString(f, damage.apply(Files.readString(f)));
        DataException e = assertThrows(DataException.class, () -> SaveGame.read(f, Fixtures.factory(), false));
        assertClear(e, pathPrefix);
    }

    @Test
    @DisplayName("when a backup exists, the message for a damaged save points to it, and the backup loads")
    void backupNamed(@TempDir Path dir) throws Exception {
        Path f = saved(dir);
        try (Game g = played(7, 80)) {
            SaveGame.write(f, g, SEATS, "test");
        }
        String text = Files.readString(f);
        Files.writeString(f, text.substring(0, text.length() - 40));
        DataException e = assertThrows(DataException.class, () -> SaveGame.read(f, Fixtures.factory(), false));
        assertClear(e, "$");
        assertTrue(e.getMessage().contains("game.json.bak: load that instead"), e.getMessage());
        try (Game bak = SaveGame.read(AtomicFiles.backupOf(f), Fixtures.factory(), false).game()) {
            assertEquals(60, bak.codes().length, "the backup is the earlier save, whole");
        }
    }

    @Test
    @DisplayName("the undamaged file loads (the damage above is what fails)")
    void intactLoads(@TempDir Path dir) throws Exception {
        Path f = saved(dir);
        try (Game g = SaveGame.read(f, Fixtures.factory(), false).game()) {
            assertEquals(60, g.codes().length);
        }
    }
}
