package io.fogisles.client;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** What the client's runs in processes of their own (under Xvfb) share. */
final class SmokeTestSupport {
    private SmokeTestSupport() {
    }

    /** Whether an executable of that name is on the PATH (xvfb-run, for instance). */
    static boolean onPath(String tool) {
        String path = System.getenv("PATH");
        if (path == null) return false;
        for (String dir : path.split(File.pathSeparator)) if (new File(dir, tool).canExecute()) return true;
        return false;
    }

    /**
     * A java process of this test's class path running {@code main}: with the client's JVM options (jvm.options, as
     * ./fogisles starts the client) or plain ones (a headless command). JVM options go in before the class path.
     */
    static List<String> java(boolean client, String main, String... jvmOptions) throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(ProcessHandle.current().info().command().orElseThrow(() -> new AssertionError("cannot tell which java runs the tests")));
        cmd.addAll(List.of("--enable-native-access=ALL-UNNAMED", "-Dpolyglot.engine.WarnInterpreterOnly=false"));
        if (client) for (String o : Files.readAllLines(Path.of("jvm.options"))) if (!o.isBlank() && !o.startsWith("#")) cmd.add(o.trim());
        if (Runtime.version().feature() >= 24) cmd.add("--sun-misc-unsafe-memory-access=allow");
        cmd.addAll(List.of(jvmOptions));
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), main));
        return cmd;
    }
}
