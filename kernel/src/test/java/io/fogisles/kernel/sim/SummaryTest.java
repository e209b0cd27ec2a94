package io.fogisles.kernel.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.fogisles.kernel.score.ScoreSheet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@link Summary} on small inputs whose statistics are worked out by hand in the comments. */
class SummaryTest {
    static final double EPS = 1e-9;

    static Simulation.GameRecord game(long seed, int rounds, String end, List<String> bots, int[] a, int[] b, List<Integer> winners, int decisions,
                                      List<String> problems) {
        int[] totals = new int[a.length];
        for (int s = 0; s < a.length; s++) totals[s] = a[s] + b[s];
        return new Simulation.GameRecord(seed, rounds, end, bots, new ScoreSheet(List.of("m:a", "m:b"), new int[][] {a, b}, totals, winners), decisions,
                problems);
    }

    /**
     * Four 2-player games, the two bots swapping seats each game:
     * <pre>
     * game  a      b      total  winners  bots (seat 0, seat 1)  rounds  end
     * 0     3 1    2 2    5 3    0        greedy random          10      m:x
     * 1     0 4    1 1    1 5    1        random greedy          12      m:y
     * 2     2 2    2 2    4 4    0 and 1  greedy random          11      m:x
     * 3     5 0    0 0    5 0    0        random greedy          13      m:x
     * </pre>
     */
    static List<Simulation.GameRecord> fourGames() {
        List<String> gr = List.of("greedy", "random"), rg = List.of("random", "greedy");
        return List.of(
                game(1, 10, "m:x", gr, new int[] {3, 1}, new int[] {2, 2}, List.of(0), 100, List.of()),
                game(2, 12, "m:y", rg, new int[] {0, 4}, new int[] {1, 1}, List.of(1), 120, List.of("a script failed")),
                game(3, 11, "m:x", gr, new int[] {2, 2}, new int[] {2, 2}, List.of(0, 1), 110, List.of()),
                game(4, 13, "m:x", rg, new int[] {5, 0}, new int[] {0, 0}, List.of(0), 90, List.of()));
    }

    @Test
    @DisplayName("win rates: a shared victory counts 1/k for each of the k winners, by seat and by bot level")
    void winRates() {
        Summary s = Summary.of(fourGames(), 2.0);
        assertEquals(4, s.games());
        assertEquals(2, s.seats());
        // seat 0: 1 + 0 + 1/2 + 1 = 2.5 of 4; seat 1: 0 + 1 + 1/2 + 0 = 1.5 of 4
        assertArrayEquals(new double[] {0.625, 0.375}, s.winRates(), EPS);
        // greedy won games 0 and 1, half of game 2: 2.5 of 4 seats played; random half of game 2 and game 3
        assertEquals(Map.of("greedy", 0.625, "random", 0.375), s.winRateByBot());
        double sum = 0;
        for (double w : s.winRates()) sum += w;
        assertEquals(1.0, sum, EPS, "every game hands out exactly one victory");
        assertEquals(2.0, s.gamesPerSecond(), EPS);
    }

    @Test
    @DisplayName("every score row and the total: mean, median and nearest-rank percentiles over all players of all games")
    void rows() {
        Summary s = Summary.of(fourGames(), 1.0);
        assertEquals(List.of("m:a", "m:b", "total"), List.copyOf(s.rows().keySet()), "the module's rows in order, the total last");
        // a: 3 1 0 4 2 2 5 0 → sorted 0 0 1 2 2 3 4 5; mean 17/8; median (2+2)/2;
        // nearest rank of 8 values: p10 → 1st, p25 → 2nd, p75 → 6th, p90 → 8th
        assertStat(s.rows().get("m:a"), 17 / 8.0, 2, 0, 0, 3, 5, 0, 5);
        // b: 2 2 1 1 2 2 0 0 → sorted 0 0 1 1 2 2 2 2; mean 10/8; median (1+2)/2 = 1.5
        assertStat(s.rows().get("m:b"), 10 / 8.0, 1.5, 0, 0, 2, 2, 0, 2);
        // total: 5 3 1 5 4 4 5 0 → sorted 0 1 3 4 4 5 5 5; mean 27/8; median 4
        assertStat(s.rows().get("total"), 27 / 8.0, 4, 0, 1, 5, 5, 0, 5);
    }

    @Test
    @DisplayName("game length, end reasons, decisions and script problems are counted over the games")
    void lengthAndEnds() {
        Summary s = Summary.of(fourGames(), 1.0);
        // rounds 10 12 11 13 → sorted 10 11 12 13: mean and median 11.5; p10, p25 → 1st; p75 → 3rd; p90 → 4th
        assertStat(s.rounds(), 11.5, 11.5, 10, 10, 12, 13, 10, 13);
        assertEquals(Map.of("m:x", 3L, "m:y", 1L), s.endReasons());
        assertEquals(420, s.decisions());
        assertEquals(1, s.scriptProblems());
    }

    @Test
    @DisplayName("percentiles of 1…10 given in any order: p10 1, p25 3, median 5.5, p75 8, p90 9")
    void tenValues() {
        List<Simulation.GameRecord> games = new ArrayList<>();
        for (int r : new int[] {7, 3, 10, 1, 5, 9, 2, 8, 4, 6})
            games.add(game(r, r, "m:x", List.of("random", "random"), new int[] {0, 0}, new int[] {0, 0}, List.of(0, 1), 1, List.of()));
        Summary s = Summary.of(games, 1.0);
        assertStat(s.rounds(), 5.5, 5.5, 1, 3, 8, 9, 1, 10);
        assertArrayEquals(new double[] {0.5, 0.5}, s.winRates(), EPS, "two-way ties every game");
        assertEquals(Map.of("random", 0.5), s.winRateByBot());
    }

    @Test
    @DisplayName("no games: zeros, not NaN or an exception")
    void empty() {
        Summary s = Summary.of(List.of(), 0);
        assertEquals(0, s.games());
        assertEquals(0, s.winRateBySeat().size());
        assertEquals(0, s.rounds().mean().value());
        assertEquals(0, s.gamesPerSecond());
        assertEquals(Map.of(), s.rows());
    }

    static void assertStat(Summary.Stat st, double mean, double median, double p10, double p25, double p75, double p90, double min, double max) {
        assertEquals(List.of(mean, median, p10, p25, p75, p90, min, max), List.of(st.mean().value(), st.median(), st.p10(), st.p25(), st.p75(), st.p90(), st.min(),
                st.max()), st.toString());
    }
}
