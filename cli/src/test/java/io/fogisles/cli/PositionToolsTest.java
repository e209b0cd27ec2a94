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

    /** Chains from the base to all six coasts of the front island (every coast connected). */
    static final String SIX_SPOKES = """
            {"q": -1, "r": 0, "tile": "forest"}, {"q": -2, "r": 0, "tile": "forest"}, {"q": -3, "r": 0, "tile": "forest"},
            {"q": 0, "r": -1, "tile": "joker"}, {"q": 1, "r": -2, "tile": "joker"}, {"q": 1, "r": -3, "tile": "joker"},
            {"q": 1, "r": -1, "tile": "desert"}, {"q": 2, "r": -1, "tile": "desert"}, {"q": 3, "r": -2, "tile": "desert"},
            {"q": 1, "r": 0, "tile": "swamp"}, {"q": 2, "r": 0, "tile": "swamp"}, {"q": 3, "r": 0, "tile": "swamp"},
            {"q": 0, "r": 1, "tile": "canyon"}, {"q": 0, "r": 2, "tile": "canyon"}, {"q": 0, "r": 3, "tile": "canyon"},
            {"q": -1, "r": 1, "tile": "plains"}, {"q": -2, "r": 2, "tile": "plains"}, {"q": -3, "r": 3, "tile": "plains"}""";

    @Test
    @DisplayName("score: B11.7 endBonus first = 10, final = 5 with all coasts connected, absent = what the position shows; an error that says what to do when the coasts are not all connected")
    void endBonus(@TempDir Path dir) throws Exception {
        Path f = CliFixture.write(dir, "e.json", """
                {"modules": ["base"], "island": "base:front", "players": [
                  {"name": "first", "endBonus": "first", "tiles": [%s]},
                  {"name": "final", "endBonus": "final", "tiles": [%s]},
                  {"name": "none", "tiles": [%s]},
                  {"name": "empty", "tiles": []}]}""".formatted(SIX_SPOKES, SIX_SPOKES, SIX_SPOKES));
        CliFixture.Result ok = CliFixture.run("score", f.toString(), "--json");
        assertEquals(0, ok.code(), ok.err());
        JsonNode players = json(ok.lines().get(0)).get("players");
        assertEquals(10, players.get(0).get("rows").get("endCondition").asInt());
        assertEquals(5, players.get(1).get("rows").get("endCondition").asInt());
        assertEquals(10, players.get(2).get("rows").get("endCondition").asInt(), "absent: all connected in the position → 10");
        assertEquals(0, players.get(3).get("rows").get("endCondition").asInt(), "absent: nothing connected → 0");
        assertEquals(players.get(0).get("total").asInt() - 5, players.get(1).get("total").asInt());
        Path bad = CliFixture.write(dir, "bad.json", "{\"modules\": [\"base\"], \"island\": \"base:front\", \"players\": [{\"name\": \"x\", \"endBonus\": \"final\", \"tiles\": []}]}");
        CliFixture.Result r = CliFixture.run("score", bad.toString(), "--json");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("$.players[0].endBonus") && r.err().contains("0 of 6 connected") && r.err().contains("omit \"endBonus\""), r.err());
    }

    @Test
    @DisplayName("score: B11.9 equal totals go to more energy; still equal, a shared victory; player names must differ")
    void winnersAndNames(@TempDir Path dir) throws Exception {
        Path f = CliFixture.write(dir, "w.json", """
                {"modules": ["base"], "island": "base:front", "players": [
                  {"name": "red", "energy": 9, "tiles": []}, {"name": "green", "energy": 11, "tiles": []}, {"name": "blue", "energy": 11, "tiles": []}]}""");
        assertEquals("[\"green\",\"blue\"]", json(CliFixture.run("score", f.toString(), "--json").lines().get(0)).get("winners").toString(),
                "9 and 11 energy both score 4 crown points; 11 beats 9; green and blue share");
        Path g = CliFixture.write(dir, "g.json", """
                {"modules": ["base"], "island": "base:front", "players": [
                  {"name": "red", "energy": 9, "tiles": []}, {"name": "green", "energy": 10, "tiles": []}, {"name": "blue", "energy": 11, "tiles": []}]}""");
        assertEquals("[\"blue\"]", json(CliFixture.run("score", g.toString(), "--json").lines().get(0)).get("winners").toString());
        Path d = CliFixture.write(dir, "d.json", """
                {"modules": ["base"], "island": "base:front", "players": [{"name": "red", "tiles": []}, {"name": "red", "tiles": []}]}""");
        CliFixture.Result r = CliFixture.run("score", d.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("$.players[1].name") && r.err().contains("two players are called 'red'"), r.err());
    }

    @Test
    @DisplayName("score: the table (without --json) shows every row, the totals and the winner, with room for long names")
    void scoreTable(@TempDir Path dir) throws Exception {
        Path f = CliFixture.write(dir, "t.json", """
                {"modules": ["base"], "island": "base:front", "players": [
                  {"name": "Maximiliane-Rot", "energy": 12, "tiles": [%s]}, {"name": "blue", "energy": 3, "tiles": []}]}""".formatted(SIX_SPOKES));
        CliFixture.Result r = CliFixture.run("score", f.toString());
        assertEquals(0, r.code(), r.err());
        for (String row : io.fogisles.cli.position.ScoreCommand.ROWS) assertTrue(r.out().contains(row), row + " in\n" + r.out());
        String header = r.lines().stream().filter(l -> l.strip().startsWith("row")).findFirst().orElseThrow();
        String total = r.lines().stream().filter(l -> l.strip().startsWith("TOTAL")).findFirst().orElseThrow();
        assertTrue(header.contains(" Maximiliane-Rot") && header.length() == total.length(), "columns line up:\n" + header + "\n" + total);
        assertTrue(r.out().contains("winner: Maximiliane-Rot"), r.out());
    }

    @Test
    @DisplayName("score and moves: coordinates out of range (4294967297 is not read as 1) and tile values a kind does not carry are refused with the JSON path")
    void outOfRange(@TempDir Path dir) throws Exception {
        Path a = CliFixture.write(dir, "a.json", """
                {"modules": ["base"], "island": "base:front", "players": [{"name": "red", "tiles": [{"q": 4294967297, "r": 0, "tile": "forest"}]}]}""");
        Path b = CliFixture.write(dir, "b.json", """
                {"modules": ["base"], "island": "base:front", "balloon": {"q": 4294967298, "r": -4294967296}, "energy": 3, "direction": "E"}""");
        Path c = CliFixture.write(dir, "c.json", """
                {"modules": ["base"], "island": "base:front", "players": [{"name": "red", "tiles": [{"q": 1, "r": 0, "tile": "city", "value": 6}]}]}""");
        Path d = CliFixture.write(dir, "d.json", """
                {"modules": ["base", "harbour", "expansion"], "island": "base:front", "balloon": {"q": 1, "r": 0}, "energy": 3, "direction": "E",
                 "tiles": [{"q": 1, "r": 0, "tile": "observatory-small", "value": 4}]}""");
        Path e = CliFixture.write(dir, "e.json", """
                {"modules": ["base"], "island": "base:front", "players": [{"name": "red", "tiles": [{"q": 1, "r": 0.5, "tile": "forest"}]}]}""");
        CliFixture.Result score = CliFixture.run("score", a.toString(), c.toString(), e.toString(), "--json");
        assertEquals(2, score.code());
        assertEquals(0, score.lines().size(), "nothing was scored: " + score.out());
        assertTrue(score.err().contains("a.json") && score.err().contains("$.players[0].tiles[0].q"), score.err());
        assertTrue(score.err().contains("c.json") && score.err().contains("$.players[0].tiles[0].value") && score.err().contains("1–4"), score.err());
        assertTrue(score.err().contains("e.json") && score.err().contains("$.players[0].tiles[0].r"), score.err());
        CliFixture.Result moves = CliFixture.run("moves", b.toString(), d.toString(), "--json");
        assertEquals(2, moves.code());
        assertEquals(0, moves.lines().size(), moves.out());
        assertTrue(moves.err().contains("b.json") && moves.err().contains("$.balloon"), moves.err());
        assertTrue(moves.err().contains("d.json") && moves.err().contains("$.tiles[0].value") && moves.err().contains("1–2"), moves.err());
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
        assertTrue(r.err().contains("a.json") && r.err().contains("$.balloon") && r.err().contains("balloon base") && r.err().contains("C7"), r.err());
        assertTrue(r.err().contains("b.json") && r.err().contains("$.direction") && r.err().contains("allowed: NW, NE, E, SE, SW, W"), r.err());
        assertTrue(r.err().contains("c.json") && r.err().contains("\"value\"") && r.err().contains("0–6"), r.err());
    }

    @Test
    @DisplayName("moves: N1 (docs/rules-notes.md) a stuck balloon stays for free, as in the game, marked \"stuck\" in JSON and in the table")
    void stuck(@TempDir Path dir) throws Exception {
        Path f = CliFixture.write(dir, "stuck.json", "{\"modules\": [\"base\"], \"island\": \"base:front\", \"balloon\": {\"q\": 0, \"r\": -1}, \"energy\": 0, \"direction\": \"SE\"}");
        CliFixture.Result r = CliFixture.run("moves", f.toString(), "--json");
        assertEquals(0, r.code(), r.err());
        assertEquals("{\"moves\":[{\"to\":{\"q\":0,\"r\":-1},\"cost\":0,\"stuck\":true}]}", r.lines().get(0),
                "V 1, die SE: the only free move ends on the base (C7), staying costs 1, energy 0");
        CliFixture.Result table = CliFixture.run("moves", f.toString());
        assertTrue(table.out().contains("q=0 r=-1") && table.out().contains("cost 0") && table.out().contains("stuck"), table.out());
        Path g = CliFixture.write(dir, "one.json", "{\"modules\": [\"base\"], \"island\": \"base:front\", \"balloon\": {\"q\": 0, \"r\": -1}, \"energy\": 1, \"direction\": \"SE\"}");
        String moves = CliFixture.run("moves", g.toString(), "--json").out();
        assertTrue(moves.contains("{\"to\":{\"q\":0,\"r\":-1},\"cost\":1}") && !moves.contains("stuck"), "with 1 energy staying is paid: " + moves);
    }

    @Test
    @DisplayName("moves: B4.4 the +1 face adds 1 to V; a royal couple (Module 3) under the balloon needs no value: it is 5 (C18)")
    void plusOneAndFixedValues(@TempDir Path dir) throws Exception {
        Path f = CliFixture.write(dir, "p.json", "{\"modules\": [\"base\"], \"island\": \"base:front\", \"balloon\": {\"q\": -1, \"r\": 0}, \"energy\": 0, "
                + "\"direction\": \"SE\", \"bonus\": \"plus1\"}");
        assertEquals("{\"moves\":[{\"to\":{\"q\":-1,\"r\":3},\"cost\":0}]}", CliFixture.run("moves", f.toString(), "--json").lines().get(0),
                "printed 2 + 1: 3 fields SE for free");
        Path g = CliFixture.write(dir, "k.json", "{\"modules\": [\"base\", \"harbour\", \"expansion\"], \"island\": \"base:front\", \"balloon\": {\"q\": -1, \"r\": 0}, "
                + "\"energy\": 0, \"direction\": \"W\", \"tiles\": [{\"q\": -1, \"r\": 0, \"tile\": \"royal-couple\"}]}");
        CliFixture.Result r = CliFixture.run("moves", g.toString(), "--json");
        assertEquals(0, r.code(), r.err());
        assertEquals("{\"moves\":[{\"to\":{\"q\":-4,\"r\":0},\"cost\":0}]}", r.lines().get(0), "V 5 W: cut short on the forest coast after 3 fields, free (C8)");
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
    @DisplayName("moves with Module 2's back side (option harbour.side = back): C6 / B12.9 flights run on to pier 7; B15.2 from the '?' pier 7 the balloon may go to any field but the base, free")
    void harbourBackSide(@TempDir Path dir) throws Exception {
        String flight = "\"balloon\": {\"q\": 3, \"r\": -2}, \"energy\": 5, \"direction\": \"E\", \"harbourOfficeOnIsland\": true}";
        Path back = CliFixture.write(dir, "back.json", "{\"modules\": [\"base\", \"harbour\"], \"options\": {\"harbour\": {\"side\": \"back\"}}, \"island\": \"base:front\", " + flight);
        Path front = CliFixture.write(dir, "front.json", "{\"modules\": [\"base\", \"harbour\"], \"island\": \"base:front\", " + flight);
        String b = CliFixture.run("moves", back.toString(), "--json").out();
        String f = CliFixture.run("moves", front.toString(), "--json").out();
        assertTrue(b.contains("{\"to\":{\"pier\":7},\"cost\":5}"), "V 3 E: coast, piers 1…7 at n = 8, cost 5: " + b);
        assertTrue(f.contains("{\"to\":{\"pier\":6},\"cost\":4}") && !f.contains("\"pier\":7"), "the front side ends at pier 6: " + f);
        Path seven = CliFixture.write(dir, "seven.json", "{\"modules\": [\"base\", \"harbour\"], \"options\": {\"harbour\": {\"side\": \"back\"}}, "
                + "\"island\": \"base:front\", \"balloon\": {\"pier\": 7}, \"energy\": 0, \"direction\": \"E\"}");
        CliFixture.Result r = CliFixture.run("moves", seven.toString(), "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode moves = json(r.lines().get(0)).get("moves");
        assertEquals(60, moves.size(), "every field of the island but the base");
        for (JsonNode m : moves) assertEquals(0, m.get("cost").asInt());
        assertTrue(!moves.toString().contains("{\"q\":0,\"r\":0}"), "never the base");
        Path wrong = CliFixture.write(dir, "wrong.json", "{\"modules\": [\"base\", \"harbour\"], \"options\": {\"harbour\": {\"side\": \"up\"}}, "
                + "\"island\": \"base:front\", \"balloon\": {\"pier\": 7}, \"energy\": 0, \"direction\": \"E\"}");
        CliFixture.Result w = CliFixture.run("moves", wrong.toString());
        assertEquals(2, w.code());
        assertTrue(w.err().contains("$.options") && w.err().contains("side"), w.err());
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
