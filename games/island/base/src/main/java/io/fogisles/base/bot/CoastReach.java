package io.fogisles.base.bot;

import io.fogisles.base.Island;
import io.fogisles.base.Landscape;
import io.fogisles.base.PieceInfo;
import io.fogisles.base.score.IslandTiles;
import io.fogisles.kernel.hex.Board;
import java.util.Arrays;

/**
 * Which fields' coast distances count for which coast, on the island whose placements the estimate tries, and
 * each coast's best distance there: so that a placement's coasts come from the fields its search lowered
 * instead of a rescan of every coast field's neighbours (that rescan was ~5 % of greedy's time).
 *
 * <p>{@code BaseHeuristic.coasts} takes, per coast landscape l, the least distance over the coast fields of l
 * covered by l or a joker, and over the neighbours of the uncovered coast fields of l: a fixed set of fields
 * per l ({@link #mask}, bit l). A tile on a field f that is not a coast field leaves those sets as they are
 * (only a coast field's own cover decides them), and a landscape tile only lowers distances. So a coast's
 * best after the placement is the lower of its best before and the lowered distances of its fields. A tile
 * that blocks f raises f's distance, and the others' only when a shortest path ran through f: the caller
 * checks that, and searches in full when f itself held a coast's best ({@link #blockedKeepsBests}; on real
 * islands this hardly happens: a field next to an uncovered coast field that is not a shortest path's
 * predecessor of it has a neighbour of that field nearer).
 */
final class CoastReach {
    private final Island island;
    /** Per field, the coast landscapes (bits) whose best distance its distance counts for. */
    private final int[] mask;
    /** Per coast landscape, the least distance of its fields (Integer.MAX_VALUE: none reached). */
    private final int[] best = new int[Landscape.COUNT];
    private final boolean[] coastField;

    CoastReach(Island island) {
        this.island = island;
        mask = new int[island.size()];
        coastField = new boolean[island.size()];
        for (int l : island.coastLandscapes()) for (int c : island.coastFields(l)) coastField[c] = true;
    }

    /** Whether f is one of the fields {@code coasts} looks at as a coast field (its cover changes the sets). */
    boolean isCoastField(int f) {
        return coastField[f];
    }

    /** Reads the sets and bests of the island {@code t} with field {@code open} (or none: -1) read as empty, at its distances. */
    void read(IslandTiles t, int open, int[] dist) {
        Arrays.fill(mask, 0);
        Board b = island.board();
        for (int l : island.coastLandscapes()) {
            int bit = 1 << l;
            for (int c : island.coastFields(l)) {
                if (c == open) {
                    markNeighbours(b, c, bit);
                    continue;
                }
                int land = t.land(c);
                if (land == l || land == PieceInfo.JOKER) mask[c] |= bit;
                else if (!t.covered(c)) markNeighbours(b, c, bit);
            }
        }
        Arrays.fill(best, Integer.MAX_VALUE);
        for (int f = 0; f < mask.length; f++) if (mask[f] != 0 && dist[f] != Integer.MAX_VALUE) lower(f, dist[f], best);
    }

    private void markNeighbours(Board b, int c, int bit) {
        for (int d = 0; d < 6; d++) {
            int nb = b.neighbour(c, d);
            if (nb != Board.NONE) mask[nb] |= bit;
        }
    }

    /** Starts a placement's bests from the island's. */
    void startFrom(int[] into) {
        System.arraycopy(best, 0, into, 0, best.length);
    }

    /** Field f's distance is now {@code d}: lowers the bests it counts for. */
    void lower(int f, int d, int[] into) {
        for (int bits = mask[f]; bits != 0; bits &= bits - 1) {
            int l = Integer.numberOfTrailingZeros(bits);
            if (d < into[l]) into[l] = d;
        }
    }

    /**
     * Whether the bests stay the island's when field f, of distance {@code d} there, is blocked and no other
     * distance changes: unless f itself held one of them.
     */
    boolean blockedKeepsBests(int f, int d) {
        if (d == Integer.MAX_VALUE) return true;
        for (int bits = mask[f]; bits != 0; bits &= bits - 1) if (best[Integer.numberOfTrailingZeros(bits)] == d) return false;
        return true;
    }

    /** {@code coasts}' answer from the bests: per coast landscape, the tiles still needed (20 when none reaches it). */
    void answer(int[] bests, int[] out) {
        Arrays.fill(out, 0);
        for (int l : island.coastLandscapes()) out[l] = bests[l] == Integer.MAX_VALUE ? 20 : bests[l];
    }
}
