package io.fogisles.base.score;

import io.fogisles.base.Island;
import io.fogisles.base.PieceInfo;
import io.fogisles.kernel.game.GameContext;
import java.util.Arrays;

/**
 * One seat's island in one game as the rules last read it: its tiles, which of them are linked to the
 * base (for the coast check after every turn, RULES B9.1–B9.6) and its landscape groups (for the score
 * rows, B11.1, B11.2).
 *
 * <p>{@link #update} brings it up to the game's state when the state changed since the last call
 * ({@link io.fogisles.kernel.state.Changes#version}): it compares the island zone with the slots it read
 * before and reads only the fields that changed. Tiles only ever join an island in play, so the links to
 * the base grow from the new tiles alone; anything else (an undo, a rolled-back script call) links the
 * island again from scratch. Links and groups are worked out when first asked for after a change, so a
 * seat whose coasts are done does not pay for them again until the score pad.
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

    private final boolean[] linked;
    private final int[] queue;
    /** Tiles added since the links were last brought up to date (each field at most once: it was empty). */
    private final int[] added;
    private int addedCount;
    /** A tile left or changed since the links were last brought up to date: link the whole island again. */
    private boolean relink;

    /**
     * The connected coasts as a bit mask, except that the coasts in {@code unsure} must be looked at again:
     * a coast's connection depends only on its fields and their neighbours, so a new tile or a newly linked
     * tile leaves the coasts far from it as they were.
     */
    private int connected, unsure;
    /**
     * The coasts with a landscape tile on or next to one of their fields: a coast can be connected only
     * then, so while one is missing the check answers without linking (valid unless a relink is due).
     */
    private int touched;
    private final int allCoasts;

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
        linked = new boolean[n];
        queue = new int[n];
        added = new int[n];
        allCoasts = IslandScoring.allCoasts(island);
        unsure = allCoasts;
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
            int p = is[f];
            if (p < 0) tiles.clear(f);
            else tiles.put(f, p, pieces);
            if (was[f] >= 0) relink = true;
            else if (!relink) added[addedCount++] = f;
            unsure |= island.coastsNear(f);
            if (tiles.connects(f)) touched |= island.coastsNear(f);
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
        if (!relink && touched != allCoasts) return false; // mostly so, until late in the game
        return allCoasts != 0 && connectedCoasts() == allCoasts;
    }

    /** Which coasts are connected, as a bit mask over landscapes (RULES B9.1–B9.5). */
    public int connectedCoasts() {
        link();
        for (int l : island.coastLandscapes()) {
            if ((unsure & 1 << l) == 0) continue;
            if (IslandScoring.coastConnected(island, tiles, linked, l)) connected |= 1 << l;
            else connected &= ~(1 << l);
        }
        unsure = 0;
        return connected;
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

    /** Brings the fields linked to the base up to date with the tiles; marks the coasts near new links unsure. */
    private void link() {
        if (relink) {
            IslandScoring.linkToBase(island, tiles, linked, queue);
            relink = false;
            unsure = allCoasts;
            touched = 0;
            for (int f = 0; f < tiles.size(); f++) if (tiles.connects(f)) touched |= island.coastsNear(f);
        } else {
            for (int i = 0; i < addedCount; i++) {
                int linkedNow = IslandScoring.linkAdded(island, tiles, linked, queue, added[i]);
                for (int k = 0; k < linkedNow; k++) unsure |= island.coastsNear(queue[k]);
            }
        }
        addedCount = 0;
    }
}
