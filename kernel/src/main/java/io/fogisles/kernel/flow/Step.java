package io.fogisles.kernel.flow;

import io.fogisles.kernel.play.GameContext;
import java.util.List;

/**
 * A named unit of the round. The engine calls {@link #advance} when the step starts for a seat and again
 * after every accepted action; the step either finishes (returns {@code null}) or asks its seat for a
 * {@link Decision}. A step keeps no fields of its own between calls: its progress lives in the game state
 * (variables, zones, or the frame's scratch values), so that copies, saves and undo stay exact.
 */
public interface Step {

    /** Does the step's automatic work; returns the decision now wanted from {@code ctx.seat()}, or null when done. */
    Decision advance(GameContext ctx);

    /** Every decision {@link #advance} may return (so the engine can refer to them by number in the state). */
    default List<Decision> decisions() {
        return List.of();
    }
}
