package io.fogisles.base.move;

import io.fogisles.kernel.hex.Board;
import io.fogisles.kernel.util.IntList;
import java.util.Arrays;

/**
 * Where a balloon can fly this round and at what lowest cost (RULES B.5, C7, C8). Pure: it reads only
 * its arguments, so the game, the bots and the {@code moves} tool share it. One instance is reused per
 * game (it keeps its result arrays) and is not thread-safe.
 *
 * <p>A move is a straight line of n fields in one direction d. With base value V and free directions F:
 * d ∈ F costs |n − V|; d ∉ F costs V + 2n (brake to 0, then 2 per field), and n = 0 costs V either way.
 * The cost is computed from the nominal n even when the coast cuts the flight short (C8); each
 * destination is offered once at its lowest cost; the base is never a destination (C7).
 */
public final class MoveCalculator {
    /** How far past the edge a nominal move is followed (edge exits must not change beyond this). */
    static final int BEYOND_LIMIT = 16;

    private final Board board;
    private final int base;
    private final int[] best;
    /**
     * The result a position's {@code best} belongs to: equal to {@link #generation} when it was offered since
     * the last {@link #clear}. Clearing then only counts up, instead of resetting every destination found.
     */
    private final int[] offeredIn;
    private int generation = 1;
    private final IntList destinations = new IntList(64);
    private final int[] kept;

    public MoveCalculator(Board board, int base, int positions) {
        this.board = board;
        this.base = base;
        this.best = new int[positions];
        this.kept = new int[positions];
        this.offeredIn = new int[positions];
    }

    /** A tag the owner may set to recognise a result it computed for the same position (see {@code BaseGame}). */
    public long tag = -1;

    /** Forgets the previous result. */
    public void clear() {
        tag = -1;
        destinations.clear();
        if (++generation == Integer.MAX_VALUE) { // after 2^31 results: start the count again
            Arrays.fill(offeredIn, 0);
            generation = 1;
        }
    }

    /** Records a destination with a cost, keeping the lowest cost per destination. */
    public void offer(int position, int cost) {
        if (offeredIn[position] != generation) {
            destinations.add(position);
            offeredIn[position] = generation;
            best[position] = cost;
        } else if (cost < best[position]) {
            best[position] = cost;
        }
    }

    /** The destinations found, in the order first found. */
    public IntList destinations() {
        return destinations;
    }

    /** The lowest cost found for a destination, or −1. */
    public int cost(int position) {
        return offeredIn[position] != generation ? -1 : best[position];
    }

    /** Removes destinations that cost more than {@code energy}. */
    public void keepAffordable(int energy) {
        int first = 0; // usually all are affordable (fromField offers only those): then nothing is copied
        while (first < destinations.size() && best[destinations.get(first)] <= energy) first++;
        if (first == destinations.size()) return;
        int w = 0;
        for (int i = 0; i < destinations.size(); i++) {
            int p = destinations.get(i);
            if (best[p] <= energy) kept[w++] = p;
            else offeredIn[p] = 0; // no longer a destination of this result
        }
        destinations.clear();
        for (int i = 0; i < w; i++) destinations.add(kept[i]);
    }

    /**
     * Keeps the destinations {@code energy} pays for; when none is left, the balloon stays on {@code at}
     * for free. The rulebook does not cover a balloon that cannot pay for any move (staying costs V, and
     * the free default move may be impossible: it would end on the base, or V exceeds what the island
     * allows); the project's decision is recorded as N1 in docs/rules-notes.md. The game and the
     * {@code moves} tool both call this, so they agree.
     *
     * @return true when the balloon is stuck (the only destination is the free stay)
     */
    public boolean keepAffordableOrStay(int at, int energy) {
        keepAffordable(energy);
        if (!destinations.isEmpty()) return false;
        offer(at, 0);
        return true;
    }

    /** The cost of flying n fields in direction d with base value v (RULES B5.2–B5.6). */
    public static int cost(int n, int v, boolean free) {
        if (n == 0) return v;
        return free ? Math.abs(n - v) : v + 2 * n;
    }

    /**
     * All destinations from island field {@code origin}, for every base value in [vMin, vMax] (the
     * owner chooses within a range; the {@code +1} bonus is already added), the free directions as a
     * bit mask, what lies beyond the edge, and at most {@code energy} to spend.
     */
    public void fromField(int origin, int vMin, int vMax, int freeMask, int energy, EdgeExit exit) {
        clear();
        for (int d = 0; d < 6; d++) {
            boolean free = (freeMask & (1 << d)) != 0;
            int k = board.rayLength(origin, d); // the board keeps its rays: no walk field by field per flight
            int last = k == 0 ? origin : board.rayField(origin, d, k);
            int far = k + Math.min(exit.reach(), BEYOND_LIMIT); // beyond this the destination no longer changes
            for (int v = vMin; v <= vMax; v++) {
                int nMax = Math.min(free ? v + energy : Math.max(0, (energy - v) / 2), far);
                for (int n = 0; n <= nMax; n++) {
                    int c = cost(n, v, free);
                    if (c > energy) continue;
                    int dest = n == 0 ? origin : n <= k ? board.rayField(origin, d, n) : exit.exit(last, d, n - k);
                    if (dest == base || dest < 0) continue;
                    offer(dest, c);
                }
                if (free && v > far && v > 0) { // the default move, cut short: free (C8)
                    int dest = exit.exit(last, d, v - k);
                    if (dest != base && dest >= 0) offer(dest, 0);
                }
            }
        }
    }
}
