package io.fogisles.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.server.store.Database;
import io.fogisles.server.store.TableStore;
import io.fogisles.server.table.Replay;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The promise of docs/online.md, the hard way: a server process is killed with SIGKILL right after a seat received
 * the state that acknowledges its action, at random acknowledgements, again and again, while several tables play
 * ({@link KillAtAcknowledgement}); after every restart every acknowledged step is there and every table goes on.
 * Once with the embedded database, once with two servers on one PostgreSQL. In {@code mvn verify} each runs
 * {@value #QUICK_KILLS} kills; {@code -Dfogisles.kills=N} (and {@code -Dfogisles.kill.tables=N}) runs more:
 * <pre>mvn -B -pl server -am verify -Dtest=AcknowledgedActionsSurviveKillTest -Dsurefire.failIfNoSpecifiedTests=false -Dfogisles.kills=200</pre>
 */
class AcknowledgedActionsSurviveKillTest {
    static final int QUICK_KILLS = 20;
    private static final int KILLS = Integer.getInteger("fogisles.kills", QUICK_KILLS);
    private static final int TABLES = Integer.getInteger("fogisles.kill.tables", 3);
    private static final long SEED = Long.getLong("fogisles.kill.seed", 35);

    @Test
    void theEmbeddedDatabaseKeepsEveryAcknowledgedAction(@TempDir Path data) throws Exception {
        ServerProcess server = ServerProcess.start("--port", "0", "--data", data.toString());
        KillAtAcknowledgement.Report report;
        try (KillAtAcknowledgement run = new KillAtAcknowledgement(List.of(server), new KillAtAcknowledgement.Options(KILLS, TABLES, 40, SEED), null)) {
            report = run.run();
        }
        System.out.println("embedded: " + report.summary());
        check(report);
        // the data folder as the last server left it (killed): every table re-plays, every step's hash checked
        try (Database db = Database.open(Database.embeddedUrl(data))) {
            assertReplays(new TableStore(db));
        }
    }

    @Test
    void twoServersOnPostgreSqlKeepEveryAcknowledgedAction() throws Exception {
        try (PostgresCluster pg = PostgresCluster.start()) {
            ServerProcess a = ServerProcess.start("--port", "0", "--database", pg.url());
            ServerProcess b = ServerProcess.start("--port", "0", "--database", pg.url());
            KillAtAcknowledgement.Report report;
            try (KillAtAcknowledgement run = new KillAtAcknowledgement(List.of(a, b), new KillAtAcknowledgement.Options(KILLS, TABLES, 40, SEED),
                    codes -> storedSteps(pg, codes))) {
                report = run.run();
            }
            System.out.println("PostgreSQL, two servers: " + report.summary());
            check(report);
            try (Database db = Database.open(Database.jdbcUrl(pg.url()))) {
                assertReplays(new TableStore(db));
            }
        }
    }

    private static void check(KillAtAcknowledgement.Report report) {
        assertEquals(List.of(), report.problems(), "nothing acknowledged lost, no table stuck or failing: " + report.summary());
        assertEquals(0, report.lostSteps());
        assertTrue(report.acknowledgements() > report.kills(), "the tables played between the kills");
    }

    private static void assertReplays(TableStore store) {
        List<String> codes = store.loadAll().stream().map(TableStore.StoredTable::code).toList();
        for (Replay.Result r : Replay.of(TestServers.RULES, store, codes)) assertEquals(null, r.problem(), "table " + r.code() + " re-plays");
    }

    private static Map<String, int[]> storedSteps(PostgresCluster pg, java.util.Collection<String> codes) throws Exception {
        Map<String, int[]> out = new HashMap<>();
        try (Connection c = pg.connect(); PreparedStatement q = c.prepareStatement("SELECT COUNT(*), COALESCE(MAX(step), -1) FROM table_action WHERE code = ?")) {
            for (String code : codes) {
                q.setString(1, code);
                try (ResultSet r = q.executeQuery()) {
                    r.next();
                    out.put(code, new int[] {r.getInt(1), r.getInt(2)});
                }
            }
        }
        return out;
    }
}
