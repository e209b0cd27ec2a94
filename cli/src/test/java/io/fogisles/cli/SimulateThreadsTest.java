package io.fogisles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fogisles.kernel.data.Json;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Threads never change results: a house rule that counts round starts in a top-level variable (and so
 * would carry its count from game to game on a thread) gives the same {@code simulate --json} on one
 * thread and on two, because every game starts a house rule's top-level variables afresh.
 */
class SimulateThreadsTest {
    static final String RULE = "src/test/resources/rules/top-level-counter.js";

    @ParameterizedTest(name = "{0} bots, {1} games")
    @CsvSource({"random, 60", "greedy, 6"})
    @DisplayName("a rule with a top-level counter gives the same simulate --json on 1 and 2 threads")
    void sameResultsOnOneAndTwoThreads(String bots, int games) throws Exception {
        JsonNode one = run(bots, games, 1), two = run(bots, games, 2);
        assertEquals(one, two, "the same games on 1 and 2 threads");
        // the rule did something: seat 0 got energy it would not have had
        double delta = one.path("delta").path("meanRows").path("energy").asDouble(Double.NaN);
        assertTrue(!Double.isNaN(delta), "the report has an energy row: " + one);
    }

    private static JsonNode run(String bots, int games, int threads) throws Exception {
        CliFixture.Result r = CliFixture.runFresh("simulate", "--games", String.valueOf(games), "--players", "3", "--bots", bots, "--seed", "11",
                "--threads", String.valueOf(threads), "--no-progress", "--json", "--house-rule", RULE);
        assertEquals(0, r.code(), r.out() + r.err());
        JsonNode root = Json.MAPPER.readTree(r.out());
        strip(root);
        return root;
    }

    /** Takes out what may differ between runs without being a result: the time taken (CPU time too) and the thread count. */
    private static void strip(JsonNode n) {
        if (n instanceof ObjectNode o) o.remove(List.of("seconds", "gamesPerSecond", "threads", "cpuMillisPerGame"));
        for (JsonNode c : n) strip(c);
    }
}
