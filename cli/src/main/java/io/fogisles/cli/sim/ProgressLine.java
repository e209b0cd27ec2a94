package io.fogisles.cli.sim;

import java.io.PrintStream;
import java.util.Locale;

/**
 * A one-line progress display on stderr, redrawn at most every 0.2 s: a bar with the time left for a known
 * number of games, or (for {@code --games auto}) the pairs so far and the current interval.
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

    ProgressLine(PrintStream err, String label, int total) {
        this.err = err;
        this.label = label;
        this.total = total;
    }

    synchronized void update(int done) {
        this.done = Math.max(this.done, done);
        long now = System.nanoTime();
        if (done < total && now - last < 200_000_000L) return;
        if (total < 0 && now - last < 200_000_000L) return;
        last = now;
        draw(now);
    }

    /** A text shown after the count (the current interval). */
    synchronized void detail(String text) {
        detail = text;
        draw(System.nanoTime());
    }

    /** A text shown last: where the games are played (a cluster's games/s and workers). */
    synchronized void status(String text) {
        status = text;
        draw(System.nanoTime());
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
        err.print("\r" + " ".repeat(width + 1) + "\r");
        err.flush();
    }
}
