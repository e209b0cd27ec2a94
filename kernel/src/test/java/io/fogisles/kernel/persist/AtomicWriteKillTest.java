package io.fogisles.kernel.persist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.random.Rng;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A save survives being killed in the middle of writing: a child process saves two different games over
 * one file in a loop and is killed with SIGKILL at a random moment, many times. Each time the file is
 * one of the two saves, whole, and loads; so is its backup.
 */
class AtomicWriteKillTest {
    static final int KILLS = 40;

    @Test
    void aSaveKilledWhileWritingIsAlwaysWholeAndLoads(@TempDir Path dir) throws Exception {
        Path a = dir.resolve("a.json"), b = dir.resolve("b.json"), target = dir.resolve("autosave.json");
        SaveGame.write(a, SaveGameTest.played(3, 6), SaveGameTest.SEATS, "test");
        SaveGame.write(b, SaveGameTest.played(4, 14), SaveGameTest.SEATS, "test");
        List<byte[]> saves = List.of(Files.readAllBytes(a), Files.readAllBytes(b));
        AtomicFiles.write(target, saves.get(0)); // a save and its backup exist before the first kill
        AtomicFiles.write(target, saves.get(1));
        String java = ProcessHandle.current().info().command().orElse("java");
        Rng rng = new Rng(17);
        for (int kill = 1; kill <= KILLS; kill++) {
            Process child = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), AtomicWriterMain.class.getName(),
                    target.toString(), a.toString(), b.toString()).redirectErrorStream(true).start();
            try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
                assertEquals("writing", out.readLine(), "the child started writing");
                Thread.sleep(rng.nextInt(40));
                child.destroyForcibly(); // SIGKILL: no shutdown hooks, no finally blocks
                assertTrue(child.waitFor(10, TimeUnit.SECONDS));
            }
            assertWhole(target, saves, "after kill " + kill);
            assertWhole(AtomicFiles.backupOf(target), saves, "the backup after kill " + kill);
            SaveGame.read(target, SaveGameTest.factory(), false).game().close();
            SaveGame.read(AtomicFiles.backupOf(target), SaveGameTest.factory(), false).game().close();
        }
    }

    private static void assertWhole(Path f, List<byte[]> saves, String when) throws Exception {
        byte[] now = Files.readAllBytes(f);
        assertTrue(saves.stream().anyMatch(s -> Arrays.equals(s, now)), f.getFileName() + " " + when + " is neither save (" + now.length + " bytes)");
    }
}
