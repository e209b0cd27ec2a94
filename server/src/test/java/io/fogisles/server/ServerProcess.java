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
record ServerProcess(Process process, int port) implements AutoCloseable {
    private static final Pattern LISTENING = Pattern.compile("listening on ws://[^:]+:(\\d+)/");

    /** Starts {@code ServerMain --host 127.0.0.1 ARGS} and returns once it listens. */
    static ServerProcess start(String... args) throws Exception {
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of(java, "--enable-native-access=ALL-UNNAMED", "-Dpolyglot.engine.WarnInterpreterOnly=false",
                "-cp", cp, ServerMain.class.getName(), "--host", "127.0.0.1"));
        cmd.addAll(List.of(args));
        if (Runtime.version().feature() >= 24) cmd.add(1, "--sun-misc-unsafe-memory-access=allow");
        Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        for (String line; (line = out.readLine()) != null; ) {
            Matcher m = LISTENING.matcher(line);
            if (m.find()) {
                Thread.ofVirtual().start(() -> out.lines().forEach(l -> { })); // keep reading so the server never blocks on its output
                return new ServerProcess(p, Integer.parseInt(m.group(1)));
            }
        }
        throw new AssertionError("the server process ended without listening (exit " + p.waitFor() + ")");
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
