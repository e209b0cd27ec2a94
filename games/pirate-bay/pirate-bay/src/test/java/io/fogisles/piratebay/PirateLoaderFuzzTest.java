package io.fogisles.piratebay;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.JsonDamage;
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

    /** The kernel's odd values, then Pirate Bay's own words, in the order this test always used. */
    static final List<String> ODD = List.of("null", "true", "\"\"", "\"x\"", "[]", "{}", "-1", "0", "1.5", "1e400", "99999999999999999999",
            "2147483648", "\"land\"", "\"water\"", "\"gold\"", "{\"id\": \"red\", \"effect\": \"pirate-bay:count-gold\"}", "[{\"id\": \"x\"}]", "\"" + "n".repeat(3000) + "\"");

    @Provide
    Arbitrary<JsonDamage> damage() {
        return Combinators.combine(Arbitraries.of(JsonDamage.Kind.class), Arbitraries.integers().between(0, 1_000_000), Arbitraries.integers().between(0, 255))
                .as((k, a, b) -> new JsonDamage(k, a, b, ODD));
    }

    private static void buildsOrSaysWhere(String file, JsonDamage d) {
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
    void cards(@ForAll("damage") JsonDamage d) {
        buildsOrSaysWhere("data/cards.json", d);
    }

    @Property(tries = 150, seed = "3002")
    @Label("parameters.json, damaged once: the rules build, or a DataException names the file and the place")
    void parameters(@ForAll("damage") JsonDamage d) {
        buildsOrSaysWhere("data/parameters.json", d);
    }
}
