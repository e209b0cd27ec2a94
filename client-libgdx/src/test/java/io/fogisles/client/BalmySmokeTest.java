package io.fogisles.client;

import static io.fogisles.client.SmokeTestSupport.java;
import static io.fogisles.client.SmokeTestSupport.onPath;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Balmy Balloonists in the real window (LWJGL3 under xvfb-run, Mesa software GL): three seats with two balloons each,
 * seat 0 a person played by the driver through the table's own bindings (cards picked up and put on lit balloons, the
 * altitude and the other buttons), two greedy bots, the race to the score sheet (rows balmy-balloonists:winner and
 * balmy-balloonists:course), one of the person's steps undone, then the last autosave played back in the replay viewer.
 * The CPU is measured while the client waits on the title, at the person's card decision (a card picked up, its
 * balloons lit) and on the score sheet. The run waits on progress (see {@link SmokeTestSupport#run}).
 */
class BalmySmokeTest {

    @Test
    @Timeout(value = SmokeTestSupport.RUN_SECONDS + 120, unit = TimeUnit.SECONDS)
    void theRealWindowPlaysABalmyBalloonistsRaceToTheScoreSheet() throws Exception {
        Assumptions.assumeFalse("skip".equals(System.getProperty("fogisles.smoke")), "smoke run switched off with -Dfogisles.smoke=skip");
        Path out = Path.of(System.getProperty("fogisles.smoke.out", "target")).toAbsolutePath().resolve("smoke-balmy-balloonists");
        Files.createDirectories(out);
        List<String> shots = List.of("smoke-new-game.png", "smoke-human-turn.png", "smoke-mid-game.png", "smoke-score-sheet.png", "smoke-replay.png");
        for (String s : shots) Files.deleteIfExists(out.resolve(s));
        Files.deleteIfExists(out.resolve("smoke-report.txt"));
        boolean xvfb = onPath("xvfb-run");
        String display = System.getenv("DISPLAY");
        if (!xvfb && (display == null || display.isBlank())) fail("The client smoke test needs a display (Xvfb); -Dfogisles.smoke=skip skips it.");
        List<String> cmd = new ArrayList<>();
        if (xvfb) cmd.addAll(List.of("xvfb-run", "-a", "-s", "-screen 0 1400x900x24"));
        cmd.addAll(java(true, "io.fogisles.client.DesktopLauncher"));
        cmd.addAll(List.of("--smoke", "--out", out.toString(), "--modules", "balmy-balloonists", "--bots", "greedy,greedy,greedy", "--human-seat", "0",
                "--speed", "fast", "--animate-rounds", "2", "--shot-decision", "balmy-balloonists:card", "--shot-round", "1", "--mid-round", "2", "--seed", "7",
                "--timeout", String.valueOf(SmokeTestSupport.RUN_SECONDS), "--stall", "300"));
        Process p = SmokeTestSupport.run(cmd, Map.of(), out.resolve("smoke-output.log").toFile(), out, SmokeTestSupport.RUN_SECONDS, "the Balmy Balloonists smoke run");
        String report = Files.readString(out.resolve("smoke-report.txt"));
        System.out.println(report);
        assertEquals(0, p.exitValue(), "the smoke run failed:\n" + report + "\n" + Files.readString(out.resolve("smoke-output.log")));
        assertTrue(report.contains("result: OK"), report);
        assertTrue(report.contains("balmy-balloonists:winner") && report.contains("balmy-balloonists:course"), "the score sheet has the race's rows: " + report);
        Matcher person = Pattern.compile("seat 0 played through the table's bindings: (\\d+) actions; undo: (.+) taken back to the same state").matcher(report);
        assertTrue(person.find() && Integer.parseInt(person.group(1)) >= 10, "the person played the race through the table and undid a step: " + report);
        SmokeTestSupport.assertIdleReplayAndPictures(report, out, shots);
    }
}
