package io.fogisles.kernel.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.ScriptProblem;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.toy.ToyFixture;
import io.fogisles.kernel.util.IntList;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The hostile-rule corpus ({@code src/test/resources/hostile}, listed in docs/scripting.md) against the
 * kernel: every rule is stopped within its limit, with the place in its file and a message that names the
 * cause, and the game goes on without it to its end. Each file says on its {@code // expect:} line what it
 * must be told. The two memory rules need a small heap and are run by the cli's tests in a JVM of their own.
 */
class HostileRulesTest {
    static final Path CORPUS = Path.of("src/test/resources/hostile");
    /** Past the 2 s time limit, a stopped call must end within 0.1 s (docs/scripting.md). */
    static final long LIMIT_MILLIS = 2100;

    static Stream<String> rules() throws IOException {
        try (Stream<Path> files = Files.list(CORPUS)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".js")).map(n -> n.substring(0, n.length() - 3))
                    .filter(n -> !n.startsWith("memory-") && !n.startsWith("one-huge-")).sorted().toList().stream();
        }
    }

    /**
     * This thread's CPU clock: the rules run on it, and their limit is on it (the watchdog's measure), so a busy
     * machine, which stretches the wall clock, does not decide whether a rule was stopped in time.
     */
    private static long cpuNanos() {
        return java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    static String expected(String id) throws IOException {
        return Files.readAllLines(CORPUS.resolve(id + ".js")).stream().filter(l -> l.startsWith("// expect: "))
                .map(l -> l.substring("// expect: ".length())).findFirst().orElseThrow();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void isStoppedWithItsPlaceAndTheGameGoesOn(String id) throws Exception {
        String expect = expected(id);
        long t0 = cpuNanos();
        RuleSet rules;
        try {
            rules = ToyFixture.toyRulesWith(CORPUS, 2, id);
        } catch (ModuleException e) { // a rule whose top level cannot run is refused before any game
            long ms = (cpuNanos() - t0) / 1_000_000;
            assertTrue(id.contains("top-level"), id + " was refused at load: " + e.getMessage());
            assertTrue(e.getMessage().contains(expect), e.getMessage());
            assertTrue(e.getMessage().contains(id + ".js:"), "names the file and line: " + e.getMessage());
            assertTrue(ms < LIMIT_MILLIS + 5000, "took " + ms + " ms to load and refuse"); // the rule set's own checks add their time
            return;
        }
        assertFalse(id.contains("top-level"), id + " should have been refused at load");
        try (Game g = rules.newGame(1, true)) {
            long start = cpuNanos();
            IntList options = new IntList();
            Rng rng = new Rng(1);
            while (!g.isOver() && g.scriptProblems().isEmpty()) {
                g.legalCodes(options);
                g.applyCode(options.get(rng.nextInt(options.size())));
            }
            long ms = (cpuNanos() - start) / 1_000_000;
            assertEquals(1, g.scriptProblems().size(), "the rule failed once and was switched off");
            ScriptProblem p = g.scriptProblems().get(0);
            assertTrue(p.error().message().contains(expect), p.error().toString());
            assertNotNull(p.error().file(), "names its file: " + p.error());
            assertTrue(p.error().file().endsWith(id + ".js") && p.error().line() > 0, p.error().toString());
            assertTrue(ms < LIMIT_MILLIS, "stopped after " + ms + " ms of CPU time");
            assertTrue(g.scriptDisabled(id));
            while (!g.isOver()) { // the game goes on without it
                g.legalCodes(options);
                g.applyCode(options.get(rng.nextInt(options.size())));
            }
            assertEquals(1, g.scriptProblems().size());
        }
    }
}
