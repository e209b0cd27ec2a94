package io.fogisles.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's training run for the JVM's start-up cache ({@code DesktopLauncher --startup-training}, see
 * {@code ./fogisles}, run_with_startup_cache): in the real window under Xvfb it reaches the title, waits for the
 * engine and the modules' client parts, and ends by itself with exit code 0 (the JVM writes the recorded
 * configuration only at a normal end). It writes nothing into the player's folders (no settings, no autosave, no
 * house-rule checks). Not recorded here: the JVM records only from jars, and the tests run from class folders.
 */
class StartupTrainingTest {

    @Test
    @Timeout(value = 700, unit = TimeUnit.SECONDS) // a guard only; a start-up on a busy machine takes a while
    void theTrainingRunReachesTheTitleAndEndsByItselfWritingNothing(@TempDir Path tmp) throws Exception {
        Assumptions.assumeFalse("skip".equals(System.getProperty("fogisles.smoke")), "smoke runs switched off with -Dfogisles.smoke=skip");
        Path config = tmp.resolve("config"), data = tmp.resolve("data");
        List<String> cmd = new ArrayList<>();
        if (SmokeTestSupport.onPath("xvfb-run")) cmd.addAll(List.of("xvfb-run", "-a", "-s", "-screen 0 1400x900x24"));
        else if (System.getenv("DISPLAY") == null) fail("The training run needs a display (Xvfb); -Dfogisles.smoke=skip skips it.");
        cmd.addAll(SmokeTestSupport.java(true, "io.fogisles.client.DesktopLauncher", "-Dfogisles.configDir=" + config, "-Dfogisles.dataDir=" + data));
        cmd.add("--startup-training");
        File log = tmp.resolve("training.log").toFile();
        Process p = SmokeTestSupport.run(cmd, java.util.Map.of(), log, tmp, 600, "the training run did not end by itself");
        String output = Files.readString(log.toPath());
        assertEquals(0, p.exitValue(), "the training run ended normally:\n" + output);
        for (Path folder : List.of(config, data)) {
            if (!Files.exists(folder)) continue;
            try (Stream<Path> files = Files.walk(folder)) {
                List<Path> written = files.filter(Files::isRegularFile).toList();
                assertTrue(written.isEmpty(), "the training run wrote nothing, but: " + written);
            }
        }
    }
}
