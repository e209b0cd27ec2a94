package io.fogisles.kernel.hex;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class BoardTest {

    static Board hexagon(int radius) {
        List<Field> fields = new ArrayList<>();
        for (Hex h : Hex.ORIGIN.spiral(radius)) fields.add(new Field(fields.size(), h, h.length() == radius ? "coast" : "fog", Map.of("value", 1)));
        return new Board("test", fields);
    }

    @Test
    @DisplayName("a radius-4 hexagon has 61 fields and 24 on its edge")
    void hexagonCounts() {
        Board b = hexagon(4);
        assertEquals(61, b.size());
        int edge = 0;
        for (int i = 0; i < b.size(); i++) if (b.onEdge(i)) edge++;
        assertEquals(24, edge);
    }

    @Test
    @DisplayName("a ray stops at the board edge and never leaves the board")
    void rayStopsAtEdge() {
        Board b = hexagon(4);
        int centre = b.index(0, 0);
        for (Direction d : Direction.values()) {
            List<Integer> ray = b.ray(centre, d, 10);
            assertEquals(4, ray.size(), "from the centre a ray has 4 fields before the sea, direction " + d);
            assertTrue(b.onEdge(ray.get(3)));
            assertEquals(Board.NONE, b.neighbour(ray.get(3), d));
        }
        assertEquals(2, b.ray(centre, Direction.E, 2).size());
    }

    @Test
    @DisplayName("the kept rays (rayLength, rayField) are the rays walked neighbour by neighbour, from every field in every direction")
    void keptRaysMatchWalkedRays() {
        Board b = hexagon(4);
        for (int i = 0; i < b.size(); i++) {
            for (Direction d : Direction.values()) {
                List<Integer> walked = b.ray(i, d, 99);
                assertEquals(walked.size(), b.rayLength(i, d.ordinal()), "ray length from " + b.hex(i) + " towards " + d);
                for (int n = 1; n <= walked.size(); n++) assertEquals(walked.get(n - 1), b.rayField(i, d.ordinal(), n), "field " + n + " from " + b.hex(i) + " towards " + d);
            }
        }
        assertEquals(4, b.rayLength(b.index(0, 0), Direction.E.ordinal()));
        assertEquals(0, b.rayLength(b.index(4, 0), Direction.E.ordinal()), "an edge field's ray out to sea is empty");
    }

    @Test
    @DisplayName("any shape works: an L-shaped board has correct neighbours")
    void anyShape() {
        List<Field> f = List.of(new Field(0, new Hex(0, 0), "a", Map.of()), new Field(1, new Hex(1, 0), "a", Map.of()),
                new Field(2, new Hex(1, 1), "b", Map.of("value", 3)));
        Board b = new Board("L", f);
        assertEquals(1, b.neighbour(0, Direction.E));
        assertEquals(2, b.neighbour(1, Direction.SE));
        assertEquals(Board.NONE, b.neighbour(2, Direction.E));
        assertTrue(b.adjacent(0, 1));
        assertFalse(b.adjacent(0, 2));
        assertEquals(List.of(2), b.fieldsOfType("b"));
        assertEquals(3, b.field(2).intAttr("value", -1));
    }

    @Test
    @DisplayName("two fields at one coordinate are refused")
    void duplicate() {
        List<Field> f = List.of(new Field(0, new Hex(0, 0), "a", Map.of()), new Field(1, new Hex(0, 0), "a", Map.of()));
        assertThrows(IllegalArgumentException.class, () -> new Board("dup", f));
    }
}
