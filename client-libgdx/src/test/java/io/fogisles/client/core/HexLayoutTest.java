package io.fogisles.client.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.client.core.layout.HexLayout;
import io.fogisles.client.core.layout.Rect;
import io.fogisles.kernel.hex.Direction;
import io.fogisles.kernel.hex.Hex;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Hex ↔ pixel maths of the island drawing (pointy-top, E = +q, SE = +r, y up on screen). */
class HexLayoutTest {
    private static final List<Hex> ISLAND = Hex.ORIGIN.spiral(4);

    @Test
    void everyHexCentreMapsBackToItsHex() {
        for (float size : new float[] {7.5f, 20f, 33.3f}) {
            HexLayout l = new HexLayout(size, 400, 300);
            for (Hex h : ISLAND) {
                assertEquals(h, l.hexAt(l.centerX(h), l.centerY(h)), "centre of " + h + " at size " + size);
                // points well inside the cell (towards each corner) stay in the cell
                for (int i = 0; i < 6; i++) {
                    float x = l.centerX(h) + (l.cornerX(l.centerX(h), i) - l.centerX(h)) * 0.9f;
                    float y = l.centerY(h) + (l.cornerY(l.centerY(h), i) - l.centerY(h)) * 0.9f;
                    assertEquals(h, l.hexAt(x, y), "near corner " + i + " of " + h);
                }
            }
        }
    }

    @Test
    void directionsPointWhereTheRulesSay() {
        HexLayout l = new HexLayout(10, 0, 0);
        float w = 10 * HexLayout.SQRT3;
        Hex o = Hex.ORIGIN;
        assertEquals(w, l.centerX(o.neighbour(Direction.E)), 1e-4);
        assertEquals(0, l.centerY(o.neighbour(Direction.E)), 1e-4);
        assertTrue(l.centerY(o.neighbour(Direction.NE)) > 0, "north is up");
        assertTrue(l.centerY(o.neighbour(Direction.SE)) < 0, "south is down");
        assertTrue(l.centerX(o.neighbour(Direction.NW)) < 0 && l.centerX(o.neighbour(Direction.NE)) > 0);
        for (Direction d : Direction.values()) {
            Hex n = o.neighbour(d);
            assertEquals(w, Math.hypot(l.centerX(n), l.centerY(n)), 1e-3, "neighbours are one hex width apart: " + d);
        }
        // pointy top: corner 1 is straight above the centre
        assertEquals(0, l.cornerX(0, 1), 1e-4);
        assertEquals(10, l.cornerY(0, 1), 1e-4);
    }

    @Test
    void fitKeepsTheWholeIslandInsideTheArea() {
        Rect area = new Rect(100, 50, 500, 380);
        HexLayout l = HexLayout.fit(ISLAND, area, 10, 100);
        for (Hex h : ISLAND) {
            for (int i = 0; i < 6; i++) {
                float x = l.cornerX(l.centerX(h), i), y = l.cornerY(l.centerY(h), i);
                assertTrue(x >= area.x + 9.99 && x <= area.right() + 0.01 - 9.99, "x of " + h);
                assertTrue(y >= area.y + 9.99 && y <= area.top() - 9.99 + 0.01, "y of " + h);
            }
        }
        // the limiting dimension is used: the island (9 rows) is 9*1.5+0.5 = 14 sizes tall
        assertEquals((380 - 20) / 14f, l.size, 0.01);
        assertEquals(area.cx(), l.centerX(Hex.ORIGIN), 0.01);
        assertEquals(area.cy(), l.centerY(Hex.ORIGIN), 0.01);
        assertEquals(12f, HexLayout.fit(ISLAND, area, 10, 12).size, 1e-6, "the size cap holds");
    }
}
