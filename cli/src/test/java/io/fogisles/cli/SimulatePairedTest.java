package io.fogisles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fogisles.kernel.data.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code simulate} comparing A and B on the same seeds: differences with intervals and markers, rules with
 * no effect and with a sure effect, failing rules, rule options, {@code --games auto} and saved games. Real
 * games of random bots (fast enough for thousands of pairs) and real rules on disk.
 */
class SimulatePairedTest {

    static JsonNode json(CliFixture.Result r) throws Exception {
        assertEquals(0, r.code(), r.err());
        return Json.MAPPER.readTree(r.out());
    }

    /**
     * Runs a command in a runtime of its own: a rule given by its path joins the runtime's rule library, which
     * the shared runtime of {@link CliFixture} has loaded already.
     */
    static CliFixture.Result fresh(String... args) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream(), err = new java.io.ByteArrayOutputStream();
        try (Services rt = new Services()) {
            int code = new Main().run(new ArrayList<>(List.of(args)), rt, new java.io.PrintStream(out, true, java.nio.charset.StandardCharsets.UTF_8),
                    new java.io.PrintStream(err, true, java.nio.charset.StandardCharsets.UTF_8));
            return new CliFixture.Result(code, out.toString(java.nio.charset.StandardCharsets.UTF_8), err.toString(java.nio.charset.StandardCharsets.UTF_8));
        }
    }

    static Path rule(Path dir, String id, String js) throws Exception {
        Path d = dir.resolve(id);
        Files.createDirectories(d);
        Files.writeString(d.resolve("rule.json"), "{\"id\": \"" + id + "\", \"name\": {\"en\": \"" + id + "\"}, \"version\": \"1.0.0\", \"apiVersion\": \"1\"}");
        Files.writeString(d.resolve("rule.js"), js);
        return d;
    }

    /** Every difference of a comparison's JSON: the rows (the total among them), the rounds and each seat's win rate. */
    static List<JsonNode> differences(JsonNode j) {
        List<JsonNode> out = new ArrayList<>();
        j.get("differences").get("rows").forEach(out::add);
        out.add(j.get("differences").get("rounds"));
        j.get("differences").get("winRateBySeat").forEach(out::add);
        return out;
    }

    @Test
    @DisplayName("grand-cities doubles the cities row: its difference and the total's have intervals that exclude 0 and are marked *, no other row moves")
    void grandCities() throws Exception {
        String[] args = {"simulate", "--games", "200", "--players", "4", "--seed", "2", "--threads", "2", "--no-progress", "--house-rule", "grand-cities"};
        CliFixture.Result table = CliFixture.run(args);
        assertEquals(0, table.code(), table.err());
        String cities = table.lines().stream().filter(l -> l.strip().startsWith("cities ")).findFirst().orElseThrow(() -> new AssertionError(table.out()));
        assertTrue(cities.strip().endsWith("*"), cities);
        assertTrue(table.out().contains("Every difference B − A below rests on these 200 pairs"), table.out());

        JsonNode j = json(CliFixture.run(concat(args, "--json")));
        assertEquals(200, j.get("pairs").asInt());
        JsonNode c = j.get("differences").get("rows").get("cities");
        assertTrue(c.get("significant").asBoolean(), c.toString());
        assertTrue(c.get("low").asDouble() > 0, "the interval lies above 0: " + c);
        // B's cities are A's doubled in every pair, so the difference is A's mean
        assertEquals(c.get("a").asDouble(), c.get("difference").asDouble(), 1e-3);
        assertEquals(c.get("a").asDouble() * 2, c.get("b").asDouble(), 1e-3);
        assertTrue(j.get("differences").get("rows").get("total").get("significant").asBoolean());
        j.get("differences").get("rows").fields().forEachRemaining(e -> {
            if (e.getKey().equals("cities") || e.getKey().equals("total")) return;
            assertEquals(0.0, e.getValue().get("difference").asDouble(), e.getKey());
            assertFalse(e.getValue().get("significant").asBoolean(), e.getKey() + " " + e.getValue());
        });
    }

    @Test
    @DisplayName("a rule with no effect (it only logs): over 2,000 pairs the interval of every row, the total, the rounds and each seat's win rate includes 0")
    void noEffect(@TempDir Path dir) throws Exception {
        Path logs = rule(dir, "only-logs", "rule.on('kernel:round-started', function (e) { console.log('round ' + e.round); game.log('a new round'); });\n");
        JsonNode j = json(fresh("simulate", "--games", "2000", "--players", "2", "--seed", "11", "--threads", "2", "--no-progress", "--house-rule",
                logs.toString(), "--json"));
        assertEquals(2000, j.get("pairs").asInt());
        assertEquals("only-logs", j.get("b").get("config").get("houseRules").get(0).asText());
        assertEquals(0, j.get("b").get("failures").size(), "the rule runs without failing: " + j.get("b").get("failures"));
        List<JsonNode> diffs = differences(j);
        assertEquals(j.get("differences").get("rows").size() + 1 + 2, diffs.size());
        for (JsonNode d : diffs) {
            assertFalse(d.get("significant").asBoolean(), d.toString());
            assertTrue(d.get("low").asDouble() <= 0 && d.get("high").asDouble() >= 0, "the interval includes 0: " + d);
        }
    }

    @Test
    @DisplayName("a rule that throws in every game: simulate exits 1, and the summary names the rule, in how many games it failed and its first error at file:line:col")
    void failingRule(@TempDir Path dir) throws Exception {
        Path bad = rule(dir, "throws-each-round", "// a deliberate mistake\nrule.on('kernel:round-started', function (e) {\n  throw new Error('broken on purpose');\n});\n");
        String[] args = {"simulate", "--games", "6", "--players", "2", "--seed", "3", "--threads", "2", "--no-progress", "--house-rule", bad.toString()};
        CliFixture.Result r = fresh(args);
        assertEquals(1, r.code(), r.out() + r.err());
        String where = bad.resolve("rule.js") + ":3:";
        assertTrue(r.out().contains("B: house rule 'throws-each-round' failed in 6 of 6 games: threw in 6, ran too long in 0; switched off for the rest of the game in 6"),
                r.out());
        assertTrue(r.out().contains("first error (game 1, round 1): " + where), r.out());
        assertTrue(r.out().contains("broken on purpose"), r.out());
        assertTrue(r.err().contains("house rule 'throws-each-round' (B) failed in 6 of 6 games, first at " + where), r.err());
        assertTrue(r.err().contains("--allow-rule-errors"), r.err());
        assertFalse(r.err().contains("Exception") || r.err().contains("\tat "), r.err());

        CliFixture.Result allowed = fresh(concat(args, "--allow-rule-errors"));
        assertEquals(0, allowed.code(), allowed.err());
        assertTrue(allowed.out().contains("SCRIPT FAILURES"), "still listed: " + allowed.out());

        CliFixture.Result j = fresh(concat(args, "--json"));
        assertEquals(1, j.code());
        JsonNode f = Json.MAPPER.readTree(j.out()).get("b").get("failures").get(0);
        assertEquals("throws-each-round", f.get("houseRule").asText());
        assertEquals(6, f.get("games").asInt());
        assertEquals(6, f.get("switchedOff").asInt());
        assertEquals(bad.resolve("rule.js").toString(), f.get("firstError").get("file").asText());
        assertEquals(3, f.get("firstError").get("line").asInt());
        assertTrue(f.get("firstError").get("column").asInt() > 0, f.toString());
        assertEquals(0, Json.MAPPER.readTree(j.out()).get("a").get("failures").size(), "A plays without the rule");
    }

    @Test
    @DisplayName("a rule caught in an endless loop in round 3 is stopped and counted as having run too long")
    void endlessLoop(@TempDir Path dir) throws Exception {
        Path loops = rule(dir, "loops-in-round-3", "rule.on('kernel:round-started', function (e) {\n  if (e.round === 3) { while (true) {} }\n});\n");
        CliFixture.Result r = fresh("simulate", "--games", "2", "--players", "2", "--threads", "1", "--no-progress", "--house-rule", loops.toString());
        assertEquals(1, r.code(), r.err());
        assertTrue(r.out().contains("house rule 'loops-in-round-3' failed in 2 of 2 games: threw in 0, ran too long in 2"), r.out());
        assertTrue(r.out().contains("first error (game 1, round 3): " + loops.resolve("rule.js") + ":2:"), r.out());
    }

    @Test
    @DisplayName("--rule-option sets a house rule's option: grand-cities with factor 3 adds twice A's cities; a wrong value or rule is a usage error")
    void ruleOption() throws Exception {
        JsonNode j = json(CliFixture.run("simulate", "--games", "20", "--players", "2", "--seed", "4", "--threads", "2", "--no-progress", "--house-rule",
                "grand-cities", "--rule-option", "grand-cities.factor=3", "--json"));
        JsonNode c = j.get("differences").get("rows").get("cities");
        assertEquals(2 * c.get("a").asDouble(), c.get("difference").asDouble(), 1e-3, c.toString());
        assertEquals("3", j.get("b").get("config").get("ruleOptions").get("grand-cities").get("factor").asText());

        CliFixture.Result table = CliFixture.run("simulate", "--games", "2", "--players", "2", "--no-progress", "--house-rule", "grand-cities", "--compare",
                "--rule-option grand-cities.factor=3");
        assertEquals(0, table.code(), table.err());
        assertTrue(table.out().contains("A: base + house rules grand-cities, 2 players"), table.out());
        assertTrue(table.out().contains("B: base + house rules grand-cities(factor=3), 2 players"), table.out());

        CliFixture.Result wrong = CliFixture.run("simulate", "--games", "1", "--players", "2", "--no-progress", "--house-rule", "grand-cities", "--rule-option",
                "grand-cities.factor=5");
        assertEquals(2, wrong.code(), wrong.err());
        assertTrue(wrong.err().contains("option grand-cities.factor cannot be '5'; allowed: a whole number from 1 to 4"), wrong.err());
        CliFixture.Result name = CliFixture.run("simulate", "--games", "1", "--players", "2", "--no-progress", "--house-rule", "grand-cities", "--rule-option",
                "grand-cities.factr=3");
        assertEquals(2, name.code(), name.err());
        assertTrue(name.err().contains("has no option 'factr'") && name.err().contains("factor"), name.err());
    }

    @Test
    @DisplayName("simulate reports per house rule what it did and cost: each hook's calls and CPU time per game, each veto's asked and forbidden options, "
            + "its own events; in the table, --json and the HTML report (which shows how the games ended too)")
    void whatARuleDidAndCost(@TempDir Path dir) throws Exception {
        Path r = rule(dir, "busy", """
                rule.scoreRow('tiles', seat => base.islandTiles(seat).length);
                rule.veto((action, seat) => action.type === 'base:fly' && action.to % 2 === 0 ? 'even fields are closed' : null);
                rule.after('base:end-of-round', seat => { game.emit('busy:round-done', {}); });
                rule.on('busy:round-done', e => {});
                """);
        Files.writeString(r.resolve("rule.json"), "{\"id\": \"busy\", \"name\": {\"en\": \"busy\"}, \"version\": \"1.0.0\", \"apiVersion\": \"1\", \"requires\": [\"base\"]}");
        Path html = dir.resolve("r.html");
        CliFixture.Result res = fresh("simulate", "--games", "6", "--players", "2", "--seed", "3", "--threads", "1", "--no-progress", "--house-rule", r.toString(), "--json",
                "--report", html.toString());
        JsonNode j = json(res);
        assertEquals(0, j.get("a").get("houseRules").size(), "A plays without the rule");
        JsonNode use = j.get("b").get("houseRules").get(0);
        assertEquals("busy", use.get("rule").asText());
        assertEquals(6, use.get("games").asInt());
        assertTrue(use.get("cpuMillisPerGame").asDouble() > 0, use.toString());
        assertTrue(j.get("b").get("cpuMillisPerGame").asDouble() >= use.get("cpuMillisPerGame").asDouble(), j.get("b").toString());
        java.util.Map<String, JsonNode> hooks = new java.util.HashMap<>();
        use.get("hooks").forEach(h -> hooks.put(h.get("hook").asText(), h));
        assertTrue(hooks.get("rule.scoreRow('tiles')").get("calls").asLong() > 0, use.toString());
        long rounds = hooks.get("rule.after('base:end-of-round')").get("calls").asLong();
        assertTrue(rounds >= 6, "at least one round a game: " + use);
        assertEquals(rounds, hooks.get("rule.on('busy:round-done')").get("calls").asLong(), "the event raised in rule.after is heard by the rule's own rule.on: " + use);
        assertEquals(rounds, use.get("events").get("busy:round-done").asLong(), use.toString());
        JsonNode veto = null;
        for (JsonNode v : use.get("vetoes")) if (v.get("actionType").asText().equals("base:fly")) veto = v;
        assertTrue(veto != null && veto.get("hook").asText().equals("rule.veto"), use.toString());
        assertTrue(veto.get("asked").asLong() > veto.get("forbidden").asLong() && veto.get("forbidden").asLong() > 0, veto.toString());

        CliFixture.Result table = fresh("simulate", "--games", "6", "--players", "2", "--seed", "3", "--threads", "1", "--no-progress", "--house-rule", r.toString());
        assertEquals(0, table.code(), table.err());
        assertTrue(table.out().contains("house rule busy (B), per game: "), table.out());
        assertTrue(table.out().lines().anyMatch(l -> l.matches("  rule\\.scoreRow\\('tiles'\\) +[\\d.,]+ calls +[\\d.,]+ ms")), table.out());
        assertTrue(table.out().lines().anyMatch(l -> l.matches("  rule\\.veto on base:fly: asked about [\\d.,]+ options, forbade [\\d.,]+ \\([\\d.]+ %\\)")), table.out());
        assertTrue(table.out().contains("  raised busy:round-done: "), table.out());
        assertTrue(table.out().contains("Few pairs: with fewer than 30 the intervals are rough"), "6 pairs: " + table.out());

        String page = Files.readString(html);
        assertTrue(page.contains("<h2>How the games ended</h2>") && page.contains("<h2>House rule busy (B): what it did and cost</h2>"), page);
        assertTrue(page.contains("<code>rule.scoreRow(&#39;tiles&#39;)</code>") || page.contains("<code>rule.scoreRow('tiles')</code>"), page);
    }

    @Test
    @DisplayName("rates never read 0 for a slow run (0.12 pairs/s), and without a terminal the progress is a line every 10 s with games, games/s and the time left")
    void ratesAndProgressLines() {
        assertEquals("0.12", io.fogisles.cli.sim.SimulationTableAccess.rate(0.1234));
        assertEquals("3.5", io.fogisles.cli.sim.SimulationTableAccess.rate(3.46));
        assertEquals("57", io.fogisles.cli.sim.SimulationTableAccess.rate(57.4));
        assertEquals("0", io.fogisles.cli.sim.SimulationTableAccess.rate(0));
        String line = io.fogisles.cli.sim.SimulationTableAccess.progressLine("A/B base", 100, 25, 10.0);
        assertEquals("A/B base: 25/100 games, 2.5 games/s, eta 30s", line);
    }

    @Test
    @DisplayName("--house-rule with a misspelled id: a usage error with the nearest installed rule, saying that a path works too")
    void misspelledRule() {
        CliFixture.Result r = CliFixture.run("simulate", "--games", "1", "--players", "2", "--no-progress", "--house-rule", "grand-citys");
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("no house rule 'grand-citys' is installed (did you mean 'grand-cities'?)"), r.err());
        assertTrue(r.err().contains("the path of a rule's folder or .js file"), r.err());
    }

    @Test
    @DisplayName("--games auto plays pairs until the total's interval is ±precision or narrower (at least 200), at most --max-games; the same on 1 and 2 threads")
    void auto() throws Exception {
        String[] args = {"simulate", "--games", "auto", "--precision", "0.6", "--players", "2", "--seed", "5", "--no-progress", "--house-rule", "rich-start",
                "--json"};
        JsonNode two = json(CliFixture.run(concat(args, "--threads", "2")));
        int pairs = two.get("pairs").asInt();
        assertTrue(pairs >= 200, "at least one batch of 200: " + pairs);
        JsonNode total = two.get("differences").get("rows").get("total");
        assertTrue((total.get("high").asDouble() - total.get("low").asDouble()) / 2 < 0.6, total.toString());
        JsonNode one = json(CliFixture.run(concat(args, "--threads", "1")));
        assertEquals(pairs, one.get("pairs").asInt(), "the batches depend on the statistics only, not on the threads");
        assertEquals(two.get("differences"), one.get("differences"));

        JsonNode capped = json(CliFixture.run("simulate", "--games", "auto", "--precision", "0.001", "--max-games", "250", "--players", "2", "--seed", "5",
                "--no-progress", "--house-rule", "rich-start", "--json"));
        assertEquals(250, capped.get("pairs").asInt(), "stops at the cap when the goal is out of reach");
        assertEquals(0.001, capped.get("auto").get("precision").asDouble());
    }

    @Test
    @DisplayName("--games auto --until ROW watches that score row's difference, --until win-rate every seat's win rate in percentage points; both say what they watched")
    void autoUntil() throws Exception {
        JsonNode row = json(CliFixture.run("simulate", "--games", "auto", "--until", "coastalPride", "--precision", "0.3", "--max-games", "1000", "--players", "3",
                "--seed", "5", "--no-progress", "--house-rule", "coastal-pride", "--json"));
        JsonNode pride = row.get("differences").get("rows").get("coastalPride");
        assertEquals("coastalPride", row.get("auto").get("until").asText());
        assertTrue((pride.get("high").asDouble() - pride.get("low").asDouble()) / 2 < 0.3, "the watched row's interval reached the goal: " + pride);
        assertTrue(row.get("pairs").asInt() < 1000, "it stopped because the row was known, not at the cap: " + row.get("pairs"));

        CliFixture.Result wins = CliFixture.run("simulate", "--games", "auto", "--until", "win-rate", "--precision", "9", "--max-games", "600", "--players", "2",
                "--seed", "5", "--no-progress", "--house-rule", "rich-start");
        assertEquals(0, wins.code(), wins.out() + wins.err());
        assertTrue(wins.out().contains("until every seat's win-rate interval was ±9 percentage points or narrower (at most 600)"), wins.out());
        JsonNode byJson = json(CliFixture.run("simulate", "--games", "auto", "--until", "win-rate", "--precision", "9", "--max-games", "600", "--players", "2",
                "--seed", "5", "--no-progress", "--house-rule", "rich-start", "--json"));
        for (JsonNode seat : byJson.get("differences").get("winRateBySeat"))
            assertTrue(100 * (seat.get("high").asDouble() - seat.get("low").asDouble()) / 2 < 9 || byJson.get("pairs").asInt() == 600, seat.toString());
    }

    @Test
    @DisplayName("--until: a misspelled row is refused before any game with did-you-mean and the rows, and without --games auto it says what is missing")
    void untilMistakes() {
        CliFixture.Result typo = CliFixture.run("simulate", "--games", "auto", "--until", "coastalPrid", "--players", "3", "--no-progress", "--house-rule", "coastal-pride");
        assertEquals(2, typo.code(), typo.out() + typo.err());
        assertTrue(typo.err().contains("--until coastalPrid: neither A nor B scores a row 'coastalPrid' (did you mean 'coastalPride'?)"), typo.err());
        assertTrue(typo.err().contains("watch total, win-rate or one of the rows: "), typo.err());
        CliFixture.Result noAuto = CliFixture.run("simulate", "--games", "10", "--until", "win-rate", "--players", "3", "--no-progress", "--house-rule", "coastal-pride");
        assertEquals(2, noAuto.code(), noAuto.out() + noAuto.err());
        assertTrue(noAuto.err().contains("add --games auto"), noAuto.err());
    }

    @Test
    @DisplayName("a comparison gives the same figures on 1 and on 2 threads (exact sums, merged in any order)")
    void threadsDoNotMatter() throws Exception {
        String[] args = {"simulate", "--games", "40", "--players", "3", "--seed", "9", "--no-progress", "--house-rule", "coastal-pride", "--json"};
        JsonNode one = json(CliFixture.run(concat(args, "--threads", "1"))), two = json(CliFixture.run(concat(args, "--threads", "2")));
        assertEquals(withoutTiming(one), withoutTiming(two));
        assertTrue(one.get("differences").get("rows").has("coastalPride"), "the row only B has is compared against 0: " + one.get("differences"));
    }

    static JsonNode withoutTiming(JsonNode n) {
        ObjectNode c = ((ObjectNode) n).deepCopy();
        for (String side : List.of("a", "b")) {
            ObjectNode s = (ObjectNode) c.get(side);
            s.remove("seconds");
            s.remove("gamesPerSecond");
            s.remove("cpuMillisPerGame"); // CPU time, of the games and of each house rule's hooks
            for (JsonNode rule : s.path("houseRules")) {
                ((ObjectNode) rule).remove("cpuMillisPerGame");
                for (JsonNode hook : rule.path("hooks")) ((ObjectNode) hook).remove("cpuMillisPerGame");
            }
            ((ObjectNode) s.get("config")).remove("threads");
        }
        return c;
    }

    @Test
    @DisplayName("--save-games writes the first games and those in which a rule failed as saves that replay re-runs with every hash matching")
    void saveGames(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("saves");
        CliFixture.Result r = CliFixture.run("simulate", "--games", "5", "--players", "2", "--seed", "8", "--threads", "2", "--no-progress", "--house-rule",
                "grand-cities", "--save-games", out.toString(), "--save-first", "2");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("saved 4 games to " + out.toAbsolutePath()), r.out());
        List<String> names;
        try (Stream<Path> files = Files.list(out)) {
            names = files.map(p -> p.getFileName().toString()).sorted().toList();
        }
        assertEquals(List.of("game-0001-A.json", "game-0001-B.json", "game-0002-A.json", "game-0002-B.json"), names);
        for (String n : names) {
            CliFixture.Result replay = CliFixture.run("replay", out.resolve(n).toString(), "--quiet");
            assertEquals(0, replay.code(), n + ": " + replay.out() + replay.err());
        }
        // the same game as the run's: B's save has the rule, and its cities count double
        JsonNode save = Json.MAPPER.readTree(out.resolve("game-0002-B.json").toFile());
        assertEquals("grand-cities", save.get("houseRules").get(0).get("id").asText());

        Path bad = rule(dir, "fails-in-round-2", "rule.on('kernel:round-started', function (e) { if (e.round === 2) throw new Error('no'); });\n");
        Path failed = dir.resolve("failed");
        CliFixture.Result f = fresh("simulate", "--games", "3", "--players", "2", "--seed", "8", "--no-progress", "--house-rule", bad.toString(),
                "--save-games", failed.toString(), "--save-first", "0", "--allow-rule-errors");
        assertEquals(0, f.code(), f.err());
        try (Stream<Path> files = Files.list(failed)) {
            assertEquals(6, files.count(), "every one of the 3 games failed: both games of each pair are saved");
        }
        assertTrue(f.out().contains("was given by its path: copy it there to replay these saves"), f.out());
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
