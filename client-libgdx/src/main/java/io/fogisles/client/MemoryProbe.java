package io.fogisles.client;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;

/** The process's resident memory and CPU time, as the smoke run reports them (Linux: /proc; elsewhere -1). */
public final class MemoryProbe {
    private MemoryProbe() {
    }

    /** Resident set size in kB (VmRSS of /proc/self/status), or -1 where there is no /proc. */
    public static long rssKb() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status")))
                if (line.startsWith("VmRSS:")) return Long.parseLong(line.replaceAll("[^0-9]", ""));
        } catch (IOException | RuntimeException e) {
            return -1;
        }
        return -1;
    }

    /** CPU time of the whole process (every thread) in nanoseconds, or -1. */
    public static long cpuNanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) return os.getProcessCpuTime();
        return -1;
    }

    /** The largest resident parts of the process by mapping (a file, or [heap], or anonymous), from /proc/self/smaps. */
    public static String residentByMapping(int top) {
        java.util.Map<String, Long> rss = new java.util.HashMap<>();
        try {
            String name = "?";
            for (String line : Files.readAllLines(Path.of("/proc/self/smaps"))) {
                if (line.matches("^[0-9a-f]+-[0-9a-f]+ .*")) {
                    String[] f = line.trim().split("\\s+", 6);
                    name = f.length > 5 ? f[5] : "[anonymous]";
                } else if (line.startsWith("Rss:")) {
                    rss.merge(name, Long.parseLong(line.replaceAll("[^0-9]", "")), Long::sum);
                }
            }
        } catch (IOException | RuntimeException e) {
            return "no /proc/self/smaps: " + e + "\n";
        }
        StringBuilder b = new StringBuilder();
        rss.entrySet().stream().sorted(java.util.Map.Entry.<String, Long>comparingByValue().reversed()).limit(top)
                .forEach(e -> b.append(String.format("%9d  %s%n", e.getValue(), e.getKey())));
        return b.toString();
    }
}
