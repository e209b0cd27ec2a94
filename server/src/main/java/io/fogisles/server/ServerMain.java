package io.fogisles.server;

import io.fogisles.server.store.Database;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

/**
 * {@code serve}: runs a server until the process ends. The cli's {@code ./fogisles serve} calls {@link #run};
 * {@link #main} lets a test start the server as a process of its own (to kill it with {@code kill -9}).
 */
public final class ServerMain {
    public static final int DEFAULT_PORT = 7777;

    /** Parsed options of {@code serve}. */
    public record Settings(String host, int port, Path data, String database) {
        /** The JDBC URL: the PostgreSQL given, else the embedded database in the data folder. */
        public String jdbcUrl() {
            return database != null ? Database.jdbcUrl(database) : Database.embeddedUrl(data);
        }
    }

    private ServerMain() {
    }

    public static void main(String[] args) throws Exception {
        try (InstalledRules rules = new InstalledRules()) {
            System.exit(run(parse(List.of(args), System.getenv(), System.getProperty("user.home")), rules, "dev", System.out));
        } catch (IllegalArgumentException e) {
            System.err.println("fogisles serve: " + e.getMessage());
            System.exit(2);
        }
    }

    /** Parses {@code --port N --host H --data DIR --database URL}; an {@link IllegalArgumentException} says what is wrong. */
    public static Settings parse(List<String> args, Map<String, String> env, String userHome) {
        String host = "0.0.0.0", database = null;
        int port = DEFAULT_PORT;
        Path data = null;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (i + 1 >= args.size()) throw new IllegalArgumentException(a + (a.startsWith("--") ? " needs a value" : ": unexpected argument"));
            String v = args.get(++i);
            switch (a) {
                case "--port" -> {
                    try {
                        port = Integer.parseInt(v);
                    } catch (NumberFormatException e) {
                        port = -1;
                    }
                    if (port < 0 || port > 65535) throw new IllegalArgumentException("--port wants a number from 0 to 65535 (0: any free port), got '" + v + "'");
                }
                case "--host" -> host = v;
                case "--data" -> data = Path.of(v);
                case "--database" -> {
                    Database.jdbcUrl(v); // refuses what is not a database URL, now rather than at the first table
                    database = v;
                }
                default -> throw new IllegalArgumentException("unknown option " + a + "; options: --port, --host, --data, --database");
            }
        }
        if (data == null) data = defaultData(env, userHome);
        return new Settings(host, port, data, database);
    }

    /** {@code $XDG_DATA_HOME/fogisles/server}, else {@code ~/.local/share/fogisles/server}: beside the client's autosave. */
    static Path defaultData(Map<String, String> env, String userHome) {
        String xdg = env.get("XDG_DATA_HOME");
        Path base = xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute() ? Path.of(xdg) : Path.of(userHome, ".local", "share");
        return base.resolve("fogisles").resolve("server");
    }

    /** Starts the server, prints where it listens, and serves until the process is stopped. */
    public static int run(Settings s, InstalledRules rules, String version, PrintStream out) throws Exception {
        if (s.database() == null) Files.createDirectories(s.data());
        GameServer server = GameServer.start(new GameServer.Options(s.host(), s.port(), s.jdbcUrl()), rules, version);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                server.close();
            } catch (Exception ignored) {
                // the process ends anyway; every acknowledged action is already committed
            }
            stopped.countDown();
        }));
        String shown = s.host().equals("0.0.0.0") ? "localhost" : s.host();
        out.println("fogisles server: listening on ws://" + shown + ":" + server.port() + io.fogisles.protocol.Protocol.PATH);
        out.println("database: " + (s.database() != null ? "PostgreSQL" : s.data().toAbsolutePath()) + "; tables resumed: " + server.tables().size());
        for (String p : server.problems()) out.println("warning: " + p);
        out.flush();
        stopped.await();
        return 0;
    }
}
