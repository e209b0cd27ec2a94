package io.fogisles.cli.online;

import io.fogisles.cli.Command;
import io.fogisles.cli.Services;
import io.fogisles.cli.UsageException;
import io.fogisles.kernel.data.DidYouMean;
import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.BotPlayer;
import io.fogisles.protocol.client.GameClient;
import io.fogisles.server.InstalledRules;
import io.fogisles.server.store.Database;
import io.fogisles.server.store.TableStore;
import io.fogisles.server.table.Replay;
import java.io.PrintStream;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * {@code ./fogisles loadtest ADDRESS --tables 200}: that many tables of bot players at once against a running
 * server, each player a real WebSocket; reports how long the server took to answer an action, its CPU and
 * memory, games per minute, and (with the server's database) whether every table re-plays from what was stored.
 */
public final class LoadTestCommand implements Command {
    public String name() {
        return "loadtest";
    }

    public String summary() {
        return "play many tables of bots at once against a server and report its answer times, CPU and memory";
    }

    public String usage() {
        return """
                ./fogisles loadtest ADDRESS [--tables 200] [--players 4] [--modules base] [--server-pid PID]
                                    [--database URL] [--timeout SECONDS]

                Creates --tables tables on the server at ADDRESS, each with --players person seats, and plays
                them all at once to their ends: every seat a random bot on its own WebSocket connection. Then
                prints the time from sending an action to receiving its answer (p50, p99, max), the games per
                minute, and the machine's load average before and after.

                  --server-pid PID  the server's process on this computer: its CPU time and memory (peak and
                                    current resident size, from /proc) are reported too
                  --database URL    the server's database (postgresql://..., or a jdbc: URL): every table played
                                    is re-played from its stored actions, each step's state hash compared
                  --timeout SECONDS give up after this long (default 1800)

                example: ./fogisles loadtest localhost:7777 --tables 200 --server-pid 12345
                """;
    }

    /** One table's run: its code, its players' answer times (ns), and its end. */
    private record Played(String code, List<Long> latencies, int steps) {}

    public int run(List<String> args, Services runtime, PrintStream out, PrintStream err) throws Exception {
        if (args.isEmpty() || args.get(0).startsWith("--")) throw new UsageException("give the server's address first, e.g. loadtest localhost:7777 --tables 200");
        String address = args.get(0), database = null;
        int tables = 200, players = 4;
        long pid = -1, timeout = 1800;
        List<String> modules = List.of("base");
        for (int i = 1; i < args.size(); i++) {
            String a = args.get(i);
            if (i + 1 >= args.size()) throw new UsageException(a + " needs a value");
            String v = args.get(++i);
            switch (a) {
                case "--tables" -> tables = (int) number(a, v, 1, 10_000);
                case "--players" -> players = (int) number(a, v, 1, 8);
                case "--modules" -> modules = List.of(v.split(","));
                case "--server-pid" -> pid = number(a, v, 1, Long.MAX_VALUE);
                case "--database" -> database = v;
                case "--timeout" -> timeout = number(a, v, 1, 86_400);
                default -> throw new UsageException("unknown option " + a
                        + DidYouMean.hint(a, List.of("--tables", "--players", "--modules", "--server-pid", "--database", "--timeout")));
            }
        }
        if (database != null) {
            try {
                Database.jdbcUrl(database);
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
        }
        if (pid > 0 && ProcessStats.read(pid) == null) throw new UsageException("--server-pid " + pid + ": no such process on this computer (or no /proc)");
        GameClient.uris(address); // a malformed address is a usage error before anything starts

        out.printf("loadtest: %d tables of %d random bots on %s (modules %s); load average %s%n", tables, players, address, String.join(",", modules), ProcessStats.loadAverage());
        ProcessStats before = pid > 0 ? ProcessStats.read(pid) : null;
        HttpClient http = GameClient.newHttpClient(); // one selector for every connection of this run
        long start = System.nanoTime();
        List<Played> played = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        try (ExecutorService tasks = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<Played>> runs = new ArrayList<>();
            for (int t = 0; t < tables; t++) {
                int table = t;
                List<String> mods = modules;
                int seats = players;
                long limit = timeout;
                runs.add(tasks.submit(() -> playTable(http, address, mods, seats, table, Duration.ofSeconds(limit))));
            }
            for (Future<Played> f : runs) {
                try {
                    played.add(f.get());
                } catch (java.util.concurrent.ExecutionException e) {
                    failures.add(String.valueOf(e.getCause().getMessage()));
                }
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        ProcessStats after = pid > 0 ? ProcessStats.read(pid) : null;

        List<Long> all = new ArrayList<>();
        int steps = 0;
        for (Played p : played) {
            all.addAll(p.latencies());
            steps += p.steps();
        }
        Collections.sort(all);
        out.printf("games: %d finished, %d failed, in %.1f s: %.0f games a minute, %d actions (%.0f a second)%n", played.size(), failures.size(), seconds,
                played.size() / seconds * 60, steps, steps / seconds);
        if (!all.isEmpty())
            out.printf("answer time (action sent -> its state received): p50 %.1f ms, p99 %.1f ms, max %.1f ms over %d actions%n", percentile(all, 0.50),
                    percentile(all, 0.99), all.get(all.size() - 1) / 1e6, all.size());
        if (before != null && after != null) {
            double cpu = after.cpuSeconds() - before.cpuSeconds();
            out.printf("server (pid %d): CPU %.1f s (%.0f%% of one core), resident memory peak %d MB, now %d MB%n", pid, cpu, 100 * cpu / seconds,
                    after.peakRssKb() / 1024, after.rssKb() / 1024);
        }
        out.printf("load average after: %s%n", ProcessStats.loadAverage());
        for (String f : failures.subList(0, Math.min(5, failures.size()))) err.println("loadtest: a table failed: " + f);

        boolean replayed = true;
        if (database != null) {
            List<String> codes = played.stream().map(Played::code).toList();
            try (InstalledRules rules = new InstalledRules(); Database db = Database.open(Database.jdbcUrl(database))) {
                List<Replay.Result> results = Replay.of(rules, new TableStore(db), codes);
                long good = 0;
                for (int i = 0; i < results.size(); i++) {
                    Replay.Result r = results.get(i);
                    boolean ok = r.problem() == null && r.over() && r.steps() == played.get(i).steps();
                    if (ok) good++;
                    else err.println("loadtest: table " + r.code() + " does not re-play as played: "
                            + (r.problem() != null ? r.problem() : r.steps() + " stored steps, " + played.get(i).steps() + " played, over: " + r.over()));
                }
                replayed = good == results.size();
                out.printf("re-played from the database: %d of %d tables, every step's state hash as stored%n", good, results.size());
            }
        }
        return failures.isEmpty() && replayed ? 0 : 1;
    }

    /** One table: a creator, then {@code seats} players who join and play it to its end at random. */
    private static Played playTable(HttpClient http, String address, List<String> modules, int seats, int table, Duration timeout) throws Exception {
        String code;
        try (GameClient host = GameClient.connect(address, "loadtest host " + table, false, Map.of(), http)) {
            host.reconnecting(false);
            host.next(ServerMessage.Welcome.class, Online.WAIT);
            host.send(new ClientMessage.Create(modules, Map.of(), List.of(), Collections.nCopies(seats, "person"), true));
            code = host.next(ServerMessage.Created.class, Online.WAIT).code();
        }
        List<GameClient> clients = new ArrayList<>();
        try {
            List<BotPlayer> bots = new ArrayList<>();
            for (int s = 0; s < seats; s++) {
                GameClient c = GameClient.connect(address, "loadtest " + table + "." + s, false, Map.of(), http);
                clients.add(c);
                c.next(ServerMessage.Welcome.class, Online.WAIT);
                bots.add(BotPlayer.join(c, code, "bot " + (s + 1), "random", null, table * 31L + s));
            }
            List<Long> latencies = new ArrayList<>();
            int steps;
            try (ExecutorService each = Executors.newVirtualThreadPerTaskExecutor()) {
                List<Future<ServerMessage.State>> ends = new ArrayList<>();
                for (BotPlayer b : bots) ends.add(each.submit(() -> b.play(timeout)));
                steps = -1;
                for (Future<ServerMessage.State> f : ends) {
                    ServerMessage.State end = f.get();
                    if (steps >= 0 && end.step() != steps) throw new IllegalStateException("table " + code + ": players saw different ends");
                    steps = end.step();
                }
            }
            for (BotPlayer b : bots) latencies.addAll(b.latencies());
            return new Played(code, latencies, steps);
        } finally {
            for (GameClient c : clients) c.close();
        }
    }

    private static double percentile(List<Long> sorted, double p) {
        int i = (int) Math.ceil(p * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, i))) / 1e6;
    }

    private static long number(String option, String v, long min, long max) {
        try {
            long n = Long.parseLong(v);
            if (n < min || n > max) throw new NumberFormatException();
            return n;
        } catch (NumberFormatException e) {
            throw new UsageException(option + " wants a whole number from " + min + " to " + max + ", got '" + v + "'");
        }
    }
}
