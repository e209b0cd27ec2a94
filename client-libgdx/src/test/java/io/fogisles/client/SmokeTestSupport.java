package io.fogisles.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;

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

    /** How long a client run may go without progress before the test stops it: longer than the run's own {@code --stall}, which says more. */
    static final java.time.Duration STALL = java.time.Duration.ofSeconds(420);
    /** A generous bound on one client run (its own {@code --timeout} is {@value #RUN_SECONDS} s). */
    static final int RUN_SECONDS = 1800;

    /**
     * Runs a client process with Mesa's software GL, its output (both streams) in {@code log}, while it progresses:
     * its progress file ({@link Progress#FILE} in {@code dir}) or its log changes. A process that made no progress for
     * {@link #STALL}, or still runs {@code seconds} after its start, is killed with everything it started, and the
     * test fails with {@code whatFailed} and why. Returns the finished process (its exit value).
     */
    static Process run(List<String> cmd, Map<String, String> env, File log, Path dir, int seconds, String whatFailed) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().put("LIBGL_ALWAYS_SOFTWARE", "1");
        pb.environment().putAll(env);
        pb.redirectErrorStream(true);
        pb.redirectOutput(log);
        Files.deleteIfExists(dir.resolve(Progress.FILE));
        Process p = pb.start();
        Progress progress = new Progress(STALL, java.time.Duration.ofSeconds(seconds));
        while (!p.waitFor(1, TimeUnit.SECONDS)) {
            progress.seeFile(dir.resolve(Progress.FILE));
            progress.see("log", "the log at " + log.length() + " bytes");
            String stuck = progress.verdict();
            if (stuck == null) continue;
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new AssertionError(whatFailed + ": " + stuck + "; see " + log + ":\n" + Files.readString(log.toPath()));
        }
        return p;
    }

    /** One game's smoke run: its module, the bots' levels, the decision photographed, how many rounds are animated. */
    record GameRun(String module, String bots, String shotDecision, int animateRounds, String what) {
    }

    /**
     * Plays {@code run} in the real window (xvfb-run where it is installed, else the display) into
     * target/smoke-MODULE: seat 0 a person played by the driver through the table's bindings, seed 7, to the score
     * sheet and the replay viewer; checks the run's exit, its "result: OK", the rows named in {@code rows} on the
     * score sheet, at least 10 of the person's actions with one undone, and {@link #assertIdleReplayAndPictures}.
     * Returns the report. Skipped with -Dfogisles.smoke=skip.
     */
    static String playToTheScoreSheet(GameRun run, String... rows) throws IOException, InterruptedException {
        org.junit.jupiter.api.Assumptions.assumeFalse("skip".equals(System.getProperty("fogisles.smoke")), "smoke run switched off with -Dfogisles.smoke=skip");
        Path out = Path.of(System.getProperty("fogisles.smoke.out", "target")).toAbsolutePath().resolve("smoke-" + run.module());
        Files.createDirectories(out);
        List<String> shots = List.of("smoke-new-game.png", "smoke-human-turn.png", "smoke-mid-game.png", "smoke-score-sheet.png", "smoke-replay.png");
        for (String s : shots) Files.deleteIfExists(out.resolve(s));
        Files.deleteIfExists(out.resolve("smoke-report.txt"));
        boolean xvfb = onPath("xvfb-run");
        String display = System.getenv("DISPLAY");
        if (!xvfb && (display == null || display.isBlank())) org.junit.jupiter.api.Assertions.fail("The client smoke test needs a display (Xvfb); -Dfogisles.smoke=skip skips it.");
        List<String> cmd = new ArrayList<>();
        if (xvfb) cmd.addAll(List.of("xvfb-run", "-a", "-s", "-screen 0 1400x900x24"));
        cmd.addAll(java(true, "io.fogisles.client.DesktopLauncher"));
        cmd.addAll(List.of("--smoke", "--out", out.toString(), "--modules", run.module(), "--bots", run.bots(), "--human-seat", "0",
                "--speed", "fast", "--animate-rounds", String.valueOf(run.animateRounds()), "--shot-decision", run.shotDecision(), "--shot-round", "1",
                "--mid-round", "2", "--seed", "7", "--timeout", String.valueOf(RUN_SECONDS), "--stall", "300"));
        Process p = run(cmd, Map.of(), out.resolve("smoke-output.log").toFile(), out, RUN_SECONDS, "the " + run.what() + " smoke run");
        String report = Files.readString(out.resolve("smoke-report.txt"));
        System.out.println(report);
        assertEquals(0, p.exitValue(), "the smoke run failed:\n" + report + "\n" + Files.readString(out.resolve("smoke-output.log")));
        assertTrue(report.contains("result: OK"), report);
        for (String row : rows) assertTrue(report.contains(row), "the score sheet has " + run.what() + "'s row " + row + ": " + report);
        Matcher person = Pattern.compile("seat 0 played through the table's bindings: (\\d+) actions; undo: (.+) taken back to the same state").matcher(report);
        assertTrue(person.find() && Integer.parseInt(person.group(1)) >= 10, "the person played the game through the table and undid a step: " + report);
        assertIdleReplayAndPictures(report, out, shots);
        return report;
    }

    /**
     * The online smoke run of a game in the real window (xvfb-run where it is installed): Play online, Host (the
     * server inside the client, on a free port), a table of two people and a server bot for {@code modules}, a headless
     * {@code BotPlayer} joins with the code, the host starts it and the run plays the host's seat to the score sheet,
     * into target/{@code dirName}. Checks the run's exit and its "result: OK", that the score sheet's totals are the
     * totals the server sent the joined bot, that the host's seat played more than 10 actions through the table's
     * bindings, that a bot stood in for the friend while away (from the host's menu) and left when they came back, and
     * that each picture shows something. With {@code pictures} (a folder) the run makes the pictures of docs/online.md
     * there instead of its own. Returns the report. Skipped with -Dfogisles.smoke=skip.
     */
    static String hostAnOnlineTable(String modules, String dirName, String what, String pictures) throws IOException, InterruptedException {
        org.junit.jupiter.api.Assumptions.assumeFalse("skip".equals(System.getProperty("fogisles.smoke")), "smoke run switched off with -Dfogisles.smoke=skip");
        Path out = Path.of(System.getProperty("fogisles.smoke.out", "target")).toAbsolutePath().resolve(dirName);
        Files.createDirectories(out);
        List<String> shots = List.of("smoke-online-form.png", "smoke-online-host.png", "smoke-online-lobby.png", "smoke-online-game.png", "smoke-online-hand-over.png",
                "smoke-online-stand-in.png", "smoke-online-score-sheet.png");
        for (String s : shots) Files.deleteIfExists(out.resolve(s));
        Files.deleteIfExists(out.resolve("smoke-report.txt"));
        boolean xvfb = onPath("xvfb-run");
        String display = System.getenv("DISPLAY");
        if (!xvfb && (display == null || display.isBlank())) org.junit.jupiter.api.Assertions.fail("The client smoke test needs a display (Xvfb); -Dfogisles.smoke=skip skips it.");
        List<String> cmd = new ArrayList<>();
        if (xvfb) cmd.addAll(List.of("xvfb-run", "-a", "-s", "-screen 0 1400x900x24"));
        cmd.addAll(java(true, "io.fogisles.client.DesktopLauncher"));
        cmd.addAll(List.of("--smoke", "--online", "--out", out.toString(), "--speed", "off", "--timeout", String.valueOf(RUN_SECONDS), "--modules", modules));
        if (!pictures.isBlank()) {
            cmd.addAll(List.of("--screenshots", Path.of(pictures).toAbsolutePath().toString()));
            shots = List.of();
        }
        File log = out.resolve("smoke-output.log").toFile();
        Process p = run(cmd, Map.of(), log, out, RUN_SECONDS + 60, "the online smoke run of " + what + " did not finish");
        Path reportFile = out.resolve("smoke-report.txt");
        assertTrue(Files.exists(reportFile), "no smoke report was written; output:\n" + tail(Files.readString(log.toPath())));
        String report = Files.readString(reportFile);
        System.out.println(report);
        assertEquals(0, p.exitValue(), "the online smoke run of " + what + " failed:\n" + report + "\n" + tail(Files.readString(log.toPath())));
        assertTrue(report.contains("result: OK"), report);
        Matcher totals = Pattern.compile("score sheet totals (\\[[-0-9, ]+]), totals the server sent the joined bot (\\[[-0-9, ]+])").matcher(report);
        assertTrue(totals.find(), report);
        assertEquals(totals.group(2), totals.group(1), "the score sheet shows the server's totals");
        Matcher actions = Pattern.compile("played through the table's bindings: (\\d+) actions").matcher(report);
        assertTrue(actions.find() && Integer.parseInt(actions.group(1)) > 10, "the host's seat was played: " + report);
        assertTrue(report.contains("the host let a bot play their seat") && report.contains("the stand-in was gone"), "a bot stood in for the friend while away: " + report);
        for (String s : shots) {
            BufferedImage img = ImageIO.read(out.resolve(s).toFile());
            assertTrue(img != null, s + " is a PNG");
            Set<Integer> colours = new HashSet<>();
            for (int y = 0; y < img.getHeight(); y += 7) for (int x = 0; x < img.getWidth(); x += 7) colours.add(img.getRGB(x, y));
            assertTrue(colours.size() > 100, s + " shows a picture, not a blank window (" + colours.size() + " colours)");
        }
        return report;
    }

    /** The last 40 lines of a run's output, for a failure's message. */
    static String tail(String s) {
        String[] lines = s.split("\n");
        return String.join("\n", java.util.Arrays.copyOfRange(lines, Math.max(0, lines.length - 40), lines.length));
    }

    /**
     * What a game's smoke run must have shown (PirateSmokeTest, BalmySmokeTest): the CPU measured at its three idle
     * points, each under {@link SmokeTest#IDLE_CPU_LIMIT}; the replay viewer played every recorded action; each
     * screenshot a picture, not a blank window.
     */
    static void assertIdleReplayAndPictures(String report, Path dir, List<String> shots) throws IOException {
        Matcher idle = Pattern.compile("idle CPU on (.+?): ([0-9.]+) %.*").matcher(report);
        int points = 0;
        while (idle.find()) {
            points++;
            assertTrue(Double.parseDouble(idle.group(2)) <= SmokeTest.IDLE_CPU_LIMIT,
                    "quiet while it waits on " + idle.group(1) + " (at most " + SmokeTest.IDLE_CPU_LIMIT + " %): " + idle.group(0));
        }
        assertEquals(3, points, "the CPU was measured at the three idle points: " + report);
        Matcher viewer = Pattern.compile("replay viewer: (\\S+) played back to action (\\d+) of (\\d+)").matcher(report);
        assertTrue(viewer.find(), "the replay viewer played the autosave: " + report);
        assertEquals(viewer.group(3), viewer.group(2), "the viewer played every recorded action");
        for (String s : shots) {
            BufferedImage img = ImageIO.read(dir.resolve(s).toFile());
            assertTrue(img != null, s + " is a PNG");
            Set<Integer> colours = new HashSet<>();
            for (int y = 0; y < img.getHeight(); y += 7) for (int x = 0; x < img.getWidth(); x += 7) colours.add(img.getRGB(x, y));
            assertTrue(colours.size() > 200, s + " shows a picture, not a blank window (" + colours.size() + " colours)");
        }
    }
}
