package io.fogisles.base.score;

import io.fogisles.base.PieceInfo;
import io.fogisles.kernel.state.GameState;
import java.util.Arrays;

/**
 * The tiles on one island, reduced to what scoring and coast connection read: per field its landscape
 * (0–5, {@link PieceInfo#JOKER}, {@link #OTHER} for a tile that is no landscape tile, or {@link #EMPTY}),
 * whether it is a city, and how many monuments it counts for. Built from a game or from a position file.
 */
public final class IslandTiles {
    public static final int EMPTY = -2;
    public static final int OTHER = -1;

    final int[] land;
    final boolean[] city;
    final int[] monuments;

    public IslandTiles(int fields) {
        land = new int[fields];
        city = new boolean[fields];
        monuments = new int[fields];
        Arrays.fill(land, EMPTY);
    }

    /** Puts a tile: {@code landscape} 0–5 or JOKER for landscape tiles, anything else for other tiles. */
    public void put(int field, int landscape, boolean connects, boolean isCity, int monumentCount) {
        land[field] = connects ? landscape : OTHER;
        city[field] = isCity;
        monuments[field] = monumentCount;
    }

    /** Reads a game's island zone (one slot per field): every field's tile, as {@link #put} takes it. */
    public void read(GameState s, int zone, PieceInfo pieces) {
        reset();
        int[] slots = new int[land.length];
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
    }

    /** Removes the tile of a field again (what-if evaluations; a tile taken back by an undo). */
    public void clear(int field) {
        land[field] = EMPTY;
        city[field] = false;
        monuments[field] = 0;
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

    public int size() {
        return land.length;
    }
}
