package io.fogisles.server;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Locale;
import org.HdrHistogram.ConcurrentHistogram;
import org.HdrHistogram.Histogram;

/**
 * What the server measures of itself: how long it takes to answer a player's action (from the action's arrival,
 * decoded, until the state after it was handed to the connection of every seat at the table: the engine, the
 * database write and the views included), and its own CPU time and resident memory. {@code GET /metrics} shows
 * them to a client on this computer ({@link MetricsHandler}); {@code ./fogisles loadtest} reads them before and
 * after its measured stretch, so its figures are the server's own, not those of a queue in front of it.
 */
public final class ServerMetrics {
    /** Answer times in microseconds (3 significant digits, any range): all of them, without keeping each one. */
    private final Histogram answers = new ConcurrentHistogram(3);

    /** An action was answered {@code nanos} after it arrived. */
    public void answered(long nanos) {
        answers.recordValue(Math.max(0, nanos / 1_000));
    }

    /** The answer times so far, in microseconds (a copy). */
    public Histogram answerTimes() {
        return answers.copy();
    }

    /** The page {@code GET /metrics} gives: one figure a line, {@code name value}. */
    String text(int tables, int connections) {
        Histogram h = answerTimes();
        StringBuilder b = new StringBuilder("# Fog Isles server: answer time = an action's arrival until every seat's connection has the state after it\n");
        b.append("tables ").append(tables).append('\n');
        b.append("connections ").append(connections).append('\n');
        b.append("actions_answered ").append(h.getTotalCount()).append('\n');
        b.append(String.format(Locale.ROOT, "answer_time_ms p50 %.3f p99 %.3f max %.3f%n", h.getValueAtPercentile(50) / 1e3, h.getValueAtPercentile(99) / 1e3, h.getMaxValue() / 1e3));
        b.append("answer_time_histogram ").append(encode(h)).append('\n');
        b.append(String.format(Locale.ROOT, "process_cpu_seconds %.3f%n", cpuSeconds()));
        long[] rss = rssKb();
        b.append("rss_kb ").append(rss[0]).append('\n');
        b.append("peak_rss_kb ").append(rss[1]).append('\n');
        return b.toString();
    }

    /** A histogram as one line of text (HdrHistogram's compressed form in Base64); {@link #decode} reads it back. */
    public static String encode(Histogram h) {
        ByteBuffer buf = ByteBuffer.allocate(h.getNeededByteBufferCapacity());
        int n = h.encodeIntoCompressedByteBuffer(buf);
        return Base64.getEncoder().encodeToString(java.util.Arrays.copyOf(buf.array(), n));
    }

    public static Histogram decode(String text) {
        try {
            return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder().decode(text.strip())), 0);
        } catch (java.util.zip.DataFormatException e) {
            throw new IllegalArgumentException("not a histogram: " + e.getMessage(), e);
        }
    }

    private static double cpuSeconds() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os ? os.getProcessCpuTime() / 1e9 : -1;
    }

    /** This process's resident memory now and at its peak (kB, from Linux's /proc; −1 elsewhere). */
    private static long[] rssKb() {
        long[] out = {-1, -1};
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmRSS:")) out[0] = Long.parseLong(line.replaceAll("\\D", ""));
                if (line.startsWith("VmHWM:")) out[1] = Long.parseLong(line.replaceAll("\\D", ""));
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: the figures say −1
        }
        return out;
    }
}
