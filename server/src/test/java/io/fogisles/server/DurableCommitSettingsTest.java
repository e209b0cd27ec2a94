package io.fogisles.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.fogisles.server.store.Database;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The settings behind "a commit is on disk before the acknowledgement" (docs/online.md): the embedded database writes
 * a write-ahead log and syncs it at every commit; a PostgreSQL whose {@code synchronous_commit} is off still commits
 * synchronously for the server. ({@link AcknowledgedActionsSurviveKillTest} shows the promise itself.)
 */
class DurableCommitSettingsTest {

    @Test
    void theEmbeddedDatabaseLogsAheadAndSyncsEveryCommit(@TempDir Path data) {
        try (Database db = Database.open(Database.embeddedUrl(data))) {
            assertEquals("wal", db.transaction(c -> one(c.createStatement(), "PRAGMA journal_mode")));
            assertEquals("2", db.transaction(c -> one(c.createStatement(), "PRAGMA synchronous")), "2 is FULL: the log synced at every commit");
        }
    }

    @Test
    void aPostgreSqlWithSynchronousCommitOffCommitsSynchronouslyForTheServer() throws Exception {
        try (PostgresCluster pg = PostgresCluster.start()) {
            try (java.sql.Connection c = pg.connect(); Statement st = c.createStatement()) {
                st.execute("ALTER DATABASE " + PostgresCluster.DATABASE + " SET synchronous_commit = off");
            }
            try (java.sql.Connection c = pg.connect(); Statement st = c.createStatement()) {
                assertEquals("off", one(st, "SHOW synchronous_commit"), "the database's own sessions do not wait for the disk");
            }
            try (Database db = Database.open(Database.jdbcUrl(pg.url()))) {
                try { // a first transaction that fails and rolls back keeps the setting
                    db.transaction(c -> one(c.createStatement(), "SELECT no_such_column FROM game_table"));
                } catch (io.fogisles.server.store.StoreException expected) {
                    // rolled back
                }
                for (int i = 0; i < 3; i++)
                    assertEquals("on", db.transaction(c -> one(c.createStatement(), "SHOW synchronous_commit")), "the server's do");
            }
            try (java.sql.Connection c = pg.connect(); Statement st = c.createStatement()) {
                st.execute("ALTER DATABASE " + PostgresCluster.DATABASE + " SET synchronous_commit = remote_apply");
            }
            try (Database db = Database.open(Database.jdbcUrl(pg.url()))) {
                assertEquals("remote_apply", db.transaction(c -> one(c.createStatement(), "SHOW synchronous_commit")), "a stronger setting is kept");
            }
        }
    }

    private static String one(Statement st, String sql) throws java.sql.SQLException {
        try (st; ResultSet r = st.executeQuery(sql)) {
            r.next();
            return r.getString(1);
        }
    }
}
