package io.fogisles.base;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.state.StateLayout;
import io.fogisles.kernel.view.SeatView;
import java.util.Arrays;

/**
 * The island game keeps one secret only: the order of the bag. This check holds a game's real state
 * against every seat's view and a spectator's: all values, zone sizes, contents and piece locations are
 * the same, except that the bag's pieces are sorted (the same pieces, in no telling order) and the view
 * carries no random generator.
 */
public final class OpenViews {
    private OpenViews() {
    }

    public static void assertOnlyTheBagOrderIsHidden(Game g) {
        GameState real = g.state();
        StateLayout layout = real.layout();
        int[][] r = real.arrays();
        for (int viewer = -1; viewer < real.seats(); viewer++) {
            SeatView view = SeatView.of(real, viewer);
            assertArrayEquals(r[0], view.ints(), "values seen by " + viewer);
            assertArrayEquals(r[1], view.zoneSize(), "zone sizes seen by " + viewer);
            int hiddenOrder = 0;
            for (int zone = 0; zone < layout.zoneInstances(); zone++) {
                int[] mine = real.pieces(zone), seen = view.toState(layout).pieces(zone);
                if (layout.hiddenOrder(zone)) {
                    hiddenOrder++;
                    int[] sorted = mine.clone();
                    Arrays.sort(sorted);
                    assertArrayEquals(sorted, seen, layout.zoneName(zone) + ": the same pieces, sorted");
                } else {
                    assertArrayEquals(mine, seen, layout.zoneName(zone) + " seen by " + viewer);
                }
            }
            assertEquals(1, hiddenOrder, "the bag is the one zone with a hidden order");
            assertArrayEquals(r[3], view.pieceZone(), "every piece's zone");
            GameState v = view.toState(layout);
            assertEquals(0, v.rngState0() | v.rngState1(), "no random generator in a view");
            assertTrue(Arrays.stream(view.content()).noneMatch(p -> p == GameState.HIDDEN), "no piece is hidden");
        }
    }
}
