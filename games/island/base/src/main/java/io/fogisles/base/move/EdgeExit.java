package io.fogisles.base.move;

/**
 * Where a straight flight ends that would go {@code beyond} (≥ 1) steps past the island's edge after
 * its last island field {@code last}, moving in direction {@code direction} (ordinal). The base game
 * stops on the coast (RULES B5.8): the answer is {@code last}. The answer must not change for
 * {@code beyond} ≥ {@link #reach()}.
 */
@FunctionalInterface
public interface EdgeExit {
    int exit(int last, int direction, int beyond);

    /** How many steps past the edge can lead to different places (beyond that the answer no longer changes). */
    default int reach() {
        return 16;
    }

    EdgeExit COAST_STOP = new EdgeExit() {
        public int exit(int last, int direction, int beyond) {
            return last;
        }

        public int reach() {
            return 1;
        }
    };

    /** An exit rule that stops after {@code reach} steps past the edge. */
    static EdgeExit of(int reach, EdgeExit rule) {
        return new EdgeExit() {
            public int exit(int last, int direction, int beyond) {
                return rule.exit(last, direction, beyond);
            }

            public int reach() {
                return reach;
            }
        };
    }
}
