package io.fogisles.kernel.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class SchemaTest {
    private static final Schema SCHEMA = Schema.load("test.schema.json", """
            {
              "type": "object",
              "required": ["fields"],
              "additionalProperties": false,
              "properties": {
                "fields": {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/field"}}
              },
              "$defs": {
                "field": {"oneOf": [
                  {"type": "object", "required": ["type", "q", "r"], "additionalProperties": false,
                   "properties": {"type": {"const": "base"}, "q": {"type": "integer"}, "r": {"type": "integer"}}},
                  {"type": "object", "required": ["type", "q", "r", "value"], "additionalProperties": false,
                   "properties": {"type": {"const": "fog"}, "q": {"type": "integer"}, "r": {"type": "integer"},
                                  "value": {"type": "integer", "minimum": 0, "maximum": 6}}}
                ]}
              }
            }
            """);

    private static List<DataException> check(String json) {
        return SCHEMA.validate(LocatedJson.parse("island.json", json));
    }

    @Test
    @DisplayName("a valid document has no problems")
    void valid() {
        assertTrue(check("{\"fields\": [{\"type\": \"base\", \"q\": 0, \"r\": 0}, {\"type\": \"fog\", \"q\": 1, \"r\": 0, \"value\": 2}]}").isEmpty());
    }

    @Test
    @DisplayName("errors name the file, the JSON path, the line and column")
    void located() {
        List<DataException> e = check("{\"fields\": [\n  {\"type\": \"base\", \"q\": 0, \"r\": 0},\n  {\"type\": \"fog\", \"q\": 1, \"r\": 0, \"value\": 9}\n]}");
        assertEquals(1, e.size());
        assertEquals("$.fields[1].value", e.get(0).path());
        assertEquals(3, e.get(0).line());
        assertTrue(e.get(0).getMessage().startsWith("island.json:3:"), e.get(0).getMessage());
        assertTrue(e.get(0).getMessage().contains("above the maximum 6"));
    }

    @Test
    @DisplayName("unknown keys and unknown types get a 'did you mean'")
    void didYouMean() {
        List<DataException> e = check("{\"fields\": [{\"type\": \"fog\", \"q\": 1, \"r\": 0, \"valeu\": 2}]}");
        assertTrue(e.stream().anyMatch(x -> x.getMessage().contains("unknown key 'valeu'") && x.getMessage().contains("did you mean 'value'")), e.toString());
        List<DataException> t = check("{\"fields\": [{\"type\": \"fgo\", \"q\": 1, \"r\": 0}]}");
        assertTrue(t.get(0).getMessage().contains("did you mean 'fog'"), t.toString());
        List<DataException> top = check("{\"feilds\": []}");
        assertTrue(top.stream().anyMatch(x -> x.getMessage().contains("did you mean 'fields'")), top.toString());
    }

    @Test
    @DisplayName("wrong types and missing keys are named")
    void types() {
        List<DataException> e = check("{\"fields\": [{\"type\": \"fog\", \"q\": \"one\", \"r\": 0}]}");
        assertTrue(e.stream().anyMatch(x -> x.path().equals("$.fields[0].q") && x.problem().contains("expected an integer")), e.toString());
        assertTrue(e.stream().anyMatch(x -> x.problem().contains("missing required key 'value'")), e.toString());
    }
}
