package io.fogisles.base.score;

import io.fogisles.base.PieceInfo;
import io.fogisles.kernel.state.GameState;
import java.util.Arrays;

/**
 * The tiles on one island, reduced to what scoring and coast connection read: per field its landscape
 * (0–5, {@link PieceInfo#JOKER}, {@link #OTHER} for a tile that is no landscape tile, or {@link #EMPTY}),
 * whether it is a city, and how many monuments it counts for. Built from a game or from a position file.
 *
 * <p>The landscapes are kept twice: per field, and as bit masks over the fields for the set-at-a-time
 * searches of {@link FieldFlood} (one long per 64 fields; every change goes through {@link #put} and
 * {@link #clear}, which keep both).
 */
public final class IslandTiles {
    public static final int EMPTY = -2;
    public static final int OTHER = -1;
    private static final int KINDS = PieceInfo.JOKER + 1; // the six landscapes, then the jokers

    final int[] land;
    final boolean[] city;
    final int[] monuments;
    /** Longs per mask. */
    final int words;
    /** Per kind (landscape 0–5, then {@link PieceInfo#JOKER}) the fields holding it, kind k's at {@code k * words}. */
    final long[] kindMasks;
    /** Every covered field. */
    final long[] coveredMask;
    /** Every field holding a landscape tile or joker ({@link #connects}). */
    final long[] connectingMask;
    /** {@link #read}'s copy of the zone, kept: a bot re-reads its island at every position it judges. */
    private int[] slots;

    public IslandTiles(int fields) {
        land = new int[fields];
        city = new boolean[fields];
        monuments = new int[fields];
        words = (fields + 63) >>> 6;
        kindMasks = new long[KINDS * words];
        coveredMask = new long[words];
        connectingMask = new long[words];
        Arrays.fill(land, EMPTY);
    }

    /** Puts a tile: {@code landscape} 0–5 or JOKER for landscape tiles, anything else for other tiles. */
    public void put(int field, int landscape, boolean connects, boolean isCity, int monumentCount) {
        unmark(field);
        int v = connects ? landscape : OTHER;
        land[field] = v;
        city[field] = isCity;
        monuments[field] = monumentCount;
        int w = field >>> 6;
        long bit = 1L << field;
        coveredMask[w] |= bit;
        if (v >= 0) connectingMask[w] |= bit;
        if (v >= 0 && v < KINDS) kindMasks[v * words + w] |= bit;
    }

    /** Reads a game's island zone (one slot per field): every field's tile, as {@link #put} takes it. */
    public void read(GameState s, int zone, PieceInfo pieces) {
        reset();
        if (slots == null) slots = new int[land.length];
        s.copySlots(zone, slots);
        for (int f = 0; f < slots.length; f++) {
            int p = slots[f];
            if (p >= 0) put(f, p, pieces);
        }
    }

    /** Puts a game piece as the rules read it. */
    public void put(int field, int piece, PieceInfo pieces) {
        put(field, pieces.land[piece], pieces.connects[piece], pieces.city[piece], pieces.monuments[piece]);
    }

    /** Empties every field. */
    public void reset() {
        Arrays.fill(land, EMPTY);
        Arrays.fill(city, false);
        Arrays.fill(monuments, 0);
        Arrays.fill(kindMasks, 0);
        Arrays.fill(coveredMask, 0);
        Arrays.fill(connectingMask, 0);
    }

    /** Removes the tile of a field again (what-if evaluations; a tile taken back by an undo). */
    public void clear(int field) {
        unmark(field);
        land[field] = EMPTY;
        city[field] = false;
        monuments[field] = 0;
    }

    /** Takes the field's tile out of the masks. */
    private void unmark(int field) {
        int v = land[field];
        if (v == EMPTY) return;
        int w = field >>> 6;
        long keep = ~(1L << field);
        coveredMask[w] &= keep;
        connectingMask[w] &= keep;
        if (v >= 0 && v < KINDS) kindMasks[v * words + w] &= keep;
    }

    public boolean covered(int field) {
        return land[field] != EMPTY;
    }

    /** A landscape tile or joker (RULES B0.4). */
    public boolean connects(int field) {
        return land[field] >= 0;
    }

    public int land(int field) {
        return land[field];
    }

    public boolean city(int field) {
        return city[field];
    }

    public int monuments(int field) {
        return monuments[field];
    }

    public int size() {
        return land.length;
    }
}
