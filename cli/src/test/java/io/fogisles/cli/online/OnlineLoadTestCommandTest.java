package io.fogisles.cli.online;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.cli.CliFixture;
import io.fogisles.server.GameServer;
import io.fogisles.server.InstalledRules;
import io.fogisles.server.store.Database;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code loadtest} against a real server on loopback (small: 4 tables of 3 bots): every game finishes, answer
 * times and the server's CPU and memory are reported (the server runs in this process here, so its pid is this
 * one), and every table re-plays from the database step by step. Bad options are usage errors.
 */
class OnlineLoadTestCommandTest {

    @Test
    void loadtestPlaysEveryTableToItsEndAndReplaysThemFromTheDatabase(@TempDir Path data) throws Exception {
        try (InstalledRules rules = new InstalledRules();
             GameServer server = GameServer.start(new GameServer.Options("127.0.0.1", 0, Database.embeddedUrl(data)), rules, "test")) {
            String address = "127.0.0.1:" + server.port();
            CliFixture.Result r = CliFixture.run("loadtest", address, "--tables", "4", "--players", "3", "--server-pid", String.valueOf(ProcessHandle.current().pid()),
                    "--database", Database.embeddedUrl(data));
            assertEquals(0, r.code(), r.out() + r.err());
            assertTrue(r.out().contains("games: 4 finished, 0 failed"), r.out());
            assertTrue(r.out().matches("(?s).*answer time .*: p50 [0-9.]+ ms, p99 [0-9.]+ ms, max [0-9.]+ ms over \\d+ actions.*"), r.out());
            assertTrue(r.out().contains("server (pid " + ProcessHandle.current().pid() + "): CPU"), r.out());
            assertTrue(r.out().contains("re-played from the database: 4 of 4 tables"), r.out());
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
    }
}
