package io.fogisles.kernel.hex;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class DirectionTest {

    @Test
    @DisplayName("B0.2 direction vectors: E(+1,0) W(-1,0) NE(+1,-1) NW(0,-1) SE(0,+1) SW(-1,+1)")
    void vectors() {
        assertEquals(new Hex(1, 0), Hex.ORIGIN.neighbour(Direction.E));
        assertEquals(new Hex(-1, 0), Hex.ORIGIN.neighbour(Direction.W));
        assertEquals(new Hex(1, -1), Hex.ORIGIN.neighbour(Direction.NE));
        assertEquals(new Hex(0, -1), Hex.ORIGIN.neighbour(Direction.NW));
        assertEquals(new Hex(0, 1), Hex.ORIGIN.neighbour(Direction.SE));
        assertEquals(new Hex(-1, 1), Hex.ORIGIN.neighbour(Direction.SW));
    }

    @Test
    @DisplayName("B0.2 counter-clockwise cycle E, NE, NW, W, SW, SE; opposite is 3 steps; ±60° is one step")
    void cycle() {
        assertEquals(Direction.NE, Direction.E.rotate(1));
        assertEquals(Direction.SE, Direction.E.rotate(-1));
        assertEquals(Direction.SW, Direction.NE.opposite());
        assertEquals(Direction.W, Direction.E.opposite());
        assertEquals(Direction.NW, Direction.NE.rotate(1));
        assertEquals(Direction.E, Direction.NE.rotate(-1));
        for (Direction d : Direction.values()) {
            assertEquals(d, d.rotate(6));
            assertEquals(d, d.opposite().opposite());
            Hex n = Hex.ORIGIN.neighbour(d), o = Hex.ORIGIN.neighbour(d.opposite());
            assertEquals(new Hex(-n.q(), -n.r()), o);
        }
    }

    @Test
    @DisplayName("direction ids parse case-insensitively; north and south do not exist")
    void parse() {
        assertEquals(Direction.SW, Direction.parse("sw"));
        assertNull(Direction.parse("N"));
        assertNull(Direction.parse("S"));
    }
}
