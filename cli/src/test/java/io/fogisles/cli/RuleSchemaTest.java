package io.fogisles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.LocatedJson;
import io.fogisles.kernel.data.Schema;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * scripts/api/rule.schema.json, the JSON Schema an editor uses for rule.json (issue 34 item 5): every bundled
 * manifest (the template's "$schema" key included) is valid against it, and the mistakes check reports are
 * refused by it too.
 */
class RuleSchemaTest {
    private static Schema schema() throws Exception {
        return Schema.load("rule.schema.json", Files.readString(CliFixture.repo().resolve("scripts/api/rule.schema.json")));
    }

    @Test
    @DisplayName("every bundled rule.json is valid against scripts/api/rule.schema.json, and the template names the schema")
    void bundledManifestsAreValid() throws Exception {
        Schema s = schema();
        List<Path> manifests;
        try (Stream<Path> files = Stream.concat(Files.walk(CliFixture.repo().resolve("scripts")), Files.walk(CliFixture.repo().resolve("games")))) {
            manifests = files.filter(p -> p.getFileName().toString().equals("rule.json")).sorted().toList();
        }
        assertTrue(manifests.size() >= 8, "the bundled rules: " + manifests);
        for (Path m : manifests) {
            List<DataException> problems = s.validate(LocatedJson.parse(m.toString(), Files.readString(m)));
            assertEquals(List.of(), problems, m.toString());
        }
        assertTrue(Files.readString(CliFixture.repo().resolve("scripts/template/rule.json")).contains("\"$schema\": \"../api/rule.schema.json\""));
    }

    @Test
    @DisplayName("the schema refuses what check refuses: an unknown key, an id with capitals, a missing English name, an integer option without max")
    void mistakesAreRefused() throws Exception {
        Schema s = schema();
        for (String bad : List.of(
                "{\"id\": \"a\", \"name\": {\"en\": \"A\"}, \"version\": \"1.0.0\", \"apiVersion\": \"1\", \"requiers\": [\"base\"]}",
                "{\"id\": \"Big Rule\", \"name\": {\"en\": \"A\"}, \"version\": \"1.0.0\", \"apiVersion\": \"1\"}",
                "{\"id\": \"a\", \"name\": {\"de\": \"A\"}, \"version\": \"1.0.0\", \"apiVersion\": \"1\"}",
                "{\"id\": \"a\", \"name\": {\"en\": \"A\"}, \"version\": \"1.0.0\", \"apiVersion\": \"7\"}",
                "{\"id\": \"a\", \"name\": {\"en\": \"A\"}, \"version\": \"1.0.0\", \"apiVersion\": \"1\", \"options\": {\"n\": {\"type\": \"integer\", \"min\": 1, \"default\": 1}}}"))
            assertTrue(!s.validate(LocatedJson.parse("rule.json", bad)).isEmpty(), bad);
    }
}
