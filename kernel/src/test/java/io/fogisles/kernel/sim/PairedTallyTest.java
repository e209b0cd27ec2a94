package io.fogisles.kernel.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.score.ScoreSheet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@link PairedTally} and {@link Estimate} on small inputs whose intervals are worked out by hand in the comments. */
class PairedTallyTest {
    static final double EPS = 1e-4;

    static ScoreSheet sheet(List<String> rows, int[][] points, List<Integer> winners) {
        int[] totals = new int[points[0].length];
        for (int[] row : points) for (int s = 0; s < totals.length; s++) totals[s] += row[s];
        return new ScoreSheet(rows, points, totals, winners);
    }

    /**
     * Three pairs of 2-player games. B has a row A lacks (m:c); its difference is B's value against 0.
     * <pre>
     * pair  A: a (s0 s1)  B: a     B: c    total A  total B  per player B − A   rounds A B  winners A B
     * 0     1 1           2 1      0 0     2        3        +0.5               10 10        0    0
     * 1     2 0           2 1      1 1     2        5        +1.5               10 11        0    1
     * 2     0 2           1 2      2 2     2        7        +2.5               12 12        1    0,1
     * </pre>
     * Total: differences 0.5, 1.5, 2.5: mean 1.5, standard deviation 1, t(0.975; 2 df) = 4.302653, half
     * width 4.302653 / √3 = 2.484138 → [−0.984138, 3.984138], includes 0.
     * Row a: 0.5, 0.5, 0.5: no spread, the interval is the point [0.5, 0.5], which excludes 0.
     * Rounds: 0, 1, 0: mean 1/3, sd 0.57735, half width 4.302653 · 0.57735 / √3 = 1.434218.
     * Seat 1 win share B − A: 0, 1, −0.5: mean 1/6.
     */
    @Test
    @DisplayName("per pair B − A of every row (a row only B has counts against 0), the total, rounds and seat win shares, with Student's t intervals")
    void pairedDifferences() {
        List<String> ra = List.of("m:a"), rb = List.of("m:a", "m:c");
        PairedTally t = new PairedTally(2, Set.of(), 2, Set.of());
        t.addDifferences(sheet(ra, new int[][] {{1, 1}}, List.of(0)), 10, sheet(rb, new int[][] {{2, 1}, {0, 0}}, List.of(0)), 10);
        t.addDifferences(sheet(ra, new int[][] {{2, 0}}, List.of(0)), 10, sheet(rb, new int[][] {{2, 1}, {1, 1}}, List.of(1)), 11);
        t.addDifferences(sheet(ra, new int[][] {{0, 2}}, List.of(1)), 12, sheet(rb, new int[][] {{1, 2}, {2, 2}}, List.of(0, 1)), 12);
        assertEquals(3, t.pairs());
        Comparison c = t.comparison(1);
        assertEquals(List.of("m:a", "m:c", "total"), c.rows().stream().map(Comparison.Difference::id).toList());

        Estimate total = c.total().delta();
        assertEquals(1.5, total.value(), EPS);
        assertEquals(-0.984138, total.low(), EPS);
        assertEquals(3.984138, total.high(), EPS);
        assertFalse(c.total().significant());
        assertEquals(total, t.totalDifference());

        Estimate a = c.rows().get(0).delta();
        assertEquals(new Estimate(0.5, 0.5, 0.5), a);
        assertTrue(c.rows().get(0).significant(), "the same +0.5 in every pair");

        Comparison.Difference onlyB = c.rows().get(1);
        assertNull(onlyB.a(), "A has no such row");
        assertEquals(1.0, onlyB.delta().value(), EPS); // B's per-player means 0, 1, 2

        assertEquals(1 / 3.0, c.rounds().delta().value(), EPS);
        assertEquals(1 / 3.0 - 1.434218, c.rounds().delta().low(), EPS);
        assertEquals(1 / 6.0, c.winRateBySeat().get(1).delta().value(), EPS);
        assertEquals(2, c.winRateBySeat().size());
    }

    @Test
    @DisplayName("A and B with different numbers of players: per-player means are compared, seat win rates are not")
    void differentSeats() {
        PairedTally t = new PairedTally(2, Set.of(), 3, Set.of());
        List<String> rows = List.of("m:a");
        // A: 2 + 4 over 2 players = 3 per player; B: 3 + 3 + 6 over 3 = 4 per player → +1 each pair
        for (int i = 0; i < 2; i++) t.addDifferences(sheet(rows, new int[][] {{2, 4}}, List.of(1)), 5, sheet(rows, new int[][] {{3, 3, 6}}, List.of(2)), 5);
        Comparison c = t.comparison(1);
        assertEquals(new Estimate(1, 1, 1), c.total().delta());
        assertTrue(c.winRateBySeat().isEmpty());
    }

    @Test
    @DisplayName("Wilson interval of 25 wins in 100 games: [0.1754, 0.3430]; fewer than two pairs give no interval")
    void intervals() {
        Estimate w = Estimate.proportion(25, 100);
        assertEquals(0.25, w.value());
        assertEquals(0.1754, w.low(), 1e-4);
        assertEquals(0.3430, w.high(), 1e-4);
        PairedTally one = new PairedTally(2, Set.of(), 2, Set.of());
        List<String> rows = List.of("m:a");
        one.addDifferences(sheet(rows, new int[][] {{1, 1}}, List.of(0)), 3, sheet(rows, new int[][] {{2, 2}}, List.of(0)), 3);
        assertTrue(Double.isNaN(one.totalDifference().low()));
        assertFalse(one.totalDifference().excludesZero(), "no interval is never a significant difference");
    }
}
