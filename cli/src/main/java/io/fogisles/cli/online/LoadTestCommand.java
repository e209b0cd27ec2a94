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
import io.fogisles.server.ServerMetrics;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;

/**
 * {@code ./fogisles loadtest ADDRESS --tables 200}: that many tables of bot players at once against a running
 * server, each player a real WebSocket that thinks before each decision as a person would (2–8 s by default);
 * reports the server's own answer time (an action's arrival until every seat was told, from its {@code /metrics}),
 * the answer time the bots saw, the server's CPU and memory, and (with the server's database) whether every table
 * re-plays from what was stored.
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
                ./fogisles loadtest ADDRESS [--tables 200] [--players 4] [--modules base] [--think 2-8]
                                    [--warmup 30] [--duration 120] [--server-pid PID] [--database URL] [--timeout SECONDS]

                Creates --tables tables on the server at ADDRESS, each with --players person seats, every seat a
                random bot on its own WebSocket connection that thinks before each decision for a time drawn
                from --think seconds, as people do. After --warmup seconds it measures for --duration seconds
                (0: until every game is over), then prints:
                  - the server's answer time: from an action's arrival until the state after it was handed to
                    every seat's connection (checked, applied, stored, told), p50, p99 and max; the server gives
                    it at GET /metrics to a client on its own computer (else this line says it is missing);
                  - the answer time the bots saw (action sent -> its state received), p50, p99, max;
                  - actions a second, the server's CPU (% of one core) and resident memory (now and peak);
                  - the machine's load average before and after.

                  --think MIN-MAX   seconds a bot thinks per decision, drawn evenly (default 2-8; 0: at once, as
                                    fast as the server answers: then the answer time is mostly a queue)
                  --server-pid PID  the server's process on this computer: its CPU time and memory from /proc
                                    (only needed when the server gives no /metrics)
                  --database URL    the server's database (postgresql://..., or a jdbc: URL): every table played
                                    is re-played from its stored actions, each step's state hash compared
                  --timeout SECONDS a table gives up when the server sent it nothing for this long (default 600)

                example: ./fogisles loadtest localhost:7777 --tables 200 --think 2-8 --duration 120
                """;
    }

    /** How many tables are set up at once. */
    private static final int SETTING_UP = 8;

    /** One table: its code, its players' connections and bots. */
    private record Seated(String code, List<GameClient> clients, List<BotPlayer> bots) {}

    /** What the server said of itself at one moment (GET /metrics), or what /proc says of its process. */
    private record ServerFigures(Histogram answers, double cpuSeconds, long rssKb, long peakRssKb) {}

    public int run(List<String> args, Services runtime, PrintStream out, PrintStream err) throws Exception {
        if (args.isEmpty() || args.get(0).startsWith("--")) throw new UsageException("give the server's address first, e.g. loadtest localhost:7777 --tables 200");
        String address = args.get(0), database = null;
        int tables = 200, players = 4;
        long pid = -1, timeout = 600, warmup = 30, duration = 120;
        long[] think = {2_000, 8_000};
        List<String> modules = List.of("base");
        for (int i = 1; i < args.size(); i++) {
            String a = args.get(i);
            if (i + 1 >= args.size()) throw new UsageException(a + " needs a value");
            String v = args.get(++i);
            switch (a) {
                case "--tables" -> tables = (int) number(a, v, 1, 10_000);
                case "--players" -> players = (int) number(a, v, 1, 8);
                case "--modules" -> modules = List.of(v.split(","));
                case "--think" -> think = thinkRange(v);
                case "--warmup" -> warmup = number(a, v, 0, 86_400);
                case "--duration" -> duration = number(a, v, 0, 86_400);
                case "--server-pid" -> pid = number(a, v, 1, Long.MAX_VALUE);
                case "--database" -> database = v;
                case "--timeout" -> timeout = number(a, v, 1, 86_400);
                default -> throw new UsageException("unknown option " + a + DidYouMean.hint(a,
                        List.of("--tables", "--players", "--modules", "--think", "--warmup", "--duration", "--server-pid", "--database", "--timeout")));
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
        URI server = GameClient.uris(address).get(0); // a malformed address is a usage error before anything starts

        out.printf("loadtest: %d tables of %d random bots on %s (modules %s), thinking %s per decision; warm-up %d s, then %s; load average %s%n",
                tables, players, address, String.join(",", modules), think[1] == 0 ? "0 s" : think[0] / 1e3 + "-" + think[1] / 1e3 + " s",
                warmup, duration == 0 ? "until every game is over" : "measured for " + duration + " s", ProcessStats.loadAverage());
        HttpClient http = GameClient.newHttpClient(); // one selector for every connection of this run
        List<Seated> seated = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        try (ExecutorService tasks = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<Seated>> seating = new ArrayList<>();
            // a few tables are set up at a time: building a table's rules is the server's heaviest request, and hundreds at
            // once on a busy machine kept it from answering within a minute (the setting up is not what is measured)
            java.util.concurrent.Semaphore setUp = new java.util.concurrent.Semaphore(SETTING_UP);
            for (int t = 0; t < tables; t++) {
                int table = t, seats = players;
                List<String> mods = modules;
                long[] thinking = think;
                seating.add(tasks.submit(() -> {
                    setUp.acquire();
                    try {
                        return seat(http, address, mods, seats, table, thinking);
                    } finally {
                        setUp.release();
                    }
                }));
            }
            for (Future<Seated> f : seating) {
                try {
                    seated.add(f.get());
                } catch (java.util.concurrent.ExecutionException e) {
                    failures.add(String.valueOf(e.getCause().getMessage()));
                }
            }
            if (seated.isEmpty()) {
                for (String f : failures.subList(0, Math.min(5, failures.size()))) err.println("loadtest: a table failed: " + f);
                err.println("loadtest: no table could be set up; nothing was measured");
                return 1;
            }
            out.printf("set up: %d tables, %d failed; load average %s%n", seated.size(), failures.size(), ProcessStats.loadAverage());
            Duration quiet = Duration.ofSeconds(timeout);
            // without a warm-up the stretch starts before the first move: every action is in it
            ServerFigures before = warmup == 0 ? figures(http, server, pid, err) : null;
            List<Future<ServerMessage.State>> plays = new ArrayList<>();
            for (Seated t : seated) for (BotPlayer b : t.bots()) plays.add(tasks.submit(() -> b.play(quiet)));
            long start = System.nanoTime();

            // the warm-up (the server's JIT, the tables' first moves), then the measured stretch
            int[] answeredBefore = new int[players * seated.size()];
            if (warmup > 0) {
                waitUntil(plays, start + TimeUnit.SECONDS.toNanos(warmup));
                before = figures(http, server, pid, err);
                answeredBefore = answered(seated);
            }
            long measuredFrom = System.nanoTime();
            waitUntil(plays, duration == 0 ? Long.MAX_VALUE : measuredFrom + TimeUnit.SECONDS.toNanos(duration));
            double seconds = (System.nanoTime() - measuredFrom) / 1e9;
            Thread.sleep(200); // the server notes an answer's time once it has told every seat: let it note the last ones
            ServerFigures after = figures(http, server, pid, err);
            for (Future<ServerMessage.State> f : plays) f.cancel(true); // the stretch is over: the bots stop
            int over = 0;
            for (int i = 0; i < plays.size(); i++) {
                Future<ServerMessage.State> f = plays.get(i);
                if (f.isCancelled()) continue;
                try {
                    if (f.get().over()) over++;
                } catch (java.util.concurrent.ExecutionException e) {
                    failures.add(String.valueOf(e.getCause().getMessage()));
                }
            }
            for (Seated t : seated) for (GameClient c : t.clients()) c.close();
            report(out, seated, over / Math.max(1, players), answeredBefore, before, after, seconds, pid);
        }
        out.printf("load average after: %s%n", ProcessStats.loadAverage());
        for (String f : failures.subList(0, Math.min(5, failures.size()))) err.println("loadtest: a table failed: " + f);

        boolean replayed = database == null || replayed(database, seated, out, err);
        return failures.isEmpty() && replayed ? 0 : 1;
    }

    /** Waits until {@code deadline} (System.nanoTime) or until every player's game is over. */
    private static void waitUntil(List<Future<ServerMessage.State>> plays, long deadline) throws InterruptedException {
        while (System.nanoTime() < deadline && !plays.stream().allMatch(Future::isDone)) Thread.sleep(200);
    }

    /** How many answers each bot had seen (its latencies), in order: the measured stretch counts those after. */
    private static int[] answered(List<Seated> seated) {
        return seated.stream().flatMap(t -> t.bots().stream()).mapToInt(b -> b.latencies().size()).toArray();
    }

    private static void report(PrintStream out, List<Seated> seated, int finished, int[] answeredBefore, ServerFigures before, ServerFigures after,
                               double seconds, long pid) {
        List<Long> seen = new ArrayList<>();
        int i = 0;
        for (Seated t : seated)
            for (BotPlayer b : t.bots()) {
                List<Long> all = b.latencies();
                seen.addAll(all.subList(Math.min(all.size(), answeredBefore[i++]), all.size()));
            }
        Collections.sort(seen);
        out.printf("measured %.1f s: %d tables playing, %d games over; %d actions answered (%.1f a second)%n", seconds, seated.size(), finished, seen.size(),
                seen.size() / seconds);
        if (before != null && before.answers() != null && after.answers() != null) {
            Histogram h = after.answers().copy();
            h.subtract(before.answers());
            out.printf(java.util.Locale.ROOT, "server answer time (an action's arrival -> every seat told): p50 %.1f ms, p99 %.1f ms, max %.1f ms over %d actions%n",
                    h.getValueAtPercentile(50) / 1e3, h.getValueAtPercentile(99) / 1e3, h.getMaxValue() / 1e3, h.getTotalCount());
        } else out.println("server answer time: not known (the server gives no /metrics to this computer)");
        if (!seen.isEmpty())
            out.printf(java.util.Locale.ROOT, "answer time the bots saw (action sent -> its state received): p50 %.1f ms, p99 %.1f ms, max %.1f ms over %d actions%n",
                    percentile(seen, 0.50), percentile(seen, 0.99), seen.get(seen.size() - 1) / 1e6, seen.size());
        if (before != null && after != null && before.cpuSeconds() >= 0) {
            double cpu = after.cpuSeconds() - before.cpuSeconds();
            out.printf(java.util.Locale.ROOT, "server%s: CPU %.1f s (%.0f%% of one core), resident memory now %d MB, peak %d MB%n", pid > 0 ? " (pid " + pid + ")" : "",
                    cpu, 100 * cpu / seconds, after.rssKb() / 1024, after.peakRssKb() / 1024);
        }
    }

    /** The server's figures: its /metrics when it gives them to this computer, else /proc of {@code pid}, else null. */
    private static ServerFigures figures(HttpClient http, URI server, long pid, PrintStream err) {
        Map<String, String> m = metrics(http, server);
        if (m != null && m.containsKey("answer_time_histogram")) {
            ProcessStats p = pid > 0 ? ProcessStats.read(pid) : null;
            return new ServerFigures(ServerMetrics.decode(m.get("answer_time_histogram")),
                    p != null ? p.cpuSeconds() : Double.parseDouble(m.getOrDefault("process_cpu_seconds", "-1")),
                    p != null ? p.rssKb() : Long.parseLong(m.getOrDefault("rss_kb", "-1")), p != null ? p.peakRssKb() : Long.parseLong(m.getOrDefault("peak_rss_kb", "-1")));
        }
        ProcessStats p = pid > 0 ? ProcessStats.read(pid) : null;
        return p == null ? null : new ServerFigures(null, p.cpuSeconds(), p.rssKb(), p.peakRssKb());
    }

    /** GET /metrics of the server (name value lines), or null when it gives none. */
    static Map<String, String> metrics(HttpClient http, URI server) {
        try {
            URI uri = new URI("http", null, server.getHost(), server.getPort(), "/metrics", null, null);
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(30)).GET().build(), HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() != 200) return null;
            Map<String, String> out = new java.util.LinkedHashMap<>();
            for (String line : r.body().split("\n")) {
                int sp = line.indexOf(' ');
                if (!line.startsWith("#") && sp > 0) out.put(line.substring(0, sp), line.substring(sp + 1));
            }
            return out;
        } catch (java.io.IOException | java.net.URISyntaxException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    private static boolean replayed(String database, List<Seated> seated, PrintStream out, PrintStream err) throws Exception {
        List<String> codes = seated.stream().map(Seated::code).toList();
        try (InstalledRules rules = new InstalledRules(); Database db = Database.open(Database.jdbcUrl(database))) {
            List<Replay.Result> results = Replay.of(rules, new TableStore(db), codes);
            long good = 0;
            for (int i = 0; i < results.size(); i++) {
                Replay.Result r = results.get(i);
                int seen = seated.get(i).bots().stream().map(BotPlayer::lastState).filter(java.util.Objects::nonNull).mapToInt(ServerMessage.State::step).max().orElse(0);
                boolean over = seated.get(i).bots().stream().map(BotPlayer::lastState).anyMatch(st -> st != null && st.over());
                // a game stopped at the end of the stretch may have one more step stored than its players were told of
                boolean ok = r.problem() == null && r.over() == over && (r.steps() == seen || !over && r.steps() == seen + 1);
                if (ok) good++;
                else err.println("loadtest: table " + r.code() + " does not re-play as played: "
                        + (r.problem() != null ? r.problem() : r.steps() + " stored steps, " + seen + " played, over: " + r.over()));
            }
            out.printf("re-played from the database: %d of %d tables, every step's state hash as stored%n", good, results.size());
            return good == results.size();
        }
    }

    /** One table: a creator, then {@code seats} players who join it (it starts when full), each a random bot ready to play. */
    private static Seated seat(HttpClient http, String address, List<String> modules, int seats, int table, long[] think) throws Exception {
        String code;
        try (GameClient host = GameClient.connect(address, "loadtest host " + table, false, Map.of(), http)) {
            host.reconnecting(false);
            host.next(ServerMessage.Welcome.class, Online.WAIT);
            host.send(new ClientMessage.Create(modules, Map.of(), List.of(), Collections.nCopies(seats, "person"), true));
            code = host.next(ServerMessage.Created.class, Online.WAIT).code();
        }
        List<GameClient> clients = new ArrayList<>();
        List<BotPlayer> bots = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            GameClient c = GameClient.connect(address, "loadtest " + table + "." + s, false, Map.of(), http);
            clients.add(c);
            c.next(ServerMessage.Welcome.class, Online.WAIT);
            BotPlayer b = BotPlayer.join(c, code, "bot " + (s + 1), "random", null, table * 31L + s);
            if (think[1] > 0) b.thinking(think[0], think[1], table * 131L + s);
            bots.add(b);
        }
        return new Seated(code, clients, bots);
    }

    /** {@code MIN-MAX} or {@code N} seconds (decimals allowed) as milliseconds. */
    private static long[] thinkRange(String v) {
        try {
            String[] p = v.split("-", -1);
            if (p.length > 2) throw new NumberFormatException();
            long min = Math.round(Double.parseDouble(p[0]) * 1000), max = p.length == 2 ? Math.round(Double.parseDouble(p[1]) * 1000) : min;
            if (min < 0 || max < min || max > 3_600_000) throw new NumberFormatException();
            return new long[] {min, max};
        } catch (NumberFormatException e) {
            throw new UsageException("--think wants seconds as MIN-MAX (e.g. 2-8) or one number (0: no thinking), got '" + v + "'");
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
