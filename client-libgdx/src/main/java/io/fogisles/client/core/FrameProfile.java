package io.fogisles.client.core;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Where a frame's time goes (smoke runs with {@code --profile}): the screens mark the end of each part of
 * a frame; when profiling, each mark first waits for the GL to finish ({@code sync}), so that the time of
 * the drawing is counted where it was issued and not at the buffer swap. Off, a mark costs nothing.
 */
public final class FrameProfile {
    private final Runnable sync;
    private final boolean on;
    private final Map<String, long[]> sums = new LinkedHashMap<>(); // section -> {nanos, count}
    private long last;

    public FrameProfile(boolean on, Runnable sync) {
        this.on = on;
        this.sync = sync;
    }

    public boolean on() {
        return on;
    }

    /** Ends the section that began at the previous mark. */
    public void mark(String section) {
        if (!on) return;
        sync.run();
        long now = System.nanoTime();
        if (last != 0) {
            long[] s = sums.computeIfAbsent(section, k -> new long[2]);
            s[0] += now - last;
            s[1]++;
        }
        last = now;
    }

    /** "section avg ms" for every section, in the order first seen. */
    public String summary() {
        StringBuilder b = new StringBuilder();
        for (Map.Entry<String, long[]> e : sums.entrySet()) {
            long[] s = e.getValue();
            if (b.length() > 0) b.append(", ");
            b.append(String.format(Locale.ROOT, "%s %.2f ms", e.getKey(), s[0] / 1e6 / Math.max(1, s[1])));
        }
        return b.toString();
    }
}
