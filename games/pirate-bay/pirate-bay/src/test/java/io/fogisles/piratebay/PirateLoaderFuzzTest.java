package io.fogisles.piratebay;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.Json;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Pirate Bay's loaders under damaged data: cards.json and parameters.json, each changed once (a byte, a cut, a
 * node removed, doubled or given an odd value), go through the whole rule-set build (schema, parameter checks,
 * the cards' checks against the deck). Each either builds, or fails with a {@link DataException} that names a
 * file of the module and a line or JSON path, in plain words. Fixed seeds keep runs alike.
 */
class PirateLoaderFuzzTest {

    /** One change to a JSON file; {@code a} picks the place, {@code b} the replacement. */
    record Damage(Kind kind, int a, int b) {
        enum Kind { BYTE, CUT, REMOVE, DOUBLE, ODD_VALUE }

        static final List<String> ODD = List.of("null", "true", "\"\"", "\"x\"", "[]", "{}", "-1", "0", "1.5", "1e400", "99999999999999999999",
                "2147483648", "\"land\"", "\"water\"", "\"gold\"", "{\"id\": \"red\", \"effect\": \"pirate-bay:count-gold\"}", "[{\"id\": \"x\"}]", "\"" + "n".repeat(3000) + "\"");

        String apply(String valid) {
            byte[] bytes = valid.getBytes(StandardCharsets.UTF_8);
            return switch (kind) {
                case BYTE -> {
                    bytes[a % bytes.length] = (byte) b;
                    yield new String(bytes, StandardCharsets.UTF_8);
                }
                case CUT -> new String(bytes, 0, a % bytes.length, StandardCharsets.UTF_8);
                default -> tree(valid);
            };
        }

        private String tree(String valid) {
            JsonNode root;
            try {
                root = Json.MAPPER.readTree(valid);
            } catch (java.io.IOException e) {
                throw new IllegalStateException(e);
            }
            List<JsonNode[]> places = new ArrayList<>(); // {container, key-or-index as a text node}
            collect(root, places);
            JsonNode[] place = places.get(a % places.size());
            JsonNode odd;
            try {
                odd = Json.MAPPER.readTree(ODD.get(b % ODD.size()));
            } catch (java.io.IOException e) {
                throw new IllegalStateException(e);
            }
            if (place[0] instanceof ObjectNode o) {
                String key = place[1].asText();
                switch (kind) {
                    case REMOVE -> o.remove(key);
                    case DOUBLE -> o.set(key + "2", o.get(key));
                    default -> o.set(key, odd);
                }
            } else {
                ArrayNode arr = (ArrayNode) place[0];
                int i = place[1].asInt();
                switch (kind) {
                    case REMOVE -> arr.remove(i);
                    case DOUBLE -> arr.insert(i, arr.get(i).deepCopy());
                    default -> arr.set(i, odd);
                }
            }
            return root.toPrettyString();
        }

        private static void collect(JsonNode n, List<JsonNode[]> out) {
            if (n instanceof ObjectNode o) {
                o.fieldNames().forEachRemaining(k -> out.add(new JsonNode[] {o, Json.MAPPER.getNodeFactory().textNode(k)}));
                o.elements().forEachRemaining(c -> collect(c, out));
            } else if (n instanceof ArrayNode arr) {
                for (int i = 0; i < arr.size(); i++) {
                    out.add(new JsonNode[] {arr, Json.MAPPER.getNodeFactory().numberNode(i)});
                    collect(arr.get(i), out);
                }
            }
        }
    }

    @Provide
    Arbitrary<Damage> damage() {
        return Combinators.combine(Arbitraries.of(Damage.Kind.class), Arbitraries.integers().between(0, 1_000_000), Arbitraries.integers().between(0, 255))
                .as(Damage::new);
    }

    private static void buildsOrSaysWhere(String file, Damage d) {
        String text = d.apply(PirateData.read(file));
        try {
            PirateData.rulesWith(Map.of(file, text), 3);
        } catch (DataException e) {
            assertTrue(e.file() != null && e.file().startsWith("pirate-bay/data/"), "the error names a file of the module (" + d + "): " + e.getMessage());
            assertTrue(e.line() > 0 || e.path() != null && !e.path().isEmpty(), "the error says where (" + d + "): " + e.getMessage());
            for (String internal : new String[] {"com.fasterxml", "java.lang.", "Exception:", "JsonParseException"})
                assertFalse(e.getMessage().contains(internal), "plain words, not '" + internal + "' (" + d + "): " + e.getMessage());
        } catch (RuntimeException e) {
            fail("not a DataException (" + d + "): " + e, e);
        }
    }

    @Property(tries = 150, seed = "3001")
    @Label("cards.json, damaged once: the rules build, or a DataException names the file and the place")
    void cards(@ForAll("damage") Damage d) {
        buildsOrSaysWhere("data/cards.json", d);
    }

    @Property(tries = 150, seed = "3002")
    @Label("parameters.json, damaged once: the rules build, or a DataException names the file and the place")
    void parameters(@ForAll("damage") Damage d) {
        buildsOrSaysWhere("data/parameters.json", d);
    }
}
