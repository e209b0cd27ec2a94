package io.fogisles.kernel.hex;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class HexPropertiesTest {

    @Property
    @Label("distance is symmetric and zero only for the same hex")
    void distanceSymmetric(@ForAll @IntRange(min = -20, max = 20) int q1, @ForAll @IntRange(min = -20, max = 20) int r1,
                           @ForAll @IntRange(min = -20, max = 20) int q2, @ForAll @IntRange(min = -20, max = 20) int r2) {
        Hex a = new Hex(q1, r1), b = new Hex(q2, r2);
        assertEquals(a.distance(b), b.distance(a));
        assertEquals(a.equals(b), a.distance(b) == 0);
    }

    @Property
    @Label("distance obeys the triangle inequality")
    void triangle(@ForAll @IntRange(min = -9, max = 9) int q1, @ForAll @IntRange(min = -9, max = 9) int r1,
                  @ForAll @IntRange(min = -9, max = 9) int q2, @ForAll @IntRange(min = -9, max = 9) int r2,
                  @ForAll @IntRange(min = -9, max = 9) int q3, @ForAll @IntRange(min = -9, max = 9) int r3) {
        Hex a = new Hex(q1, r1), b = new Hex(q2, r2), c = new Hex(q3, r3);
        assertTrue(a.distance(c) <= a.distance(b) + b.distance(c));
    }

    @Property
    @Label("ring k has 6k distinct hexes, all at distance k, consecutive ones adjacent")
    void ringSizes(@ForAll @IntRange(min = 1, max = 12) int k, @ForAll @IntRange(min = -5, max = 5) int q, @ForAll @IntRange(min = -5, max = 5) int r) {
        Hex c = new Hex(q, r);
        List<Hex> ring = c.ring(k);
        assertEquals(6 * k, ring.size());
        assertEquals(6 * k, new HashSet<>(ring).size());
        for (int i = 0; i < ring.size(); i++) {
            assertEquals(k, c.distance(ring.get(i)));
            assertEquals(1, ring.get(i).distance(ring.get((i + 1) % ring.size())));
        }
    }

    @Property
    @Label("a spiral of radius n holds 1 + 3n(n+1) hexes")
    void spiralSize(@ForAll @IntRange(min = 0, max = 10) int n) {
        assertEquals(1 + 3 * n * (n + 1), new HashSet<>(Hex.ORIGIN.spiral(n)).size());
    }

    @Property
    @Label("six 60° rotations are the identity; rotation keeps the distance to the centre")
    void rotationCycles(@ForAll @IntRange(min = -15, max = 15) int q, @ForAll @IntRange(min = -15, max = 15) int r, @ForAll @IntRange(min = -7, max = 7) int k) {
        Hex h = new Hex(q, r);
        assertEquals(h, h.rotate(6));
        assertEquals(h, h.rotate(k).rotate(-k));
        assertEquals(h.length(), h.rotate(k).length());
        assertEquals(h.rotate(3), new Hex(-q, -r));
    }

    @Property
    @Label("rotating a hex rotates its direction: (h + d).rotate(k) = h.rotate(k) + d.rotate(k)")
    void rotationMatchesDirections(@ForAll @IntRange(min = -9, max = 9) int q, @ForAll @IntRange(min = -9, max = 9) int r,
                                   @ForAll @IntRange(min = 0, max = 5) int d, @ForAll @IntRange(min = -6, max = 6) int k) {
        Hex h = new Hex(q, r);
        Direction dir = Direction.byIndex(d);
        assertEquals(h.neighbour(dir).rotate(k), h.rotate(k).neighbour(dir.rotate(k)));
    }
}
