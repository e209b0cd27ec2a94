package io.fogisles.cli.online;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.cli.CliFixture;
import io.fogisles.server.GameServer;
import io.fogisles.server.InstalledRules;
import io.fogisles.server.store.Database;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code loadtest} against a real server on loopback (small: 4 tables of 3 bots): every game finishes, the server's
 * own answer times (its /metrics), the bots' and the server's CPU and memory are reported (the server runs in this
 * process here, so its pid is this one), and every table re-plays from the database step by step; with think times
 * and a measured stretch the bots stop at its end and what was stored re-plays too. Bad options are usage errors.
 */
class OnlineLoadTestCommandTest {

    @Test
    void loadtestPlaysEveryTableToItsEndAndReplaysThemFromTheDatabase(@TempDir Path data) throws Exception {
        try (InstalledRules rules = new InstalledRules();
             GameServer server = GameServer.start(new GameServer.Options("127.0.0.1", 0, Database.embeddedUrl(data)), rules, "test")) {
            String address = "127.0.0.1:" + server.port();
            CliFixture.Result r = CliFixture.run("loadtest", address, "--tables", "4", "--players", "3", "--think", "0", "--warmup", "0", "--duration", "0",
                    "--server-pid", String.valueOf(ProcessHandle.current().pid()), "--database", Database.embeddedUrl(data));
            assertEquals(0, r.code(), r.out() + r.err());
            assertTrue(r.out().contains("4 tables playing, 4 games over"), r.out());
            Matcher timed = Pattern.compile("server answer time \\(an action's arrival -> every seat told\\): p50 ([0-9.]+) ms, p99 ([0-9.]+) ms, max ([0-9.]+) ms over (\\d+) actions").matcher(r.out());
            Matcher bots = Pattern.compile("answer time the bots saw .*: p50 [0-9.]+ ms, p99 [0-9.]+ ms, max [0-9.]+ ms over (\\d+) actions").matcher(r.out());
            assertTrue(timed.find() && bots.find(), r.out());
            // the server timed every action the bots had answered (without a warm-up the stretch is the whole run); a table's
            // last may be timed just after its players heard of it, as the server notes the time once it has told every seat
            int heard = Integer.parseInt(bots.group(1)), served = Integer.parseInt(timed.group(4));
            assertTrue(served <= heard && served >= heard - 4, "the server timed the actions the bots had answered: " + r.out());
            assertTrue(Double.parseDouble(timed.group(1)) <= Double.parseDouble(timed.group(2)) && Double.parseDouble(timed.group(2)) <= Double.parseDouble(timed.group(3)), r.out());
            assertTrue(r.out().contains("server (pid " + ProcessHandle.current().pid() + "): CPU"), r.out());
            assertTrue(r.out().contains("re-played from the database: 4 of 4 tables"), r.out());
        }
    }

    @Test
    void withThinkTimesTheBotsStopAtTheEndOfTheMeasuredStretchAndWhatWasStoredReplays(@TempDir Path data) throws Exception {
        try (InstalledRules rules = new InstalledRules();
             GameServer server = GameServer.start(new GameServer.Options("127.0.0.1", 0, Database.embeddedUrl(data)), rules, "test")) {
            String address = "127.0.0.1:" + server.port();
            CliFixture.Result r = CliFixture.run("loadtest", address, "--tables", "2", "--players", "2", "--think", "0.05-0.15", "--warmup", "1", "--duration", "3",
                    "--database", Database.embeddedUrl(data));
            assertEquals(0, r.code(), r.out() + r.err());
            assertTrue(r.out().contains("thinking 0.05-0.15 s per decision"), r.out());
            Matcher m = Pattern.compile("measured ([0-9.]+) s: 2 tables playing, 0 games over; (\\d+) actions answered").matcher(r.out());
            assertTrue(m.find(), "a 2-player game of ~700 decisions at ~0.1 s each outlasts the 3 s: " + r.out());
            assertTrue(Integer.parseInt(m.group(2)) > 5, "the bots played in the stretch, thinking between moves: " + r.out());
            assertTrue(r.out().contains("server answer time (an action's arrival -> every seat told): p50"), "the server's own figure, from its /metrics: " + r.out());
            assertTrue(r.out().contains("re-played from the database: 2 of 2 tables"), r.out());
        }
    }

    @Test
    void badOptionsAreUsageErrors() throws Exception {
        assertEquals(2, CliFixture.run("loadtest").code());
        CliFixture.Result zero = CliFixture.run("loadtest", "127.0.0.1:1", "--tables", "0");
        assertEquals(2, zero.code());
        assertTrue(zero.err().contains("--tables wants a whole number from 1"), zero.err());
        CliFixture.Result pid = CliFixture.run("loadtest", "127.0.0.1:1", "--server-pid", "999999999");
        assertEquals(2, pid.code());
        assertTrue(pid.err().contains("no such process"), pid.err());
        CliFixture.Result think = CliFixture.run("loadtest", "127.0.0.1:1", "--think", "8-2");
        assertEquals(2, think.code());
        assertTrue(think.err().contains("--think wants seconds as MIN-MAX"), think.err());
    }
}
