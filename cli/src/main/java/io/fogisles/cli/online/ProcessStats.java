package io.fogisles.cli.online;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A process's CPU time and resident memory, from Linux's /proc (what the load test reports of the server). */
record ProcessStats(double cpuSeconds, long rssKb, long peakRssKb) {
    /** Clock ticks per second of /proc's times: USER_HZ, 100 on Linux for every architecture the JDK runs on. */
    private static final double TICKS = 100;

    /** The process's figures now, or null when there is no such process (or no /proc). */
    static ProcessStats read(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc", String.valueOf(pid), "stat"));
            // after "pid (name) ": state is field 3, utime 14 and stime 15 (the name may hold spaces and parentheses)
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            double cpu = (Long.parseLong(f[11]) + Long.parseLong(f[12])) / TICKS;
            long rss = 0, peak = 0;
            for (String line : Files.readAllLines(Path.of("/proc", String.valueOf(pid), "status"))) {
                if (line.startsWith("VmRSS:")) rss = kb(line);
                if (line.startsWith("VmHWM:")) peak = kb(line);
            }
            return new ProcessStats(cpu, rss, peak);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** The machine's load average over 1, 5 and 15 minutes, or "unknown". */
    static String loadAverage() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).split(" ");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }

    private static long kb(String line) {
        return Long.parseLong(line.replaceAll("\\D", ""));
    }
}
