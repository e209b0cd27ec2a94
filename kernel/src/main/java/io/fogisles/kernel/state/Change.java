package io.fogisles.kernel.state;

import io.fogisles.kernel.event.GameEvent;

/**
 * One recorded change of the game state. The sequence of changes is the game's event stream (the client
 * animates it, the log prints it) and, read backwards, its undo.
 */
public sealed interface Change {

    /** An integer variable changed. */
    record VarSet(IntVar var, int seat, int index, int before, int after) implements Change {}

    /** A piece moved between zones (or within one). Zone numbers are zone instances of the layout. */
    record PieceMoved(int piece, int fromZone, int fromSlot, int toZone, int toSlot) implements Change {}

    /** The RNG was used; {@code before0/1} is its state before. Marks hidden information being revealed. */
    record RngUsed(long before0, long before1) implements Change {}

    /** A domain event raised by a rule (no state change of its own). */
    record Event(GameEvent event) implements Change {}
}
