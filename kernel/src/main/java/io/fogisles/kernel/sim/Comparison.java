package io.fogisles.kernel.sim;

import java.util.List;

/**
 * A paired comparison of configurations A and B over {@code pairs} seeds: A's and B's own statistics, and
 * for every score row (the total last), the game length and each seat's win rate the difference B − A with
 * the 95 % interval of the per-pair differences. Win-rate differences are empty when A and B seat different
 * numbers of players.
 */
public record Comparison(long pairs, Summary a, Summary b, List<Difference> rows, Difference rounds, List<Difference> winRateBySeat) {

    /**
     * One measure in A and in B (null where that configuration has no such score row: it counts 0 in the
     * difference) and the difference B − A with its interval.
     */
    public record Difference(String id, Double a, Double b, Estimate delta) {
        /** The interval excludes 0: a difference that chance alone is unlikely to produce. */
        public boolean significant() {
            return delta.excludesZero();
        }
    }

    /** The total's difference. */
    public Difference total() {
        return rows.get(rows.size() - 1);
    }
}
