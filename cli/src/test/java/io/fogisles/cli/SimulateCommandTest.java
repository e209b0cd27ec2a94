package io.fogisles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fogisles.kernel.data.Json;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code ./fogisles simulate}: real runs of a few games, their output formats, comparisons and bad options. */
class SimulateCommandTest {

    static JsonNode json(CliFixture.Result r) throws Exception {
        assertEquals(0, r.code(), r.err());
        return Json.MAPPER.readTree(r.out());
    }

    /** The JSON without what depends on the machine (time, speed, threads). */
    static JsonNode withoutTiming(JsonNode n) {
        ObjectNode c = ((ObjectNode) n).deepCopy();
        c.remove("seconds");
        c.remove("gamesPerSecond");
        c.remove("cpuMillisPerGame"); // CPU time, of the games and of each house rule's hooks
        for (JsonNode rule : c.path("houseRules")) {
            ((ObjectNode) rule).remove("cpuMillisPerGame");
            for (JsonNode hook : rule.path("hooks")) ((ObjectNode) hook).remove("cpuMillisPerGame");
        }
        ((ObjectNode) c.get("config")).remove("threads");
        return c;
    }

    @Test
    @DisplayName("simulate --json: games, win rates that add up to one per game, every score row, rounds and end reasons; the same on 1 and 2 threads")
    void jsonRun() throws Exception {
        JsonNode two = json(CliFixture.run("simulate", "--games", "4", "--players", "2", "--seed", "3", "--threads", "2", "--no-progress", "--json"));
        assertEquals(4, two.get("games").asInt());
        assertEquals(2, two.get("config").get("players").asInt());
        assertEquals(List.of("random", "random"), List.of(two.get("config").get("bots").get(0).asText(), two.get("config").get("bots").get(1).asText()));
        double sum = 0;
        for (JsonNode w : two.get("winRate").get("bySeat")) sum += w.asDouble();
        assertEquals(1.0, sum, 1e-3);
        assertEquals(1.0, two.get("winRate").get("byBot").get("random").asDouble() * 2, 1e-3, "one level on both seats wins half the seats");
        assertTrue(two.get("rows").has("total"), two.toString());
        assertTrue(two.get("rows").size() > 3, "the module's score rows are listed: " + two.get("rows"));
        JsonNode total = two.get("rows").get("total");
        assertTrue(total.get("min").asDouble() <= total.get("p10").asDouble() && total.get("p10").asDouble() <= total.get("median").asDouble()
                && total.get("median").asDouble() <= total.get("p90").asDouble() && total.get("p90").asDouble() <= total.get("max").asDouble(), total.toString());
        int ended = 0;
        for (JsonNode e : two.get("endReasons")) ended += e.asInt();
        assertEquals(4, ended);
        assertTrue(two.get("rounds").get("mean").asDouble() > 0);

        JsonNode one = json(CliFixture.run("simulate", "--games", "4", "--players", "2", "--seed", "3", "--threads", "1", "--no-progress", "--json"));
        assertEquals(withoutTiming(two), withoutTiming(one));
        JsonNode otherSeed = json(CliFixture.run("simulate", "--games", "4", "--players", "2", "--seed", "4", "--threads", "1", "--no-progress", "--json"));
        assertNotEquals(withoutTiming(one).get("rows"), withoutTiming(otherSeed).get("rows"), "the seed changes the games");
    }

    @Test
    @DisplayName("simulate --compare prints both configurations side by side with B − A, in the table, JSON and CSV")
    void compare() throws Exception {
        String[] common = {"simulate", "--games", "3", "--players", "2", "--seed", "5", "--threads", "2", "--no-progress", "--compare", "--island back"};
        CliFixture.Result table = CliFixture.run(common);
        assertEquals(0, table.code(), table.err());
        assertTrue(table.out().contains("A: base, 2 players"), table.out());
        assertTrue(table.out().contains("B: base base.island=back, 2 players"), table.out());
        String header = table.lines().stream().filter(l -> l.contains("mean per player")).findFirst().orElseThrow();
        assertTrue(header.matches(".*\\bA\\s+B\\s+B − A\\s+95 % interval"), header);
        String totalLine = table.lines().stream().filter(l -> l.strip().startsWith("total ")).findFirst().orElseThrow(() -> new AssertionError(table.out()));
        assertTrue(totalLine.strip().matches("total\\s+-?\\d+\\.\\d\\d\\s+-?\\d+\\.\\d\\d\\s+[+-]\\d+\\.\\d\\d\\s+\\[[+-]\\d+\\.\\d{2,4}, [+-]\\d+\\.\\d{2,4}\\]( +\\*)?"),
                "name, A, B, the difference, its interval and perhaps the marker: " + totalLine);
        assertTrue(table.out().contains("Every difference B − A below rests on these 3 pairs"), table.out());
        assertTrue(table.out().contains("game end:  A {") && table.out().contains("   B {"), table.out());

        JsonNode j = json(CliFixture.run(concat(common, "--json")));
        assertEquals("back", j.get("b").get("config").get("options").get("base").get("island").asText());
        assertFalse(j.get("a").get("config").get("options").has("base"), "A is the plain configuration");
        assertEquals(3, j.get("a").get("games").asInt());
        assertEquals(3, j.get("b").get("games").asInt());
        double a = j.get("a").get("rows").get("total").get("mean").asDouble(), b = j.get("b").get("rows").get("total").get("mean").asDouble();
        assertEquals(b - a, j.get("delta").get("meanRows").get("total").asDouble(), 1e-2);

        CliFixture.Result csv = CliFixture.run(concat(common, "--csv"));
        assertEquals(0, csv.code(), csv.err());
        assertEquals("config,metric,statistic,value", csv.lines().get(0));
        assertTrue(csv.out().contains("\"base, 2 players, bots random,random\",total,mean,"), csv.out());
        assertTrue(csv.out().contains("\"base base.island=back, 2 players, bots random,random\",total,mean,"), csv.out());
    }

    @Test
    @DisplayName("simulate --house-rule without --compare compares the game without the rule (A) and with it (B) on the same seeds")
    void houseRuleAlone() throws Exception {
        String[] args = {"simulate", "--games", "3", "--players", "2", "--seed", "6", "--threads", "2", "--no-progress", "--house-rule", "rich-start"};
        CliFixture.Result table = CliFixture.run(args);
        assertEquals(0, table.code(), table.err());
        assertTrue(table.out().contains("A: base, 2 players, bots random,random\n"), table.out());
        assertTrue(table.out().contains("B: base + house rules rich-start, 2 players"), table.out());

        JsonNode j = json(CliFixture.run(concat(args, "--json")));
        assertEquals(0, j.get("a").get("config").get("houseRules").size(), j.toString());
        assertEquals("rich-start", j.get("b").get("config").get("houseRules").get(0).asText(), j.toString());
        assertNotEquals(j.get("a").get("rows"), j.get("b").get("rows"), "8 energy at the start changes the games");
        // A is exactly the plain simulation of the same seeds
        JsonNode plain = json(CliFixture.run("simulate", "--games", "3", "--players", "2", "--seed", "6", "--threads", "1", "--no-progress", "--json"));
        assertEquals(plain.get("rows"), j.get("a").get("rows"));
    }

    @Test
    @DisplayName("simulate with expert bots: a playout budget repeats exactly on any number of threads; --think-time gives the expert seats without a budget that think time, and a think time is said to depend on the machine")
    void expertBudgets() throws Exception {
        String[] args = {"simulate", "--games", "2", "--players", "2", "--bots", "expert:20playouts,greedy", "--seed", "9", "--no-progress", "--json"};
        CliFixture.Result one = CliFixture.run(concat(args, "--threads", "1"));
        assertEquals(withoutTiming(json(one)), withoutTiming(json(CliFixture.run(concat(args, "--threads", "2")))));
        assertFalse(one.err().contains("depend on the machine"), one.err());

        CliFixture.Result timed = CliFixture.run("simulate", "--games", "1", "--players", "2", "--bots", "expert,expert:30playouts", "--think-time", "50",
                "--seed", "9", "--no-progress", "--json");
        JsonNode bots = json(timed).get("config").get("bots");
        assertEquals(List.of("expert:50ms", "expert:30playouts"), List.of(bots.get(0).asText(), bots.get(1).asText()));
        assertTrue(timed.err().contains("depend on the machine's speed and load"), timed.err());
    }

    @ParameterizedTest(name = "simulate {0} → exit 2: {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
            "--games 0                                  | --games wants a positive whole number, got '0'",
            "--games many                               | --games wants a positive whole number, got 'many'",
            "--games                                    | --games needs a value",
            "--players 5                                | --players: Islands in the Mist is for 2–4 players, got 5",
            "--players 3 --bots random,greedy           | --bots has 2 levels for 3 players",
            "--bots genius                              | unknown bot level 'genius'",
            "--bots grredy                              | did you mean 'greedy'",
            "--seed x                                   | --seed wants a whole number, got 'x'",
            "--threads -1                               | --threads wants a positive whole number",
            "--frobnicate                               | unknown option --frobnicate",
            "--rotat                                    | did you mean '--rotate'",
            "--option island=back                       | --option wants module.key=value",
            "--compare '--players 9'                    | --players: Islands in the Mist is for 2–4 players, got 9",
            "--modules base,moon                        | moon",
            "--island middle                            | middle",
            "--house-rule no-such-rule                  | no-such-rule",
            "--compare                                  | --compare needs a value",
            "--games auto                               | --games auto plays pairs until a difference is known well enough: it needs a comparison",
            "--games auto --house-rule grand-cities --precision 0 | --precision wants a positive number of points per player",
            "--house-rule grand-cities --report r.txt   | --report wants a file name ending in .html",
            "--rule-option factor=3                     | --rule-option wants ID.NAME=VALUE",
            "--rule-option grand-cities.factor=3        | no house rule 'grand-cities' is chosen (choose it with --house-rule grand-cities)",
            "--house-rule grand-cities --rule-option grand-citys.factor=3 | did you mean 'grand-cities'",
            "--save-first x                             | --save-first wants a whole number, got 'x'",
            "--bots expert:fast                         | a search budget is a think time like 500ms or 2s, or a number of playouts like 5000playouts; got 'fast'",
            "--bots strong:2s                           | bot level 'strong' takes no budget",
            "--think-time 0                             | --think-time wants a positive whole number, got '0'",
    })
    void badOptions(String options, String message) {
        List<String> args = new java.util.ArrayList<>(List.of("simulate", "--games", "1", "--players", "2", "--no-progress"));
        args.addAll(SimulateArgs.split(options));
        CliFixture.Result r = CliFixture.run(args.toArray(String[]::new));
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(r.err().startsWith("fogisles simulate: "), r.err());
        assertTrue(r.err().contains(message), r.err());
        assertFalse(r.err().contains("Exception") || r.err().contains("\tat ") || r.err().contains("internal error"), r.err());
        assertTrue(r.out().isEmpty(), "nothing on stdout: " + r.out());
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    /** Splits an option string like a shell, keeping quoted parts together. */
    static final class SimulateArgs {
        static List<String> split(String s) {
            List<String> out = new java.util.ArrayList<>();
            StringBuilder cur = new StringBuilder();
            boolean quoted = false;
            for (char c : s.toCharArray()) {
                if (c == '\'') quoted = !quoted;
                else if (c == ' ' && !quoted) {
                    if (cur.length() > 0) out.add(cur.toString());
                    cur.setLength(0);
                } else cur.append(c);
            }
            if (cur.length() > 0) out.add(cur.toString());
            return out;
        }
    }
}
