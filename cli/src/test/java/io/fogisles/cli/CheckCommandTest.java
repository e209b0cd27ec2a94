package io.fogisles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ./fogisles check and api-docs. */
class CheckCommandTest {

    static Path home() {
        return Services.home();
    }

    @Test
    @DisplayName("every bundled house rule passes ./fogisles check (manifest, scripts, test games)")
    void bundledRulesPass() {
        CliFixture.Result r = CliFixture.run("check", home().resolve("scripts").toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("0 errors"), r.out());
        assertTrue(r.out().lines().filter(l -> l.startsWith("ok: ")).count() >= 8, r.out());
    }

    @Test
    @DisplayName("check reports file:line:col: severity: message — an unknown manifest key with a suggestion, a syntax error, an unknown module")
    void errors(@TempDir Path dir) throws Exception {
        Path a = dir.resolve("a");
        Files.createDirectories(a);
        Files.writeString(a.resolve("rule.json"), "{\n  \"id\": \"a\",\n  \"name\": {\"en\": \"A\"},\n  \"version\": \"1.0.0\",\n  \"apiVersion\": \"1\",\n  \"requiers\": [\"base\"]\n}");
        Files.writeString(a.resolve("rule.js"), "");
        Path b = dir.resolve("b");
        Files.createDirectories(b);
        Files.writeString(b.resolve("rule.json"), "{\"id\": \"b\", \"name\": {\"en\": \"B\"}, \"version\": \"1.0.0\", \"apiVersion\": \"1\"}");
        Files.writeString(b.resolve("rule.js"), "// line 1\nrule.on('base:tile-placed', function (e) {\n  let x = ;\n});\n");
        Path c = dir.resolve("c");
        Files.createDirectories(c);
        Files.writeString(c.resolve("rule.json"), "{\"id\": \"c\", \"name\": {\"en\": \"C\"}, \"version\": \"1.0.0\", \"apiVersion\": \"1\", \"requires\": [\"base\", \"harbor\"]}");
        Files.writeString(c.resolve("rule.js"), "");
        CliFixture.Result r = CliFixture.run("check", dir.toString(), "--games", "0");
        assertEquals(1, r.code());
        assertTrue(r.out().contains("a/rule.json:6:3: error: $.requiers: unknown key 'requiers' (did you mean 'requires'?)"), r.out());
        assertTrue(r.out().contains("b/rule.js:3:11: error: SyntaxError"), r.out());
        assertTrue(r.out().contains("c/rule.json") && r.out().contains("did you mean 'harbour'"), r.out());
        assertTrue(r.out().contains("3 rules checked: 3 errors"), r.out());
    }

    @Test
    @DisplayName("check catches a hook on an unknown step, a newer API version, and warns about deprecated functions")
    void hooksAndVersions(@TempDir Path dir) throws Exception {
        Path a = dir.resolve("hooky");
        Files.createDirectories(a);
        Files.writeString(a.resolve("rule.json"), "{\"id\": \"hooky\", \"name\": {\"en\": \"H\"}, \"version\": \"1.0.0\", \"apiVersion\": \"1\"}");
        Files.writeString(a.resolve("rule.js"), "rule.before('base:deal-cloud', seat => {});\n");
        Path b = dir.resolve("future");
        Files.createDirectories(b);
        Files.writeString(b.resolve("rule.json"), "{\"id\": \"future\", \"name\": {\"en\": \"F\"}, \"version\": \"1.0.0\", \"apiVersion\": \"2\"}");
        Files.writeString(b.resolve("rule.js"), "");
        Path c = dir.resolve("old");
        Files.createDirectories(c);
        Files.writeString(c.resolve("rule.json"), "{\"id\": \"old\", \"name\": {\"en\": \"O\"}, \"version\": \"1.0.0\", \"apiVersion\": \"1\"}");
        Files.writeString(c.resolve("rule.js"), "rule.onEvent('base:tile-placed', e => {});\n");
        CliFixture.Result r = CliFixture.run("check", dir.toString(), "--games", "1");
        assertTrue(r.out().contains("base:deal-cloud") && r.out().contains("no flow node"), r.out());
        assertTrue(r.out().contains("future/rule.json") && r.out().contains("rule API version '2' is not supported"), r.out());
        assertTrue(r.out().contains("old/rule.js:1:1: warning: rule.onEvent is deprecated") && r.out().contains("use rule.on instead"), r.out());
        assertTrue(r.out().contains("ok: old"), "a warning is not an error: " + r.out());
    }

    @Test
    @DisplayName("a hook that fails during the test games is reported with its file and line")
    void failingHook(@TempDir Path dir) throws Exception {
        Path a = dir.resolve("crash");
        Files.createDirectories(a);
        Files.writeString(a.resolve("rule.json"), "{\"id\": \"crash\", \"name\": {\"en\": \"C\"}, \"version\": \"1.0.0\", \"apiVersion\": \"1\"}");
        Files.writeString(a.resolve("rule.js"), "rule.on('base:tile-placed', function (e) {\n  return base.energy(99);\n});\n");
        CliFixture.Result r = CliFixture.run("check", a.toString(), "--games", "1");
        assertEquals(1, r.code());
        assertTrue(r.out().contains("crash/rule.js:2:") && r.out().contains("no seat 99"), r.out());
    }

    @Test
    @DisplayName("the API reference and api.d.ts in scripts/api are generated from the current code")
    void apiDocsCurrent() {
        CliFixture.Result r = CliFixture.run("api-docs", "--check");
        assertEquals(0, r.code(), r.err() + " — run ./fogisles api-docs");
    }
}
