package io.fogisles.kernel.view;

import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.state.Change;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.state.StateLayout;

/**
 * One recorded change as a seat (or a spectator, −1) may see it: plain data for the event stream a client
 * animates and logs. {@link #of} leaves out what the seat may not learn: the use of the random generator,
 * values it may not see, events not meant for it; a piece moved between places it cannot look into
 * becomes the back of its deck ({@link GameState#hidden(int)}, as in a view), and a slot that would tell a
 * hidden order or a hidden place is −1.
 */
public sealed interface SeenChange {

    /** A variable's element took a value ({@code var} is its id; {@code seat} 0 for global variables). */
    record ValueSet(String var, int seat, int index, int value) implements SeenChange {}

    /** A piece moved; zone numbers are the layout's zone instances. */
    record PieceMoved(int piece, int fromZone, int fromSlot, int toZone, int toSlot) implements SeenChange {}

    /** A domain event. */
    record EventRaised(GameEvent event) implements SeenChange {}

    /** The change as {@code viewer} sees it, or null when the viewer learns nothing from it. */
    static SeenChange of(Change change, int viewer, StateLayout layout) {
        return switch (change) {
            case Change.VarSet v -> layout.showsValue(v.var().at(v.seat(), v.index()), viewer)
                    ? new ValueSet(v.var().id(), v.seat(), v.index(), v.after()) : null;
            case Change.PieceMoved m -> moved(m, viewer, layout);
            case Change.RngUsed r -> null;
            case Change.Event e -> e.event().visibleTo(viewer) ? new EventRaised(e.event()) : null;
        };
    }

    private static PieceMoved moved(Change.PieceMoved m, int viewer, StateLayout layout) {
        boolean seenFrom = layout.showsPieces(m.fromZone(), viewer), seenTo = layout.showsPieces(m.toZone(), viewer);
        int piece = seenFrom || seenTo ? m.piece() : GameState.hidden(layout.deckOf(m.piece())); // its back: which deck it is of is public
        int fromSlot = seenFrom && !layout.hiddenOrder(m.fromZone()) ? m.fromSlot() : -1;
        int toSlot = seenTo && !layout.hiddenOrder(m.toZone()) ? m.toSlot() : -1;
        return new PieceMoved(piece, m.fromZone(), fromSlot, m.toZone(), toSlot);
    }

    /** Every change of {@code changes} that {@code viewer} may see, in order. */
    static java.util.List<SeenChange> of(java.util.List<Change> changes, int viewer, StateLayout layout) {
        java.util.List<SeenChange> out = new java.util.ArrayList<>();
        for (Change c : changes) {
            SeenChange s = of(c, viewer, layout);
            if (s != null) out.add(s);
        }
        return out;
    }
}
