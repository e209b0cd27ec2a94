package io.fogisles.server;

import io.fogisles.kernel.bot.BotRegistry;
import io.fogisles.protocol.Protocol;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.server.store.Database;
import io.fogisles.server.store.H2Import;
import io.fogisles.server.store.PresenceStore;
import io.fogisles.server.store.TableStore;
import io.fogisles.server.table.RuleSource;
import io.fogisles.server.table.Tables;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.ContextHandler;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.websocket.server.WebSocketUpgradeHandler;

/**
 * The server put together: the database (migrated), the tables (restored and re-played), and Jetty's
 * WebSocket endpoint at {@link Protocol#PATH}. {@link #start} returns once it listens.
 */
public final class GameServer implements AutoCloseable {
    /** Where and on what the server runs: host to bind, port (0: any free one) and the database's JDBC URL. */
    public record Options(String host, int port, String jdbcUrl) {}

    /** The answer to every hello: what this server has (the differences are worked out per client). */
    record Welcome(String version, Map<String, String> modules, List<String> houseRules, List<String> botLevels) {
        ServerMessage.Welcome to(Map<String, String> clientModules) {
            List<String> differences = new ArrayList<>();
            if (!clientModules.isEmpty()) {
                for (Map.Entry<String, String> e : new TreeMap<>(modules).entrySet()) {
                    String theirs = clientModules.get(e.getKey());
                    if (theirs == null) differences.add("module '" + e.getKey() + "' " + e.getValue() + " is on the server, not on the client");
                    else if (!theirs.equals(e.getValue()))
                        differences.add("module '" + e.getKey() + "' is " + e.getValue() + " on the server, " + theirs + " on the client");
                }
                for (String id : new TreeMap<>(clientModules).keySet())
                    if (!modules.containsKey(id)) differences.add("module '" + id + "' is on the client, not on the server");
            }
            return new ServerMessage.Welcome(Protocol.VERSION, version, modules, houseRules, botLevels, differences);
        }
    }

    /** How often a server on a shared database looks for tables another server changed (its clients' tables only). */
    static final Duration WATCH_EVERY = Duration.ofMillis(250);

    private final Database db;
    private final Tables tables;
    private final ExecutorService pool;
    private final ScheduledExecutorService watcher;
    private final Server jetty;
    private final ServerConnector connector;
    private final Set<Connection> connections;
    private final List<String> problems;

    private GameServer(Database db, Tables tables, ExecutorService pool, ScheduledExecutorService watcher, Server jetty, ServerConnector connector,
                       Set<Connection> connections, List<String> problems) {
        this.db = db;
        this.tables = tables;
        this.pool = pool;
        this.watcher = watcher;
        this.jetty = jetty;
        this.connector = connector;
        this.connections = connections;
        this.problems = problems;
    }

    /** Opens the database, restores every table and starts listening. */
    public static GameServer start(Options o, RuleSource rules, String version) throws Exception {
        java.nio.file.Path legacy = H2Import.pending(o.jdbcUrl()); // a data folder of a server before issue 35
        Database db = Database.open(o.jdbcUrl());
        if (legacy != null) {
            try {
                System.out.println("fogisles server: copied " + H2Import.copy(legacy, db) + " table(s) from the earlier database " + legacy + " (renamed .imported)");
            } catch (java.io.IOException | RuntimeException e) {
                db.close();
                for (String end : new String[] {"", "-wal", "-shm"}) // the next start tries the whole copy again
                    java.nio.file.Files.deleteIfExists(legacy.resolveSibling(Database.EMBEDDED_FILE + end));
                throw new IllegalStateException("the tables of the earlier database " + legacy + " could not be copied: " + e.getMessage()
                        + "; move that file away to start without them", e);
            }
        }
        // tables' work: engine, bots, scripts and database writes; a few platform threads, each table one at a time
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(2, Runtime.getRuntime().availableProcessors()),
                Thread.ofPlatform().name("table-", 0).daemon().factory());
        // an embedded database is this process's alone; any other may be shared by several servers
        boolean shared = !Database.embedded(o.jdbcUrl());
        Tables tables = new Tables(rules, new TableStore(db), pool, shared, shared ? new PresenceStore(db) : null);
        List<String> problems = tables.restoreAll();
        ScheduledExecutorService watcher = Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform().name("table-watch").daemon().factory());
        if (shared) watcher.scheduleWithFixedDelay(() -> {
            try {
                tables.watch();
            } catch (RuntimeException e) { // the database is away for a moment: the next look tries again
                System.err.println("fogisles server: looking for tables changed by other servers failed: " + e.getMessage());
            }
        }, WATCH_EVERY.toMillis(), WATCH_EVERY.toMillis(), TimeUnit.MILLISECONDS);
        Welcome welcome = new Welcome(version, rules.modules(), rules.houseRules(), BotRegistry.STANDARD_LEVELS);

        Set<Connection> connections = ConcurrentHashMap.newKeySet();
        QueuedThreadPool threads = new QueuedThreadPool(64, 4);
        threads.setName("jetty");
        threads.setDaemon(true);
        Server jetty = new Server(threads);
        ServerConnector connector = new ServerConnector(jetty);
        connector.setHost(o.host());
        connector.setPort(o.port());
        jetty.addConnector(connector);
        ContextHandler context = new ContextHandler("/");
        WebSocketUpgradeHandler ws = WebSocketUpgradeHandler.from(jetty, context, container -> {
            // over the protocol's limit in characters (up to 4 bytes each in UTF-8): Jetty closes with 1009 (too big)
            container.setMaxTextMessageSize(4L * Protocol.MAX_CLIENT_MESSAGE_CHARS);
            container.setMaxBinaryMessageSize(1024);
            container.setIdleTimeout(Duration.ofMinutes(30));
            container.addMapping(Protocol.PATH, (request, response, callback) -> new Connection(tables, welcome, connections));
        });
        ws.setHandler(new MetricsHandler(tables.metrics(), tables::size, connections)); // what is not the game's WebSocket
        context.setHandler(ws);
        jetty.setHandler(context);
        jetty.start();
        return new GameServer(db, tables, pool, watcher, jetty, connector, connections, problems);
    }

    /** The port it listens on (the real one when 0 was asked for). */
    public int port() {
        return connector.getLocalPort();
    }

    public Tables tables() {
        return tables;
    }

    /** Tables that could not be resumed at the start, with why. */
    public List<String> problems() {
        return problems;
    }

    /** How long a stopping server waits for its close frames to be written (a client that reads nothing must not hold it). */
    static final Duration GOING_AWAY_FOR = Duration.ofSeconds(2);

    /**
     * Stops: no new connections first (a client reconnecting now goes on trying until a server answers, instead of
     * landing here), then every client is told with close status 1001 (going away), so it reconnects (to this
     * server started again, or to another one on the same database), then Jetty stops and the database closes.
     */
    @Override
    public void close() throws Exception {
        connector.close();
        List<CompletableFuture<Void>> told = new ArrayList<>();
        for (Connection c : connections) told.add(c.goAway());
        try {
            CompletableFuture.allOf(told.toArray(CompletableFuture[]::new)).get(GOING_AWAY_FOR.toMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException | TimeoutException e) {
            // a connection that is broken or does not read: it ends with the stop below, as after a crash
        }
        jetty.stop();
        watcher.shutdownNow();
        watcher.awaitTermination(5, TimeUnit.SECONDS); // its last look done: nothing writes this server's presence after the line below
        try {
            tables.forgetPresence();
        } catch (RuntimeException e) {
            // the database is away: the rows run out by themselves
        }
        pool.shutdown();
        pool.awaitTermination(10, TimeUnit.SECONDS);
        db.close();
    }
}
