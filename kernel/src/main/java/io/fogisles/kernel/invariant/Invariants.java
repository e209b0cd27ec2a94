package io.fogisles.kernel.invariant;

import io.fogisles.kernel.game.Game;

/**
 * A module's promises about every reachable state of its games: where each kind of piece may be, the ranges
 * of its values, what it records. Contributed with {@code Contributions.invariants(binder())}; one instance
 * serves every game of a rule set (on any thread), so it keeps no state of its own: what it must remember
 * between decisions lives in the {@link Watch} it makes for each game.
 */
public interface Invariants {
    /** A fresh watch over one game, made before its first decision. */
    Watch watch(Game game);

    /**
     * The checks of one game. A violated promise throws {@link InvariantViolation} with a message that names
     * the rule and the piece or seat. The checks run after every decision of long soaks, so they should cost
     * about as much as the decision did: no strings on the happy path, no scans that a remembered value
     * makes unnecessary.
     */
    interface Watch {
        /** After every decision (and once before the first). */
        void afterDecision();

        /** Once, when the game is over. */
        default void atEnd() {
        }
    }
}
