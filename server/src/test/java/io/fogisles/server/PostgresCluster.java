package io.fogisles.server;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A throw-away PostgreSQL for a test: Debian's {@code postgresql} binaries ({@code /usr/lib/postgresql/N/bin}),
 * a new cluster made by {@code initdb} in a temporary folder, {@code postgres} on a free loopback port (its
 * socket in that folder too), one database {@code fogisles}; {@link #close} stops it and deletes everything.
 *
 * <p>PostgreSQL refuses to run as root, and tests here and on CI run as root: then every PostgreSQL command runs
 * as the {@code postgres} user that Debian's package creates ({@code runuser -u postgres --}) and the folder is
 * given to that user. Without the binaries the test fails (never skips) and says to install {@code postgresql}.
 */
final class PostgresCluster implements AutoCloseable {
    static final String DATABASE = "fogisles";
    private static final String USER = "fog";

    private final Path bin;
    private final Path dir;
    private final boolean asPostgres;
    private final int port;
    private final Process server;

    private PostgresCluster(Path bin, Path dir, boolean asPostgres, int port, Process server) {
        this.bin = bin;
        this.dir = dir;
        this.asPostgres = asPostgres;
        this.port = port;
        this.server = server;
    }

    /** Makes and starts a new cluster with an empty database {@link #DATABASE}; throws with a clear message when it cannot. */
    static PostgresCluster start() throws Exception {
        Path bin = binaries();
        boolean root = isRoot();
        Path dir = Files.createTempDirectory("fogisles-pg-");
        Path data = dir.resolve("data");
        if (root) run(List.of("chown", "postgres:", dir.toString()), "give the cluster's folder to the postgres user");
        run(command(bin, root, "initdb", "-D", data.toString(), "-U", USER, "--auth=trust", "--encoding=UTF8", "--no-sync"), "initdb");
        int port = freePort();
        // fsync off: the cluster lives for one test; what the tests kill is the game server, never PostgreSQL
        Process p = new ProcessBuilder(command(bin, root, "postgres", "-D", data.toString(), "-p", String.valueOf(port), "-k", dir.toString(),
                "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off", "-c", "max_connections=100"))
                .redirectErrorStream(true).redirectOutput(dir.resolve("postgres.log").toFile()).start();
        PostgresCluster cluster = new PostgresCluster(bin, dir, root, port, p);
        try {
            cluster.awaitReady();
            try (Connection c = DriverManager.getConnection(cluster.jdbcUrl("postgres")); Statement st = c.createStatement()) {
                st.execute("CREATE DATABASE " + DATABASE);
            }
            return cluster;
        } catch (Exception | AssertionError e) {
            cluster.close();
            throw e;
        }
    }

    /** What a user gives {@code serve --database}: {@code postgresql://fog@127.0.0.1:PORT/fogisles}. */
    String url() {
        return "postgresql://" + USER + "@127.0.0.1:" + port + "/" + DATABASE;
    }

    String jdbcUrl(String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database + "?user=" + USER;
    }

    /** A connection to the test's database, for a test to read what the servers stored. */
    Connection connect() throws SQLException {
        return DriverManager.getConnection(jdbcUrl(DATABASE));
    }

    private void awaitReady() throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(180); // a busy machine starts it slowly
        SQLException last = null;
        while (System.nanoTime() < end) {
            if (!server.isAlive()) throw new AssertionError("postgres ended at start (exit " + server.exitValue() + "): " + log());
            try (Connection c = DriverManager.getConnection(jdbcUrl("postgres"))) {
                return;
            } catch (SQLException e) {
                last = e;
                Thread.sleep(100);
            }
        }
        throw new AssertionError("postgres did not accept connections within 60 s (" + (last == null ? "" : last.getMessage()) + "): " + log());
    }

    private String log() {
        try {
            return Files.readString(dir.resolve("postgres.log"), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(no log)";
        }
    }

    @Override
    public void close() throws Exception {
        try {
            if (server.isAlive()) {
                Process stop = new ProcessBuilder(command(bin, asPostgres, "pg_ctl", "-D", dir.resolve("data").toString(), "stop", "-m", "immediate", "-w"))
                        .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
                if (!stop.waitFor(30, TimeUnit.SECONDS)) stop.destroyForcibly();
                if (!server.waitFor(30, TimeUnit.SECONDS)) server.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        } finally {
            try (Stream<Path> all = Files.walk(dir)) {
                for (Path p : all.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
            }
        }
    }

    /** The newest {@code /usr/lib/postgresql/N/bin} with initdb and postgres; an error naming the package otherwise. */
    static Path binaries() throws IOException {
        Path root = Path.of("/usr/lib/postgresql");
        List<Path> found = new ArrayList<>();
        if (Files.isDirectory(root)) try (Stream<Path> versions = Files.list(root)) {
            versions.map(v -> v.resolve("bin")).filter(b -> Files.isExecutable(b.resolve("initdb")) && Files.isExecutable(b.resolve("postgres"))).forEach(found::add);
        }
        if (found.isEmpty())
            throw new AssertionError("this test needs a real PostgreSQL: no /usr/lib/postgresql/*/bin/initdb here; install Debian's package "
                    + "(apt-get install postgresql; .ci/run does it)");
        found.sort(Comparator.comparingInt(b -> Integer.parseInt(b.getParent().getFileName().toString().replaceAll("\\D", "0"))));
        return found.get(found.size() - 1);
    }

    private static List<String> command(Path bin, boolean asPostgres, String program, String... args) {
        List<String> cmd = new ArrayList<>();
        if (asPostgres) cmd.addAll(List.of("runuser", "-u", "postgres", "--"));
        cmd.add(bin.resolve(program).toString());
        cmd.addAll(List.of(args));
        return cmd;
    }

    private static boolean isRoot() throws Exception {
        Process p = new ProcessBuilder("id", "-u").redirectErrorStream(true).start();
        String uid = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        p.waitFor();
        if (!uid.equals("0")) return false;
        Process who = new ProcessBuilder("id", "-u", "postgres").redirectErrorStream(true).start();
        who.getInputStream().readAllBytes();
        if (who.waitFor() != 0)
            throw new AssertionError("PostgreSQL does not run as root, and there is no postgres user to run it as; install Debian's postgresql package, which creates it");
        return true;
    }

    private static void run(List<String> cmd, String what) throws Exception {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) throw new AssertionError(what + " failed: " + String.join(" ", cmd) + "\n" + out);
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }
}
