package io.fogisles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --game} in the headless commands: the default game without it, any installed game with it, and clear refusals. */
class GamesOptionTest {

    @Test
    @DisplayName("simulate --game pirate-bay plays Pirate Bay; its --json keeps the shape of the island game's")
    void simulateAnotherGame() throws Exception {
        CliFixture.Result r = CliFixture.run("simulate", "--game", "pirate-bay", "--games", "12", "--players", "5", "--json", "--no-progress", "--threads", "1");
        assertEquals(0, r.code(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals(12, j.get("games").asInt());
        assertEquals("pirate-bay", j.get("config").get("game").asText(), "the report names its game");
        assertEquals(5, j.get("winRate").get("bySeat").size());
        assertTrue(j.has("failures"), r.out());
        assertTrue(j.get("rows").has("islands") && j.get("rows").has("round-ends"), r.out());
        assertEquals(12, j.get("endReasons").get("pirate-bay:deck-played").asInt() + j.get("endReasons").path("pirate-bay:stalemate").asInt(), r.out());
        CliFixture.Result island = CliFixture.run("simulate", "--games", "3", "--json", "--no-progress", "--threads", "1");
        assertEquals(0, island.code(), island.err());
        assertTrue(island.out().contains("\"modules\":[\"base\"]") && island.out().contains("\"forest\""), "without --game: the island game: " + island.out());
        assertTrue(island.out().contains("\"game\":\"island\""), "the report names its game: " + island.out());
    }

    @Test
    @DisplayName("simulate and soak --game nebelwind: Nebelwind's seven sources of points as rows, every game ending after its last round, 1-5 players")
    void nebelwind() throws Exception {
        CliFixture.Result r = CliFixture.run("simulate", "--game", "nebelwind", "--games", "6", "--players", "3", "--json", "--no-progress", "--threads", "1");
        assertEquals(0, r.code(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals(6, j.get("games").asInt());
        assertEquals(3, j.get("winRate").get("bySeat").size());
        for (String row : new String[] {"start-marker", "cargo", "majority", "achievements", "network-tiles", "network-cards", "characters"})
            assertTrue(j.get("rows").has(row), row + ": " + r.out());
        assertEquals(6, j.get("endReasons").get("nebelwind:last-round").asInt(), r.out());
        // the balance facts (rules section E): every character and achievement, the share of players' games by level
        JsonNode facts = j.get("facts");
        assertEquals(60, facts.size(), "36 characters and 24 achievements: " + facts);
        double rate = facts.get("character:banker").get("random").get("rate").asDouble();
        assertTrue(rate >= 0 && rate <= 1 && facts.get("character:banker").get("random").has("low"), facts.toString());
        CliFixture.Result table = CliFixture.run("simulate", "--game", "nebelwind", "--games", "2", "--players", "3", "--facts", "--no-progress", "--threads", "1");
        assertEquals(0, table.code(), table.err());
        assertTrue(table.out().contains("what the players did") && table.out().contains("character:banker") && table.out().contains("achievement:"), table.out());
        CliFixture.Result paired = CliFixture.run("simulate", "--game", "nebelwind", "--games", "2", "--players", "3", "--facts", "--no-progress", "--threads", "1",
                "--compare", "--modules nebelwind,nebelwind-b-side");
        assertEquals(0, paired.code(), paired.err());
        assertTrue(paired.out().contains("what the players did (A)") && paired.out().contains("what the players did (B)"), "with --compare, each configuration's facts: " + paired.out());
        CliFixture.Result none = CliFixture.run("simulate", "--games", "1", "--facts", "--no-progress", "--threads", "1");
        assertTrue(none.out().contains("This game reports no facts"), none.out());
        CliFixture.Result soak = CliFixture.run("soak", "--game", "nebelwind", "--games", "2", "--no-progress", "--threads", "1");
        assertEquals(0, soak.code(), soak.out() + soak.err());
        for (int p = 1; p <= 5; p++) assertTrue(soak.out().contains("nebelwind, " + p + " player"), soak.out());
        CliFixture.Result six = CliFixture.run("simulate", "--game", "nebelwind", "--players", "6", "--games", "1");
        assertEquals(2, six.code());
        assertTrue(six.err().contains("Nebelwind is for 1–5 players, got 6"), six.err());
    }

    @Test
    @DisplayName("N13.5: simulate of a solo Nebelwind game says how often the level's goal was reached, with its Wilson interval, in the table and in --json")
    void nebelwindSoloGoal() throws Exception {
        CliFixture.Result r = CliFixture.run("simulate", "--game", "nebelwind", "--players", "1", "--games", "8", "--bots", "greedy", "--option", "nebelwind.soloLevel=easy",
                "--json", "--no-progress", "--threads", "1");
        assertEquals(0, r.code(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        JsonNode ends = j.get("endReasons"), rates = j.get("endReasonRates");
        int reached = ends.path("nebelwind:solo-goal-reached").asInt(), missed = ends.path("nebelwind:solo-goal-missed").asInt();
        assertEquals(8, reached + missed, "every solo game ends with the goal reached or missed: " + r.out());
        assertTrue(ends.path("nebelwind:last-round").isMissingNode(), r.out());
        for (String k : new String[] {"nebelwind:solo-goal-reached", "nebelwind:solo-goal-missed"}) {
            if (!ends.has(k)) continue;
            JsonNode rate = rates.get(k);
            assertEquals(ends.get(k).asInt() / 8.0, rate.get("rate").asDouble(), 1e-4, k);
            assertTrue(rate.get("low").asDouble() <= rate.get("rate").asDouble() && rate.get("rate").asDouble() <= rate.get("high").asDouble(), k + ": " + rate);
            assertTrue(rate.get("high").asDouble() - rate.get("low").asDouble() > 0.1, "8 games leave a wide interval: " + rate);
        }
        // the same games as a table: the game-end line gives each outcome's share and interval
        CliFixture.Result t = CliFixture.run("simulate", "--game", "nebelwind", "--players", "1", "--games", "8", "--bots", "greedy", "--option", "nebelwind.soloLevel=easy",
                "--no-progress", "--threads", "1");
        assertEquals(0, t.code(), t.err());
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("game end:.*nebelwind:solo-goal-(reached|missed) ([0-9.]+)% \\[([0-9.]+), ([0-9.]+)]").matcher(t.out());
        assertTrue(m.find(), t.out());
        double shown = Double.parseDouble(m.group(2));
        assertEquals(100.0 * (m.group(1).equals("reached") ? reached : missed) / 8, shown, 0.05, "the table and --json report the same games: " + t.out());
        assertTrue(Double.parseDouble(m.group(3)) <= shown && shown <= Double.parseDouble(m.group(4)), t.out());
    }

    @Test
    @DisplayName("an unknown game, another game's modules and a player count the game does not allow are usage errors that say why")
    void refusals() {
        CliFixture.Result unknown = CliFixture.run("simulate", "--game", "pirates", "--games", "1");
        assertEquals(2, unknown.code());
        assertTrue(unknown.err().contains("no game 'pirates'") && unknown.err().contains("installed: island, pirate-bay, balmy-balloonists, nebelwind"), unknown.err());
        CliFixture.Result mixed = CliFixture.run("simulate", "--game", "pirate-bay", "--modules", "base,harbour", "--games", "1");
        assertEquals(2, mixed.code());
        assertTrue(mixed.err().contains("'base' is a module of Islands in the Mist (--game island); Pirate Bay's modules are pirate-bay"), mixed.err());
        CliFixture.Result players = CliFixture.run("simulate", "--game", "pirate-bay", "--players", "7", "--games", "1");
        assertEquals(2, players.code());
        assertTrue(players.err().contains("Pirate Bay is for 2–6 players, got 7"), players.err());
        CliFixture.Result islandPlayers = CliFixture.run("simulate", "--players", "5", "--games", "1");
        assertEquals(2, islandPlayers.code());
        assertTrue(islandPlayers.err().contains("Islands in the Mist is for 2–4 players, got 5"), islandPlayers.err());
        CliFixture.Result compare = CliFixture.run("simulate", "--games", "2", "--compare", "--game pirate-bay");
        assertEquals(2, compare.code());
        assertTrue(compare.err().contains("cannot change --game"), compare.err());
    }

    @Test
    @DisplayName("soak --game pirate-bay: a row per player count 2-6, each spread over both modes; --option pins one")
    void soakAnotherGame() {
        CliFixture.Result r = CliFixture.run("soak", "--game", "pirate-bay", "--games", "4", "--no-progress", "--threads", "1");
        assertEquals(0, r.code(), r.out() + r.err());
        for (int p = 2; p <= 6; p++) assertTrue(r.out().contains("pirate-bay, " + p + " players"), r.out());
        CliFixture.Result one = CliFixture.run("soak", "--game", "pirate-bay", "--players", "3", "--option", "pirate-bay.mode=hard", "--game-seed", "7");
        assertEquals(0, one.code(), one.out() + one.err());
        assertTrue(one.out().contains("pirate-bay, 3 players, pirate-bay.mode hard, seed 7"), one.out());
        CliFixture.Result bad = CliFixture.run("soak", "--game", "pirate-bay", "--option", "pirate-bay.mode=medium", "--games", "1");
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("pirate-bay.mode has the values easy, hard, got 'medium'"), bad.err());
    }

    @Test
    @DisplayName("replay --game refuses a save of another game and names the game it is of")
    void replayOfTheWrongGame(@TempDir Path dir) throws Exception {
        CliFixture.Result sim = CliFixture.run("simulate", "--game", "pirate-bay", "--games", "1", "--save-games", dir.toString(), "--no-progress", "--threads", "1");
        assertEquals(0, sim.code(), sim.err());
        Path save;
        try (var files = Files.list(dir)) {
            save = files.filter(p -> p.toString().endsWith(".json")).findFirst().orElseThrow();
        }
        CliFixture.Result ok = CliFixture.run("replay", save.toString(), "--quiet", "--game", "pirate-bay");
        assertEquals(0, ok.code(), ok.out() + ok.err());
        CliFixture.Result wrong = CliFixture.run("replay", save.toString(), "--quiet", "--game", "island");
        assertEquals(2, wrong.code());
        assertTrue(wrong.err().contains("is a save of Pirate Bay (--game pirate-bay), not of Islands in the Mist"), wrong.err());
    }

    @Test
    @DisplayName("score and moves read the island game's positions: a position of another game is refused at its module, and so is --game of another game")
    void positionsOfAnotherGame(@TempDir Path dir) throws Exception {
        Path pos = CliFixture.write(dir, "pirates.json", "{\"modules\": [\"pirate-bay\"], \"players\": [{\"name\": \"red\"}]}");
        CliFixture.Result score = CliFixture.run("score", pos.toString());
        assertEquals(2, score.code());
        assertTrue(score.err().contains("pirates.json:1:14: $.modules[0]: 'pirate-bay' is a module of Pirate Bay; score and moves read positions of the island game only"),
                score.err());
        CliFixture.Result moves = CliFixture.run("moves", "--game", "pirate-bay", pos.toString());
        assertEquals(2, moves.code());
        assertTrue(moves.err().contains("moves reads positions of the island game only, not of Pirate Bay"), moves.err());
    }

    @Test
    @DisplayName("check: Pirate Bay's bundled rule passes; checked for the island game it is refused, naming the game it is for")
    void checkARuleOfAnotherGame() {
        Path rule = CliFixture.repo().resolve("games/pirate-bay/house-rules/empty-hands");
        CliFixture.Result ok = CliFixture.run("check", rule.toString());
        assertEquals(0, ok.code(), ok.out() + ok.err());
        assertTrue(ok.out().contains("ok: empty-hands") && ok.out().contains("rule.scoreRow('handPenalty'): ran"), ok.out());
        CliFixture.Result island = CliFixture.run("check", "--game", "island", rule.toString());
        assertEquals(1, island.code(), island.out());
        assertTrue(island.out().contains("requires module 'pirate-bay' of Pirate Bay, but this check is for Islands in the Mist"), island.out());
        CliFixture.Result sim = CliFixture.run("simulate", "--game", "pirate-bay", "--games", "6", "--house-rule", "empty-hands", "--no-progress", "--threads", "1");
        assertEquals(0, sim.code(), sim.err());
        assertTrue(sim.out().contains("handPenalty"), sim.out());
    }

    @Test
    @DisplayName("simulate --game balmy-balloonists plays Balmy Balloonists in the island game's --json shape; every game ends with a balloon home or one player left")
    void simulateBalmyBalloonists() throws Exception {
        CliFixture.Result r = CliFixture.run("simulate", "--game", "balmy-balloonists", "--games", "12", "--players", "3", "--json", "--no-progress", "--threads", "1");
        assertEquals(0, r.code(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals(12, j.get("games").asInt());
        assertEquals(3, j.get("winRate").get("bySeat").size());
        assertEquals(0, j.get("failures").asInt(), r.out());
        assertTrue(j.get("rows").has("winner") && j.get("rows").has("course"), r.out());
        assertEquals(12, j.get("endReasons").path("balmy-balloonists:home").asInt() + j.get("endReasons").path("balmy-balloonists:last-in-race").asInt(), r.out());
        CliFixture.Result players = CliFixture.run("simulate", "--game", "balmy-balloonists", "--players", "1", "--games", "1");
        assertEquals(2, players.code());
        assertTrue(players.err().contains("Balmy Balloonists is for 2–6 players, got 1"), players.err());
    }

    @Test
    @DisplayName("soak --game balmy-balloonists: a row per player count 2-6, every game checked; replay --game balmy-balloonists replays its save, --game pirate-bay refuses it")
    void soakAndReplayBalmyBalloonists(@TempDir Path dir) throws Exception {
        CliFixture.Result r = CliFixture.run("soak", "--game", "balmy-balloonists", "--games", "3", "--no-progress", "--threads", "1");
        assertEquals(0, r.code(), r.out() + r.err());
        for (int p = 2; p <= 6; p++) assertTrue(r.out().contains("balmy-balloonists, " + p + " players"), r.out());
        CliFixture.Result sim = CliFixture.run("simulate", "--game", "balmy-balloonists", "--games", "1", "--save-games", dir.toString(), "--no-progress", "--threads", "1");
        assertEquals(0, sim.code(), sim.err());
        Path save;
        try (var files = Files.list(dir)) {
            save = files.filter(p -> p.toString().endsWith(".json")).findFirst().orElseThrow();
        }
        CliFixture.Result ok = CliFixture.run("replay", save.toString(), "--quiet", "--game", "balmy-balloonists");
        assertEquals(0, ok.code(), ok.out() + ok.err());
        CliFixture.Result wrong = CliFixture.run("replay", save.toString(), "--quiet", "--game", "pirate-bay");
        assertEquals(2, wrong.code());
        assertTrue(wrong.err().contains("is a save of Balmy Balloonists (--game balmy-balloonists), not of Pirate Bay"), wrong.err());
    }

    @Test
    @DisplayName("check: Balmy Balloonists' bundled rule catch-up passes and changes the games simulate plays; checked for Pirate Bay it is refused")
    void checkBalmyRule() {
        Path rule = CliFixture.repo().resolve("games/balmy-balloonists/house-rules/catch-up");
        CliFixture.Result ok = CliFixture.run("check", rule.toString());
        assertEquals(0, ok.code(), ok.out() + ok.err());
        assertTrue(ok.out().contains("ok: catch-up") && ok.out().contains("rule.on('balmy-balloonists:last-placed'): ran"), ok.out());
        CliFixture.Result other = CliFixture.run("check", "--game", "pirate-bay", rule.toString());
        assertEquals(1, other.code(), other.out());
        assertTrue(other.out().contains("requires module 'balmy-balloonists' of Balmy Balloonists, but this check is for Pirate Bay"), other.out());
        CliFixture.Result sim = CliFixture.run("simulate", "--game", "balmy-balloonists", "--games", "6", "--house-rule", "catch-up", "--no-progress", "--threads", "1", "--json");
        assertEquals(0, sim.code(), sim.err());
        assertTrue(sim.out().contains("catch-up"), sim.out());
    }

    @Test
    @DisplayName("check: Nebelwind's bundled rule fair-winds passes and changes the games simulate plays; checked for Pirate Bay it is refused")
    void checkNebelwindRule() throws Exception {
        Path rule = CliFixture.repo().resolve("games/nebelwind/house-rules/fair-winds");
        CliFixture.Result ok = CliFixture.run("check", rule.toString());
        assertEquals(0, ok.code(), ok.out() + ok.err());
        assertTrue(ok.out().contains("ok: fair-winds") && ok.out().contains("rule.on('nebelwind:round-started'): ran"), ok.out());
        CliFixture.Result other = CliFixture.run("check", "--game", "pirate-bay", rule.toString());
        assertEquals(1, other.code(), other.out());
        assertTrue(other.out().contains("requires module 'nebelwind' of Nebelwind, but this check is for Pirate Bay"), other.out());
        CliFixture.Result sim = CliFixture.run("simulate", "--game", "nebelwind", "--games", "6", "--players", "3", "--house-rule", "fair-winds", "--no-progress",
                "--threads", "1", "--json");
        assertEquals(0, sim.code(), sim.err());
        JsonNode j = new ObjectMapper().readTree(sim.out());
        assertEquals(6, j.get("pairs").asInt(), sim.out());
        JsonNode b = j.get("b");
        assertEquals("fair-winds", b.get("config").get("houseRules").get(0).asText(), sim.out());
        assertEquals(0, b.get("failures").size(), sim.out());
        assertEquals(0, b.get("scriptProblems").asInt(), "the rule's hook and the characters' texts it reads ran without a failure: " + sim.out());
        assertEquals(6, b.get("endReasons").get("nebelwind:last-round").asInt(), sim.out());
    }

    @Test
    @DisplayName("a Nebelwind house rule that misspells the API (nebelwind.gian) is an error at its file:line with the nearest name")
    void nebelwindRuleTypo(@TempDir Path dir) throws Exception {
        Path r = Files.createDirectories(dir.resolve("typo"));
        Files.writeString(r.resolve("rule.json"), """
                {"id": "typo", "name": {"en": "Typo"}, "version": "1.0.0", "apiVersion": "1", "description": {"en": "a typo"}, "requires": ["nebelwind"]}
                """);
        Files.writeString(r.resolve("rule.js"), """
                rule.on('nebelwind:round-started', function (e) {
                  nebelwind.gian(0, 'krill', 1);
                });
                """);
        CliFixture.Result res = CliFixture.run("check", r.toString());
        assertEquals(1, res.code(), res.out() + res.err());
        assertTrue(res.out().contains(r.resolve("rule.js") + ":2:3: error: nebelwind.gian is not part of the API (did you mean nebelwind.gain?)"), res.out());
    }
}
