package io.fogisles.client;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Where the client's start-up time goes, for the smoke run's report: from the process's start (the launcher's
 * bash) through the launcher and the JVM's start to the client's steps up to the first frame, each in
 * milliseconds after the step before. The process start comes from /proc (Linux; 10 ms steps).
 */
final class StartupClock {
    private static final List<String> NAMES = new ArrayList<>();
    private static final List<Long> TIMES = new ArrayList<>();

    private StartupClock() {
    }

    /** Notes that a step of the start-up is done now. */
    static synchronized void mark(String step) {
        NAMES.add(step);
        TIMES.add(System.currentTimeMillis());
    }

    /**
     * One line: the process's start → the launcher's first line ({@code FOGISLES_LAUNCHED_AT}, bash reading the
     * script) → its exec of java ({@code FOGISLES_EXEC_AT}, the launcher's work) → the JVM's start (the java
     * launcher and the JVM's own set-up) → each marked step. Parts whose times are unknown are left out.
     */
    static synchronized String report() {
        StringBuilder b = new StringBuilder("start-up (ms, each after the one before):");
        long last = processStart();
        last = part(b, "bash", last, millis(System.getenv("FOGISLES_LAUNCHED_AT")));
        last = part(b, "launcher", last, millis(System.getenv("FOGISLES_EXEC_AT")));
        last = part(b, "java launcher and JVM set-up", last, ManagementFactory.getRuntimeMXBean().getStartTime());
        for (int i = 0; i < NAMES.size(); i++) last = part(b, NAMES.get(i), last, TIMES.get(i));
        return b.toString();
    }

    private static long part(StringBuilder b, String name, long from, long to) {
        if (to <= 0) return from;
        if (from > 0) b.append(String.format(Locale.ROOT, "%s %s %d", b.charAt(b.length() - 1) == ':' ? "" : ",", name, to - from));
        return to;
    }

    private static long millis(String epochMillis) {
        return epochMillis != null && epochMillis.matches("\\d{13}") ? Long.parseLong(epochMillis) : -1;
    }

    /**
     * The process's start in ms since the epoch: its age from /proc (its start in clock ticks after boot, and
     * the time since boot, both in 10 ms steps) taken from now; −1 where /proc is missing. The process is the
     * launcher's: it replaces itself with java.
     */
    private static long processStart() {
        try {
            long now = System.currentTimeMillis();
            String stat = Files.readString(Path.of("/proc/self/stat"));
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            long startTicks = Long.parseLong(f[19]); // field 22 of the file; the name (field 2) may hold spaces
            double uptime = Double.parseDouble(Files.readString(Path.of("/proc/uptime")).split(" ")[0]);
            return now - Math.round(uptime * 1000) + startTicks * 10; // USER_HZ is 100 on Linux
        } catch (Exception e) {
            return -1;
        }
    }
}
