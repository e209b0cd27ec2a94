package io.fogisles.base.score;

import io.fogisles.base.Island;
import io.fogisles.base.PieceInfo;
import io.fogisles.kernel.play.GameContext;
import java.util.Arrays;

/**
 * One seat's island in one game as the rules last read it: its tiles, for the coast check after every turn
 * (RULES B9.1–B9.6) and for the score rows, with its landscape groups (B11.1, B11.2).
 *
 * <p>{@link #update} brings it up to the game's state when the state changed since the last call
 * ({@link io.fogisles.kernel.state.Changes#version}): it compares the island zone with the slots it read
 * before and reads only the fields that changed, so it follows new tiles as well as an undo or a
 * rolled-back script call. The landscape groups are found again only when asked for after a change.
 *
 * <p>Holds one game's information: kept per game ({@link GameContext#local}), never shared, and read-only
 * for callers. Not for two threads at once.
 */
public final class SeatIsland {
    private final Island island;
    private final PieceInfo pieces;
    private final int zone;
    private final IslandTiles tiles;
    /** The zone's slots the tiles show, and a work array for the slots now. */
    private int[] slots, fresh;
    private long version = -1;
    private final FieldFlood flood;
    private LandscapeGroups groups; // made when first asked for: copies that are never scored skip it
    private boolean groupsStale = true;

    public SeatIsland(Island island, PieceInfo pieces, int zone) {
        this.island = island;
        this.pieces = pieces;
        this.zone = zone;
        int n = island.size();
        tiles = new IslandTiles(n);
        slots = new int[n];
        fresh = new int[n];
        Arrays.fill(slots, -1); // what an empty zone's slots hold
        flood = new FieldFlood(tiles.words);
    }

    /** Reads what changed on the island since the last call, if the game's state changed at all. */
    public SeatIsland update(GameContext ctx) {
        long now = ctx.changes().version();
        if (now == version) return this;
        version = now;
        int[] was = slots, is = fresh;
        ctx.state().copySlots(zone, is);
        // mostly one new tile or none: jump from difference to difference (a vectorised comparison)
        for (int f = Arrays.mismatch(was, is); f >= 0; f = next(was, is, f + 1)) {
            if (is[f] < 0) tiles.clear(f);
            else tiles.put(f, is[f], pieces);
            groupsStale = true;
        }
        slots = is;
        fresh = was;
        return this;
    }

    /** The first field from {@code from} on whose slot differs, or −1. */
    private static int next(int[] was, int[] is, int from) {
        int d = Arrays.mismatch(was, from, was.length, is, from, is.length);
        return d < 0 ? -1 : from + d;
    }

    /** The tiles (read-only: they belong to this view). */
    public IslandTiles tiles() {
        return tiles;
    }

    /** Whether every coast is connected (RULES B9.6). */
    public boolean allConnected() {
        return IslandScoring.allConnected(island, tiles, flood);
    }

    /** Which coasts are connected, as a bit mask over landscapes (RULES B9.1–B9.5). */
    public int connectedCoasts() {
        return IslandScoring.connectedCoasts(island, tiles, flood);
    }

    /** The landscape groups of the tiles (read-only). */
    public LandscapeGroups groups() {
        if (groupsStale) {
            if (groups == null) groups = new LandscapeGroups(tiles.size());
            groups.read(island, tiles);
            groupsStale = false;
        }
        return groups;
    }
}
