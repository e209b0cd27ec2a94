package io.fogisles.balmy;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.JsonDamage;
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
 * Balmy Balloonists' loaders under damaged data: each of its six data files, changed once (a byte, a cut, a node
 * removed, doubled or given an odd value), goes through the whole rule-set build (schemas, the map's and the decks'
 * checks, the parameters' counts). Each either builds, or fails with a {@link DataException} that names a file of
 * the module and a line or JSON path, in plain words. Fixed seeds keep runs alike.
 */
class BalmyLoaderFuzzTest {
    /** The kernel's odd values and this game's own words. */
    static final List<String> ODD;

    static {
        List<String> odd = new ArrayList<>(JsonDamage.ODD);
        odd.addAll(List.of("\"N2\"", "\"S9\"", "\"-\"", "\"libya\"", "\"area-51\"", "\"permit\"", "\"white\"", "\"back\"", "{\"lane\": 9, \"fields\": [1]}",
                "{\"lane\": 1, \"fields\": [-1]}", "[{\"lane\": 3, \"fields\": [1]}]"));
        ODD = List.copyOf(odd);
    }

    @Provide
    Arbitrary<JsonDamage> damage() {
        return Combinators.combine(Arbitraries.of(JsonDamage.Kind.class), Arbitraries.integers().between(0, 1_000_000), Arbitraries.integers().between(0, 255))
                .as((k, a, b) -> new JsonDamage(k, a, b, ODD));
    }

    private static void buildsOrSaysWhere(String file, JsonDamage d) {
        String text = d.apply(BalmyData.read(file));
        try {
            BalmyData.rulesWith(Map.of(file, text), 3);
        } catch (DataException e) {
            assertTrue(e.file() != null && e.file().startsWith("balmy-balloonists/data/"), "the error names a file of the module (" + d + "): " + e.getMessage());
            assertTrue(e.line() > 0 || e.path() != null && !e.path().isEmpty(), "the error says where (" + d + "): " + e.getMessage());
            for (String internal : new String[] {"com.fasterxml", "java.lang.", "Exception:", "JsonParseException"})
                assertFalse(e.getMessage().contains(internal), "plain words, not '" + internal + "' (" + d + "): " + e.getMessage());
        } catch (RuntimeException e) {
            fail("not a DataException (" + d + "): " + e, e);
        }
    }

    @Property(tries = 80, seed = "3101")
    @Label("map.json, damaged once: the rules build, or a DataException names the file and the place")
    void map(@ForAll("damage") JsonDamage d) {
        buildsOrSaysWhere("data/map.json", d);
    }

    @Property(tries = 80, seed = "3102")
    @Label("wind-cards.json, damaged once: the rules build, or a DataException names the file and the place")
    void windCards(@ForAll("damage") JsonDamage d) {
        buildsOrSaysWhere("data/wind-cards.json", d);
    }

    @Property(tries = 80, seed = "3103")
    @Label("quadrant-cards.json, damaged once: the rules build, or a DataException names the file and the place")
    void quadrantCards(@ForAll("damage") JsonDamage d) {
        buildsOrSaysWhere("data/quadrant-cards.json", d);
    }

    @Property(tries = 80, seed = "3104")
    @Label("bad-luck.json, damaged once: the rules build, or a DataException names the file and the place")
    void badLuck(@ForAll("damage") JsonDamage d) {
        buildsOrSaysWhere("data/bad-luck.json", d);
    }

    @Property(tries = 80, seed = "3105")
    @Label("advantage-cards.json, damaged once: the rules build, or a DataException names the file and the place")
    void advantageCards(@ForAll("damage") JsonDamage d) {
        buildsOrSaysWhere("data/advantage-cards.json", d);
    }

    @Property(tries = 80, seed = "3106")
    @Label("parameters.json, damaged once: the rules build, or a DataException names the file and the place")
    void parameters(@ForAll("damage") JsonDamage d) {
        buildsOrSaysWhere("data/parameters.json", d);
    }
}
