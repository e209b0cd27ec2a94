package io.fogisles.kernel.state;

import java.util.List;

/** The frozen shape of a game state: where every variable and zone lives in the flat arrays. */
public final class StateLayout {
    private final int seats;
    private final int pieceCount;
    private final List<IntVar> vars;
    private final int intCount;
    private final List<Zone> zones;
    private final int zoneInstances;
    final int[] zoneStart;
    final int[] zoneCapacity;
    final ZoneKind[] zoneKind;
    final String[] zoneName;
    final int[] hiddenOrderZones; // instances whose order views sort and search copies reshuffle
    final Visibility[] zoneVisibility;
    final int[] zoneOwner;        // the seat of a per-seat zone instance, −1 for a global one
    final Visibility[] intVisibility; // per element of the int array
    final int[] intOwner;         // the seat a per-seat variable's element belongs to, −1 for a global one
    /** Whether anything beyond the order of a zone is hidden from some seat (a view must redact pieces or values). */
    final boolean hidesPieces, hidesValues;
    final int contentSize;
    final int[] initialInts;
    /**
     * Per zone instance: a LIST zone whose order nobody sees (a bag). Taking a piece out of it moves its
     * last piece into the gap instead of shifting every later piece up: O(1) per draw (save format 2).
     */
    final boolean[] swapRemove;
    /** The stack variable ({@link LayoutBuilder#stack}): its offset and length, the offset of its depth, the frame size; −1 without one. */
    int stackOffset = -1, stackLength, stackDepthOffset, stackFrame;

    StateLayout(int seats, int pieceCount, List<IntVar> vars, int intCount, List<Zone> zones, int zoneInstances) {
        this.seats = seats;
        this.pieceCount = pieceCount;
        this.vars = List.copyOf(vars);
        this.intCount = intCount;
        this.zones = List.copyOf(zones);
        this.zoneInstances = zoneInstances;
        this.zoneStart = new int[zoneInstances];
        this.zoneCapacity = new int[zoneInstances];
        this.zoneKind = new ZoneKind[zoneInstances];
        this.zoneName = new String[zoneInstances];
        this.zoneVisibility = new Visibility[zoneInstances];
        this.zoneOwner = new int[zoneInstances];
        this.swapRemove = new boolean[zoneInstances];
        boolean piecesHidden = false;
        int start = 0;
        List<Integer> hidden = new java.util.ArrayList<>();
        for (Zone z : zones) {
            int owners = z.scope == Scope.SEAT ? seats : 1;
            for (int o = 0; o < owners; o++) {
                for (int k = 0; k < z.count; k++) {
                    int inst = z.firstInstance + o * z.count + k;
                    zoneStart[inst] = start;
                    zoneCapacity[inst] = z.capacity;
                    zoneKind[inst] = z.kind;
                    String name = z.id + (z.count > 1 ? "[" + k + "]" : "") + (z.scope == Scope.SEAT ? "@" + o : "");
                    zoneName[inst] = name;
                    zoneVisibility[inst] = z.visibility;
                    zoneOwner[inst] = z.scope == Scope.SEAT ? o : -1;
                    if (z.visibility == Visibility.ORDER_HIDDEN) hidden.add(inst);
                    swapRemove[inst] = z.visibility == Visibility.ORDER_HIDDEN && z.kind == ZoneKind.LIST;
                    if (z.visibility == Visibility.OWNER || z.visibility == Visibility.NOBODY) piecesHidden = true;
                    start += z.capacity;
                }
            }
        }
        this.contentSize = start;
        this.hiddenOrderZones = hidden.stream().mapToInt(Integer::intValue).toArray();
        this.hidesPieces = piecesHidden;
        this.initialInts = new int[intCount];
        this.intVisibility = new Visibility[intCount];
        this.intOwner = new int[intCount];
        boolean valuesHidden = false;
        for (IntVar v : vars) {
            int n = v.length * (v.scope == Scope.SEAT ? seats : 1);
            for (int i = 0; i < n; i++) {
                initialInts[v.offset + i] = v.initial;
                intVisibility[v.offset + i] = v.visibility;
                intOwner[v.offset + i] = v.scope == Scope.SEAT ? i / v.length : -1;
            }
            if (v.visibility != Visibility.EVERYONE) valuesHidden = true;
        }
        this.hidesValues = valuesHidden;
    }

    /**
     * Per piece, its deck for a search copy's redeal of hidden pieces (0 for pieces of no deck), or null when no
     * piece names one. Hidden pieces change places only with hidden pieces of the same deck, so that a game with
     * several face-down decks (Balmy Balloonists' wind, quadrant, bad-luck and advantage cards) keeps each pile and
     * hand to its own kind of card in a bot's copy.
     */
    int[] pieceDeck;
    /** The highest deck number (0 when no piece names a deck): a view's hidden places are {@code HIDDEN − deck}. */
    int deckCount;
    /**
     * Per piece, the zone instances it may lie in whenever it is hidden (null: anywhere, as for most pieces), or null
     * when no piece is so bound: a search copy deals such a piece only over hidden places of those zones. A card
     * that is face up everywhere but in its pile (Balmy Balloonists' permits) shares its back with its deck, so a
     * view cannot tell it apart, and the copy still never deals it into a hand.
     */
    boolean[][] pieceHiddenIn;

    void decks(int[] pieceDeck) {
        if (pieceDeck != null && pieceDeck.length != pieceCount)
            throw new IllegalArgumentException("decks for " + pieceDeck.length + " pieces, but the layout has " + pieceCount);
        boolean any = false;
        if (pieceDeck != null) for (int d : pieceDeck) {
            if (d < 0) throw new IllegalArgumentException("deck numbers start at 0 (none), got " + d);
            any |= d != 0;
            deckCount = Math.max(deckCount, d);
        }
        this.pieceDeck = any ? pieceDeck.clone() : null;
    }

    /**
     * Binds pieces to the zones they may lie in when hidden: per piece a zone id (all its instances, every seat's
     * for a per-seat zone) or null for none.
     */
    void hiddenIn(String[] zoneIds) {
        if (zoneIds == null) return;
        if (zoneIds.length != pieceCount)
            throw new IllegalArgumentException("hidden zones for " + zoneIds.length + " pieces, but the layout has " + pieceCount);
        boolean[][] out = new boolean[pieceCount][];
        java.util.Map<String, boolean[]> byId = new java.util.HashMap<>();
        boolean any = false;
        for (int p = 0; p < pieceCount; p++) {
            String id = zoneIds[p];
            if (id == null) continue;
            out[p] = byId.computeIfAbsent(id, this::instancesOf);
            any = true;
        }
        this.pieceHiddenIn = any ? out : null;
    }

    private boolean[] instancesOf(String zoneId) {
        for (Zone z : zones) {
            if (!z.id.equals(zoneId)) continue;
            boolean[] mask = new boolean[zoneInstances];
            int n = z.count * (z.scope == Scope.SEAT ? seats : 1);
            for (int i = 0; i < n; i++) mask[z.firstInstance + i] = true;
            return mask;
        }
        throw new IllegalArgumentException("a piece is to be hidden only in zone '" + zoneId + "', which no module declares");
    }

    /** The deck of a piece (its card back, which everyone sees): 1, 2, … in the order the decks first appear, 0 for none. */
    public int deckOf(int piece) {
        return pieceDeck == null ? 0 : pieceDeck[piece];
    }

    /** The highest deck number, 0 when no piece names a deck. */
    public int deckCount() {
        return deckCount;
    }

    void stack(int offset, int length, int depthOffset, int frame) {
        stackOffset = offset;
        stackLength = length;
        stackDepthOffset = depthOffset;
        stackFrame = frame;
    }

    /** The first element of {@code ints} above the stack's top frame (scratch), or −1 without a stack. */
    int scratchFrom(int[] ints) {
        return stackOffset < 0 ? -1 : stackOffset + ints[stackDepthOffset] * stackFrame;
    }

    /** The end (exclusive) of the stack variable's elements. */
    int scratchTo() {
        return stackOffset + stackLength;
    }

    public int seats() {
        return seats;
    }

    public int pieceCount() {
        return pieceCount;
    }

    public List<IntVar> vars() {
        return vars;
    }

    public List<Zone> zones() {
        return zones;
    }

    public int intCount() {
        return intCount;
    }

    public int zoneInstances() {
        return zoneInstances;
    }

    public String zoneName(int instance) {
        return zoneName[instance];
    }

    /** Whether players cannot see the order of a zone instance's pieces (a bag). */
    public boolean hiddenOrder(int instance) {
        return zoneVisibility[instance] == Visibility.ORDER_HIDDEN;
    }

    /** Who may see a zone instance's pieces. */
    public Visibility zoneVisibility(int instance) {
        return zoneVisibility[instance];
    }

    /** The seat a per-seat zone instance belongs to, −1 for a global zone. */
    public int zoneOwner(int instance) {
        return zoneOwner[instance];
    }

    /** Whether {@code viewer} (−1: a spectator) may see which pieces lie in a zone instance. */
    public boolean showsPieces(int instance, int viewer) {
        return zoneVisibility[instance].shows(viewer, zoneOwner[instance]);
    }

    /** Whether {@code viewer} may see the element of the int array at {@code offset} (see {@link IntVar#at}). */
    public boolean showsValue(int offset, int viewer) {
        return intVisibility[offset].shows(viewer, intOwner[offset]);
    }

    /** Whether any seat is kept from seeing something beyond a zone's order (a hand, a face-down deck, a secret value). */
    public boolean hidesMoreThanOrder() {
        return hidesPieces || hidesValues;
    }

    /** The zone instance of a name as {@link #zoneName} gives it, or −1. */
    public int zoneInstance(String name) {
        for (int i = 0; i < zoneName.length; i++) if (zoneName[i].equals(name)) return i;
        return -1;
    }

    public ZoneKind zoneKind(int instance) {
        return zoneKind[instance];
    }

    public int zoneCapacity(int instance) {
        return zoneCapacity[instance];
    }
}
