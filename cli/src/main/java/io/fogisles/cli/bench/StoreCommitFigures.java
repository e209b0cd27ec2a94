package io.fogisles.cli.bench;

import io.fogisles.server.store.Database;
import io.fogisles.server.store.TableStore;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

/**
 * {@code ./fogisles bench --store}: what the commit of one accepted action costs the server, in the database as the
 * server writes it ({@link TableStore#append}: the version claimed and raised, the action's row inserted, one commit
 * that is durable before it returns). Timed one after another at one table, then at several tables at once (each
 * on a thread of its own, as the server's tables write from its pool).
 */
final class StoreCommitFigures {
    /** A typical stored action and state hash (the sizes the island game stores). */
    private static final String ACTION = "{\"type\":\"base:fly\",\"to\":17}", HASH = "0123456789abcdef";

    private StoreCommitFigures() {
    }

    static void run(PrintStream out, List<String> databases, boolean quick) throws Exception {
        int sequential = quick ? 300 : 2000, tables = 4, each = quick ? 100 : 500;
        out.println("machine: " + Runtime.getRuntime().availableProcessors() + " cores, load average " + loadAverage() + ", Java " + System.getProperty("java.version"));
        out.println("a commit = TableStore.append (one transaction: the version claimed and raised, the action inserted, committed); times in ms");
        Path temp = null;
        if (databases.isEmpty()) {
            temp = Files.createTempDirectory("fogisles-store-bench");
            databases = List.of(Database.embeddedUrl(temp));
        }
        try {
            for (String given : databases) {
                String url = Database.jdbcUrl(given);
                Database opened;
                try {
                    opened = Database.open(url);
                } catch (IllegalStateException e) {
                    throw new io.fogisles.cli.UsageException(e.getMessage());
                }
                try (Database db = opened) {
                    TableStore store = new TableStore(db);
                    double[] one = commits(store, sequential);
                    ExecutorService pool = Executors.newFixedThreadPool(tables);
                    long start = System.nanoTime();
                    List<Future<double[]>> parts = new ArrayList<>();
                    for (int t = 0; t < tables; t++) parts.add(pool.submit(() -> commits(store, each)));
                    List<double[]> all = new ArrayList<>();
                    for (Future<double[]> f : parts) all.add(f.get());
                    double seconds = (System.nanoTime() - start) / 1e9;
                    pool.shutdown();
                    double[] together = all.stream().flatMapToDouble(Arrays::stream).toArray();
                    out.println(shown(url));
                    out.printf(Locale.ROOT, "  1 table, %,d commits one after another: p50 %.2f, p99 %.2f, max %.2f (%,.0f commits/s)%n", sequential,
                            percentile(one, 50), percentile(one, 99), percentile(one, 100), 1000 * one.length / Arrays.stream(one).sum());
                    out.printf(Locale.ROOT, "  %d tables at once, %,d commits each: p50 %.2f, p99 %.2f, max %.2f (%,.0f commits/s in all)%n", tables, each,
                            percentile(together, 50), percentile(together, 99), percentile(together, 100), together.length / seconds);
                }
            }
        } finally {
            if (temp != null) try (Stream<Path> files = Files.walk(temp)) {
                for (Path p : files.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
            }
        }
    }

    /** A new table and {@code n} actions appended to it, each commit timed (ms); the first 10% are warm-up, left out. */
    private static double[] commits(TableStore store, int n) {
        String code = "B" + Long.toString(System.nanoTime() & 0xFFFFFFFFFL, 36).toUpperCase(Locale.ROOT);
        if (!store.create(code, "{}", 1, HASH)) throw new IllegalStateException("table " + code + " exists");
        int warm = n / 10, version = 0;
        double[] ms = new double[n];
        for (int step = 0; step < warm + n; step++) {
            long t0 = System.nanoTime();
            version = store.append(code, version, new TableStore.StoredAction(step, 0, ACTION, HASH), null);
            if (step >= warm) ms[step - warm] = (System.nanoTime() - t0) / 1e6;
        }
        return ms;
    }

    private static double percentile(double[] values, int p) {
        double[] s = values.clone();
        Arrays.sort(s);
        return s[Math.min(s.length - 1, (int) Math.ceil(p / 100.0 * s.length) - 1)];
    }

    private static String shown(String url) {
        String u = url.replaceAll("password=[^&;]*", "password=***");
        return u.startsWith("jdbc:sqlite:") ? "embedded (SQLite): " + u : u;
    }

    private static String loadAverage() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (Exception e) {
            return "?";
        }
    }
}
