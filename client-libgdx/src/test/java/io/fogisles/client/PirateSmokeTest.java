package io.fogisles.client;

import static io.fogisles.client.SmokeTestSupport.java;
import static io.fogisles.client.SmokeTestSupport.onPath;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Pirate Bay in the real window (LWJGL3 under xvfb-run, Mesa software GL): a 4-seat game, seat 0 a person played by
 * the driver through the table's own bindings (cards picked up and laid on lit cells, figures, swaps, the buttons),
 * three bots, to the score sheet (rows pirate-bay:islands and pirate-bay:round-ends), then its last autosave played
 * back in the replay viewer. The CPU is measured while the client waits on the title, at the person's lay (a card
 * picked up, its ghosts lit) and on the score sheet. The run waits on progress: the driver fails it when no step is
 * taken for {@value #STALL_SECONDS} s, and this test when the run's output stops growing for as long; the overall
 * cap is generous for a loaded machine.
 */
class PirateSmokeTest {
    static final int STALL_SECONDS = 300, CAP_SECONDS = 1800;

    @Test
    @Timeout(value = CAP_SECONDS + 120, unit = TimeUnit.SECONDS)
    void theRealWindowPlaysAPirateBayGameToTheScoreSheet() throws Exception {
        Assumptions.assumeFalse("skip".equals(System.getProperty("fogisles.smoke")), "smoke run switched off with -Dfogisles.smoke=skip");
        Path out = Path.of(System.getProperty("fogisles.smoke.out", "target")).toAbsolutePath().resolve("smoke-pirate-bay");
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
        cmd.addAll(List.of("--smoke", "--out", out.toString(), "--modules", "pirate-bay", "--bots", "greedy,greedy,random,greedy", "--human-seat", "0",
                "--speed", "fast", "--animate-rounds", "1", "--shot-decision", "pirate-bay:lay", "--shot-round", "1", "--mid-round", "2", "--seed", "7",
                "--timeout", String.valueOf(CAP_SECONDS), "--stall", String.valueOf(STALL_SECONDS)));
        File log = out.resolve("smoke-output.log").toFile();
        Process p = runWhileItProgresses(cmd, log);
        String report = Files.readString(out.resolve("smoke-report.txt"));
        System.out.println(report);
        assertEquals(0, p.exitValue(), "the smoke run failed:\n" + report + "\n" + Files.readString(log.toPath()));
        assertTrue(report.contains("result: OK"), report);
        assertTrue(report.contains("pirate-bay:islands") && report.contains("pirate-bay:round-ends"), "the score sheet has Pirate Bay's rows: " + report);
        SmokeTestSupport.assertIdleReplayAndPictures(report, out, shots);
    }

    /** Runs the client until it exits; fails when its output (a progress line every few seconds of play) stops growing for too long. */
    private static Process runWhileItProgresses(List<String> cmd, File log) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().put("LIBGL_ALWAYS_SOFTWARE", "1");
        pb.redirectErrorStream(true);
        pb.redirectOutput(log);
        Process p = pb.start();
        long start = System.nanoTime(), lastGrowth = start, size = -1;
        while (!p.waitFor(5, TimeUnit.SECONDS)) {
            long now = System.nanoTime(), s = log.length();
            if (s != size) {
                size = s;
                lastGrowth = now;
            }
            String why = (now - lastGrowth) / 1e9 > STALL_SECONDS ? "no progress for " + STALL_SECONDS + " s"
                    : (now - start) / 1e9 > CAP_SECONDS ? "not done within " + CAP_SECONDS + " s" : null;
            if (why != null) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                fail("the Pirate Bay smoke run made " + why + "; see " + log + ":\n" + Files.readString(log.toPath()));
            }
        }
        return p;
    }
}
