package io.fogisles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.fogisles.kernel.data.Json;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The position tools {@code score} and {@code moves}, run in-process on real files. */
class PositionToolsTest {

    private static JsonNode json(String line) throws Exception {
        return Json.MAPPER.readTree(line);
    }

    static final String EXAMPLE_ISLAND = """
            {"fields": [
              {"q": 0, "r": 0, "type": "coast", "landscape": "forest", "value": 1},
              {"q": 3, "r": 0, "type": "coast", "landscape": "swamp", "value": 1},
              {"q": 1, "r": -1, "type": "fog", "value": 1}, {"q": 2, "r": -1, "type": "fog", "value": 1},
              {"q": 1, "r": 0, "type": "fog", "value": 1}, {"q": 2, "r": 0, "type": "fog", "value": 1},
              {"q": 0, "r": 1, "type": "fog", "value": 1}, {"q": 1, "r": 1, "type": "fog", "value": 1},
              {"q": 2, "r": 1, "type": "fog", "value": 1}, {"q": 3, "r": 1, "type": "fog", "value": 1},
              {"q": 4, "r": 1, "type": "fog", "value": 1}, {"q": 4, "r": 0, "type": "fog", "value": 1},
              {"q": 5, "r": 0, "type": "base"}, {"q": -1, "r": 2, "type": "fog", "value": 1}, {"q": 0, "r": 2, "type": "fog", "value": 1}
            ]}""";

    @Test
    @DisplayName("score: the landscape example on an inline island (forest 3, swamp 5), energy 12 → 6, and the output shape")
    void scoreExample(@TempDir Path dir) throws Exception {
        Path f = CliFixture.write(dir, "example.json", """
                {"modules": ["base"], "island": %s,
                 "players": [{"name": "red", "energy": 12, "tiles": [
                   {"q": 1, "r": 0, "tile": "joker"}, {"q": 2, "r": -1, "tile": "forest"}, {"q": 2, "r": 0, "tile": "swamp"},
                   {"q": 1, "r": 1, "tile": "swamp"}, {"q": -1, "r": 2, "tile": "forest"}, {"q": 0, "r": 1, "tile": "monument"},
                   {"q": 2, "r": 1, "tile": "forest"}]}]}""".formatted(EXAMPLE_ISLAND));
        CliFixture.Result r = CliFixture.run("score", f.toString(), "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode red = json(r.lines().get(0)).get("players").get(0);
        assertEquals(3, red.get("rows").get("forest").asInt());
        assertEquals(5, red.get("rows").get("swamp").asInt());
        assertEquals(6, red.get("rows").get("energy").asInt());
        assertEquals(3, red.get("rows").get("monuments").asInt(), "alone with 1 monument: rank 1 → 3");
        assertEquals(0, red.get("rows").get("expansion").asInt());
        assertEquals(3 + 5 + 6 + 3, red.get("total").asInt());
        assertEquals("[\"red\"]", json(r.lines().get(0)).get("winners").toString());
    }

    @Test
    @DisplayName("score: monuments 12/12/2 for red 4, green 4, yellow 2; volcanoes −10 and −8; coasts and the end bonus; several files in one call, one line each")
    void scoreSeveral(@TempDir Path dir) throws Exception {
        Path a = CliFixture.write(dir, "a.json", """
                {"modules": ["base"], "island": "base:front", "players": [
                  {"name": "red", "energy": 0, "tiles": [{"q": 1, "r": 0, "tile": "monument"}, {"q": 2, "r": 0, "tile": "monument"},
                                                        {"q": 3, "r": 0, "tile": "monument"}, {"q": 2, "r": 1, "tile": "monument"}]},
                  {"name": "green", "energy": 0, "tiles": [{"q": 1, "r": 0, "tile": "monument"}, {"q": 2, "r": 0, "tile": "monument"},
                                                          {"q": 3, "r": 0, "tile": "monument"}, {"q": 0, "r": 2, "tile": "monument"}]},
                  {"name": "yellow", "energy": 0, "tiles": [{"q": 1, "r": 0, "tile": "monument"}, {"q": 2, "r": 0, "tile": "monument"}]}]}""");
        Path b = CliFixture.write(dir, "b.json", """
                {"modules": ["base"], "island": "base:front", "players": [{"name": "solo", "energy": 25, "tiles": [
                  {"q": -1, "r": 0, "tile": "forest"}, {"q": -2, "r": 0, "tile": "forest"}, {"q": -3, "r": 0, "tile": "forest"},
                  {"q": 0, "r": -1, "tile": "joker"}, {"q": 1, "r": -2, "tile": "joker"}, {"q": 1, "r": -3, "tile": "joker"},
                  {"q": 1, "r": -1, "tile": "desert"}, {"q": 2, "r": -1, "tile": "desert"}, {"q": 3, "r": -2, "tile": "desert"},
                  {"q": 1, "r": 0, "tile": "swamp"}, {"q": 2, "r": 0, "tile": "swamp"}, {"q": 3, "r": 0, "tile": "swamp"},
                  {"q": 0, "r": 1, "tile": "canyon"}, {"q": 0, "r": 2, "tile": "canyon"}, {"q": 0, "r": 3, "tile": "canyon"},
                  {"q": -1, "r": 1, "tile": "plains"}, {"q": -2, "r": 2, "tile": "plains"}, {"q": -3, "r": 3, "tile": "plains"}]}]}""");
        int ruleSetsBefore = CliFixture.runtime().ruleSetCount();
        CliFixture.Result r = CliFixture.run("score", a.toString(), b.toString(), "--json");
        assertEquals(0, r.code(), r.err());
        assertEquals(2, r.lines().size());
        JsonNode first = json(r.lines().get(0)).get("players");
        assertEquals(12, first.get(0).get("rows").get("monuments").asInt());
        assertEquals(12, first.get(1).get("rows").get("monuments").asInt());
        assertEquals(2, first.get(2).get("rows").get("monuments").asInt());
        assertEquals(-5, first.get(0).get("rows").get("volcanoes").asInt(), "red covers the volcano with penalty 5 at (2,1): 2 + 3 remain");
        assertEquals(-8, first.get(1).get("rows").get("volcanoes").asInt(), "green covers the one with penalty 2 at (0,2)");
        assertEquals(-10, first.get(2).get("rows").get("volcanoes").asInt());
        JsonNode solo = json(r.lines().get(1)).get("players").get(0);
        assertEquals("[\"canyon\",\"desert\",\"forest\",\"mountain\",\"plains\",\"swamp\"]", solo.get("coastsConnected").toString());
        assertEquals(10, solo.get("rows").get("endCondition").asInt(), "all coasts connected and no endBonus given → 10");
        assertEquals(12, solo.get("rows").get("energy").asInt());
        assertTrue(CliFixture.runtime().ruleSetCount() - ruleSetsBefore <= 1, "one rule set serves both files (3 and 1 players)");
    }

    @Test
    @DisplayName("score: endBonus first = 10, final = 5, and an error when the coasts are not all connected")
    void endBonus(@TempDir Path dir) throws Exception {
        Path f = CliFixture.write(dir, "e.json", "{\"modules\": [\"base\"], \"island\": \"base:front\", \"players\": [{\"name\": \"x\", \"endBonus\": \"final\", \"tiles\": []}]}");
        CliFixture.Result r = CliFixture.run("score", f.toString(), "--json");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("$.players[0].endBonus") && r.err().contains("0 connected"), r.err());
    }

    @Test
    @DisplayName("score: bad input exits 2 and names file, line and JSON path; the other files are still scored")
    void badInput(@TempDir Path dir) throws Exception {
        Path bad = CliFixture.write(dir, "bad.json", "{\"modules\": [\"base\"],\n \"island\": \"base:front\",\n \"players\": [{\"name\": \"x\", \"tiles\": [{\"q\": 0, \"r\": 0, \"tile\": \"forest\"}]}]}");
        Path broken = CliFixture.write(dir, "broken.json", "{\"modules\": [\"base\"], ");
        Path unknownModule = CliFixture.write(dir, "mod.json", "{\"modules\": [\"bsae\"], \"island\": \"base:front\", \"players\": [{\"name\": \"x\", \"tiles\": []}]}");
        Path good = CliFixture.write(dir, "good.json", "{\"modules\": [\"base\"], \"island\": \"base:back\", \"players\": [{\"name\": \"x\", \"tiles\": []}]}");
        CliFixture.Result r = CliFixture.run("score", bad.toString(), broken.toString(), unknownModule.toString(), good.toString(), "--json");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("bad.json:3:") && r.err().contains("$.players[0].tiles[0]") && r.err().contains("balloon base"), r.err());
        assertTrue(r.err().contains("broken.json:1:") && r.err().contains("malformed JSON"), r.err());
        assertTrue(r.err().contains("mod.json") && r.err().contains("$.modules") && r.err().contains("did you mean 'base'"), r.err());
        assertEquals(1, r.lines().size(), "the good file was scored");
    }

    @Test
    @DisplayName("moves: every affordable destination once at its lowest cost (coast stop free, staying costs V); bonus faces and tiles under the balloon")
    void moves(@TempDir Path dir) throws Exception {
        Path f = CliFixture.write(dir, "m.json", "{\"modules\": [\"base\"], \"island\": \"base:front\", \"balloon\": {\"q\": 2, \"r\": -2}, \"energy\": 4, \"direction\": \"NE\"}");
        CliFixture.Result r = CliFixture.run("moves", f.toString(), "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode moves = json(r.lines().get(0)).get("moves");
        assertTrue(moves.toString().contains("{\"to\":{\"q\":4,\"r\":-4},\"cost\":0}"), moves.toString());
        assertTrue(moves.toString().contains("{\"to\":{\"q\":2,\"r\":-2},\"cost\":4}"), "staying costs V = 4: " + moves);
        assertTrue(moves.toString().contains("{\"to\":{\"q\":3,\"r\":-3},\"cost\":3}"), moves.toString());
        Path g = CliFixture.write(dir, "g.json", "{\"modules\": [\"base\"], \"island\": \"base:front\", \"balloon\": {\"q\": 2, \"r\": -2}, \"energy\": 0, "
                + "\"direction\": \"NE\", \"bonus\": \"turn60\", \"tiles\": [{\"q\": 2, \"r\": -2, \"tile\": \"forest\", \"value\": 2}]}");
        JsonNode m2 = json(CliFixture.run("moves", g.toString(), "--json").lines().get(0)).get("moves");
        assertEquals("[{\"to\":{\"q\":2,\"r\":-4},\"cost\":0},{\"to\":{\"q\":4,\"r\":-4},\"cost\":0},{\"to\":{\"q\":4,\"r\":-2},\"cost\":0}]", m2.toString(),
                "V 2 from the tile; with 0 energy only 2 fields NE, NW or E (the 60° face) are free");
        Path h = CliFixture.write(dir, "h.json", "{\"modules\": [\"base\"], \"island\": \"base:front\", \"balloon\": {\"q\": 2, \"r\": -2}, \"energy\": 0, "
                + "\"direction\": \"NE\", \"bonus\": \"opposite\", \"tiles\": [{\"q\": 2, \"r\": -2, \"tile\": \"forest\", \"value\": 2}]}");
        JsonNode m3 = json(CliFixture.run("moves", h.toString(), "--json").lines().get(0)).get("moves");
        assertEquals("[{\"to\":{\"q\":4,\"r\":-4},\"cost\":0}]", m3.toString(), "2 fields SW would end on the base (C7)");
    }

    @Test
    @DisplayName("moves: bad input names the problem (balloon on the base, unknown direction, tile without value)")
    void movesBadInput(@TempDir Path dir) throws Exception {
        Path a = CliFixture.write(dir, "a.json", "{\"modules\": [\"base\"], \"island\": \"base:front\", \"balloon\": {\"q\": 0, \"r\": 0}, \"energy\": 4, \"direction\": \"NE\"}");
        Path b = CliFixture.write(dir, "b.json", "{\"modules\": [\"base\"], \"island\": \"base:front\", \"balloon\": {\"q\": 1, \"r\": 0}, \"energy\": 4, \"direction\": \"N\"}");
        Path c = CliFixture.write(dir, "c.json", "{\"modules\": [\"base\"], \"island\": \"base:front\", \"balloon\": {\"q\": 1, \"r\": 0}, \"energy\": 4, \"direction\": \"E\", "
                + "\"tiles\": [{\"q\": 1, \"r\": 0, \"tile\": \"forest\"}]}");
        CliFixture.Result r = CliFixture.run("moves", a.toString(), b.toString(), c.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("a.json") && r.err().contains("$.balloon") && r.err().contains("balloon base"), r.err());
        assertTrue(r.err().contains("b.json") && r.err().contains("$.direction") && r.err().contains("allowed: NW, NE, E, SE, SW, W"), r.err());
        assertTrue(r.err().contains("c.json") && r.err().contains("\"value\""), r.err());
    }

    @Test
    @DisplayName("unknown commands and options are refused with exit 2 and a suggestion")
    void unknown() {
        CliFixture.Result r = CliFixture.run("scroe", "x.json");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("did you mean 'score'"), r.err());
        CliFixture.Result o = CliFixture.run("score", "--frobnicate", "x.json");
        assertEquals(2, o.code());
        assertTrue(o.err().contains("unknown option --frobnicate"), o.err());
    }

    @Test
    @DisplayName("moves with Module 2: with the office on the island flying off the coast reaches the piers; from a pier the balloon must fly back onto the island")
    void harbourMoves(@TempDir Path dir) throws Exception {
        Path a = CliFixture.write(dir, "a.json", "{\"modules\": [\"base\", \"harbour\"], \"island\": \"base:front\", \"balloon\": {\"q\": 3, \"r\": -2}, "
                + "\"energy\": 3, \"direction\": \"E\", \"harbourOfficeOnIsland\": true}");
        JsonNode moves = json(CliFixture.run("moves", a.toString(), "--json").lines().get(0)).get("moves");
        assertTrue(moves.toString().contains("{\"to\":{\"pier\":2},\"cost\":0}"), moves.toString());
        assertTrue(moves.toString().contains("{\"to\":{\"pier\":5},\"cost\":3}"), moves.toString());
        Path b = CliFixture.write(dir, "b.json", "{\"modules\": [\"base\", \"harbour\"], \"island\": \"base:front\", \"balloon\": {\"q\": 3, \"r\": -2}, "
                + "\"energy\": 3, \"direction\": \"E\"}");
        assertTrue(!CliFixture.run("moves", b.toString(), "--json").out().contains("pier"), "without the office the coast stops the balloon");
        Path c = CliFixture.write(dir, "c.json", "{\"modules\": [\"base\", \"harbour\"], \"island\": \"base:front\", \"balloon\": {\"pier\": 2}, "
                + "\"energy\": 0, \"direction\": \"SW\"}");
        JsonNode back = json(CliFixture.run("moves", c.toString(), "--json").lines().get(0)).get("moves");
        assertTrue(back.size() > 0 && !back.toString().contains("pier"), back.toString());
        assertTrue(back.toString().contains("{\"to\":{\"q\":3,\"r\":-3},\"cost\":0}"), "in over the NE corner: (4,-4), (3,-3)");
        Path d = CliFixture.write(dir, "d.json", "{\"modules\": [\"base\"], \"island\": \"base:front\", \"balloon\": {\"pier\": 2}, \"energy\": 0, \"direction\": \"SW\"}");
        CliFixture.Result r = CliFixture.run("moves", d.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("needs module harbour"), r.err());
    }

    @Test
    @DisplayName("score with Module 3: the expansion tiles' points and +5 for all five fill the expansion row; the royal couple counts two monuments")
    void expansionScore(@TempDir Path dir) throws Exception {
        Path f = CliFixture.write(dir, "x.json", """
                {"modules": ["base", "harbour", "expansion"], "island": "base:front", "players": [{"name": "red", "energy": 5, "tiles": [
                  {"q": 1, "r": 0, "tile": "observatory-small"}, {"q": 2, "r": 0, "tile": "observatory-large"}, {"q": 3, "r": 0, "tile": "harbour-office"},
                  {"q": 0, "r": 1, "tile": "wind-machine"}, {"q": 0, "r": 2, "tile": "royal-couple"}]}]}""");
        JsonNode red = json(CliFixture.run("score", f.toString(), "--json").lines().get(0)).get("players").get(0);
        assertEquals(2 + 3 + 2 + 4 + 0 + 5, red.get("rows").get("expansion").asInt());
        assertEquals(6, red.get("rows").get("monuments").asInt(), "the royal couple: 2 monuments × 3");
        Path g = CliFixture.write(dir, "g.json", "{\"modules\": [\"base\"], \"island\": \"base:front\", \"players\": [{\"name\": \"x\", \"tiles\": [{\"q\": 1, \"r\": 0, \"tile\": \"wind-machine\"}]}]}");
        CliFixture.Result r = CliFixture.run("score", g.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("needs module expansion"), r.err());
    }
}
