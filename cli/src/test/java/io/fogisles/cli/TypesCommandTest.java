package io.fogisles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./fogisles types}: a rule's scripts checked by the real TypeScript compiler (installed by npm as
 * ApiTypingsTest does) against its game's api.d.ts, with the rule's options typed from its manifest.
 */
class TypesCommandTest {
    private static final String MANIFEST = """
            {
              "id": "typed",
              "name": {"en": "Typed"},
              "version": "1.0.0",
              "apiVersion": "1",
              "requires": ["base"],
              "options": {
                "factor": {"type": "integer", "min": 1, "max": 5, "default": 2},
                "strict": {"type": "boolean", "default": false},
                "mode": {"values": ["calm", "wild"], "default": "calm"}
              }
            }
            """;

    @BeforeAll
    static void compiler() throws Exception {
        // the compiler ApiTypingsTest installs into target/typescript (npm, once per build)
        Path tsc = ApiTypingsTest.tsc();
        System.setProperty("fogisles.typescript", tsc.getParent().getParent().getParent().toString());
    }

    @Test
    @DisplayName("a rule that uses its options and events as declared has no type errors; types writes rule-types.d.ts and a jsconfig.json for editors")
    void clean(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("rule.json"), MANIFEST);
        Files.writeString(dir.resolve("rule.js"), """
                const factor = rule.option('factor');
                const strict = rule.option('strict');
                rule.on('base:tile-placed', e => {
                  if (strict && rule.option('mode') === 'wild') game.log('tile on ' + (e.field * factor));
                });
                """);
        CliFixture.Result r = CliFixture.run("types", dir.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("typed: no type errors (island's api.d.ts)"), r.out());
        String types = Files.readString(dir.resolve("rule-types.d.ts"));
        assertTrue(types.contains("'factor': number;") && types.contains("'strict': boolean;") && types.contains("'mode': 'calm' | 'wild';"), types);
        String jsconfig = Files.readString(dir.resolve("jsconfig.json"));
        assertTrue(jsconfig.contains("scripts/api/api.d.ts") && jsconfig.contains("\"rule-types.d.ts\"") && jsconfig.contains("\"lib\": [\"es2020\"]"), jsconfig);
    }

    @Test
    @DisplayName("a misspelled option name, an option read as the wrong type and a misspelled event are errors at their lines; exit 1")
    void mistakes(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("rule.json"), MANIFEST);
        Files.writeString(dir.resolve("rule.js"), """
                const f = rule.option('factr');
                /** @type {string} */
                const s = rule.option('strict');
                rule.on('base:tile-placd', e => game.log('x'));
                """);
        CliFixture.Result r = CliFixture.run("types", dir.resolve("rule.js").toString());
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("rule.js(1,") && r.out().contains("'\"factr\"'"), "the misspelled option at line 1: " + r.out());
        assertTrue(r.out().contains("rule.js(3,") && r.out().contains("Type 'boolean' is not assignable to type 'string'"), "the boolean read as text at line 3: " + r.out());
        assertTrue(r.out().contains("rule.js(4,") && r.out().contains("base:tile-placd"), "the misspelled event at line 4: " + r.out());
        assertTrue(r.out().contains("typed: 3 type errors"), r.out());
    }

    @Test
    @DisplayName("a rule of another game is checked against that game's api.d.ts (Pirate Bay, by the module in requires); a missing rule is said plainly")
    void otherGames(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("rule.json"), MANIFEST.replace("\"base\"", "\"pirate-bay\""));
        Files.writeString(dir.resolve("rule.js"), "base.score(0);\n");
        CliFixture.Result r = CliFixture.run("types", dir.toString());
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("(pirate-bay's api.d.ts)") && r.out().contains("rule.js(1,"), "the island game's 'base' is no Pirate Bay global: " + r.out());
        assertTrue(Files.readString(dir.resolve("jsconfig.json")).contains("scripts/api/pirate-bay/api.d.ts"));

        CliFixture.Result missing = CliFixture.run("types", dir.resolve("nowhere").toString());
        assertEquals(2, missing.code(), missing.out() + missing.err());
        assertTrue(missing.err().contains("no folder or file"), missing.err());
        assertFalse(missing.err().contains("Exception"), missing.err());
    }
}
