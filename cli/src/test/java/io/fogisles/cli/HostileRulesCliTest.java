package io.fogisles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The hostile-rule corpus (kernel/src/test/resources/hostile) through {@code check} and {@code simulate}:
 * each rule gets its error with file:line and the command ends; simulate plays on without the rule. The
 * two memory rules run in a JVM of their own with a small heap, as a player's machine would be short of it.
 */
class HostileRulesCliTest {
    static final Path CORPUS = Path.of("../kernel/src/test/resources/hostile");

    static Stream<String> inProcess() throws IOException {
        try (Stream<Path> files = Files.list(CORPUS)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".js")).map(n -> n.substring(0, n.length() - 3))
                    .filter(n -> !n.startsWith("memory-") && !n.startsWith("one-huge-")).sorted().toList().stream();
        }
    }

    static String expected(String id) throws IOException {
        return Files.readAllLines(CORPUS.resolve(id + ".js")).stream().filter(l -> l.startsWith("// expect: "))
                .map(l -> l.substring("// expect: ".length())).findFirst().orElseThrow();
    }

    @ParameterizedTest(name = "check {0}")
    @MethodSource("inProcess")
    @Timeout(value = 600, unit = TimeUnit.SECONDS) // a guard against a hung run; a busy machine makes the watchdog's stops slow (they count CPU time)
    void checkReportsEachWithItsPlace(String id) throws IOException {
        CliFixture.Result r = CliFixture.run("check", "--games", "1", CORPUS.resolve(id + ".js").toString());
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().contains(expected(id)), r.out());
        assertTrue(r.out().matches("(?s).*" + id + "\\.js:\\d+:\\d+: error: .*"), "file:line:col: " + r.out());
    }

    @Test
    @Timeout(value = 600, unit = TimeUnit.SECONDS) // a guard against a hung run only
    void simulateSurvivesTheCaughtOverflowAndSaysWhere() {
        String rule = CORPUS.resolve("caught-overflow.js").toString();
        CliFixture.Result r = CliFixture.runFresh("simulate", "--games", "4", "--players", "2", "--bots", "random", "--seed", "3", "--no-progress", "--house-rule", rule);
        assertEquals(1, r.code(), "a rule that failed makes simulate fail: " + r.out() + r.err());
        String all = r.out() + r.err();
        assertTrue(all.contains("caught-overflow.js:5:"), all);
        assertTrue(all.contains("more than 1000 calls deep"), all);
        CliFixture.Result allowed = CliFixture.runFresh("simulate", "--games", "4", "--players", "2", "--bots", "random", "--seed", "3", "--no-progress",
                "--allow-rule-errors", "--house-rule", rule);
        assertEquals(0, allowed.code(), allowed.out() + allowed.err());
    }

    @ParameterizedTest(name = "check {0} with a 256 MB heap")
    @MethodSource("memoryRules")
    @Timeout(value = 600, unit = TimeUnit.SECONDS) // a guard against a hung run only
    void memoryRulesAreStoppedWithTheCause(String id) throws Exception {
        List<String> cmd = new ArrayList<>();
        cmd.add(ProcessHandle.current().info().command().orElse("java"));
        cmd.addAll(List.of("-Xmx256m", "-Xss1g", "--enable-native-access=ALL-UNNAMED", "-Dpolyglot.engine.WarnInterpreterOnly=false"));
        if (Runtime.version().feature() >= 23) cmd.add("--sun-misc-unsafe-memory-access=allow");
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), "io.fogisles.cli.Main", "check", "--games", "1", CORPUS.resolve(id + ".js").toString()));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(600, TimeUnit.SECONDS), "check ended");
        assertEquals(1, p.exitValue(), out);
        assertTrue(out.contains(expected(id)), out);
        assertTrue(out.matches("(?s).*" + id + "\\.js:\\d+:\\d+: error: .*"), out);
    }

    static Stream<String> memoryRules() {
        return Stream.of("memory-across-calls", "one-huge-allocation");
    }
}
