package io.fogisles.kernel.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where the tools and the client look for house rules. */
class RuleFoldersTest {
    @TempDir
    Path dir;

    @Test
    void theLaunchersHomeComesFirstThenThePlayersFolderThenExtras() {
        RuleFolders f = RuleFolders.resolve("/opt/fogisles", Map.of(), "/home/ann", dir);
        assertEquals(Path.of("/opt/fogisles"), f.home());
        assertEquals(List.of(Path.of("/opt/fogisles/scripts"), Path.of("/home/ann/.config/fogisles/rules"), Path.of("/x")), f.roots(List.of(Path.of("/x"))));
    }

    @Test
    void withoutTheLauncherTheNearestCheckoutAboveTheWorkingDirectoryIsHome() throws IOException {
        Files.createDirectories(dir.resolve("scripts"));
        Files.writeString(dir.resolve("fogisles"), "#!/bin/sh\n");
        Path deep = Files.createDirectories(dir.resolve("client-libgdx/target"));
        assertEquals(dir, RuleFolders.resolve(null, Map.of(), "/home/ann", deep).home());
        Path elsewhere = Files.createDirectories(dir.resolveSibling(dir.getFileName() + "-other"));
        assertNull(RuleFolders.resolve(null, Map.of(), "/home/ann", elsewhere).home(), "no program folder: only the player's rules");
        assertEquals(List.of(Path.of("/home/ann/.config/fogisles/rules")), RuleFolders.resolve(null, Map.of(), "/home/ann", elsewhere).roots());
    }

    @Test
    void thePlayersFolderFollowsFogislesRulesThenXdgConfigHome() {
        assertEquals(Path.of("/r"), RuleFolders.resolve(null, Map.of("FOGISLES_RULES", "/r", "XDG_CONFIG_HOME", "/c"), "/home/ann", dir).user());
        assertEquals(Path.of("/c/fogisles/rules"), RuleFolders.resolve(null, Map.of("XDG_CONFIG_HOME", "/c"), "/home/ann", dir).user());
        assertEquals(Path.of("/home/ann/.config/fogisles/rules"), RuleFolders.resolve(null, Map.of("XDG_CONFIG_HOME", "relative"), "/home/ann", dir).user(),
                "a relative XDG_CONFIG_HOME is ignored, as the XDG spec says");
    }
}
