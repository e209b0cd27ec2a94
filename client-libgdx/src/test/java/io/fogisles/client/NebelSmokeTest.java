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
 * Nebelwind in the real window (LWJGL3 under xvfb-run, Mesa software GL): two people's seats with the two automata
 * (N12) — seat 0 a person played by the driver through the table's own bindings (the secret chip clicked in the hand,
 * a chip put on a lit space, whales picked up and put on lit ports, loads and deliveries in the whale's menu, the
 * buttons), seat 1 a greedy bot —, four rounds to the score sheet (rows nebelwind:cargo and nebelwind:network-cards),
 * one of the person's steps undone, then the last autosave played back in the replay viewer. The CPU is measured
 * while the client waits on the title, at the person's chip decision and on the score sheet. The run waits on
 * progress (see {@link SmokeTestSupport#run}).
 */
class NebelSmokeTest {

    @Test
    @Timeout(value = SmokeTestSupport.RUN_SECONDS + 120, unit = TimeUnit.SECONDS)
    void theRealWindowPlaysANebelwindGameWithTheAutomataToTheScoreSheet() throws Exception {
        Assumptions.assumeFalse("skip".equals(System.getProperty("fogisles.smoke")), "smoke run switched off with -Dfogisles.smoke=skip");
        Path out = Path.of(System.getProperty("fogisles.smoke.out", "target")).toAbsolutePath().resolve("smoke-nebelwind");
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
        cmd.addAll(List.of("--smoke", "--out", out.toString(), "--modules", "nebelwind", "--bots", "greedy,greedy", "--human-seat", "0",
                "--speed", "fast", "--animate-rounds", "1", "--shot-decision", "nebelwind:place", "--shot-round", "1", "--mid-round", "2", "--seed", "7",
                "--timeout", String.valueOf(SmokeTestSupport.RUN_SECONDS), "--stall", "300"));
        Process p = SmokeTestSupport.run(cmd, Map.of(), out.resolve("smoke-output.log").toFile(), out, SmokeTestSupport.RUN_SECONDS, "the Nebelwind smoke run");
        String report = Files.readString(out.resolve("smoke-report.txt"));
        System.out.println(report);
        assertEquals(0, p.exitValue(), "the smoke run failed:\n" + report + "\n" + Files.readString(out.resolve("smoke-output.log")));
        assertTrue(report.contains("result: OK"), report);
        assertTrue(report.contains("nebelwind:cargo") && report.contains("nebelwind:network-cards"), "the score sheet has Nebelwind's rows: " + report);
        Matcher person = Pattern.compile("seat 0 played through the table's bindings: (\\d+) actions; undo: (.+) taken back to the same state").matcher(report);
        assertTrue(person.find() && Integer.parseInt(person.group(1)) >= 10, "the person played the game through the table and undid a step: " + report);
        SmokeTestSupport.assertIdleReplayAndPictures(report, out, shots);
    }
}
