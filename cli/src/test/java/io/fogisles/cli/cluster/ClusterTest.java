package io.fogisles.cli.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.cli.CliFixture;
import io.fogisles.cli.sim.SoakCommandAccess;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.invariant.InvariantViolation;
import io.fogisles.kernel.invariant.Invariants;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code simulate --cluster} and {@code soak --cluster} against a cluster of two real worker processes on
 * loopback (one game thread each), the coordinator in this JVM: the same output as the run on one machine,
 * with a house rule that only the coordinator has, with a worker killed in the middle, with a worker of
 * another build in the cluster, and with the coordinator killed. Game counts are small; every wait is on
 * progress, with generous caps for a busy machine.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Timeout(value = 15, unit = TimeUnit.MINUTES)
class ClusterTest {
    private static final Duration CAP = Duration.ofMinutes(5);

    @TempDir
    static Path tmp;
    private Path home;
    private WorkerProcess first, second;

    @BeforeAll
    void startTwoWorkers() throws Exception {
        home = Files.createDirectories(tmp.resolve("empty-home")); // the workers have no bundled rules: a rule they play came with the job
        first = WorkerProcess.start(null, home, null);
        second = WorkerProcess.start(first.address(), home, null);
        first.await(l -> l.contains("joined; the cluster has 2 workers"), CAP, "joined by the second worker");
        // a warm worker gets a job ready in about a second; the runs below need not wait for a cold one
        first.await(l -> l.contains("warmed up") || l.contains("warm-up failed"), CAP, "warmed up");
        second.await(l -> l.contains("warmed up") || l.contains("warm-up failed"), CAP, "warmed up");
    }

    @AfterAll
    void stopWorkers() throws Exception {
        if (second != null) second.close();
        if (first != null) first.close();
    }

    /** The JSON with its timings (seconds, games per second, CPU time per game) blanked: everything else must be the same byte for byte. */
    static String withoutTimings(String json) {
        return json.replaceAll("\"seconds\":[-0-9.Ee]+", "\"seconds\":_").replaceAll("\"gamesPerSecond\":[-0-9.Ee]+", "\"gamesPerSecond\":_")
                .replaceAll("\"cpuMillisPerGame\":[-0-9.Ee]+", "\"cpuMillisPerGame\":_");
    }

    /** Runs simulate on this machine and on the cluster with the same options; returns the cluster's run after comparing the outputs. */
    private CliFixture.Result sameAsOneMachine(String... options) {
        List<String> args = new ArrayList<>(List.of("simulate", "--json", "--no-progress"));
        args.addAll(List.of(options));
        CliFixture.Result here = CliFixture.runFresh(args.toArray(String[]::new));
        args.addAll(List.of("--cluster", first.address()));
        CliFixture.Result there = CliFixture.runFresh(args.toArray(String[]::new));
        assertEquals(0, here.code(), here.err());
        assertEquals(0, there.code(), there.out() + there.err());
        assertTrue(there.err().contains("cluster " + first.address() + ": "), "the coordinator's summary: " + there.err());
        assertEquals(withoutTimings(here.out()), withoutTimings(there.out()), "the cluster's JSON is the one machine's, timings aside");
        return there;
    }

    @Test
    @Order(1)
    @DisplayName("simulate --cluster --game pirate-bay: another game's games travel with the job and give the same --json")
    void anotherGame() {
        CliFixture.Result r = sameAsOneMachine("--game", "pirate-bay", "--games", "60", "--players", "3", "--bots", "random,greedy,random", "--seed", "5");
        assertTrue(r.out().contains("\"games\":60"), r.out());
        assertTrue(r.out().contains("pirate-bay:"), "Pirate Bay's own end reasons: " + r.out());
    }

    @Test
    @Order(1)
    @DisplayName("simulate --cluster: random and greedy games, and --games auto's batches, give the same --json as on one machine")
    void randomAndGreedy() {
        CliFixture.Result random = sameAsOneMachine("--games", "150", "--seed", "7");
        assertTrue(random.out().contains("\"games\":150"), random.out());
        CliFixture.Result greedy = sameAsOneMachine("--games", "12", "--players", "3", "--bots", "greedy", "--seed", "2");
        assertTrue(greedy.out().contains("\"bots\":[\"greedy\",\"greedy\",\"greedy\"]"), greedy.out());
        // --games auto plays in batches (200 pairs, then up to --max-games): one job, ranges of two calls merged once each
        CliFixture.Result auto = sameAsOneMachine("--games", "auto", "--precision", "0.01", "--max-games", "300", "--compare", "--island back", "--seed", "3");
        assertTrue(auto.out().contains("\"pairs\":300"), auto.out());
    }

    @Test
    @Order(2)
    @DisplayName("simulate --cluster: a house rule given by its path, with an option, in a --compare: the rule travels to the workers; the same --json")
    void houseRuleWithOptionCompared() throws Exception {
        Path rule = copy(Path.of("../scripts/grand-cities"), tmp.resolve("my-rules/grand-cities"));
        CliFixture.Result r = sameAsOneMachine("--games", "10", "--players", "2", "--bots", "greedy", "--seed", "4", "--house-rule", rule.toString(),
                "--rule-option", "grand-cities.factor=3", "--compare", "--rule-option grand-cities.factor=1");
        assertTrue(r.out().contains("\"pairs\":10"), r.out());
        assertTrue(r.out().contains("\"ruleOptions\":{\"grand-cities\":{\"factor\":\"3\"}}") && r.out().contains("{\"grand-cities\":{\"factor\":\"1\"}}"), r.out());
        assertTrue(r.out().matches("(?s).*\"cities\":\\{\"a\":[0-9.]+,\"b\":[0-9.]+,\"difference\":-[0-9.]+.*"), "factor 1 scores fewer city points than 3: " + r.out());
    }

    /** Breaks at the 40th decision of every game whose seed is odd: a planted rules bug, sent to the workers with the job. */
    static final class OddSeedsBreak implements Invariants, Serializable {
        @Override
        public Watch watch(Game game) {
            return new Watch() {
                int checks;

                @Override
                public void afterDecision() {
                    if (checks++ == 40 && (game.seed() & 1) == 1) throw new InvariantViolation("test invariant: odd seed");
                }
            };
        }
    }

    /** soak's output without its timings (the games/s column, the total time). */
    static String withoutTimings(CliFixture.Result soak) {
        return soak.out().lines().filter(l -> !l.matches("\\d+\\.\\d s")).map(l -> l.replaceFirst("(\\s+[\\d,]+\\s+[\\d,]+\\s+[\\d,]+)\\s+[\\d.]+$", "$1"))
                .collect(Collectors.joining("\n"));
    }

    @Test
    @Order(3)
    @DisplayName("soak --cluster finds a planted failing invariant: the same failures, seeds and replay lines as on one machine")
    void soakFindsThePlantedFailure() throws Exception {
        String[] args = {"--games", "10", "--modules", "base,harbour", "--players", "3", "--no-progress"};
        CliFixture.Result here = SoakCommandAccess.run(List.of(new OddSeedsBreak()), args);
        List<String> onCluster = new ArrayList<>(List.of(args));
        onCluster.addAll(List.of("--cluster", first.address()));
        CliFixture.Result there = SoakCommandAccess.run(List.of(new OddSeedsBreak()), onCluster.toArray(String[]::new));
        assertEquals(1, here.code(), here.out());
        assertEquals(1, there.code(), there.out() + there.err());
        assertTrue(there.out().matches("(?s).*seed -?\\d+, decision 40 \\([a-z:-]+\\): test invariant: odd seed\\n\\s+replay: \\./fogisles soak .*--game-seed -?\\d+\\n.*"),
                there.out());
        assertEquals(withoutTimings(here), withoutTimings(there));
    }

    @Test
    @Order(4)
    @DisplayName("a worker with another build (an extra module) is refused with the difference named; the run plays on the others, the same --json")
    void mismatchedWorkerIsRefused() throws Exception {
        Path planted = tmp.resolve("planted");
        Files.createDirectories(planted.resolve("META-INF/fogisles"));
        Files.writeString(planted.resolve("META-INF/fogisles/module.json"), "{\"id\": \"planted\", \"version\": \"9.9.9\", \"engineApi\": \"[1.0,2.0)\"}");
        int before = first.lines().size();
        try (WorkerProcess other = WorkerProcess.start(first.address(), home, planted)) {
            first.await(before, l -> l.contains("joined; the cluster has 3 workers"), CAP, "joined by the other build");
            CliFixture.Result r = sameAsOneMachine("--games", "60", "--seed", "11");
            assertTrue(r.err().contains("worker " + other.address() + " refused: module 'planted' 9.9.9 is installed there, not here"), r.err());
            other.await(l -> l.contains("refused: module 'planted' 9.9.9 is installed there, not here"), CAP, "to refuse the job");
        }
        first.await(before, l -> l.contains("left; the cluster has 2 workers"), CAP, "left by the other build");
    }

    @Test
    @Order(5)
    @DisplayName("a coordinator killed with SIGKILL: the workers stop its games and drop its job")
    void coordinatorKilled() throws Exception {
        int before1 = first.lines().size(), before2 = second.lines().size();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of(java, "-Xss1g", "--enable-native-access=ALL-UNNAMED", "-Dpolyglot.engine.WarnInterpreterOnly=false"));
        if (Runtime.version().feature() >= 24) cmd.add("--sun-misc-unsafe-memory-access=allow");
        // 400 games: ranges of 25, so a worker is soon done with one and in the middle of the next
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), "io.fogisles.cli.Main", "simulate", "--games", "400", "--bots", "greedy",
                "--no-progress", "--json", "--cluster", first.address()));
        Process coordinator = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(tmp.resolve("coordinator.log").toFile()).start();
        try {
            first.await(before1, l -> l.matches(".*job \\w+: stage 0 games \\d+-\\d+ done.*"), CAP, "to play a range of the run");
        } finally {
            coordinator.destroyForcibly();
            assertTrue(coordinator.waitFor(60, TimeUnit.SECONDS));
        }
        first.await(before1, l -> l.contains("its coordinator left; stopping its games"), CAP, "told that the coordinator left");
        first.await(before1, l -> l.matches(".*job \\w+: stage 0 games \\d+-\\d+ stopped: the coordinator left"), CAP, "to stop the range in its hands");
        first.await(before1, l -> l.matches(".*job \\w+: ended"), CAP, "done with the job");
        if (second.lines().subList(before2, second.lines().size()).stream().anyMatch(l -> l.contains("simulate base"))) // it had the job too
            second.await(before2, l -> l.matches(".*job \\w+: ended"), CAP, "done with the job");
        assertTrue(Files.readString(tmp.resolve("coordinator.log"), StandardCharsets.UTF_8).contains("playing on the cluster"));
    }

    @Test
    @Order(6)
    @DisplayName("a worker killed with SIGKILL mid-run: its unfinished games are played elsewhere, none twice; the same --json; progress shows the workers")
    void workerKilledMidRun() throws Exception {
        String[] options = {"--games", "60", "--bots", "greedy", "--seed", "9"};
        int before = second.lines().size();
        List<String> args = new ArrayList<>(List.of("simulate", "--json", "--progress", "--cluster", first.address()));
        args.addAll(List.of(options));
        CompletableFuture<CliFixture.Result> run = CompletableFuture.supplyAsync(() -> CliFixture.runFresh(args.toArray(String[]::new)));
        second.await(before, l -> l.matches(".*job \\w+: stage 0 games \\d+-\\d+ done.*"), CAP, "to play a range of the run");
        second.kill(); // it has its next range in hand
        CliFixture.Result there = run.get(10, TimeUnit.MINUTES);
        List<String> alone = new ArrayList<>(List.of("simulate", "--json", "--no-progress"));
        alone.addAll(List.of(options));
        CliFixture.Result here = CliFixture.runFresh(alone.toArray(String[]::new));
        assertEquals(0, there.code(), there.out() + there.err());
        assertEquals(withoutTimings(here.out()), withoutTimings(there.out()));
        assertTrue(there.err().contains("worker " + second.address() + " left"), there.err());
        assertTrue(there.err().matches("(?s).*\\d+ games? played again after a worker left.*"), there.err());
        assertTrue(there.err().matches("(?s).*games/s, \\d workers?, \\d threads.*"), "the progress line shows the cluster: " + there.err());
        second = null; // killed
    }

    private static Path copy(Path from, Path to) throws Exception {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path f : files.toList()) {
                Path t = to.resolve(from.relativize(f).toString());
                if (Files.isDirectory(f)) Files.createDirectories(t);
                else Files.copy(f, t);
            }
        }
        return to;
    }
}
