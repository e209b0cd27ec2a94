package io.fogisles.cli.bench;

import io.fogisles.cli.Services;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The last part of {@code ./fogisles bench --cpu}: how long two short headless commands take as a user starts
 * them, through the launcher (JVM start, start-up cache, rule set, the work, exit): {@code score FILE} on the
 * README's position and {@code simulate --games 1}. Wall clock of whole processes, so it depends on what else
 * runs on the machine more than any other figure of the bench.
 */
final class StartupFigures {
    /** The README's example position (docs: "Position files for score and moves"). */
    private static final String POSITION = """
            {"modules": ["base"], "island": "base:front",
             "players": [{"name": "red", "energy": 12, "tiles": [{"q": 1, "r": 0, "tile": "forest"}]}]}
            """;

    private StartupFigures() {
    }

    static void run(PrintStream out, boolean quick) throws IOException, InterruptedException {
        Path home = Services.home();
        Path launcher = home == null ? null : home.resolve("fogisles");
        if (launcher == null || !Files.isExecutable(launcher)) {
            out.println("Startup: not measured (no launcher found; run the bench through ./fogisles)");
            return;
        }
        Path position = Files.createTempFile("fogisles-bench-position", ".json");
        try {
            Files.writeString(position, POSITION, StandardCharsets.UTF_8);
            int runs = quick ? 3 : 7;
            time(out, home, runs, launcher.toString(), "score", position.toString());
            time(out, home, runs, launcher.toString(), "simulate", "--games", "1", "--no-progress");
        } finally {
            Files.deleteIfExists(position);
        }
    }

    private static void time(PrintStream out, Path home, int runs, String... command) throws IOException, InterruptedException {
        // untimed first launches: the first one after a build records the start-up cache, which is then made in
        // the background; the timed launches wait for it
        launch(command);
        waitForStartupCaches(home);
        launch(command);
        double[] seconds = new double[runs];
        for (int i = 0; i < runs; i++) {
            long t0 = System.nanoTime();
            int exit = launch(command);
            seconds[i] = (System.nanoTime() - t0) / 1e9;
            if (exit != 0) {
                out.printf(Locale.ROOT, "Startup[%s]  failed: exit %d%n", label(command), exit);
                return;
            }
        }
        Arrays.sort(seconds);
        out.printf(Locale.ROOT, "Startup[%s]  median %.2f s wall from the launcher's start to its exit (best %.2f, worst %.2f, %d launches)%n",
                label(command), seconds[runs / 2], seconds[0], seconds[runs - 1], runs);
    }

    private static String label(String... command) {
        List<String> words = new ArrayList<>(List.of(command).subList(1, command.length));
        if (words.get(0).equals("score")) words.set(1, "FILE");
        return "./fogisles " + String.join(" ", words);
    }

    private static int launch(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
        return p.waitFor();
    }

    /**
     * Waits (up to a minute) until no start-up cache is being made: the launcher deletes a recording
     * ({@code .aotconf}) when its cache is written. Recordings older than two minutes are leftovers of killed
     * runs, not work in progress.
     */
    private static void waitForStartupCaches(Path home) throws IOException, InterruptedException {
        Path target = home.resolve("cli").resolve("target");
        for (int i = 0; i < 120 && recording(target); i++) Thread.sleep(500);
    }

    private static boolean recording(Path target) throws IOException {
        if (!Files.isDirectory(target)) return false;
        long recent = System.currentTimeMillis() - 120_000;
        try (Stream<Path> files = Files.walk(target, 2)) {
            return files.anyMatch(f -> {
                String name = f.getFileName().toString();
                return (name.endsWith(".aotconf") || name.matches(".*\\.aot\\.[0-9]+\\.tmp")) && f.toFile().lastModified() > recent;
            });
        }
    }
}
