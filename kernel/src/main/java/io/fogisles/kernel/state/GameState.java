package io.fogisles.kernel.state;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;

/**
 * The whole mutable state of one game in a few flat arrays: integer variables, zone contents, piece
 * locations and the RNG. Everything a game is lives here (no state in step objects), so a copy is a few
 * array clones, a hash covers the complete game, and two runs can be compared byte for byte.
 *
 * <p>Reading is public. Writing is package-private: rules change state only through {@link Changes},
 * which records every change for the event stream, undo and rollback.
 */
public final class GameState {
    private final StateLayout layout;
    final int[] ints;
    final int[] zoneSize;
    final int[] content;     // zone contents; SLOTS zones hold -1 for an empty slot
    final int[] pieceZone;   // zone instance of each piece
    final int[] pieceSlot;   // position of each piece inside its zone
    long rng0;
    long rng1;
    /** Whether a {@link Changes} was bound to this state: a state has one change log, its game's. */
    boolean bound;
    /**
     * Whether a bag keeps its order when a piece leaves it (later pieces shift up), as in save format 1,
     * instead of its last piece filling the gap: only for games re-played from a format-1 save, whose draws
     * depend on that order ({@link Changes.Control#keepBagOrder}). Copies inherit it.
     */
    boolean keepBagOrder;

    /** A fresh state: all variables at their initial values, every piece in {@code box}. */
    public GameState(StateLayout layout, int boxInstance, long[] rngState) {
        this.layout = layout;
        this.ints = layout.initialInts.clone();
        this.zoneSize = new int[layout.zoneInstances()];
        this.content = new int[layout.contentSize];
        Arrays.fill(content, -1);
        this.pieceZone = new int[layout.pieceCount()];
        this.pieceSlot = new int[layout.pieceCount()];
        if (layout.pieceCount() > layout.zoneCapacity[boxInstance])
            throw new IllegalStateException("box zone too small for " + layout.pieceCount() + " pieces");
        for (int p = 0; p < layout.pieceCount(); p++) {
            pieceZone[p] = boxInstance;
            pieceSlot[p] = p;
            content[layout.zoneStart[boxInstance] + p] = p;
        }
        zoneSize[boxInstance] = layout.pieceCount();
        this.rng0 = rngState[0];
        this.rng1 = rngState[1];
    }

    private GameState(GameState o) {
        this.layout = o.layout;
        this.ints = o.ints.clone();
        this.zoneSize = o.zoneSize.clone();
        this.content = o.content.clone();
        this.pieceZone = o.pieceZone.clone();
        this.pieceSlot = o.pieceSlot.clone();
        this.rng0 = o.rng0;
        this.rng1 = o.rng1;
        this.keepBagOrder = o.keepBagOrder;
    }

    public StateLayout layout() {
        return layout;
    }

    /** A deep, independent copy (used by search bots and for "what if" previews). */
    public GameState copy() {
        return new GameState(this);
    }

    /** A copy whose RNG state is replaced (a search copy must not know the real game's future draws). */
    public GameState copyWithRng(long[] rngState) {
        GameState c = new GameState(this);
        c.rng0 = rngState[0];
        c.rng1 = rngState[1];
        return c;
    }

    /**
     * A copy for a bot's search on behalf of {@code viewer} (−1: a spectator): everything that seat can see
     * is kept, nothing it cannot see is. The RNG (the future draws) is replaced by {@code rngState}; each
     * zone whose order is hidden (a bag) is put into a canonical order and shuffled with that RNG; the pieces
     * the seat cannot see (other hands, a face-down deck) are dealt at random over the places that hold
     * them, sizes kept, each deck's pieces over that deck's places only; values it cannot see are 0. So the
     * copy depends only on the seat's view and on {@code rngState}: never on the real hidden order, hands or
     * draws; the copy of a game and the copy of its {@link #viewFor view} for that seat are the same state.
     */
    public GameState copyForSearch(int viewer, long[] rngState) {
        GameState c = copyWithRng(rngState);
        if (layout.hiddenOrderZones.length == 0 && !layout.hidesMoreThanOrder()) return c;
        io.fogisles.kernel.random.Rng rng = new io.fogisles.kernel.random.Rng(c.rng0, c.rng1);
        for (int zone : layout.hiddenOrderZones) {
            int start = layout.zoneStart[zone], n = c.zoneSize[zone];
            c.ascending(zone);
            shuffle(c.content, start, n, rng);
            for (int i = 0; i < n; i++) c.pieceSlot[c.content[start + i]] = i;
        }
        if (layout.hidesPieces) c.redealHidden(viewer, rng);
        if (layout.hidesValues) c.clearHiddenValues(viewer);
        c.rng0 = rng.state0();
        c.rng1 = rng.state1();
        return c;
    }

    /**
     * Puts the pieces of a list zone in ascending order (its slots only; the caller renumbers them): the
     * pieces are found by their zone, in piece order, which is what sorting the slots gives at a fraction
     * of its cost (a bot copies the game for every decision or playout, and sorting the bag was half of a
     * greedy bot's copy).
     */
    private void ascending(int zone) {
        int w = layout.zoneStart[zone], end = w + zoneSize[zone];
        for (int p = 0; p < pieceZone.length && w < end; p++) if (pieceZone[p] == zone) content[w++] = p;
    }

    /** {@link #copyForSearch(int, long[])} for a spectator: what every seat may see. */
    public GameState copyForSearch(long[] rngState) {
        return copyForSearch(-1, rngState);
    }

    /**
     * What {@code viewer} (a seat, or −1 for a spectator) may see of this state, in the same layout: order-
     * hidden zones in ascending piece order, pieces the seat cannot see replaced by the back of their deck,
     * {@link #hidden(int) hidden(deck)} (zone sizes and occupied slots stay: a player sees how many cards lie
     * where and which deck each face-down card is of), their locations −1, hidden values 0, and no RNG state
     * (0, 0). A view is for showing and sending, never for playing on: it cannot reveal the future draws.
     */
    public GameState viewFor(int viewer) {
        GameState v = new GameState(this);
        v.rng0 = 0;
        v.rng1 = 0;
        for (int zone : layout.hiddenOrderZones) {
            int start = layout.zoneStart[zone], n = v.zoneSize[zone];
            v.ascending(zone);
            for (int i = 0; i < n; i++) v.pieceSlot[v.content[start + i]] = i;
        }
        if (layout.hidesPieces) {
            for (int zone = 0; zone < layout.zoneInstances(); zone++) {
                if (layout.showsPieces(zone, viewer)) continue;
                int start = layout.zoneStart[zone];
                for (int slot = 0; slot < layout.zoneCapacity[zone]; slot++) {
                    int p = v.content[start + slot];
                    if (p < 0) continue;
                    v.content[start + slot] = hidden(layout.deckOf(p));
                    v.pieceZone[p] = -1;
                    v.pieceSlot[p] = -1;
                }
            }
        }
        if (layout.hidesValues) v.clearHiddenValues(viewer);
        return v;
    }

    /**
     * A piece of no deck that lies in a zone the viewer of a {@link #viewFor view} may not look into; a hidden
     * piece of deck {@code d} is {@code HIDDEN − d} ({@link #hidden(int)}), so a game without decks shows −2.
     */
    public static final int HIDDEN = -2;

    /** What a view shows in the place of a hidden piece of {@code deck} (0: of no deck): its back. */
    public static int hidden(int deck) {
        return HIDDEN - deck;
    }

    /** Whether a view's content value is a hidden piece (of any deck), not a piece or an empty slot (−1). */
    public static boolean isHidden(int content) {
        return content <= HIDDEN;
    }

    /** The deck of a hidden piece as a view shows it ({@link #isHidden} must hold). */
    public static int hiddenDeck(int content) {
        return HIDDEN - content;
    }

    /**
     * A state made from plain arrays, e.g. a view received over the network, checked against the layout:
     * every array must have the layout's length, every piece must be where the content says, and each deck's
     * hidden places ({@link #hidden(int)}) must be as many as its pieces that lie nowhere (location −1). The
     * RNG state is 0.
     */
    public static GameState of(StateLayout layout, int[] ints, int[] zoneSize, int[] content, int[] pieceZone, int[] pieceSlot) {
        check(ints.length == layout.intCount(), "ints", ints.length, layout.intCount());
        check(zoneSize.length == layout.zoneInstances(), "zoneSize", zoneSize.length, layout.zoneInstances());
        check(content.length == layout.contentSize, "content", content.length, layout.contentSize);
        check(pieceZone.length == layout.pieceCount(), "pieceZone", pieceZone.length, layout.pieceCount());
        check(pieceSlot.length == layout.pieceCount(), "pieceSlot", pieceSlot.length, layout.pieceCount());
        GameState s = new GameState(layout, ints.clone(), zoneSize.clone(), content.clone(), pieceZone.clone(), pieceSlot.clone());
        int[] hiddenPlaces = new int[layout.deckCount() + 1];
        for (int zone = 0; zone < layout.zoneInstances(); zone++) {
            int start = layout.zoneStart[zone], held = 0;
            for (int slot = 0; slot < layout.zoneCapacity[zone]; slot++) {
                int p = content[start + slot];
                if (p == -1) continue;
                held++;
                if (isHidden(p)) {
                    if (hiddenDeck(p) > layout.deckCount())
                        throw new IllegalArgumentException("state arrays disagree: " + layout.zoneName[zone] + " slot " + slot + " holds a hidden piece of deck "
                                + hiddenDeck(p) + " (" + p + "), but this layout has " + layout.deckCount() + " decks");
                    hiddenPlaces[hiddenDeck(p)]++;
                    continue;
                }
                if (p < 0 || p >= layout.pieceCount() || pieceZone[p] != zone || pieceSlot[p] != slot)
                    throw new IllegalArgumentException("state arrays disagree: " + layout.zoneName[zone] + " slot " + slot + " holds " + p);
            }
            if (held != zoneSize[zone]) throw new IllegalArgumentException("state arrays disagree: " + layout.zoneName[zone] + " holds " + held + " pieces, its size says " + zoneSize[zone]);
        }
        int[] unseen = new int[layout.deckCount() + 1];
        for (int p = 0; p < pieceZone.length; p++) {
            if (pieceZone[p] == -1) unseen[layout.deckOf(p)]++;
            else if (pieceZone[p] < 0 || pieceZone[p] >= layout.zoneInstances())
                throw new IllegalArgumentException("state arrays disagree: piece " + p + " lies in zone " + pieceZone[p] + ", which this layout does not have");
        }
        for (int d = 0; d <= layout.deckCount(); d++)
            if (hiddenPlaces[d] != unseen[d])
                throw new IllegalArgumentException("state arrays disagree: " + hiddenPlaces[d] + " places hold a hidden piece of deck " + d + ", but "
                        + unseen[d] + " pieces of that deck lie nowhere");
        return s;
    }

    private static void check(boolean ok, String what, int got, int expected) {
        if (!ok) throw new IllegalArgumentException("state array " + what + " has " + got + " elements; this layout needs " + expected);
    }

    private GameState(StateLayout layout, int[] ints, int[] zoneSize, int[] content, int[] pieceZone, int[] pieceSlot) {
        this.layout = layout;
        this.ints = ints;
        this.zoneSize = zoneSize;
        this.content = content;
        this.pieceZone = pieceZone;
        this.pieceSlot = pieceSlot;
    }

    /** The raw arrays of this state, copied (for sending a view): ints, zone sizes, contents, piece zones, piece slots. */
    public int[][] arrays() {
        return new int[][] {ints.clone(), zoneSize.clone(), content.clone(), pieceZone.clone(), pieceSlot.clone()};
    }

    private static void shuffle(int[] a, int start, int n, io.fogisles.kernel.random.Rng rng) {
        for (int i = n - 1; i > 0; i--) { // Fisher–Yates
            int j = rng.nextInt(i + 1), t = a[start + i];
            a[start + i] = a[start + j];
            a[start + j] = t;
        }
    }

    /**
     * Deals the pieces {@code viewer} cannot see at random over the places that hold them (the places and sizes
     * stay), each deck's pieces over the places of that deck only (a face-down pile keeps its kind of card), and a
     * piece bound to a zone while hidden ({@link StateLayout#pieceHiddenIn}) over that zone's places of its deck
     * first. On a {@link #viewFor view} those places hold {@link #hidden(int) their deck's back} and the pieces lie
     * nowhere (zone −1): they are dealt the same way, from the same canonical order, so a copy of a view equals the
     * copy of the game it was made from, and a view received over the network is searched like the real state.
     */
    private void redealHidden(int viewer, io.fogisles.kernel.random.Rng rng) {
        int[] places = new int[content.length];
        int n = 0;
        for (int zone = 0; zone < layout.zoneInstances(); zone++) {
            if (layout.showsPieces(zone, viewer)) continue;
            int start = layout.zoneStart[zone];
            for (int slot = 0; slot < layout.zoneCapacity[zone]; slot++) if (content[start + slot] >= 0 || isHidden(content[start + slot])) places[n++] = start + slot;
        }
        if (n == 0) return;
        int[] placeZone = new int[n]; // places ascend, and so do the zones' starts
        for (int i = 0, zone = 0; i < n; i++) {
            while (layout.zoneStart[zone] + layout.zoneCapacity[zone] <= places[i]) zone++;
            placeZone[i] = zone;
        }
        int[] hidden = new int[n];
        int h = 0;
        for (int i = 0; i < n; i++) if (content[places[i]] >= 0) hidden[h++] = content[places[i]];
        for (int p = 0; p < pieceZone.length && h < n; p++) if (pieceZone[p] == -1) hidden[h++] = p; // a view's unseen pieces
        if (h != n) throw new IllegalStateException("a view hides " + n + " places but only " + h + " pieces are unseen");
        Arrays.sort(hidden); // canonical first: the real arrangement must not shine through
        int[] dealt;
        if (layout.pieceDeck == null && layout.pieceHiddenIn == null) {
            shuffle(hidden, 0, n, rng);
            dealt = hidden;
        } else {
            dealt = dealByDeck(places, placeZone, n, hidden, rng);
        }
        for (int i = 0; i < n; i++) {
            int p = dealt[i];
            content[places[i]] = p;
            pieceZone[p] = placeZone[i];
            pieceSlot[p] = places[i] - layout.zoneStart[placeZone[i]];
        }
    }

    /**
     * The pieces {@code hidden} (ascending) dealt over the {@code n} places, each deck's over its own places (a place's
     * deck is that of its piece, or on a view that of the back it shows): per deck, ascending, first the pieces bound
     * to a zone while hidden, each group over the free places of its zones, then the others over the places left.
     */
    private int[] dealByDeck(int[] places, int[] placeZone, int n, int[] hidden, io.fogisles.kernel.random.Rng rng) {
        int[] group = new int[n];
        for (int i = 0; i < n; i++) {
            int c = content[places[i]];
            group[i] = c >= 0 ? layout.deckOf(c) : hiddenDeck(c);
        }
        boolean[][] bound = layout.pieceHiddenIn;
        int[] dealt = new int[n];
        boolean[] taken = new boolean[n];
        int[] mine = new int[n], free = new int[n];
        for (int d : distinct(group)) {
            int m = 0;
            for (int p : hidden) if (layout.deckOf(p) == d) mine[m++] = p;
            int room = 0;
            for (int i = 0; i < n; i++) if (group[i] == d) room++;
            if (m != room) throw new IllegalStateException(room + " hidden places of deck " + d + " but " + m + " unseen pieces of it");
            if (bound != null) {
                java.util.List<boolean[]> done = new java.util.ArrayList<>(2);
                for (int k = 0; k < m; k++) { // each group of pieces bound to the same zone once, at its lowest piece
                    boolean[] zones = bound[mine[k]];
                    if (zones == null || done.stream().anyMatch(z -> z == zones)) continue;
                    done.add(zones);
                    int f = 0;
                    for (int i = 0; i < n; i++) if (group[i] == d && !taken[i] && zones[placeZone[i]]) free[f++] = i;
                    int g = 0;
                    for (int j = k; j < m; j++) if (bound[mine[j]] == zones) g++;
                    if (g > f) throw new IllegalStateException(g + " hidden pieces of deck " + d + " may lie only in " + zoneNamed(zones)
                            + ", but it has only " + f + " hidden places for them");
                    shuffle(free, 0, f, rng);
                    for (int j = k, at = 0; j < m; j++) {
                        if (bound[mine[j]] != zones) continue;
                        int i = free[at++];
                        dealt[i] = mine[j];
                        taken[i] = true;
                    }
                }
            }
            int r = 0;
            for (int k = 0; k < m; k++) if (bound == null || bound[mine[k]] == null) mine[r++] = mine[k];
            shuffle(mine, 0, r, rng);
            for (int i = 0, k = 0; i < n; i++) if (group[i] == d && !taken[i]) dealt[i] = mine[k++];
        }
        return dealt;
    }

    /** The name of a zone a bound piece may lie in (for an error). */
    private String zoneNamed(boolean[] zones) {
        for (int z = 0; z < zones.length; z++) if (zones[z]) return layout.zoneName[z];
        return "no zone";
    }

    /** The distinct values of an array, ascending. */
    private static int[] distinct(int[] values) {
        return Arrays.stream(values).distinct().sorted().toArray();
    }

    private void clearHiddenValues(int viewer) {
        for (int i = 0; i < ints.length; i++) if (!layout.showsValue(i, viewer)) ints[i] = 0;
    }

    public int seats() {
        return layout.seats();
    }

    /** Whether bags keep their order when a piece leaves them, as in save format 1 (a game re-played from such a save). */
    public boolean keepsBagOrder() {
        return keepBagOrder;
    }

    public int get(IntVar v) {
        return ints[v.offset];
    }

    public int get(IntVar v, int seat) {
        return ints[v.at(seat, 0)];
    }

    public int get(IntVar v, int seat, int i) {
        return ints[v.at(seat, i)];
    }

    /** Number of pieces in a zone instance (for SLOTS: the occupied slots). */
    public int size(int zone) {
        return zoneSize[zone];
    }

    /** The piece at a position of a zone, or -1 for an empty slot. */
    public int piece(int zone, int slot) {
        if (slot < 0 || slot >= layout.zoneCapacity[zone]) throw new IndexOutOfBoundsException(layout.zoneName[zone] + " slot " + slot);
        return content[layout.zoneStart[zone] + slot];
    }

    /** For LIST zones the pieces in order; for SLOTS zones the occupied slots' pieces in slot order. */
    public int[] pieces(int zone) {
        int n = zoneSize[zone];
        int[] out = new int[n];
        int start = layout.zoneStart[zone];
        if (layout.zoneKind[zone] == ZoneKind.LIST) {
            System.arraycopy(content, start, out, 0, n);
        } else {
            int k = 0;
            for (int s = 0; s < layout.zoneCapacity[zone] && k < n; s++) {
                int p = content[start + s];
                if (p >= 0) out[k++] = p;
            }
        }
        return out;
    }

    /**
     * Copies the raw contents of a zone's slots into {@code out} (at least its capacity long): for SLOTS
     * zones the piece of each slot or −1, for LIST zones the pieces in order then −1. Lets a hot reader
     * (e.g. one that scans a whole board) read a zone without a call and a range check per slot.
     */
    public void copySlots(int zone, int[] out) {
        System.arraycopy(content, layout.zoneStart[zone], out, 0, layout.zoneCapacity[zone]);
    }

    public int zoneOf(int piece) {
        return pieceZone[piece];
    }

    public int slotOf(int piece) {
        return pieceSlot[piece];
    }

    public int capacity(int zone) {
        return layout.zoneCapacity[zone];
    }

    public long rngState0() {
        return rng0;
    }

    public long rngState1() {
        return rng1;
    }

    /**
     * Canonical bytes of the complete state: equal bytes ⇔ equal games. The stack's elements above its top
     * frame ({@link LayoutBuilder#stack}) are written as 0: they are left-overs, never read.
     */
    public byte[] toBytes() {
        int n = ints.length + zoneSize.length + content.length + pieceZone.length + pieceSlot.length;
        ByteBuffer b = ByteBuffer.allocate(n * 4 + 16);
        int from = layout.scratchFrom(ints), to = layout.scratchTo();
        for (int i = 0; i < ints.length; i++) b.putInt(i >= from && i < to ? 0 : ints[i]);
        for (int v : zoneSize) b.putInt(v);
        for (int v : content) b.putInt(v);
        for (int v : pieceZone) b.putInt(v);
        for (int v : pieceSlot) b.putInt(v);
        b.putLong(rng0).putLong(rng1);
        return b.array();
    }

    /** SHA-256 of {@link #toBytes()}, as lower-case hex: the hash that saves and replays verify. */
    public String sha256() {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(toBytes()));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A fast 64-bit hash of the complete state (not cryptographic). */
    public long hash64() {
        long h = 0x9E3779B97F4A7C15L;
        int from = layout.scratchFrom(ints), to = layout.scratchTo();
        if (from < 0) {
            h = mix(h, ints, 0, ints.length);
        } else {
            h = mix(h, ints, 0, from);
            h = mix(h, ints, to, ints.length);
        }
        h = mix(h, zoneSize);
        h = mix(h, content);
        h = mix(h, pieceZone);
        h = mix(h, pieceSlot);
        h = (h ^ rng0) * 0xBF58476D1CE4E5B9L;
        h = (h ^ rng1) * 0x94D049BB133111EBL;
        return h ^ (h >>> 31);
    }

    private static long mix(long h, int[] a) {
        return mix(h, a, 0, a.length);
    }

    private static long mix(long h, int[] a, int from, int to) {
        for (int i = from; i < to; i++) {
            h ^= a[i];
            h *= 0x100000001B3L;
            h ^= h >>> 29;
        }
        return h;
    }

    /** Structural equality of two states (of rule sets with the same layout). */
    public boolean sameAs(GameState o) {
        return rng0 == o.rng0 && rng1 == o.rng1 && sameInts(o)
                && Arrays.equals(zoneSize, o.zoneSize) && Arrays.equals(content, o.content)
                && Arrays.equals(pieceZone, o.pieceZone) && Arrays.equals(pieceSlot, o.pieceSlot);
    }

    private boolean sameInts(GameState o) {
        int from = layout.scratchFrom(ints);
        if (from < 0) return Arrays.equals(ints, o.ints);
        if (from != layout.scratchFrom(o.ints)) return false;
        int to = layout.scratchTo();
        return Arrays.equals(ints, 0, from, o.ints, 0, from) && Arrays.equals(ints, to, ints.length, o.ints, to, o.ints.length);
    }

    // ---- raw writes, used only by Changes (same package) ----

    void rawSet(int offset, int value) {
        ints[offset] = value;
    }

    /** Removes a piece from where it lies; returns its old slot. LIST zones close the gap. */
    int rawRemove(int piece) {
        int zone = pieceZone[piece];
        int slot = pieceSlot[piece];
        int start = layout.zoneStart[zone];
        if (layout.swapRemove[zone] && !keepBagOrder) { // a bag: its last piece fills the gap
            int last = start + zoneSize[zone] - 1, moved = content[last];
            content[start + slot] = moved;
            pieceSlot[moved] = slot;
            content[last] = -1;
        } else if (layout.zoneKind[zone] == ZoneKind.LIST) {
            // close the gap with one block copy (bags hold ~100 pieces and every draw removes one)
            int n = zoneSize[zone];
            System.arraycopy(content, start + slot + 1, content, start + slot, n - 1 - slot);
            for (int i = slot; i < n - 1; i++) pieceSlot[content[start + i]] = i;
            content[start + n - 1] = -1;
        } else {
            content[start + slot] = -1;
        }
        zoneSize[zone]--;
        pieceZone[piece] = -1;
        pieceSlot[piece] = -1;
        return slot;
    }

    /**
     * Whether {@link #rawMoveAll} can move these pieces: all from one list zone that is not a bag (a bag
     * fills a gap with its last piece, so its order depends on the order of removals), in ascending
     * order (so no piece twice), to another list zone with room for them all.
     */
    boolean canMoveAllAtOnce(int[] pieces, int toZone) {
        if (pieces.length == 0) return false;
        int from = pieceZone[pieces[0]];
        if (from < 0 || from == toZone || layout.zoneKind[from] != ZoneKind.LIST || layout.zoneKind[toZone] != ZoneKind.LIST
                || (layout.swapRemove[from] && !keepBagOrder)) return false;
        if (zoneSize[toZone] + pieces.length > layout.zoneCapacity[toZone]) return false;
        for (int i = 0; i < pieces.length; i++) {
            if (pieceZone[pieces[i]] != from || (i > 0 && pieces[i] <= pieces[i - 1])) return false;
        }
        return true;
    }

    /** The pieces' moves of {@link Changes#moveAll}, when {@link #canMoveAllAtOnce}: the source list's gaps closed in one pass. */
    void rawMoveAll(int[] pieces, int toZone) {
        int from = pieceZone[pieces[0]], start = layout.zoneStart[from], n = zoneSize[from];
        for (int p : pieces) content[start + pieceSlot[p]] = -1;
        int kept = 0;
        for (int i = 0; i < n; i++) {
            int q = content[start + i];
            if (q < 0) continue;
            content[start + kept] = q;
            pieceSlot[q] = kept++;
        }
        for (int i = kept; i < n; i++) content[start + i] = -1;
        zoneSize[from] = kept;
        for (int p : pieces) {
            pieceZone[p] = -1;
            pieceSlot[p] = -1;
            rawInsert(p, toZone, -1);
        }
    }

    /** Inserts a piece; for LIST zones slot −1 appends, another slot shifts later pieces right. */
    int rawInsert(int piece, int zone, int slot) {
        int start = layout.zoneStart[zone];
        int cap = layout.zoneCapacity[zone];
        if (zoneSize[zone] >= cap) throw new IllegalStateException("zone " + layout.zoneName[zone] + " is full (" + cap + ")");
        if (layout.swapRemove[zone] && !keepBagOrder) { // a bag: the piece in the slot moves to the end (undoes a removal)
            int n = zoneSize[zone];
            if (slot < 0 || slot > n) slot = n;
            if (slot < n) {
                int moved = content[start + slot];
                content[start + n] = moved;
                pieceSlot[moved] = n;
            }
        } else if (layout.zoneKind[zone] == ZoneKind.LIST) {
            int n = zoneSize[zone];
            if (slot < 0 || slot > n) slot = n;
            System.arraycopy(content, start + slot, content, start + slot + 1, n - slot);
            for (int i = slot + 1; i <= n; i++) pieceSlot[content[start + i]] = i;
        } else {
            if (slot < 0 || slot >= cap) throw new IllegalArgumentException("slot " + slot + " outside zone " + layout.zoneName[zone]);
            if (content[start + slot] >= 0)
                throw new IllegalStateException("slot " + slot + " of " + layout.zoneName[zone] + " already holds piece " + content[start + slot]);
        }
        content[start + slot] = piece;
        zoneSize[zone]++;
        pieceZone[piece] = zone;
        pieceSlot[piece] = slot;
        return slot;
    }

    void rawRng(long a, long b) {
        rng0 = a;
        rng1 = b;
    }
}
