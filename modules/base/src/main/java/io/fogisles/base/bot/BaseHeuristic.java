package io.fogisles.base.bot;

import com.google.inject.Inject;
import io.fogisles.base.BaseGame;
import io.fogisles.base.Landscape;
import io.fogisles.base.PieceInfo;
import io.fogisles.base.score.BaseScoreRows;
import io.fogisles.base.score.IslandScoring;
import io.fogisles.base.score.IslandTiles;
import io.fogisles.base.score.LandscapeGroups;
import io.fogisles.kernel.bot.Heuristic;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.hex.Board;
import io.fogisles.kernel.state.GameState;

/**
 * How a decent player judges a position of Module 1, in victory points: the island's current score,
 * the race to connect every coast (connected coasts, and how many tiles the others still need), energy
 * (crowns, and some for steering), tiles waiting on eyepieces, and the best placement the balloon's
 * position offers for them.
 */
public final class BaseHeuristic implements Heuristic {
    static final double PER_CONNECTED_COAST = 1.5;
    static final double PER_MISSING_TILE = 0.5;
    public static final double PER_EYEPIECE_TILE = 0.8;
    static final double PER_ENERGY = 0.2;
    static final double MONUMENT_RATE = 2.0;

    private final BaseGame g;
    private final IslandScoring.Points pts;
    /** Island values this thread worked out already (a heuristic is shared by the threads of a simulation). */
    private final ThreadLocal<IslandMemo> memo;

    @Inject
    public BaseHeuristic(BaseGame g) {
        this.g = g;
        this.pts = BaseScoreRows.points(g);
        this.memo = ThreadLocal.withInitial(() -> new IslandMemo(g.island.size()));
    }

    @Override
    public double value(Game game, int seat) {
        GameState s = game.state();
        IslandTiles t = memo.get().tiles; // re-read rather than allocated: one per position judged was ~5 % of greedy's time
        t.read(s, g.state.island.of(seat), g.pieces);
        double v = island(t);
        v += MONUMENT_RATE * IslandScoring.monumentCount(t);
        int energy = s.get(g.state.energy, seat);
        v += g.rules.crownPoints(energy) + PER_ENERGY * energy;
        int[] eye = s.pieces(g.state.eyepieces.of(seat));
        v += PER_EYEPIECE_TILE * eye.length;
        v += placementPotential(s, seat, t, eye);
        return v;
    }

    /** The island's worth: its score rows, plus progress towards connecting every coast (remembered per thread). */
    public double island(IslandTiles t) {
        if (t.size() != g.island.size()) return islandNow(t, new IslandMemo(t.size()));
        IslandMemo m = memo.get();
        double v = m.find(t);
        if (!Double.isNaN(v)) return v;
        v = islandNow(t, m);
        m.put(v);
        return v;
    }

    /** {@link #island} of {@code t}, which differs from the island last asked about in field {@code f} alone. */
    private double variant(IslandTiles t, int f) {
        if (t.size() != g.island.size()) return island(t);
        IslandMemo m = memo.get();
        int was = m.keyOf(f);
        double v = m.findVariant(t, f);
        if (Double.isNaN(v)) {
            v = islandNow(t, m);
            m.put(v);
        }
        m.restore(f, was);
        return v;
    }

    private double islandNow(IslandTiles t, IslandMemo work) {
        double v = 0;
        LandscapeGroups groups = work.groups.read(g.island, t);
        for (int l = 0; l < Landscape.COUNT; l++) v += groups.points(l, pts);
        v += groups.bonusPoints(pts);
        v += IslandScoring.cities(g.island, t, pts);
        v += IslandScoring.volcanoes(g.island, t);
        int[] missing = tilesToConnect(t, work.dist, work.deque, work.missing);
        int connected = 0, open = 0;
        for (int l : g.island.coastLandscapes()) {
            if (missing[l] == 0) connected++;
            else open += Math.min(missing[l], 8);
        }
        v += connected == g.island.coastLandscapes().length ? g.rules.endBonusFirst : PER_CONNECTED_COAST * connected;
        v -= PER_MISSING_TILE * open;
        return v;
    }

    /** The best gain of placing one eyepiece tile next to the balloon (0 when none helps or the balloon is off the island). */
    double placementPotential(GameState s, int seat, IslandTiles t, int[] eye) {
        int at = s.get(g.state.balloon, seat);
        if (eye.length == 0 || !g.positions.onIsland(at)) return 0;
        double base = island(t), best = 0;
        Board b = g.island.board();
        for (int d = 0; d < 6; d++) {
            int f = b.neighbour(at, d);
            if (f == Board.NONE || f == g.island.base() || t.covered(f)) continue;
            int seenKinds = 0;
            for (int p : eye) {
                int land = g.pieces.land[p];
                int key = 1 << (land < 0 ? 7 : land);
                if (g.pieces.city[p]) key = 1 << 8;
                if ((seenKinds & key) != 0) continue;
                seenKinds |= key;
                t.put(f, land, g.pieces.connects[p], g.pieces.city[p], g.pieces.monuments[p]);
                double gain = variant(t, f) - base + MONUMENT_RATE * g.pieces.monuments[p] - PER_EYEPIECE_TILE;
                t.clear(f);
                if (gain > best) best = gain;
            }
        }
        return best;
    }

    /**
     * For each landscape, how many more landscape tiles a chain from the base needs to connect its coast
     * (0 when connected): a 0-1 breadth-first search where fields with a landscape tile cost 0, empty
     * fields cost 1 and other tiles block.
     */
    int[] tilesToConnect(IslandTiles t) {
        int n = t.size();
        return tilesToConnect(t, new int[n], new int[4 * n + 8], new int[Landscape.COUNT]);
    }

    /** {@link #tilesToConnect(IslandTiles)} in the given work arrays; the answer is {@code out}. */
    private int[] tilesToConnect(IslandTiles t, int[] dist, int[] deque, int[] out) {
        Board b = g.island.board();
        int n = t.size();
        java.util.Arrays.fill(dist, Integer.MAX_VALUE);
        java.util.Arrays.fill(out, 0);
        int head = 2 * n + 4, tail = head;
        for (int f : g.island.startFields()) {
            int c = cost(t, f);
            if (c < 0) continue;
            dist[f] = c;
            if (c == 0) deque[--head] = f;
            else deque[tail++] = f;
        }
        while (head < tail) {
            int f = deque[head++];
            for (int d = 0; d < 6; d++) {
                int nb = b.neighbour(f, d);
                if (nb == Board.NONE || nb == g.island.base()) continue;
                int c = cost(t, nb);
                if (c < 0 || dist[f] + c >= dist[nb]) continue;
                dist[nb] = dist[f] + c;
                if (c == 0) deque[--head] = nb;
                else deque[tail++] = nb;
            }
        }
        for (int l : g.island.coastLandscapes()) {
            int best = Integer.MAX_VALUE;
            for (int c : g.island.coastFields(l)) {
                int land = t.land(c);
                if (land == l || land == PieceInfo.JOKER) {
                    best = Math.min(best, dist[c]); // covered by its own landscape: the tile is a link itself
                } else if (!t.covered(c)) {
                    for (int d = 0; d < 6; d++) { // uncovered: a chain must end next to it
                        int nb = b.neighbour(c, d);
                        if (nb != Board.NONE && dist[nb] != Integer.MAX_VALUE) best = Math.min(best, dist[nb]);
                    }
                }
            }
            out[l] = best == Integer.MAX_VALUE ? 20 : best;
        }
        return out;
    }

    private static int cost(IslandTiles t, int f) {
        if (!t.covered(f)) return 1;
        return t.connects(f) ? 0 : -1;
    }
}
