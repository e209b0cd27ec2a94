package io.fogisles.kernel.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RuleFingerprintTest {

    @Test
    @DisplayName("a save, an added file or a removed file anywhere below a rule folder changes the fingerprint; nothing else does")
    void changesAtAnyDepth(@TempDir Path root) throws Exception {
        Path deep = Files.createDirectories(root.resolve("calm/scripts/lib"));
        Files.writeString(root.resolve("calm/rule.json"), "{}");
        Files.writeString(deep.resolve("util.js"), "let a = 1;");
        Map<String, String> first = RuleFingerprint.of(List.of(root));
        assertEquals(first, RuleFingerprint.of(List.of(root)), "unchanged files, equal fingerprints");

        Files.writeString(deep.resolve("util.js"), "let a = 2;"); // same size, three levels down
        Map<String, String> saved = RuleFingerprint.of(List.of(root));
        assertNotEquals(first, saved, "a save in a sub-folder is seen");

        Files.writeString(deep.resolve("more.js"), "");
        Map<String, String> added = RuleFingerprint.of(List.of(root));
        assertNotEquals(saved, added, "an added file is seen");

        Files.delete(deep.resolve("more.js"));
        assertEquals(saved, RuleFingerprint.of(List.of(root)), "removing it again gives the earlier fingerprint");
        assertEquals(Map.of(), RuleFingerprint.of(List.of(root.resolve("missing"))), "a missing folder is empty");
    }
}
