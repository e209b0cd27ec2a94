package io.fogisles.client;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

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

    /**
     * CPU ticks (user + system, in clock ticks) of each thread of the process by its name, from
     * /proc/self/task/N/stat (Linux; empty elsewhere). Threads of one name are summed ("C2 CompilerThre", "llvmpipe-0",
     * "main", …): the names the kernel keeps, at most 15 characters. For saying where an idle process spends its CPU.
     */
    public static java.util.Map<String, Long> threadTicks() {
        java.util.Map<String, Long> ticks = new java.util.TreeMap<>();
        try (var tasks = Files.list(Path.of("/proc/self/task"))) {
            for (Path task : (Iterable<Path>) tasks::iterator) {
                String stat;
                try {
                    stat = Files.readString(task.resolve("stat"));
                } catch (IOException gone) { // the thread ended meanwhile
                    continue;
                }
                int open = stat.indexOf('('), close = stat.lastIndexOf(')');
                if (open < 0 || close < open) continue;
                String[] f = stat.substring(close + 2).split(" "); // f[0] is field 3 (state): utime is field 14, stime 15
                if (f.length < 13) continue;
                ticks.merge(stat.substring(open + 1, close), Long.parseLong(f[11]) + Long.parseLong(f[12]), Long::sum);
            }
        } catch (IOException | RuntimeException e) {
            return java.util.Map.of();
        }
        return ticks;
    }

    /** The threads that took CPU between two {@link #threadTicks()} readings, busiest first ("name 120 ms, …"), at 100 ticks a second. */
    public static String busiestThreads(java.util.Map<String, Long> before, java.util.Map<String, Long> after, int top) {
        List<java.util.Map.Entry<String, Long>> used = new ArrayList<>();
        for (var e : after.entrySet()) {
            long d = e.getValue() - before.getOrDefault(e.getKey(), 0L);
            if (d > 0) used.add(java.util.Map.entry(e.getKey(), d));
        }
        used.sort((a, b) -> Long.compare(b.getValue(), a.getValue()));
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < Math.min(top, used.size()); i++) {
            if (i > 0) s.append(", ");
            s.append(used.get(i).getKey()).append(' ').append(used.get(i).getValue() * 10).append(" ms");
        }
        return s.length() == 0 ? "none" : s.toString();
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
