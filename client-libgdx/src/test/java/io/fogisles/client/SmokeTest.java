package io.fogisles.client;

import static io.fogisles.client.SmokeTestSupport.java;
import static io.fogisles.client.SmokeTestSupport.onPath;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.awt.image.BufferedImage;
import java.io.File;
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
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Starts the real LWJGL3 application in a subprocess under xvfb-run (Mesa software GL), with the JVM options
 * of the launcher (client-libgdx/jvm.options), which plays a 4-player game with all three modules and two
 * house rules to the score sheet (three bots and one seat played through the table's bindings), then plays
 * the game's last autosave back in the replay viewer. It saves screenshots (new-game screen, the screen
 * after a rule file was broken, a person's flight decision, a mid-game turn, the score sheet with its
 * charts, the replay viewer) and reports the start-up, the frame times, the CPU while the client waits for
 * a person (which must stay under {@value #IDLE_CPU_LIMIT} % of a core) and the memory. The viewer's totals
 * must be those of {@code ./fogisles replay} of the same file. {@code -Dfogisles.smoke=skip} leaves it out.
 */
class SmokeTest {
    /** The CPU the client may use while it waits for a person (title, decision, score sheet), in % of one core. */
    static final double IDLE_CPU_LIMIT = 10;

    @Test
    @Timeout(value = SmokeTestSupport.RUN_SECONDS + 300, unit = TimeUnit.SECONDS) // a guard only: the run is waited on while it progresses
    void theRealWindowPlaysABotGameToTheScoreSheet() throws Exception {
        Assumptions.assumeFalse("skip".equals(System.getProperty("fogisles.smoke")), "smoke run switched off with -Dfogisles.smoke=skip");
        Path out = Path.of(System.getProperty("fogisles.smoke.out", "target")).toAbsolutePath();
        Files.createDirectories(out);
        List<String> shots = List.of("smoke-new-game.png", "smoke-hot-reload.png", "smoke-human-turn.png", "smoke-mid-game.png", "smoke-score-sheet.png",
                "smoke-replay.png");
        for (String s : shots) Files.deleteIfExists(out.resolve(s));
        Files.deleteIfExists(out.resolve("smoke-report.txt"));

        // the player's rule folder of this run: one small rule, which the run breaks and repairs (hot reload)
        Path rules = out.resolve("smoke-rules");
        Path rule = Files.createDirectories(rules.resolve("smoke-rule"));
        Files.writeString(rule.resolve("rule.json"), """
                {"id": "smoke-rule", "name": {"en": "Smoke rule"}, "version": "1.0.0", "apiVersion": "1",
                 "description": {"en": "One point for every tile left on an eyepiece (the smoke run's own rule)."}, "requires": ["base"]}
                """);
        Files.writeString(rule.resolve("rule.js"), "rule.scoreRow('eyepieces', function (seat) { return base.eyepieceTiles(seat).length; });\n");

        boolean xvfb = onPath("xvfb-run");
        String display = System.getenv("DISPLAY");
        if (!xvfb && (display == null || display.isBlank()))
            fail("The client smoke test needs a display. Install Xvfb and Mesa's software OpenGL "
                    + "(apt-get install xvfb xauth libgl1-mesa-dri libgl1 libglx-mesa0) or set DISPLAY; -Dfogisles.smoke=skip skips it.");
        List<String> cmd = new ArrayList<>();
        if (xvfb) cmd.addAll(List.of("xvfb-run", "-a", "-s", "-screen 0 1400x900x24"));
        cmd.addAll(java(true, "io.fogisles.client.DesktopLauncher"));
        cmd.addAll(List.of(
                "--smoke", "--out", out.toString(), "--speed", "fast", "--animate-rounds", "2", "--timeout", String.valueOf(SmokeTestSupport.RUN_SECONDS), "--seed", "20240611", "--human-seat", "0",
                "--house-rules", "coastal-pride,smoke-rule", "--hot-reload", rule.toString()));
        File log = out.resolve("smoke-output.log").toFile();
        Process p = SmokeTestSupport.run(cmd, Map.of("FOGISLES_RULES", rules.toString()), log, out, SmokeTestSupport.RUN_SECONDS + 60, "the smoke run did not finish");
        String output = Files.readString(log.toPath());
        Path reportFile = out.resolve("smoke-report.txt");
        assertTrue(Files.exists(reportFile), "no smoke report was written; output:\n" + SmokeTestSupport.tail(output));
        String report = Files.readString(reportFile);
        System.out.println(report);
        assertEquals(0, p.exitValue(), "the smoke run failed:\n" + report + "\n" + SmokeTestSupport.tail(output));
        assertTrue(report.contains("result: OK"), report);
        Matcher first = Pattern.compile("time to first frame: (\\d+) ms").matcher(report);
        Matcher frames = Pattern.compile("p50 ([0-9.]+) ms, p99 ([0-9.]+) ms over (\\d+) frames").matcher(report);
        assertTrue(first.find() && frames.find(), "the report has the timings: " + report);
        assertTrue(Integer.parseInt(frames.group(3)) > 100, "a whole game was drawn");
        assertTrue(report.contains("hot reload: the broken rule was reported") && report.contains("the repaired rule was loaded"), report);
        assertTrue(report.contains("coastal-pride:coastalPride") && report.contains("smoke-rule:eyepieces"), "the house rules' score rows are on the sheet: " + report);
        assertTrue(report.contains("undo: base:fly taken back to the same state") || report.contains("taken back to the same state"), "a person's step was taken back: " + report);

        // quiet when idle: on the title screen, at a person's decision and on the score sheet
        Matcher idle = Pattern.compile("idle CPU on (.+?): ([0-9.]+) %.*").matcher(report);
        int idlePoints = 0;
        while (idle.find()) {
            idlePoints++;
            assertTrue(Double.parseDouble(idle.group(2)) <= IDLE_CPU_LIMIT, "the client is quiet while it waits on " + idle.group(1) + " (at most " + IDLE_CPU_LIMIT + " %): " + idle.group(0));
        }
        assertEquals(3, idlePoints, "the CPU was measured at the three idle points: " + report);

        // the replay viewer played the game's last autosave to the totals ./fogisles replay gives for the same file
        Matcher viewer = Pattern.compile("replay viewer: (\\S+) played back to action (\\d+) of (\\d+), totals \\[([-0-9, ]+)]").matcher(report);
        assertTrue(viewer.find(), "the replay viewer played the autosave: " + report);
        assertEquals(viewer.group(3), viewer.group(2), "the viewer played every recorded action");
        assertEquals(cliReplayTotals(out.resolve(viewer.group(1))), "[" + viewer.group(4) + "]", "the viewer ends with the scores of ./fogisles replay");
        for (String s : shots) {
            BufferedImage img = ImageIO.read(out.resolve(s).toFile());
            assertTrue(img != null, s + " is a PNG");
            assertEquals(1280, img.getWidth(), s);
            assertEquals(800, img.getHeight(), s);
            Set<Integer> colours = new HashSet<>();
            for (int y = 0; y < img.getHeight(); y += 7) for (int x = 0; x < img.getWidth(); x += 7) colours.add(img.getRGB(x, y));
            assertTrue(colours.size() > 200, s + " shows a picture, not a blank window (" + colours.size() + " colours)");
        }
    }

    /**
     * The online part of the smoke tooling in the real window: Play online, Host (the server inside the client, on a
     * free port), a table of two people and a server bot, a headless {@code BotPlayer} joins with the code, the host
     * starts it and the run plays the host's seat to the score sheet, which must show the totals the server sent the
     * joined bot. On the way the friend steps away, the host lets a bot play their seat from the menu, and the friend
     * comes back. Pictures of the form, the host's table setup, the lobby, the game, the menu with the hand-over, the
     * table with the stand-in and the score sheet.
     */
    @Test
    @Timeout(value = SmokeTestSupport.RUN_SECONDS + 300, unit = TimeUnit.SECONDS) // a guard only: the run is waited on while it progresses
    void theRealWindowHostsATableThatABotJoinsAndPlaysItToTheServersScores() throws Exception {
        // -Dfogisles.online.pictures=DIR: the same run makes the pictures of docs/online.md (online-*.png) there instead
        SmokeTestSupport.hostAnOnlineTable("base,harbour,expansion", "smoke-online", "the island game", System.getProperty("fogisles.online.pictures", ""));
    }

    /**
     * The "done when" of online play (issue 13): a real {@code fogisles serve} process on a free loopback port, a table
     * of three people with all modules made by {@code fogisles table}, two real windows (each a client process under
     * xvfb-run) that join it through Play online with the code, take a seat and play it, and {@code fogisles join --bot
     * greedy} at the third seat. Every window's score sheet must show the totals the server sent a spectator, which the
     * headless bot printed too ({@link ServedTableRun}; the same run as {@code ./fogisles smoke --online --serve}, here
     * with the commands' main classes on the test's class path instead of the launcher). Pictures of each window's lobby,
     * a flight with its moves lit and the score sheet; {@code -Dfogisles.served.pictures=DIR} makes those of docs/online.md.
     */
    @Test
    @Timeout(value = SmokeTestSupport.RUN_SECONDS + 900, unit = TimeUnit.SECONDS) // a guard only: the run is waited on while it progresses
    void twoWindowsAndAHeadlessBotPlayAWholeGameOfAllModulesThroughFogislesServe() throws Exception {
        Assumptions.assumeFalse("skip".equals(System.getProperty("fogisles.smoke")), "smoke run switched off with -Dfogisles.smoke=skip");
        if (!onPath("xvfb-run") && (System.getenv("DISPLAY") == null || System.getenv("DISPLAY").isBlank()))
            fail("The client smoke test needs a display (Xvfb); -Dfogisles.smoke=skip skips it.");
        Path out = Path.of(System.getProperty("fogisles.smoke.out", "target")).toAbsolutePath().resolve("smoke-served");
        String docs = System.getProperty("fogisles.served.pictures", "");
        Path pictures = docs.isBlank() ? null : Path.of(docs).toAbsolutePath();
        ServedTableRun.Commands commands = new ServedTableRun.Commands(java(false, "io.fogisles.cli.Main"), java(true, "io.fogisles.client.DesktopLauncher"));
        ServedTableRun.Result r = new ServedTableRun(commands, out, pictures, java.time.Duration.ofSeconds(SmokeTestSupport.RUN_SECONDS + 600), java.time.Duration.ofSeconds(300)).run();
        String report = String.join("\n", r.report());
        System.out.println(report);
        assertEquals(null, r.failure(), report);
        Matcher sheets = Pattern.compile("score sheet totals (\\[[-0-9, ]+]), totals the server sent this window (\\[[-0-9, ]+])").matcher(report);
        Matcher server = Pattern.compile("totals sent to a spectator (\\[[-0-9, ]+])").matcher(report);
        assertTrue(server.find(), report);
        int windows = 0;
        while (sheets.find()) {
            windows++;
            assertEquals(server.group(1), sheets.group(1), "a window's score sheet shows the server's totals");
            assertEquals(server.group(1), sheets.group(2));
        }
        assertEquals(2, windows, "both windows reached the score sheet: " + report);
        assertTrue(report.contains("fogisles join --bot greedy printed the totals " + server.group(1)), "the headless bot printed the same totals: " + report);
        Matcher actions = Pattern.compile("played through the table's bindings: (\\d+) actions").matcher(report);
        for (int i = 0; i < 2; i++) assertTrue(actions.find() && Integer.parseInt(actions.group(1)) > 10, "each window played its seat: " + report);
        if (pictures != null) return;
        for (String name : ServedTableRun.WINDOWS)
            for (String s : List.of("smoke-online-lobby.png", "smoke-online-game.png", "smoke-online-score-sheet.png")) {
                BufferedImage img = ImageIO.read(out.resolve(name).resolve(s).toFile());
                assertTrue(img != null, name + "/" + s + " is a PNG");
                Set<Integer> colours = new HashSet<>();
                for (int y = 0; y < img.getHeight(); y += 7) for (int x = 0; x < img.getWidth(); x += 7) colours.add(img.getRGB(x, y));
                assertTrue(colours.size() > 100, name + "/" + s + " shows a picture, not a blank window (" + colours.size() + " colours)");
            }
    }

    /** The totals {@code ./fogisles replay FILE --quiet} prints (the cli's command, run in a process of its own). */
    private static String cliReplayTotals(Path save) throws Exception {
        List<String> cmd = new ArrayList<>(java(false, "io.fogisles.cli.Main"));
        cmd.addAll(List.of("replay", save.toString(), "--quiet"));
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().put("FOGISLES_RULES", save.getParent().resolve("smoke-rules").toString()); // the run's own rule is installed there
        pb.redirectErrorStream(true);
        Process p = pb.start();
        String text = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "./fogisles replay finished");
        assertEquals(0, p.exitValue(), "./fogisles replay verified the save:\n" + text);
        List<String> totals = new ArrayList<>();
        Matcher m = Pattern.compile("^  .{20} +(-?\\d+)", Pattern.MULTILINE).matcher(text.substring(text.indexOf("Scores:")));
        while (m.find()) totals.add(m.group(1));
        assertEquals(4, totals.size(), "four players' scores in: " + text);
        return totals.toString();
    }
}
