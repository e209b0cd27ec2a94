package io.fogisles.server;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A server as a {@code java} process of its own ({@link ServerMain} on the test's class path), so a test can kill it with SIGKILL. */
record ServerProcess(Process process, int port, List<String> args, List<String> output) implements AutoCloseable {
    private static final Pattern LISTENING = Pattern.compile("listening on ws://[^:]+:(\\d+)/");

    /** Starts {@code ServerMain --host 127.0.0.1 ARGS} and returns once it listens. */
    static ServerProcess start(String... args) throws Exception {
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of(java, "--enable-native-access=ALL-UNNAMED", "-Dpolyglot.engine.WarnInterpreterOnly=false",
                "-cp", cp, ServerMain.class.getName(), "--host", "127.0.0.1"));
        cmd.addAll(List.of(args));
        if (Runtime.version().feature() >= 24) cmd.add(1, "--sun-misc-unsafe-memory-access=allow");
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start(); // its errors too in output(), for a failing test to show
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        List<String> output = new java.util.concurrent.CopyOnWriteArrayList<>();
        for (String line; (line = out.readLine()) != null; ) {
            output.add(line);
            Matcher m = LISTENING.matcher(line);
            if (m.find()) {
                Thread.ofVirtual().start(() -> { // keep reading so the server never blocks on its output
                    try {
                        out.lines().forEach(output::add);
                    } catch (java.io.UncheckedIOException ended) {
                        // the process was killed or closed
                    }
                });
                return new ServerProcess(p, Integer.parseInt(m.group(1)), List.of(args), output);
            }
        }
        throw new AssertionError("the server process ended without listening (exit " + p.waitFor() + "): " + String.join("\n", output));
    }

    /**
     * The same server started again on its port (the same data folder or database): {@code --port 0} becomes the port
     * it had, so clients find it where it was.
     */
    ServerProcess again() throws Exception {
        List<String> a = new ArrayList<>(args);
        int i = a.indexOf("--port");
        if (i >= 0) a.set(i + 1, String.valueOf(port));
        else a.addAll(List.of("--port", String.valueOf(port)));
        return start(a.toArray(String[]::new));
    }

    /** The last lines the server wrote (output and errors), for a failure's message. */
    String lastLines(int n) {
        List<String> all = List.copyOf(output);
        return String.join("\n", all.subList(Math.max(0, all.size() - n), all.size()));
    }

    /** The server's threads now (jcmd Thread.print), for a failure's message when it seems stuck. */
    String threads() {
        try {
            Process j = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "jcmd").toString(), String.valueOf(process.pid()), "Thread.print")
                    .redirectErrorStream(true).start();
            String text = new String(j.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            j.waitFor(30, TimeUnit.SECONDS);
            return text;
        } catch (Exception e) {
            return "(no thread dump: " + e + ")";
        }
    }

    String address() {
        return "127.0.0.1:" + port;
    }

    /** SIGKILL: no shutdown hook, no flush; returns the exit status (137). */
    int kill() throws InterruptedException {
        process.destroyForcibly();
        if (!process.waitFor(30, TimeUnit.SECONDS)) throw new AssertionError("the server process did not end after SIGKILL");
        return process.exitValue();
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }
}
