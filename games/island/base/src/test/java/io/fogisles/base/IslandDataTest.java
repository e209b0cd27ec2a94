package io.fogisles.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.hex.Hex;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** RULES A.5, C1, C5, B.14 (the island back side): the island data. */
class IslandDataTest {

    private static Island island(String side) {
        return Fixtures.base(2, side).service(BaseGame.class).island;
    }

    private static Map<String, Integer> types(Island i) {
        Map<String, Integer> m = new HashMap<>();
        for (int f = 0; f < i.size(); f++) m.merge(i.type(f), 1, Integer::sum);
        return m;
    }

    @ParameterizedTest(name = "C1 / C5 the {0} island (six landscapes, plains included, one coast each): a radius-4 hexagon of 61 fields, base in the centre, 6 start fields, 6 coasts × 4 fields, values 0–6")
    @ValueSource(strings = {"front", "back"})
    void geometry(String side) {
        Island i = island(side);
        assertEquals(61, i.size());
        assertEquals(new Hex(0, 0), i.board().hex(i.base()));
        assertEquals(6, i.startFields().length);
        Set<Integer> landscapes = new HashSet<>();
        for (int l = 0; l < 6; l++) {
            int[] coast = i.coastFields(l);
            assertEquals(4, coast.length, "4 coast fields per landscape");
            for (int f : coast) assertEquals(4, i.board().hex(f).length(), "coast fields are the outer ring");
            landscapes.add(l);
        }
        assertEquals(6, landscapes.size(), "C5/A.2 each landscape, plains included, on exactly one coast");
        for (int f = 0; f < i.size(); f++) {
            if (f == i.base()) continue;
            assertTrue(i.value(f) >= 0 && i.value(f) <= 6, "value of field " + i.board().hex(f));
        }
    }

    @ParameterizedTest(name = "C1 coast k is corner k plus the next 3 fields clockwise ({0} island)")
    @ValueSource(strings = {"front", "back"})
    void coastsAreContiguousSides(String side) {
        Island i = island(side);
        List<Hex> ring = Hex.ORIGIN.ring(4);
        for (int k = 0; k < 6; k++) {
            int land = i.coast(i.board().index(ring.get(4 * k)));
            for (int j = 1; j < 4; j++) assertEquals(land, i.coast(i.board().index(ring.get(4 * k + j))));
        }
    }

    @Test
    @DisplayName("C1 front (gold compass): 3 volcanoes (2, 3, 5), 3 drops (1, 2, 3), 2 '?' fields")
    void frontSpecials() {
        Island i = island("front");
        Map<String, Integer> t = types(i);
        assertEquals(3, t.get("volcano"));
        assertEquals(3, t.get("drop"));
        assertEquals(2, t.get("question"));
        List<Integer> penalties = new ArrayList<>(), drops = new ArrayList<>();
        for (int f = 0; f < i.size(); f++) {
            if (i.penalty(f) > 0) penalties.add(i.penalty(f));
            if (i.type(f).equals("drop")) drops.add(i.energy(f));
        }
        penalties.sort(null);
        drops.sort(null);
        assertEquals(List.of(2, 3, 5), penalties);
        assertEquals(List.of(1, 2, 3), drops);
        assertEquals("base:question", i.effect(i.board().fieldsOfType("question").get(0)));
    }

    @Test
    @DisplayName("B14.2 / C1 back (silver compass): a different arrangement, 3 volcanoes, 2 'draw 2' and 2 'draw 1 + energy 2' fields, no drops and no '?'")
    void backSpecials() {
        Island f = island("front"), b = island("back");
        Map<String, Integer> t = types(b);
        assertEquals(3, t.get("volcano"));
        assertEquals(2, t.get("draw2"));
        assertEquals(2, t.get("draw1energy"));
        assertTrue(!t.containsKey("drop") && !t.containsKey("question"));
        for (int x : b.board().fieldsOfType("draw1energy")) assertEquals(2, b.energy(x));
        int differentValues = 0;
        for (int x = 0; x < 61; x++) if (f.value(x) != b.value(x)) differentValues++;
        assertTrue(differentValues > 20, "the values are arranged differently");
        assertNotEquals(f.coast(f.coastFields(0)[0]), b.coast(f.coastFields(0)[0]), "the coast landscapes are arranged differently");
    }

    @Test
    @DisplayName("B1.1 the front (gold compass) is the default; B14.1 / B14.3 the back side is an option of Module 1 and changes nothing else: same tiles, same numbers, same flow and score rows")
    void backOption() {
        io.fogisles.kernel.game.RuleSet frontRules = Fixtures.base(3, "front"), backRules = Fixtures.base(3, "back");
        BaseGame front = frontRules.service(BaseGame.class), back = backRules.service(BaseGame.class);
        assertEquals("base:front", Fixtures.base(3).service(BaseGame.class).island.id());
        assertEquals("base:back", back.island.id());
        assertEquals(List.of(front.pieces.kind), List.of(back.pieces.kind), "the same tiles");
        BaseRules f = front.rules, b = back.rules;
        assertEquals(List.of(f.energyMax, f.eyepieces, f.maxEyepieces, f.clouds, f.cloudCapacity, f.landscapeTilePoints, f.jokerPoints, f.bonusMinTiles,
                        f.bonusPoints, f.cityPoints, f.endBonusFirst, f.endBonusFinal),
                List.of(b.energyMax, b.eyepieces, b.maxEyepieces, b.clouds, b.cloudCapacity, b.landscapeTilePoints, b.jokerPoints, b.bonusMinTiles,
                        b.bonusPoints, b.cityPoints, b.endBonusFirst, b.endBonusFinal));
        assertTrue(java.util.Arrays.equals(f.startingEnergy, b.startingEnergy) && java.util.Arrays.equals(f.crownEnergy, b.crownEnergy)
                && java.util.Arrays.equals(f.crownPoints, b.crownPoints) && java.util.Arrays.equals(f.monumentRates, b.monumentRates)
                && java.util.Arrays.equals(f.directionDie, b.directionDie) && java.util.Arrays.equals(f.bonusFaceEffects, b.bonusFaceEffects));
        assertEquals(f.fieldEffects, b.fieldEffects);
        assertEquals(frontRules.newGame(1).scores().rows(), backRules.newGame(1).scores().rows(), "the same score pad");
        assertEquals(frontRules.flow().ids(), backRules.flow().ids(), "the same flow: setup, phases and steps");
    }

    @Test
    @DisplayName("island field attributes keep the type JSON gives them: integers, booleans and texts")
    void attributeTypes() throws Exception {
        com.fasterxml.jackson.databind.JsonNode n = io.fogisles.kernel.data.Json.MAPPER.readTree("{\"i\": 3, \"b\": true, \"f\": false, \"s\": \"forest\"}");
        assertEquals(3, IslandLoader.attribute(n.get("i")));
        assertEquals(Boolean.TRUE, IslandLoader.attribute(n.get("b")));
        assertEquals(Boolean.FALSE, IslandLoader.attribute(n.get("f")));
        assertEquals("forest", IslandLoader.attribute(n.get("s")));
    }

    @Test
    @DisplayName("the island files say they are our own design, not a transcription of the printed board")
    void designNote() throws Exception {
        for (String side : List.of("front", "back")) {
            String text = Fixtures.catalog().get("base").read("data/islands/" + side + ".json");
            assertTrue(text.contains("Designed for this project"), side);
        }
    }

    @Test
    @DisplayName("bad island data names the file, the JSON path and the line: two fields at one place, no base, unknown type")
    void badIslands() {
        DataException dup = assertThrows(DataException.class, () -> IslandLoader.load("my-island.json",
                "{\"fields\": [\n {\"q\":0,\"r\":0,\"type\":\"base\"},\n {\"q\":1,\"r\":0,\"type\":\"fog\",\"value\":1},\n {\"q\":1,\"r\":0,\"type\":\"fog\",\"value\":2}\n]}", Map.of()));
        assertEquals("$.fields[2]", dup.path());
        assertEquals(4, dup.line());
        DataException noBase = assertThrows(DataException.class, () -> IslandLoader.load("my-island.json",
                "{\"fields\": [{\"q\":0,\"r\":0,\"type\":\"fog\",\"value\":1},{\"q\":1,\"r\":0,\"type\":\"fog\",\"value\":1}]}", Map.of()));
        assertTrue(noBase.getMessage().contains("exactly one field of type \"base\""), noBase.getMessage());
        DataException type = assertThrows(DataException.class, () -> IslandLoader.load("my-island.json",
                "{\"fields\": [{\"q\":0,\"r\":0,\"type\":\"base\"},{\"q\":1,\"r\":0,\"type\":\"vulcano\",\"value\":1}]}", Map.of()));
        assertTrue(type.getMessage().contains("did you mean 'volcano'"), type.getMessage());
        DataException value = assertThrows(DataException.class, () -> IslandLoader.load("my-island.json",
                "{\"fields\": [{\"q\":0,\"r\":0,\"type\":\"base\"},{\"q\":1,\"r\":0,\"type\":\"fog\"}]}", Map.of()));
        assertTrue(value.getMessage().contains("missing required key 'value'"), value.getMessage());
    }
}
