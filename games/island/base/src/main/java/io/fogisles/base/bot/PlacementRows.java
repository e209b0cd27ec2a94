package io.fogisles.base.bot;

import io.fogisles.base.Island;
import io.fogisles.base.Landscape;
import io.fogisles.base.PieceInfo;
import io.fogisles.base.score.IslandScoring;
import io.fogisles.base.score.IslandTiles;
import io.fogisles.base.score.LandscapeGroups;
import io.fogisles.kernel.hex.Board;

/**
 * The island's score rows (landscape groups, landscape bonus, cities, volcanoes) with one more tile on an
 * empty field, worked out from the rows of the island without it: the placement estimate tries ~18 such
 * variants per position, and flooding all six landscapes for each was ~15 % of greedy's time. A tile on
 * field f changes only the groups of its own landscape (all six for a joker) and, when f is a coast field,
 * those of f's coast (covering it can take away "next to an uncovered coast field"); the cities and
 * volcanoes change around f alone. So the rows are exactly those of a full reading. Per thread, like
 * {@link IslandMemo}; {@link #newIsland} forgets the island.
 */
final class PlacementRows {
    private final Island island;
    private final IslandScoring.Points pts;
    private final LandscapeGroups groups;
    /** The current island's groups, and the anchor island's ({@link IslandMemo#becomeCurrent}); swapped, not copied. */
    private LandscapeGroups base, anchor;
    private int baseCities, baseVolcanoes, anchorCities, anchorVolcanoes;
    private boolean ready, anchorReady;

    PlacementRows(Island island, IslandScoring.Points pts) {
        this.island = island;
        this.pts = pts;
        base = new LandscapeGroups(island.size());
        anchor = new LandscapeGroups(island.size());
        groups = new LandscapeGroups(island.size());
    }

    /** The current island becomes the anchor (with its rows, if read); the next calls are about another island. */
    void keepAsAnchor() {
        LandscapeGroups g = anchor;
        anchor = base;
        base = g;
        anchorCities = baseCities;
        anchorVolcanoes = baseVolcanoes;
        anchorReady = ready;
        ready = false;
    }

    /**
     * Reads the current island, which is the anchor island with one more tile, on {@code f} (in {@code t}), from
     * the anchor's rows as {@link #rows} works out a variant's, when those were read; else leaves it to be
     * read when first needed.
     */
    void deriveFromAnchor(IslandTiles t, int f) {
        if (!anchorReady) return;
        base.copyFrom(anchor);
        reread(base, t, f);
        baseCities = anchorCities + citiesAround(t, f);
        baseVolcanoes = anchorVolcanoes + Math.max(island.penalty(f), 0);
        ready = true;
    }

    /** The next {@link #rows} calls are about another island (read when first needed). */
    void newIsland() {
        ready = false;
    }

    /** Takes the current island's rows from a full reading of it. */
    void adopt(LandscapeGroups groups, int cities, int volcanoes) {
        base.copyFrom(groups);
        baseCities = cities;
        baseVolcanoes = volcanoes;
        ready = true;
    }

    /** The rows of {@code t}, which holds a tile on {@code f} that is not on the current island; f is empty there. */
    double rows(IslandTiles t, int f) {
        if (!ready) readBase(t, f);
        groups.copyFrom(base);
        reread(groups, t, f);
        return BaseHeuristic.rows(groups, pts, baseCities + citiesAround(t, f), baseVolcanoes + Math.max(island.penalty(f), 0));
    }

    /** Re-reads in {@code into} the landscapes a tile on {@code f} can change. */
    private void reread(LandscapeGroups into, IslandTiles t, int f) {
        int land = t.land(f);
        if (land == PieceInfo.JOKER) {
            for (int l = 0; l < Landscape.COUNT; l++) into.readLandscape(island, t, l);
        } else {
            if (land >= 0) into.readLandscape(island, t, land);
            int coast = island.coast(f);
            if (coast != Island.NO_COAST && coast != land) into.readLandscape(island, t, coast);
        }
    }

    /** Reads the current island: {@code t} without its tile on {@code f}. */
    private void readBase(IslandTiles t, int f) {
        int land = t.land(f), monuments = t.monuments(f);
        boolean connects = t.connects(f), city = t.city(f);
        t.clear(f);
        base.read(island, t);
        baseCities = IslandScoring.cities(island, t, pts);
        baseVolcanoes = IslandScoring.volcanoes(island, t);
        t.put(f, land, connects, city, monuments);
        ready = true;
    }

    /** What the tile on {@code f} adds to the cities row (RULES B11.3): as a city, or as a landscape tile next to cities. */
    private int citiesAround(IslandTiles t, int f) {
        boolean city = t.city(f), connects = t.connects(f);
        if (!city && !connects) return 0;
        Board b = island.board();
        int total = 0;
        for (int d = 0; d < 6; d++) {
            int n = b.neighbour(f, d);
            if (n == Board.NONE) continue;
            if (city && t.connects(n)) total += pts.cityPerNeighbour();
            if (connects && t.city(n)) total += pts.cityPerNeighbour();
        }
        return total;
    }
}
