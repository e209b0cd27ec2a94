package io.fogisles.cli.sim;

import java.io.PrintStream;
import java.util.Locale;

/**
 * A one-line progress display on stderr, redrawn at most every 0.2 s: a bar with the time left for a known
 * number of games, or (for {@code --games auto}) the pairs so far and the current interval. When stderr is
 * not a terminal (a log file, CI), a line of its own every 10 s instead: games done, games per second and
 * the time left, which a log keeps readable (a redrawn line would be one endless line there).
 */
final class ProgressLine {
    private final PrintStream err;
    private final String label;
    private final int total; // negative: at most −total, the end is not known
    private final long start = System.nanoTime();
    private long last;
    private int done;
    private String detail = "";
    private String status = "";
    private int width;
    private final boolean lines;
    /** How often a line is written in line mode (ns). */
    static final long LINE_EVERY = 10_000_000_000L;

    ProgressLine(PrintStream err, String label, int total) {
        this(err, label, total, false);
    }

    /** @param lines a line every 10 s (stderr is no terminal) rather than one line redrawn */
    ProgressLine(PrintStream err, String label, int total, boolean lines) {
        this.err = err;
        this.label = label;
        this.total = total;
        this.lines = lines;
        this.last = lines ? start : 0;
    }

    synchronized void update(int done) {
        this.done = Math.max(this.done, done);
        long now = System.nanoTime();
        if (lines) {
            if (now - last >= LINE_EVERY) {
                last = now;
                err.println(line(now));
                err.flush();
            }
            return;
        }
        if (done < total && now - last < 200_000_000L) return;
        if (total < 0 && now - last < 200_000_000L) return;
        last = now;
        draw(now);
    }

    /** A text shown after the count (the current interval). */
    synchronized void detail(String text) {
        detail = text;
        if (!lines) draw(System.nanoTime());
    }

    /** A text shown last: where the games are played (a cluster's games/s and workers). */
    synchronized void status(String text) {
        status = text;
        if (!lines) draw(System.nanoTime());
    }

    /** The line of line mode: "label: 120/1000 games, 3.4 games/s, eta 259s  detail". */
    String line(long now) {
        return line(label, total, done, (now - start) / 1e9, detail, status);
    }

    static String line(String label, int total, int done, double secs, String detail, String status) {
        String unit = total < 0 ? "pairs" : "games";
        String rate = SimulationTable.rate(secs <= 0 ? 0 : done / secs);
        String eta = total < 0 ? "" : done == 0 ? ", eta ?" : String.format(Locale.ROOT, ", eta %.0fs", secs * (total - done) / done);
        String count = total < 0 ? done + " pairs (at most " + -total + ")" : done + "/" + total + " " + unit;
        String out = String.format(Locale.ROOT, "%s: %s, %s %s/s%s  %s", label, count, rate, unit, eta, detail).stripTrailing();
        return status.isEmpty() ? out : out + "  [" + status + "]";
    }

    private void draw(long now) {
        String line;
        if (total >= 0) {
            int bar = 30, filled = (int) ((long) bar * done / Math.max(1, total));
            double secs = (now - start) / 1e9;
            String eta = done == 0 ? "?" : String.format(Locale.ROOT, "%.0fs", secs * (total - done) / done);
            line = String.format(Locale.ROOT, "%s [%s%s] %d/%d  eta %s %s", label, "#".repeat(filled), ".".repeat(bar - filled), done, total, eta, detail);
        } else {
            line = String.format(Locale.ROOT, "%s: %d pairs (at most %d)  %s", label, done, -total, detail);
        }
        if (!status.isEmpty()) line = line.stripTrailing() + "  [" + status + "]";
        width = Math.max(width, line.length());
        err.print("\r" + line + " ".repeat(width - line.length()));
        err.flush();
    }

    synchronized void finish() {
        if (lines) return;
        err.print("\r" + " ".repeat(width + 1) + "\r");
        err.flush();
    }
}
