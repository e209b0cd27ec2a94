package io.fogisles.cli.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.cli.CliFixture;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.rules.HouseRuleLibrary;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the fuzz tests found, each kept as a plain case: the loader now answers with the file and the place. */
class FuzzFindingsTest {
    static final String MODULE = """
            {"id": "m", "version": "1.0.0", "engineApi": "[1.0,2.0)",
             "options": {"side": {"default": "front", "values": ["front", "back"]}},
             "events": {"m:moved": {"doc": "seat moved.", "data": {"to": "number"}}}}""";
    static final String RULE = """
            {"id": "r", "name": {"en": "R"}, "version": "1.0.0", "apiVersion": "1",
             "options": {"factor": {"default": "2", "values": ["1", "2"]}}}""";

    private static DataException refused(Runnable load) {
        return assertThrows(DataException.class, load::run);
    }

    @Test
    @DisplayName("module.json: an id, version, engine API, option, default or event declaration given as null is named by its path, not a NullPointerException")
    void nullsInAModuleManifest() {
        assertTrue(ModuleCatalog.parse("module.json", MODULE).options().containsKey("side"), "the unchanged manifest is valid");
        for (String[] c : new String[][] {{"\"id\": \"m\"", "\"id\": null", "$.id"}, {"\"version\": \"1.0.0\"", "\"version\": null", "$.version"},
                {"\"engineApi\": \"[1.0,2.0)\"", "\"engineApi\": null", "$.engineApi"}, {"\"side\": {\"default\": \"front\", \"values\": [\"front\", \"back\"]}", "\"side\": null", "$.options.side"},
                {"\"default\": \"front\"", "\"default\": null", "$.options.side.default"},
                {"{\"doc\": \"seat moved.\", \"data\": {\"to\": \"number\"}}", "null", "$.events.m:moved"},
                {"\"to\": \"number\"", "\"to\": null", "$.events.m:moved.data"}}) {
            DataException e = refused(() -> ModuleCatalog.parse("module.json", MODULE.replace(c[0], c[1])));
            assertEquals(c[2], e.path(), e.getMessage());
        }
    }

    @Test
    @DisplayName("rule.json: an id, name, version, API version, option or default given as null is named by its path and line")
    void nullsInARuleManifest() {
        assertEquals("r", HouseRuleLibrary.manifest("rule.json", RULE).id(), "the unchanged manifest is valid");
        for (String[] c : new String[][] {{"\"id\": \"r\"", "\"id\": null", "$.id"}, {"\"name\": {\"en\": \"R\"}", "\"name\": null", "$.name"},
                {"\"version\": \"1.0.0\"", "\"version\": null", "$.version"}, {"\"apiVersion\": \"1\"", "\"apiVersion\": null", "$.apiVersion"},
                {"\"factor\": {\"default\": \"2\", \"values\": [\"1\", \"2\"]}", "\"factor\": null", "$.options.factor"},
                {"\"default\": \"2\"", "\"default\": null", "$.options.factor.default"}}) {
            DataException e = refused(() -> HouseRuleLibrary.manifest("rule.json", RULE.replace(c[0], c[1])));
            assertEquals(c[2], e.path(), e.getMessage());
            assertTrue(e.line() > 0, "with its line: " + e.getMessage());
        }
    }

    @Test
    @DisplayName("a null inside a list of a manifest (e.g. scripts) is named as a null, not as the word 'null'")
    void nullInAList() {
        DataException e = refused(() -> HouseRuleLibrary.manifest("rule.json", RULE.replace("\"name\"", "\"scripts\": [null], \"name\"")));
        assertTrue(e.getMessage().contains("holds null where a value belongs") && e.line() > 0, e.getMessage());
    }

    @Test
    @DisplayName("nesting deeper than the parser reads (1000) and whole numbers beyond a long: file:line:col, in plain words")
    void parserLimits() {
        DataException deep = refused(() -> ModuleCatalog.parse("module.json", MODULE.replace("\"m\"", "[".repeat(1500) + "]".repeat(1500))));
        assertEquals(1, deep.line(), deep.getMessage());
        assertTrue(deep.column() > 1000 && deep.getMessage().contains("nested more than 1000 levels deep") && !deep.getMessage().contains("StreamReadConstraints"), deep.getMessage());
        DataException huge = refused(() -> HouseRuleLibrary.manifest("rule.json", RULE.replace("\"name\"", "\"x\": 99999999999999999999, \"name\"")));
        assertEquals("$.x", huge.path(), huge.getMessage());
        assertTrue(huge.line() == 1 && huge.getMessage().contains("99999999999999999999 is too large"), huge.getMessage());
    }

    @Test
    @DisplayName("a rule.json or position file that is not UTF-8 (0xFF 0xFE in front, a stray 0x80): where the first bad byte is, not 'Input length = 1'")
    void notUtf8(@TempDir Path dir) throws Exception {
        Path rule = Files.createDirectory(dir.resolve("r"));
        Files.writeString(rule.resolve("rule.js"), "");
        byte[] text = RULE.getBytes(StandardCharsets.UTF_8);
        byte[] withBom = new byte[text.length + 2];
        withBom[0] = (byte) 0xFF;
        withBom[1] = (byte) 0xFE;
        System.arraycopy(text, 0, withBom, 2, text.length);
        Files.write(rule.resolve("rule.json"), withBom);
        DataException e = refused(() -> HouseRuleLibrary.load(rule));
        assertTrue(e.line() == 1 && e.column() == 1 && e.getMessage().contains("saved as UTF-16 text; save it as UTF-8"), e.getMessage());

        Path position = dir.resolve("p.json");
        Files.write(position, "{\"modules\": [\"base\"],\n \"island\": \"base:fr\u0080ont\"}".getBytes(StandardCharsets.ISO_8859_1));
        CliFixture.Result r = CliFixture.run("score", position.toString());
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("p.json:2:20: $: the file is not UTF-8 text here (byte 0x80)"), r.err());
    }
}
