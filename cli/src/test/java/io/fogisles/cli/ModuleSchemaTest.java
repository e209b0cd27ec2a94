package io.fogisles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.LocatedJson;
import io.fogisles.kernel.data.Schema;
import io.fogisles.kernel.module.ModuleCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * scripts/api/module.schema.json, the JSON Schema an editor uses for a game module's module.json (issue 34
 * item 5): every module of every game is valid against it, the engine reads a manifest that names it, and
 * the mistakes the engine refuses are refused by the schema too.
 */
class ModuleSchemaTest {
    private static Schema schema() throws Exception {
        return Schema.load("module.schema.json", Files.readString(CliFixture.repo().resolve("scripts/api/module.schema.json")));
    }

    @Test
    @DisplayName("every game module's module.json (all four games) is valid against scripts/api/module.schema.json")
    void everyModuleIsValid() throws Exception {
        Schema s = schema();
        List<Path> manifests;
        try (Stream<Path> files = Files.walk(CliFixture.repo().resolve("games"))) {
            manifests = files.filter(p -> p.getFileName().toString().equals("module.json") && !p.toString().contains("/target/")).sorted().toList();
        }
        assertTrue(manifests.size() >= 7, "the modules of the four games: " + manifests);
        for (Path m : manifests) assertEquals(List.of(), s.validate(LocatedJson.parse(m.toString(), Files.readString(m))), m.toString());
    }

    @Test
    @DisplayName("a module.json may name the schema (\"$schema\"): the engine reads it as before")
    void schemaKeyIsRead() throws Exception {
        Path base = CliFixture.repo().resolve("games/island/harbour/module.json");
        String text = Files.readString(base).replaceFirst("\\{", "{\n  \"\\$schema\": \"../../../scripts/api/module.schema.json\",");
        assertTrue(schema().validate(LocatedJson.parse("module.json", text)).isEmpty());
        assertEquals("harbour", ModuleCatalog.parse("module.json", text).id());
    }

    @Test
    @DisplayName("the schema refuses what the engine refuses: an unknown key, an id with capitals, no engineApi, an integer option without max, events of the wrong shape")
    void mistakesAreRefused() throws Exception {
        Schema s = schema();
        String ok = "\"id\": \"m\", \"version\": \"1.0.0\", \"engineApi\": \"[1.0,2.0)\"";
        for (String bad : List.of(
                "{" + ok + ", \"requirse\": [\"base\"]}",
                "{\"id\": \"My Module\", \"version\": \"1.0.0\", \"engineApi\": \"[1.0,2.0)\"}",
                "{\"id\": \"m\", \"version\": \"1.0.0\"}",
                "{" + ok + ", \"options\": {\"n\": {\"type\": \"integer\", \"min\": 1, \"default\": 1}}}",
                "{" + ok + ", \"events\": \"m:moved\"}",
                "{" + ok + ", \"entryPoints\": {\"scripts\": [\"effects.ts\"]}}")) {
            List<DataException> problems = s.validate(LocatedJson.parse("module.json", bad));
            assertFalse(problems.isEmpty(), bad);
        }
    }
}
