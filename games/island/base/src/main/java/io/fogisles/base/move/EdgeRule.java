package io.fogisles.base.move;

import io.fogisles.kernel.play.GameContext;

/**
 * An extension point of Module 1 (bound with Guice, see {@code BaseExtensions}): a module that changes
 * what lies beyond the island's edge for a seat (the harbour, once that seat's office is built).
 * Rules are asked in module order; the first that applies decides; without any the coast stops the
 * balloon.
 */
public interface EdgeRule {
    /** This seat's exit rule now, or null when the rule does not apply to the seat. */
    EdgeExit forSeat(GameContext ctx, int seat);
}
