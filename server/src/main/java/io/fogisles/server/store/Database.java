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

    /**
     * The embedded database in {@code folder}. {@code WRITE_DELAY=0}: H2 otherwise writes committed changes to
     * its file up to half a second later, and a killed server would lose actions it had acknowledged.
     */
    public static String embeddedUrl(Path folder) {
        return "jdbc:h2:file:" + folder.toAbsolutePath().resolve("fogisles-server") + ";WRITE_DELAY=0";
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
            config.setMaximumPoolSize(POOL_SIZE);
            config.setMinimumIdle(1);
            config.setAutoCommit(false); // every write is one explicit transaction (transaction())
            config.setConnectionTimeout(10_000); // a database that does not answer: a clear failure, not a hang
            pool = new HikariDataSource(config);
            Flyway.configure(Database.class.getClassLoader()).loggers("slf4j").dataSource(pool).locations("classpath:db/migration").load().migrate();
            return new Database(jdbcUrl, pool);
        } catch (RuntimeException e) {
            if (pool != null) pool.close();
            throw new IllegalStateException("cannot open or migrate the database " + withoutPassword(jdbcUrl) + ": " + e.getMessage(), e);
        }
    }

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
