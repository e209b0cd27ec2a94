package io.fogisles.piratebay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.Json;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.persist.SaveGame;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The box's data (cards.json, PD4) as the rules say it is, and bad data refused before anything starts: a
 * clear error naming the file, the line and the JSON path, and what to do.
 */
class PirateDataFilesTest {
    static final String CARDS = "data/cards.json";

    /** The error building a rule set whose cards.json is {@code text}; nothing is built. */
    private static DataException refused(String text) {
        return assertThrows(DataException.class, () -> PirateData.rulesWith(Map.of(CARDS, text), 3));
    }

    private static void saysWhere(DataException e, String... words) {
        assertTrue(e.file().endsWith("pirate-bay/data/cards.json"), e.file());
        assertTrue(e.line() > 0, "a line: " + e.getMessage());
        for (String w : words) assertTrue(e.getMessage().contains(w), "'" + w + "' in: " + e.getMessage());
    }

    @Test
    @DisplayName("PD4 / PD1 the box: 54 island cards by shape (22 capes, 8 straits, 14 bends, 8 tees, 2 crosses) and the start card; each resource worth 30 points on 18 or 19 cards")
    void deckAsDecided() throws Exception {
        JsonNode cards = Json.MAPPER.readTree(PirateData.read(CARDS)).get("cards");
        Map<String, Integer> shapes = new TreeMap<>();
        Map<String, int[]> resources = new TreeMap<>(); // points, cards
        int starts = 0;
        for (JsonNode c : cards) {
            if (c.path("start").asBoolean(false)) {
                starts++;
                for (String side : List.of("north", "east", "south", "west")) assertEquals("land", c.get(side).asText(), "PD1: land on all four sides");
                assertEquals(Map.of("gold", 1, "wood", 1, "iron", 1, "water", 1), Json.MAPPER.convertValue(c.get("points"), Map.class), "PD1: one of each");
                continue;
            }
            shapes.merge(c.get("shape").asText(), 1, Integer::sum);
            c.get("points").fields().forEachRemaining(e -> {
                int[] t = resources.computeIfAbsent(e.getKey(), k -> new int[2]);
                t[0] += e.getValue().asInt();
                t[1]++;
            });
        }
        assertEquals(1, starts);
        assertEquals(Map.of("cape-short", 11, "cape-long", 11, "strait-short", 4, "strait-long", 4, "bend-ne", 7, "bend-nw", 7, "tee-no-north", 4,
                "tee-no-east", 4, "cross", 2), shapes);
        assertEquals(List.of("gold", "iron", "water", "wood"), List.copyOf(resources.keySet()));
        resources.forEach((r, t) -> {
            assertEquals(30, t[0], r + ": 30 points");
            assertTrue(t[1] == 18 || t[1] == 19, r + " on " + t[1] + " cards");
        });
    }

    @Test
    @DisplayName("PD4 the cards load as the rules use them: 55 pieces, the start card known, a card's land as printed and turned half a turn")
    void cardsLoaded() {
        Cards c = Scenario.start(2).g.cards;
        assertEquals(55, c.size());
        assertEquals("start", c.id(c.start()));
        int cape = c.ids().indexOf("c01");
        assertEquals(Side.NORTH.bit, c.land(cape));
        assertEquals(Side.SOUTH.bit, c.land(cape, true));
    }

    @Test
    @DisplayName("bad cards.json: a card without its west side is refused with file, line and path, and no game starts")
    void missingSide() {
        String text = PirateData.read(CARDS).replaceFirst(", \"west\": \"water\"", "");
        DataException e = refused(text);
        saysWhere(e, "west");
        assertTrue(e.path().startsWith("$.cards["), e.path());
    }

    @Test
    @DisplayName("bad cards.json: an unknown resource is refused with file, line, path and the known resources (with a did-you-mean)")
    void unknownResource() {
        String text = PirateData.read(CARDS).replaceFirst("\"points\": \\{\"water\": 1\\}", "\"points\": {\"wter\": 1}");
        DataException e = refused(text);
        saysWhere(e, "unknown resource 'wter'", "water", "gold");
        assertTrue(e.path().endsWith(".points.wter"), e.path());
    }

    @Test
    @DisplayName("bad cards.json: a card id used twice is refused, naming both cards")
    void duplicateId() {
        String text = PirateData.read(CARDS).replaceFirst("\"id\": \"c02\"", "\"id\": \"c01\"");
        DataException e = refused(text);
        saysWhere(e, "'c01' is used twice", "card 1");
        assertEquals("$.cards[2].id", e.path());
    }

    @Test
    @DisplayName("bad cards.json: a card count other than the deck's (parameters deck.cards) is refused with both numbers and what to do")
    void wrongCount() {
        String text = PirateData.read(CARDS);
        int i = text.indexOf("    {\"id\": \"c54\"");
        int j = text.indexOf('\n', i);
        String fewer = text.substring(0, i) + text.substring(j + 1);
        fewer = fewer.replace("}},\n  ]", "}}\n  ]"); // the new last card loses its comma
        fewer = fewer.replaceAll(",\\s*\\n\\s*]", "\n  ]");
        DataException e = refused(fewer);
        saysWhere(e, "the box has 55 cards", "this file 54", "change the count");
    }

    @Test
    @DisplayName("bad cards.json: not JSON at all (cut in the middle) is refused with the line and column")
    void truncated() {
        String text = PirateData.read(CARDS);
        DataException e = refused(text.substring(0, text.length() / 2));
        assertTrue(e.file().endsWith("pirate-bay/data/cards.json") && e.line() > 1 && e.column() > 0, e.getMessage());
    }

    @Test
    @DisplayName("a save of another game (its modules not installed here) is refused with a clear error naming the file and the missing module; nothing is replayed")
    void saveOfAnotherGame(@TempDir Path dir) throws Exception {
        RuleSet rules = Fixtures.rules(2);
        Game game = rules.newGame(5, true);
        Path save = dir.resolve("pirate.json");
        SaveGame.write(save, game, List.of(new SaveGame.Seat("Ann", null), new SaveGame.Seat("Bob", "greedy")), "test");
        String text = Files.readString(save);
        assertTrue(text.contains("\"id\" : \"pirate-bay\"") || text.contains("\"id\":\"pirate-bay\""), text.substring(0, Math.min(400, text.length())));
        Path island = dir.resolve("island.json");
        Files.writeString(island, text.replaceFirst("\"id\" ?: ?\"pirate-bay\"", "\"id\" : \"base\""));
        DataException e = assertThrows(DataException.class, () -> SaveGame.read(island, Fixtures.factory(), true));
        assertTrue(e.file().endsWith("island.json"), e.file());
        assertEquals("$.modules[0].id", e.path());
        assertTrue(e.getMessage().contains("needs module 'base'") && e.getMessage().contains("installed: pirate-bay"), e.getMessage());
        SaveGame.Loaded back = SaveGame.read(save, Fixtures.factory(), true);
        assertEquals(game.state().sha256(), back.game().state().sha256(), "the real save loads");
    }
}
