package io.fogisles.cli.cluster;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A {@code ./fogisles worker} as a real process of its own (java with the test's class path), on loopback
 * with one game thread, so a test can kill it with SIGKILL. Its output lines are collected as they come.
 */
final class WorkerProcess implements AutoCloseable {
    private static final Pattern READY = Pattern.compile("worker (127\\.0\\.0\\.1:\\d+) ready");
    /** A worker on a busy machine takes a while to start (a JVM, the engine, a warm-up game): waits are generous. */
    static final Duration START_CAP = Duration.ofMinutes(4);

    private final Process process;
    private final List<String> lines = new ArrayList<>();
    private boolean ended; // its output is closed: no more lines come
    private final String address;

    private WorkerProcess(Process process) throws InterruptedException {
        this.process = process;
        Thread.ofPlatform().daemon().start(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = in.readLine()) != null; ) {
                    synchronized (lines) {
                        lines.add(line);
                        lines.notifyAll();
                    }
                }
            } catch (java.io.IOException e) {
                // the process ended
            }
            synchronized (lines) {
                ended = true;
                lines.notifyAll();
            }
        });
        String ready = await(l -> READY.matcher(l).find(), START_CAP, "ready");
        Matcher m = READY.matcher(ready);
        if (!m.find()) throw new AssertionError(ready);
        this.address = m.group(1);
    }

    /**
     * Starts a worker: {@code join} null for the first one; {@code home} the program folder it sees (an empty
     * one: no bundled rules, so a rule it plays must have come with the job); {@code extraClassPath} a folder
     * put after the test's class path (null: none).
     */
    static WorkerProcess start(String join, Path home, Path extraClassPath) throws Exception {
        String cp = System.getProperty("java.class.path"); // as the test JVM has it: the same build info
        if (extraClassPath != null) cp = cp + java.io.File.pathSeparator + extraClassPath;
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of(java, "-Xmx384m", "-Xss1g", "--enable-native-access=ALL-UNNAMED", "-Dpolyglot.engine.WarnInterpreterOnly=false",
                "-Dfogisles.home=" + home, "--add-opens", "java.base/java.lang=ALL-UNNAMED", "--add-opens", "java.base/sun.nio.ch=ALL-UNNAMED"));
        if (Runtime.version().feature() >= 24) cmd.add("--sun-misc-unsafe-memory-access=allow");
        cmd.addAll(List.of("-cp", cp, "io.fogisles.cli.Main", "worker", "--port", "0", "--host", "127.0.0.1", "--threads", "1"));
        if (join != null) cmd.addAll(List.of("--join", join));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        pb.environment().put("FOGISLES_RULES", home.resolve("no-rules").toString());
        return new WorkerProcess(pb.start());
    }

    String address() {
        return address;
    }

    long pid() {
        return process.pid();
    }

    /** Its output so far. */
    List<String> lines() {
        synchronized (lines) {
            return List.copyOf(lines);
        }
    }

    /** Waits for a line (counting from line {@code after}), failing with the output when the process ends first or the cap passes. */
    String await(int after, Predicate<String> line, Duration cap, String what) throws InterruptedException {
        long deadline = System.nanoTime() + cap.toNanos();
        synchronized (lines) {
            for (int seen = after; ; ) {
                for (; seen < lines.size(); seen++) if (line.test(lines.get(seen))) return lines.get(seen);
                long left = deadline - System.nanoTime();
                if (left <= 0) throw new AssertionError("the worker did not come " + what + " within " + cap.toSeconds() + " s; its output:\n" + String.join("\n", lines));
                if (ended) throw new AssertionError("the worker ended before " + what + "; its output:\n" + String.join("\n", lines));
                lines.wait(Math.min(TimeUnit.NANOSECONDS.toMillis(left) + 1, 500));
            }
        }
    }

    String await(Predicate<String> line, Duration cap, String what) throws InterruptedException {
        return await(0, line, cap, what);
    }

    /** SIGKILL: no shutdown hook, nothing said to the cluster. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        if (!process.waitFor(60, TimeUnit.SECONDS)) throw new AssertionError("the worker did not end after SIGKILL");
    }

    @Override
    public void close() {
        process.destroy(); // SIGTERM: it leaves the cluster in order
        try {
            if (!process.waitFor(60, TimeUnit.SECONDS)) process.destroyForcibly();
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
