package io.fogisles.kernel.flow;

import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.state.IntVar;

/** Picks a seat from the state, e.g. "the start player" or "the start player's right neighbour". */
@FunctionalInterface
public interface SeatSelector {
    int select(GameState state);

    /** The seat stored in a global variable. */
    static SeatSelector of(IntVar var) {
        return s -> s.get(var);
    }

    /** This selector's seat shifted by {@code delta} seats clockwise (−1 = right neighbour, RULES B0.1). */
    default SeatSelector plus(int delta) {
        return s -> Math.floorMod(select(s) + delta, s.seats());
    }
}
