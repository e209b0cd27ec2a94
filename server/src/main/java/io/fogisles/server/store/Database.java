package io.fogisles.server.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.net.URI;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.flywaydb.core.Flyway;

/**
 * The server's database: a JDBC URL, its schema brought up to date by Flyway on open, and a HikariCP pool of
 * connections that transactions take turns on. Each {@link #transaction} commits before it returns, so what it
 * wrote survives a {@code kill -9} from then on.
 */
public final class Database implements AutoCloseable {
    /** Work inside one transaction. */
    @FunctionalInterface
    public interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    /** Connections kept: the table threads and a creating request write at once, never more than a few. */
    static final int POOL_SIZE = 8;

    private final String url;
    private final HikariDataSource pool;

    private Database(String url, HikariDataSource pool) {
        this.url = url;
        this.pool = pool;
    }

    /** The embedded database's file in a data folder. */
    public static final String EMBEDDED_FILE = "fogisles-server.sqlite";

    /**
     * The embedded database in {@code folder}: SQLite with a write-ahead log. A commit has appended its pages to the
     * log (and, with {@code synchronous=FULL}, made the disk keep them) before it returns, so neither a
     * {@code kill -9} nor a power cut loses an acknowledged action; a killed server's next start replays the log.
     * {@code busy_timeout}: another process reading the file (a load test's re-play) makes a write wait, not fail.
     * Decisions.md ("Issue 35") says why not H2 any more.
     */
    public static String embeddedUrl(Path folder) {
        return "jdbc:sqlite:" + folder.toAbsolutePath().resolve(EMBEDDED_FILE) + "?journal_mode=WAL&synchronous=FULL&busy_timeout=10000&foreign_keys=true";
    }

    /** Whether a JDBC URL is a database of one process alone (SQLite, H2): no other server can share it. */
    public static boolean embedded(String jdbcUrl) {
        return jdbcUrl.startsWith("jdbc:sqlite:") || jdbcUrl.startsWith("jdbc:h2:");
    }

    /**
     * A JDBC URL from what a user types after {@code --database}: {@code postgresql://user:password@host:port/db}
     * (user and password become parameters, which the driver wants) or any {@code jdbc:} URL.
     */
    public static String jdbcUrl(String given) {
        if (given.startsWith("jdbc:")) return given;
        if (given.startsWith("postgresql://") || given.startsWith("postgres://")) {
            URI u = URI.create(given);
            StringBuilder b = new StringBuilder("jdbc:postgresql://").append(u.getHost());
            if (u.getPort() > 0) b.append(':').append(u.getPort());
            b.append(u.getRawPath() == null || u.getRawPath().isEmpty() ? "/" : u.getRawPath());
            List<String> params = new ArrayList<>();
            if (u.getRawQuery() != null) params.add(u.getRawQuery());
            if (u.getRawUserInfo() != null) {
                String[] up = u.getRawUserInfo().split(":", 2);
                params.add("user=" + up[0]);
                if (up.length > 1) params.add("password=" + up[1]);
            }
            if (!params.isEmpty()) b.append('?').append(String.join("&", params));
            return b.toString();
        }
        throw new IllegalArgumentException("--database wants postgresql://user:password@host:port/database (or a jdbc: URL), got '" + given + "'");
    }

    /** Opens the database at a JDBC URL and migrates its schema. */
    public static Database open(String jdbcUrl) {
        HikariDataSource pool = null;
        try {
            HikariConfig config = new HikariConfig();
            config.setJdbcUrl(jdbcUrl);
            config.setPoolName("fogisles-db");
            // SQLite writes one transaction at a time: one connection makes the server's writes queue in the pool
            // instead of failing as busy (a write after a read in one transaction cannot wait for another writer)
            config.setMaximumPoolSize(jdbcUrl.startsWith("jdbc:sqlite:") ? 1 : POOL_SIZE);
            config.setMinimumIdle(1);
            config.setAutoCommit(false); // every write is one explicit transaction (transaction())
            config.setConnectionTimeout(10_000); // a database that does not answer: a clear failure, not a hang
            if (jdbcUrl.startsWith("jdbc:postgresql:")) {
                config.setConnectionInitSql(KEEP_COMMITS);
                // the pool commits its own statements (the one above too): a first transaction that rolls back must not take the setting with it
                config.setIsolateInternalQueries(true);
            }
            pool = new HikariDataSource(config);
            Flyway.configure(Database.class.getClassLoader()).loggers("slf4j").dataSource(pool).locations("classpath:db/migration").load().migrate();
            return new Database(jdbcUrl, pool);
        } catch (RuntimeException e) {
            if (pool != null) pool.close();
            throw new IllegalStateException("cannot open or migrate the database " + withoutPassword(jdbcUrl) + ": " + e.getMessage(), e);
        }
    }

    /**
     * Run on every new PostgreSQL connection: a commit returns only once the database's write-ahead log is on disk.
     * {@code synchronous_commit} stays as the database has it, unless it is {@code off} (then a crash of the
     * database could lose commits the server has acknowledged): then it is {@code on} for the server's sessions.
     */
    static final String KEEP_COMMITS = "SELECT set_config('synchronous_commit', CASE current_setting('synchronous_commit') WHEN 'off' THEN 'on' "
            + "ELSE current_setting('synchronous_commit') END, false)";

    static String withoutPassword(String url) {
        return url.replaceAll("password=[^&;]*", "password=***");
    }

    /** Runs {@code work} in one transaction and commits it; rolls back and throws on any failure. */
    public <T> T transaction(Work<T> work) {
        try (Connection c = pool.getConnection()) {
            try {
                T result = work.run(c);
                c.commit();
                return result;
            } catch (SQLException | RuntimeException e) {
                try {
                    c.rollback();
                } catch (SQLException ignored) {
                    // the connection is gone; the original failure says more
                }
                throw e;
            }
        } catch (SQLException e) {
            throw new StoreException("database " + withoutPassword(url) + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        pool.close();
    }
}
