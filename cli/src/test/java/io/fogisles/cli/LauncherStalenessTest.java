package io.fogisles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's staleness check (issue 34 item 3): only the project's own build inputs make {@code ./fogisles}
 * build; a house rule written inside the checkout does not. The real launcher script runs in a folder laid out
 * like a checkout, with a stand-in {@code mvn} that notes that it was called and a stand-in JDK.
 */
class LauncherStalenessTest {

    @Test
    @DisplayName("./fogisles builds after a change of the project's sources, not after an edit of a rule folder, a doc or a bundled rule in the checkout")
    void onlySourcesTriggerABuild(@TempDir Path root) throws Exception {
        Files.copy(Services.home().resolve("fogisles"), root.resolve("fogisles"));
        Files.writeString(root.resolve("pom.xml"), "<project>\n  <modules>\n    <module>kernel</module>\n    <module>games/g/core</module>\n  </modules>\n</project>\n");
        write(root.resolve("kernel/pom.xml"), "<project/>");
        write(root.resolve("kernel/src/main/java/A.java"), "class A {}");
        write(root.resolve("games/g/game.json"), "{}");
        write(root.resolve("games/g/core/module.json"), "{}");
        write(root.resolve("games/g/core/scripts/effect.js"), "");
        write(root.resolve("games/g/house-rules/r/rule.js"), "");
        write(root.resolve("games/g/client/src/main/java/C.java"), "class C {}");
        write(root.resolve("my-rule/rule.js"), "");
        write(root.resolve("my-rule/rule.json"), "{}");
        write(root.resolve("scripts/coastal-pride/rule.js"), "");
        write(root.resolve("docs/house-rules.md"), "");
        Files.createDirectories(root.resolve("cli/target/app/lib"));
        Path stamp = write(root.resolve("cli/target/.fogisles-built"), "");
        Path bin = root.resolve("stand-ins/bin");
        executable(bin.resolve("mvn"), "#!/bin/sh\necho built >> \"" + root.resolve("mvn-called") + "\"\n");
        // the newest "JDK" on the machine, so that the launcher takes it; it answers every command with nothing
        Path jdk = root.resolve("stand-ins/jdk");
        write(jdk.resolve("release"), "JAVA_VERSION=\"99\"\n");
        executable(jdk.resolve("bin/java"), "#!/bin/sh\nexit 0\n");

        // everything older than the stamp: no build
        age(root, Instant.now().minusSeconds(3600));
        Files.setLastModifiedTime(stamp, FileTime.from(Instant.now().minusSeconds(600)));
        run(root, bin, jdk);
        assertFalse(Files.exists(root.resolve("mvn-called")), "nothing changed");

        for (String edited : new String[] {"my-rule/rule.js", "my-rule/rule.json", "scripts/coastal-pride/rule.js", "games/g/house-rules/r/rule.js", "docs/house-rules.md"}) {
            Files.setLastModifiedTime(root.resolve(edited), FileTime.from(Instant.now()));
            run(root, bin, jdk);
            assertFalse(Files.exists(root.resolve("mvn-called")), "an edit of " + edited + " is no source change");
        }
        for (String edited : new String[] {"kernel/src/main/java/A.java", "games/g/core/scripts/effect.js", "games/g/game.json", "games/g/client/src/main/java/C.java", "pom.xml"}) {
            Files.setLastModifiedTime(stamp, FileTime.from(Instant.now().minusSeconds(600)));
            Files.deleteIfExists(root.resolve("mvn-called"));
            Files.setLastModifiedTime(root.resolve(edited), FileTime.from(Instant.now()));
            run(root, bin, jdk);
            assertTrue(Files.exists(root.resolve("mvn-called")), "an edit of " + edited + " is a source change");
            Files.setLastModifiedTime(root.resolve(edited), FileTime.from(Instant.now().minusSeconds(3600)));
        }
    }

    private static void run(Path root, Path bin, Path jdk) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("bash", root.resolve("fogisles").toString(), "info").directory(root.toFile()).redirectErrorStream(true);
        pb.environment().put("PATH", bin + ":" + System.getenv("PATH"));
        pb.environment().put("FOGISLES_JAVA", jdk.resolve("bin/java").toString());
        pb.environment().put("FOGISLES_STARTUP_CACHE", "off");
        pb.environment().remove("JAVA_HOME");
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(300, TimeUnit.SECONDS), "the launcher ended");
        assertEquals(0, p.exitValue(), out);
    }

    private static void age(Path root, Instant when) throws Exception {
        try (var s = Files.walk(root)) {
            for (Path p : s.toList()) if (Files.isRegularFile(p)) Files.setLastModifiedTime(p, FileTime.from(when));
        }
    }

    private static Path write(Path p, String text) throws Exception {
        Files.createDirectories(p.getParent());
        return Files.writeString(p, text);
    }

    private static void executable(Path p, String text) throws Exception {
        write(p, text);
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
}
