package io.fogisles.client;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Whether a long run (a smoke run, a served table) is still getting somewhere: it is given signals (the phase, the
 * game's version, a window's progress file, the last state a spectator saw) and any change of one counts as
 * progress. A run fails when nothing progressed for {@code stall}, or when it is not done within {@code cap}
 * (a generous bound on the whole run): a busy machine makes a run slow, not stuck, so no tight budget on the
 * wall clock decides whether it passed.
 */
final class Progress {
    /** The file a smoke run writes its progress to (its phase and the game's step), for whoever waits on the process. */
    static final String FILE = "smoke-progress.txt";

    private final Duration stall;
    private final Duration cap;
    private final long start = System.nanoTime();
    private long lastAt = start;
    private String lastWhat = "the start";
    private final Map<Object, String> seen = new HashMap<>();

    Progress(Duration stall, Duration cap) {
        this.stall = stall;
        this.cap = cap;
    }

    /** The signal {@code key} is now {@code value}: a change (or a new signal) is progress. */
    void see(Object key, String value) {
        if (!Objects.equals(seen.put(key, value), value)) {
            lastAt = System.nanoTime();
            lastWhat = value;
        }
    }

    /** A progress file's content as a signal (a file not there yet is no progress). */
    void seeFile(Path file) {
        try {
            if (Files.exists(file)) see(file, file + ": " + Files.readString(file, StandardCharsets.UTF_8).strip());
        } catch (IOException e) {
            // being written: read it at the next look
        }
    }

    /** Null while the run may go on; else why it has to stop. */
    String verdict() {
        long now = System.nanoTime();
        if (now - lastAt > stall.toNanos())
            return String.format(java.util.Locale.ROOT, "no progress for %d s (the last: %s, %.0f s into the run)", stall.toSeconds(), lastWhat, (lastAt - start) / 1e9);
        if (now - start > cap.toNanos()) return "not done within " + cap.toSeconds() + " s, though it kept progressing (the last: " + lastWhat + ")";
        return null;
    }

    /** Seconds since the run began. */
    double seconds() {
        return (System.nanoTime() - start) / 1e9;
    }
}
