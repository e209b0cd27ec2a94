package io.fogisles.kernel.view;

import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.state.StateLayout;

/**
 * What one seat (or a spectator, seat −1) may see of a game's state, as plain arrays that serialise as
 * they are (Jackson writes a record's int arrays as JSON arrays). Made by {@link GameState#viewFor}: pieces
 * the seat may not see are the backs of their decks ({@link GameState#hidden(int)}: −2 for a piece of no deck,
 * −2 − d for one of deck d), their locations −1, hidden values 0, order-hidden zones
 * sorted, and there is no random generator and no seed. A receiver that knows the rule set's layout turns it
 * back into a {@link GameState} ({@link #toState}) to read it with the modules' handles.
 *
 * @param seat the seat the view is for, −1 for a spectator
 */
public record SeatView(int seat, int[] ints, int[] zoneSize, int[] content, int[] pieceZone, int[] pieceSlot) {

    /** The view of {@code state} for {@code seat} (−1: a spectator). */
    public static SeatView of(GameState state, int seat) {
        int[][] a = state.viewFor(seat).arrays();
        return new SeatView(seat, a[0], a[1], a[2], a[3], a[4]);
    }

    /** The view as a state of {@code layout} (checked: arrays of the wrong length or that disagree are refused). */
    public GameState toState(StateLayout layout) {
        return GameState.of(layout, ints, zoneSize, content, pieceZone, pieceSlot);
    }
}
