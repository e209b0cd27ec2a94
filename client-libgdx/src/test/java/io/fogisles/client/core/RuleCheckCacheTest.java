package io.fogisles.client.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fogisles.kernel.rules.RuleProblem;
import io.fogisles.kernel.script.GraalScriptHost;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The house rules' checks kept between starts: a start with the same rule files and the same program takes the
 * stored check instead of checking again; a changed rule, another program or a damaged file checks again.
 * Which check was used is told apart by editing the stored message: only a check read from the file has it.
 */
class RuleCheckCacheTest {
    @TempDir
    Path dir;
    private final GraalScriptHost host = new GraalScriptHost();

    @AfterEach
    void close() {
        host.close();
    }

    private Path rules() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("rules/broken"));
        Files.writeString(folder.resolve("rule.json"), """
                {"id": "broken", "name": {"en": "Broken"}, "version": "1.0.0", "apiVersion": "1",
                 "description": {"en": "a rule with a syntax error"}, "requires": ["base"]}
                """);
        Files.writeString(folder.resolve("rule.js"), "rule.on('base:dice-rolled', function (e) {\n  let x = ;\n});\n");
        return dir.resolve("rules");
    }

    private HouseRules.Check checkAtStart(Path rules, Path file, String program) {
        HouseRules h = new HouseRules(List.of(rules), EngineFixture.catalog(), host, new RuleCheckCache(file, program));
        h.reload();
        return h.check("broken");
    }

    private static String firstMessage(HouseRules.Check c) {
        return c.problems().get(0).message();
    }

    @Test
    void anUnchangedRuleOfTheSameProgramIsNotCheckedAgain() throws IOException {
        Path rules = rules(), file = dir.resolve("data/house-rule-checks.json");
        HouseRules.Check first = checkAtStart(rules, file, "program-1");
        assertFalse(first.ok(), "the syntax error is found: " + first.problems());
        assertTrue(Files.isRegularFile(file), "the check is stored");
        String real = firstMessage(first);
        mark(file);

        assertEquals("MARK", firstMessage(checkAtStart(rules, file, "program-1")), "the second start reads the stored check");
        assertEquals(real, firstMessage(checkAtStart(rules, file, "program-2")), "another program checks again");
        assertEquals(real, firstMessage(checkAtStart(rules, file, "program-2")), "and stores its own check");

        mark(file);
        Files.writeString(rules.resolve("broken/rule.js"), "rule.on('base:dice-rolled', function (e) {\n  let y = ;\n});\n");
        assertFalse(firstMessage(checkAtStart(rules, file, "program-2")).equals("MARK"), "a changed rule file is checked again");
    }

    @Test
    void aDamagedFileIsIgnoredAndRewritten() throws IOException {
        Path rules = rules(), file = dir.resolve("house-rule-checks.json");
        Files.writeString(file, "{\"program\": \"program-1\", \"checks\": {\"broken\": [1, 2");
        HouseRules.Check c = checkAtStart(rules, file, "program-1");
        assertFalse(c.ok(), "checked as if there were no file: " + c.problems());
        assertEquals(RuleProblem.Severity.ERROR, c.problems().get(0).severity());
        assertEquals(firstMessage(c), firstMessage(new RuleCheckCache(file, "program-1").get("broken", c.sha256())), "the file was rewritten");
    }

    @Test
    void noCacheWhenTheProgramRunsFromClassFolders() {
        // the tests run from target/classes: a folder's time does not change when a class in it is rebuilt
        assertNull(RuleCheckCache.programFingerprint());
    }

    /** Replaces the stored rule's first message with MARK. */
    private static void mark(Path file) throws IOException {
        ObjectMapper json = new ObjectMapper();
        ObjectNode root = (ObjectNode) json.readTree(file.toFile());
        JsonNode problem = root.path("checks").path("broken").path("problems").path(0);
        assertTrue(problem.isObject(), "the stored check has a problem: " + root);
        ((ObjectNode) problem).put("message", "MARK");
        json.writeValue(file.toFile(), root);
    }
}
