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
import java.util.Arrays;

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
    /** Whether a field is one of the island's start fields (next to the base). */
    private final boolean[] start;
    /** Island values this thread worked out already (a heuristic is shared by the threads of a simulation). */
    private final ThreadLocal<IslandMemo> memo;

    private final SearchWeights searchWeights;
    private final ThreadLocal<SearchWork> work;

    @Inject
    public BaseHeuristic(BaseGame g) {
        this(g, SearchWeights.fromSystem());
    }

    BaseHeuristic(BaseGame g, SearchWeights searchWeights) {
        this.g = g;
        this.searchWeights = searchWeights;
        this.work = ThreadLocal.withInitial(() -> new SearchWork(g.island.size()));
        this.pts = BaseScoreRows.points(g);
        start = new boolean[g.island.size()];
        for (int f : g.island.startFields()) start[f] = true;
        this.memo = ThreadLocal.withInitial(() -> new IslandMemo(g.island.size(), new PlacementRows(g.island, pts), g.island));
    }

    @Override
    public double value(Game game, int seat) {
        GameState s = game.state();
        IslandTiles t = memo.get().tiles; // re-read rather than allocated: one per position judged was ~5 % of greedy's time
        t.read(s, g.state.island.of(seat), g.pieces);
        double island = island(t), v = island;
        v += MONUMENT_RATE * IslandScoring.monumentCount(t);
        int energy = s.get(g.state.energy, seat);
        v += g.rules.crownPoints(energy) + PER_ENERGY * energy;
        int[] eye = s.pieces(g.state.eyepieces.of(seat));
        v += PER_EYEPIECE_TILE * eye.length;
        v += placementPotential(s, seat, t, eye, island);
        return v;
    }

    /**
     * For the expert level: {@link #value}'s parts, weighted by {@link SearchWeights} ({@link #searchWeights}),
     * with the monuments scored by their majority as the position stands (RULES B11.4: the rate of the seat's
     * rank, 3/2/1/0, per monument; {@link SearchWeights#majority} mixes that with {@link #value}'s flat rate) and
     * the weights of the potentials moved with the game's phase (how near the nearest seat is to connecting
     * every coast). The best next placement is {@link #value}'s, weighted as a whole. With {@link
     * SearchWeights#ROUND6} it is round 6's search value: {@link #value} with the monuments by majority.
     */
    @Override
    public double searchValue(Game game, int seat) {
        // value()'s parts in one pass: the island's worth (memoised) and the best next placement as value() gets them
        GameState s = game.state();
        int seats = s.seats();
        IslandTiles t = memo.get().tiles;
        t.read(s, g.state.island.of(seat), g.pieces);
        double island = island(t);
        SearchWork k = work.get();
        // the coasts on the work arrays of this estimate: island()'s memo stays as placementPotential expects it
        int[] missing = tilesToConnect(t, k.dist, k.deque, k.missing);
        int connected = 0, open = 0;
        int[] coasts = g.island.coastLandscapes();
        for (int l : coasts) {
            if (missing[l] == 0) connected++;
            else open += Math.min(missing[l], 8);
        }
        double rows = island - coastProgress(missing); // the island's worth is its rows plus that progress
        int own = IslandScoring.monumentCount(t), more = 0, fewestOpen = open;
        int[] eyepieces = s.pieces(g.state.eyepieces.of(seat));
        int eye = eyepieces.length;
        double placement = placementPotential(s, seat, t, eyepieces, island);
        for (int o = 0; o < seats; o++) {
            if (o == seat) continue;
            OtherIsland other = k.other(s, o, g);
            if (other.monuments > own) more++;
            fewestOpen = Math.min(fewestOpen, other.open);
        }
        int energy = s.get(g.state.energy, seat);
        int crown = g.rules.crownPoints(energy);
        SearchWeights w = searchWeights;
        double phase = Math.max(0, Math.min(1, 1 - fewestOpen / w.phaseScale()));
        int[] rates = g.rules.monumentRates;
        double rate = seats < 2 ? MONUMENT_RATE : more < rates.length ? rates[more] : 0;
        // in the game's last round the seat has no turn after this one: what it has not realised by now is lost
        double last = lastRound(s, game.round()) ? w.finalRound() : 0, ahead = 1 - last;
        double sv = rows + crown;
        double race = connected == coasts.length ? w.end() * g.rules.endBonusFirst : w.coast() * late(w.lateCoast(), phase) * connected;
        race -= w.miss() * late(w.lateMiss(), phase) * open;
        sv += ahead * race + (last == 0 ? 0 : last * endBonus(s, game.round(), seat, connected == coasts.length));
        sv += own * ((1 - w.majority()) * MONUMENT_RATE + w.majority() * rate);
        sv += w.energy() * energy;
        sv += ahead * w.eye() * late(w.lateEye(), phase) * eye;
        sv += w.place() * late(w.latePlace(), phase) * placement;
        if (w.start() != 0) sv += ahead * w.start() * (startsNextRound(s, seat) ? 1 : 0);
        return sv;
    }

    /**
     * Whether the seat would start the next round (RULES B8.2–B8.3: the highest D-value, ties to less energy)
     * against the seats that have flown this round already, as the balloons stand: the start player takes the
     * first of the clouds. The seats still to fly are not guessed; an exact tie counts as losing it.
     */
    private boolean startsNextRound(GameState s, int seat) {
        int n = s.seats(), first = s.get(g.state.startPlayer);
        int own = dValue(s, seat), ownEnergy = s.get(g.state.energy, seat), order = Math.floorMod(seat - first, n);
        for (int o = 0; o < n; o++) {
            if (o == seat || Math.floorMod(o - first, n) > order) continue; // o flies after the seat this round
            int d = dValue(s, o);
            if (d > own || d == own && s.get(g.state.energy, o) <= ownEnergy) return false;
        }
        return true;
    }

    /** The number under the seat's balloon (B8.1; the highest a tile with a range allows), 0 off the island. */
    private int dValue(GameState s, int seat) {
        int at = s.get(g.state.balloon, seat);
        return g.positions.onIsland(at) ? g.islandValueMax(s, seat, at) : 0;
    }

    /**
     * Whether the game ends with this round (RULES B9.6, B10.2): it is the final round after the six coasts were
     * connected, or the bag ran dry this round. No seat has a turn after the current one then.
     */
    private boolean lastRound(GameState s, int round) {
        int trigger = s.get(g.state.triggerRound);
        return s.get(g.state.bagEmptyRound) != 0 || trigger != 0 && round > trigger;
    }

    /**
     * The end-condition row the seat will score (RULES B11.7, {@link BaseScoreRows#endCondition}), counting coasts
     * connected during this turn as connected now: the round is noted after the placing (B9.8), which then
     * triggers the end if nobody did before.
     */
    private int endBonus(GameState s, int round, int seat, boolean allConnected) {
        int done = s.get(g.state.connectedRound, seat);
        if (done == 0 && allConnected) done = round;
        int trigger = s.get(g.state.triggerRound);
        return BaseScoreRows.endCondition(g, trigger == 0 ? done : trigger, done); // no trigger yet: this seat's connecting triggers it
    }

    private static double late(double late, double phase) {
        return 1 + phase * (late - 1);
    }

    /** The weights of {@link #searchValue}. */
    public SearchWeights searchWeights() {
        return searchWeights;
    }

    /** This heuristic with other {@link #searchValue} weights (for tuning; {@link #value} is the same). */
    public BaseHeuristic withSearchWeights(SearchWeights w) {
        return new BaseHeuristic(g, w);
    }

    /**
     * {@link #searchValue}'s work arrays, one set per thread (apart from {@link #value}'s), and what it found on the
     * other seats' islands: those do not change during the seat's turn, so its playouts ask about the same islands
     * again and again. An island is recognised by its whole zone (every field's piece), so a remembered answer is
     * only used for the very same tiles, whatever game or position they come from.
     */
    private final class SearchWork {
        final IslandTiles tiles;
        final int[] dist, deque, missing = new int[Landscape.COUNT];
        final int[] slots;
        OtherIsland[] others = new OtherIsland[0];

        SearchWork(int fields) {
            tiles = new IslandTiles(fields);
            dist = new int[fields];
            deque = new int[4 * fields + 8];
            slots = new int[fields];
        }

        /** Seat {@code o}'s monuments and the tiles its open coasts still miss (each at most 8, as in the race). */
        OtherIsland other(GameState s, int o, BaseGame g) {
            if (o >= others.length) others = Arrays.copyOf(others, s.seats());
            OtherIsland known = others[o];
            int zone = g.state.island.of(o);
            s.copySlots(zone, slots);
            if (known != null && Arrays.equals(known.slots, slots)) return known;
            tiles.read(s, zone, g.pieces);
            int[] m = tilesToConnect(tiles, dist, deque, missing);
            int open = 0;
            for (int l : g.island.coastLandscapes()) if (m[l] != 0) open += Math.min(m[l], 8);
            return others[o] = new OtherIsland(slots.clone(), IslandScoring.monumentCount(tiles), open);
        }
    }

    /** Another seat's island as {@link #searchValue} reads it: its zone, monuments and open coasts' missing tiles. */
    private record OtherIsland(int[] slots, int monuments, int open) {
    }

    /** The island's worth: its score rows, plus progress towards connecting every coast (remembered per thread). */
    public double island(IslandTiles t) {
        if (t.size() != g.island.size()) return islandNow(t, new IslandMemo(t.size()));
        IslandMemo m = memo.get();
        double v = m.find(t);
        if (!Double.isNaN(v)) return v;
        v = islandNow(t, m);
        m.workIsKey = true;
        m.put(v);
        return v;
    }

    /** {@link #island} of {@code t}, which differs from the island last asked about in field {@code f} alone. */
    private double variant(IslandTiles t, int f) {
        if (t.size() != g.island.size()) return island(t);
        IslandMemo m = memo.get();
        int code = IslandMemo.code(t, f);
        double v = m.variants.find(f, code);
        if (!Double.isNaN(v)) return v;
        int was = m.keyOf(f);
        v = m.findVariant(t, f);
        if (Double.isNaN(v)) {
            int[] missing = t.connects(f) ? tilesToConnectWith(t, f, m) : tilesToConnectBlocked(t, f, m);
            v = m.rows.rows(t, f) + coastProgress(missing);
            m.put(v);
        }
        m.restore(f, was);
        m.variants.put(f, code, v);
        return v;
    }

    private double islandNow(IslandTiles t, IslandMemo work) {
        return islandNow(t, work, tilesToConnect(t, work.dist, work.deque, work.missing));
    }

    /** The island's value given its {@link #tilesToConnect} answer. */
    private double islandNow(IslandTiles t, IslandMemo work, int[] missing) {
        LandscapeGroups groups = work.groups.read(g.island, t);
        work.cities = IslandScoring.cities(g.island, t, pts);
        work.volcanoes = IslandScoring.volcanoes(g.island, t);
        return rows(groups, pts, work.cities, work.volcanoes) + coastProgress(missing);
    }

    /** The island's score rows: its landscape groups' points and bonuses, and the cities' and volcanoes' rows. */
    static double rows(LandscapeGroups groups, IslandScoring.Points pts, int cities, int volcanoes) {
        double v = 0;
        for (int l = 0; l < Landscape.COUNT; l++) v += groups.points(l, pts);
        v += groups.bonusPoints(pts);
        v += cities;
        v += volcanoes;
        return v;
    }

    /** The race to connect every coast, from the tiles each coast still needs ({@link #tilesToConnect}). */
    private double coastProgress(int[] missing) {
        double v = 0;
        int connected = 0, open = 0;
        for (int l : g.island.coastLandscapes()) {
            if (missing[l] == 0) connected++;
            else open += Math.min(missing[l], 8);
        }
        v += connected == g.island.coastLandscapes().length ? g.rules.endBonusFirst : PER_CONNECTED_COAST * connected;
        v -= PER_MISSING_TILE * open;
        return v;
    }

    /**
     * The best gain of placing one eyepiece tile next to the balloon (0 when none helps or the balloon is off
     * the island); {@code base} is {@link #island} of {@code t}, just asked.
     */
    private double placementPotential(GameState s, int seat, IslandTiles t, int[] eye, double base) {
        int at = s.get(g.state.balloon, seat);
        if (eye.length == 0 || !g.positions.onIsland(at)) return 0;
        double best = 0;
        IslandMemo m = memo.get();
        if (!m.sameIslandAsBefore()) { // a new island: its distances and rows are worked out when a variant first needs them
            int added = m.becomeCurrent();
            if (m.anchorMoved) m.rows.keepAsAnchor();
            else m.rows.newIsland();
            m.reachReady = false;
            m.variants.newIsland();
            if (m.workIsKey && t.size() == g.island.size()) { // unless island() just worked them out
                System.arraycopy(m.dist, 0, m.baseDist, 0, m.dist.length);
                m.baseDistReady = true;
                m.rows.adopt(m.groups, m.cities, m.volcanoes);
            } else if (added >= 0 && t.size() == g.island.size()) { // or the anchor island's, one tile less, were: as a variant's
                m.rows.deriveFromAnchor(t, added);
                if (m.anchorDistReady && t.connects(added)) lowerFromAnchor(t, added, m);
            }
        }
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
        distances(t, dist, deque, -1);
        return coasts(t, dist, out);
    }

    /**
     * {@link #tilesToConnect} of {@code t}, whose field {@code f} holds a landscape tile and is empty on the
     * island last passed to {@link #placementPotential}: that island's distances, lowered from {@code f} on.
     * A placement only lowers the cost of {@code f} (1 to 0), so the distances that change are those now
     * shorter through {@code f}; the 0-1 search from {@code f} alone, starting from the old distances, finds
     * exactly those, and ends with the distances a full search gives. (The placement estimate asks for ~18
     * such variants per position, most new to the memo: the full search was ~25 % of greedy's time.)
     */
    private int[] tilesToConnectWith(IslandTiles t, int f, IslandMemo m) {
        readBase(t, f, m);
        int[] dist = m.dist, deque = m.deque;
        System.arraycopy(m.baseDist, 0, dist, 0, dist.length);
        if (m.reach.isCoastField(f)) { // covering a coast field changes which fields count for its coast: rescan
            if (dist[f] != Integer.MAX_VALUE) {
                dist[f]--;
                int head = 2 * t.size() + 4, tail = head;
                deque[tail++] = f;
                search(t, dist, deque, head, tail);
            }
            return coasts(t, dist, m.missing);
        }
        int[] bests = m.bests;
        m.reach.startFrom(bests);
        if (dist[f] != Integer.MAX_VALUE) { // else no chain reaches f, with or without its tile
            dist[f]--;
            m.reach.lower(f, dist[f], bests);
            int head = 2 * t.size() + 4, tail = head;
            deque[tail++] = f;
            searchLowering(t, dist, deque, head, tail, m.reach, bests);
        }
        m.reach.answer(bests, m.missing);
        return m.missing;
    }

    /** The current island's distances: the anchor's, lowered from the landscape tile on {@code f} (as {@link #tilesToConnectWith}). */
    private void lowerFromAnchor(IslandTiles t, int f, IslandMemo m) {
        int[] dist = m.baseDist;
        System.arraycopy(m.anchorDist, 0, dist, 0, dist.length);
        if (dist[f] != Integer.MAX_VALUE) {
            dist[f]--;
            int head = 2 * t.size() + 4, tail = head;
            m.deque[tail++] = f;
            search(t, dist, m.deque, head, tail);
        }
        m.baseDistReady = true;
    }

    /**
     * {@link #tilesToConnect} of {@code t}, whose field {@code f} holds a tile that blocks chains and is empty
     * on the island whose placements are tried. Blocking f raises only the distances whose every shortest path
     * ran through f; when {@link #raisesOthers} finds none, the island's distances stand, but for f's own (the
     * full search of such variants was ~5 % of greedy's time).
     */
    private int[] tilesToConnectBlocked(IslandTiles t, int f, IslandMemo m) {
        readBase(t, f, m);
        int d = m.baseDist[f];
        if (m.reach.isCoastField(f) || raisesOthers(t, f, d, m.baseDist) || !m.reach.blockedKeepsBests(f, d)) {
            return tilesToConnect(t, m.dist, m.deque, m.missing);
        }
        m.reach.startFrom(m.bests);
        m.reach.answer(m.bests, m.missing);
        return m.missing;
    }

    /**
     * Whether blocking f (at distance {@code d}) can raise another field's distance: whether a neighbour nb is
     * reached through f by a shortest path (its distance is d plus its own cost) and by no other that surely
     * avoids f. Such another path is a start (nb a start field at its own cost), or an empty neighbour p of nb,
     * other than f, at distance d: its last step costs 1, so no path through f reaches it in d. When every
     * such nb has one, every field keeps a shortest path that avoids f (after f's last visit a path runs
     * through one of these nb), so only f's own distance changes.
     */
    private boolean raisesOthers(IslandTiles t, int f, int d, int[] dist) {
        if (d == Integer.MAX_VALUE) return false;
        Board b = g.island.board();
        for (int i = 0; i < 6; i++) {
            int nb = b.neighbour(f, i);
            if (nb == Board.NONE || nb == g.island.base()) continue;
            int c = cost(t, nb);
            if (c < 0 || d + c != dist[nb]) continue;
            if (start[nb] && c == dist[nb]) continue;
            if (!emptyNeighbourAt(t, nb, f, d, dist)) return true;
        }
        return false;
    }

    /** Whether field nb has an empty neighbour other than f, not the base, at distance {@code d}. */
    private boolean emptyNeighbourAt(IslandTiles t, int nb, int f, int d, int[] dist) {
        Board b = g.island.board();
        for (int i = 0; i < 6; i++) {
            int p = b.neighbour(nb, i);
            if (p == Board.NONE || p == f || p == g.island.base()) continue;
            if (!t.covered(p) && dist[p] == d) return true;
        }
        return false;
    }

    /** Makes sure the island whose placements are tried ({@code t} with f empty) has its distances and coast sets read. */
    private void readBase(IslandTiles t, int f, IslandMemo m) {
        if (!m.baseDistReady) {
            distances(t, m.baseDist, m.deque, f);
            m.baseDistReady = true;
        }
        if (!m.reachReady) {
            m.reach.read(t, f, m.baseDist);
            m.reachReady = true;
        }
    }

    /**
     * {@link #tilesToConnect} as the placement estimate works it out, for tests: {@code t} holds a tile on
     * {@code f}, which is empty on the island of {@code m} (a fresh memo reads that island).
     */
    int[] tilesToConnectPlaced(IslandTiles t, int f, IslandMemo m) {
        return (t.connects(f) ? tilesToConnectWith(t, f, m) : tilesToConnectBlocked(t, f, m)).clone();
    }

    /** A memo for {@link #tilesToConnectPlaced}. */
    IslandMemo newMemo() {
        return new IslandMemo(g.island.size(), null, g.island);
    }

    /** The 0-1 search's distances from the start fields, with field {@code open} (or none: -1) read as empty. */
    private void distances(IslandTiles t, int[] dist, int[] deque, int open) {
        int n = t.size();
        Arrays.fill(dist, Integer.MAX_VALUE);
        int head = 2 * n + 4, tail = head;
        for (int f : g.island.startFields()) {
            int c = f == open ? 1 : cost(t, f);
            if (c < 0) continue;
            dist[f] = c;
            if (c == 0) deque[--head] = f;
            else deque[tail++] = f;
        }
        search(t, dist, deque, head, tail, open);
    }

    private void search(IslandTiles t, int[] dist, int[] deque, int head, int tail) {
        search(t, dist, deque, head, tail, -1, null, null);
    }

    private void search(IslandTiles t, int[] dist, int[] deque, int head, int tail, int open) {
        search(t, dist, deque, head, tail, open, null, null);
    }

    /** {@link #search}, lowering the coasts' bests as distances fall ({@link CoastReach}). */
    private void searchLowering(IslandTiles t, int[] dist, int[] deque, int head, int tail, CoastReach reach, int[] bests) {
        search(t, dist, deque, head, tail, -1, reach, bests);
    }

    /**
     * Relaxes the distances from the fields in {@code deque[head, tail)} on (field {@code open} read as empty);
     * with a {@code reach}, each lowered distance also lowers the coasts' {@code bests}.
     */
    private void search(IslandTiles t, int[] dist, int[] deque, int head, int tail, int open, CoastReach reach, int[] bests) {
        Board b = g.island.board();
        while (head < tail) {
            int f = deque[head++];
            for (int d = 0; d < 6; d++) {
                int nb = b.neighbour(f, d);
                if (nb == Board.NONE || nb == g.island.base()) continue;
                int c = nb == open ? 1 : cost(t, nb);
                if (c < 0 || dist[f] + c >= dist[nb]) continue;
                dist[nb] = dist[f] + c;
                if (reach != null) reach.lower(nb, dist[nb], bests);
                if (c == 0) deque[--head] = nb;
                else deque[tail++] = nb;
            }
        }
    }

    /** Per coast landscape, the tiles a chain still needs, from the distances. */
    private int[] coasts(IslandTiles t, int[] dist, int[] out) {
        Board b = g.island.board();
        Arrays.fill(out, 0);
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
