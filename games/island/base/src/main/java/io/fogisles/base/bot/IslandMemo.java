package io.fogisles.base.bot;

import io.fogisles.base.score.IslandTiles;
import io.fogisles.base.score.LandscapeGroups;

/**
 * Remembered island values of one thread for one heuristic: a bot judges the same islands over and over
 * (every option of a flight leaves the island as it is; the placements it tries differ by one tile), and an
 * island's value is a function of its tiles alone. Direct-mapped by a hash of the tiles; an entry is used
 * only when its tiles are exactly the ones asked about, so a hit gives the value the search would give.
 * It also holds the thread's work arrays for working a value out.
 */
final class IslandMemo {
    private static final int SIZE = 4096; // a power of two
    private final long[] hashes = new long[SIZE];
    private final int[][] keys = new int[SIZE][];
    private final double[] values = new double[SIZE];
    private final int[] key;
    /** The tiles of the island whose placements are tried, the current island (none: a key no island has). */
    private int[] previousKey;
    /**
     * The island that was current before it, when the current one holds one tile more (or still the one
     * before that): the options of a placement decision each add one tile to the same island, and their
     * distances and rows come from its own ({@link #anchorDist}, {@link PlacementRows}).
     */
    private int[] anchorKey;
    private boolean anchorKnown;
    /** Whether the last {@link #becomeCurrent} made the island before it the anchor. */
    boolean anchorMoved;
    /** {@link #code} of an empty field. */
    private static final int EMPTY_CODE = IslandTiles.EMPTY + 2;
    private long hash;

    // work arrays of BaseHeuristic.islandNow, reused: a greedy decision works out hundreds of islands
    final LandscapeGroups groups;
    final int[] dist, deque, missing = new int[io.fogisles.base.Landscape.COUNT];
    /** BaseHeuristic's distances of the island whose placements it is trying, once worked out (baseDistReady). */
    int[] baseDist;
    boolean baseDistReady;
    /** The anchor island's distances, when they were worked out (anchorDistReady). */
    int[] anchorDist;
    boolean anchorDistReady;
    /** Which fields count for which coast on that island, once read (reachReady; null without placements). */
    final CoastReach reach;
    boolean reachReady;
    /** A placement's coast bests, worked out from {@link #reach}'s. */
    final int[] bests = new int[io.fogisles.base.Landscape.COUNT];
    /**
     * Whether {@link #dist}, {@link #groups}, {@link #cities} and {@link #volcanoes} are the full reading of the
     * tiles in the key: set by BaseHeuristic.island when it worked the value out, cleared as soon as the key
     * changes. The placement estimate then takes them over for a new island instead of reading it again.
     */
    boolean workIsKey;
    /** The cities' and volcanoes' rows of BaseHeuristic's last full reading. */
    int cities, volcanoes;
    /** The island of the position being judged, re-read for each (BaseHeuristic.value is not re-entered on a thread). */
    final IslandTiles tiles;

    /** BaseHeuristic's rows of the island whose placements it is trying (null: no placements are tried). */
    final PlacementRows rows;
    /** The values of that island's placements tried so far. */
    final VariantValues variants;

    IslandMemo(int fields) {
        this(fields, null, null);
    }

    IslandMemo(int fields, PlacementRows rows, io.fogisles.base.Island island) {
        this.rows = rows;
        reach = island == null ? null : new CoastReach(island);
        variants = new VariantValues(fields);
        key = new int[fields];
        previousKey = new int[fields];
        java.util.Arrays.fill(previousKey, -1);
        anchorKey = new int[fields];
        anchorDist = new int[fields];
        groups = new LandscapeGroups(fields);
        dist = new int[fields];
        baseDist = new int[fields];
        deque = new int[4 * fields + 8];
        tiles = new IslandTiles(fields);
    }

    /** Reads the tiles into the key; returns the remembered value, or NaN when there is none. */
    double find(IslandTiles t) {
        workIsKey = false;
        long h = 0;
        for (int f = 0; f < key.length; f++) {
            int v = code(t, f);
            key[f] = v;
            h += term(f, v);
        }
        hash = h;
        return lookUp();
    }

    /**
     * The remembered value of the tiles last read by {@link #find} with field {@code f} as it is in {@code t}
     * now (a placement tried on it), or NaN; {@link #put} remembers that variant. The hash is a sum of one
     * term per field, so a variant's hash takes two terms instead of a pass over the island (hashing was
     * ~18 % of greedy's time). {@link #restore} puts the field back.
     */
    double findVariant(IslandTiles t, int f) {
        workIsKey = false;
        int v = code(t, f);
        hash += term(f, v) - term(f, key[f]);
        key[f] = v;
        return lookUp();
    }

    /** Undoes {@link #findVariant}: the key and hash are the tiles of the last {@link #find} again. */
    void restore(int f, int v) {
        hash += term(f, v) - term(f, key[f]);
        key[f] = v;
    }

    /**
     * Whether the tiles last read by {@link #find} are the current island's: the options of a flight leave the
     * island as it is, so the placement estimate asks about one island many times in a row, and what it worked
     * out for it ({@link #baseDist}, {@link #rows}, {@link #variants}) still holds.
     */
    boolean sameIslandAsBefore() {
        return java.util.Arrays.equals(key, previousKey);
    }

    /**
     * Makes the tiles last read by {@link #find} the current island; returns the field where they hold one
     * tile more than the anchor island, which is empty there, or -1 (then the new island is read afresh).
     * When they hold one tile more than the current island, that island becomes the anchor, with its
     * distances; the caller moves its rows ({@link PlacementRows#keepAsAnchor}) when {@code anchorMoved}.
     */
    int becomeCurrent() {
        int f = oneMoreThan(previousKey);
        anchorMoved = f >= 0;
        if (anchorMoved) {
            int[] k = anchorKey;
            anchorKey = previousKey;
            previousKey = k;
            int[] d = anchorDist;
            anchorDist = baseDist;
            baseDist = d;
            anchorDistReady = baseDistReady;
            anchorKnown = true;
        } else if (anchorKnown) {
            f = oneMoreThan(anchorKey);
        }
        System.arraycopy(key, 0, previousKey, 0, key.length);
        baseDistReady = false;
        return f;
    }

    /** The field where the key holds a tile and {@code other} none, if it is the only field where they differ; else -1. */
    private int oneMoreThan(int[] other) {
        int at = -1;
        for (int f = 0; f < key.length; f++) {
            if (key[f] == other[f]) continue;
            if (at >= 0 || other[f] != EMPTY_CODE) return -1;
            at = f;
        }
        return at;
    }

    /** The key's value of field {@code f}. */
    int keyOf(int f) {
        return key[f];
    }

    private double lookUp() {
        int i = (int) (hash ^ hash >>> 32) & (SIZE - 1);
        return hashes[i] == hash && keys[i] != null && java.util.Arrays.equals(keys[i], key) ? values[i] : Double.NaN;
    }

    static int code(IslandTiles t, int f) {
        return t.land(f) + 2 | (t.city(f) ? 1 << 8 : 0) | t.monuments(f) << 9;
    }

    /** A field's share of the hash: the field and its code mixed (SplitMix64's finaliser). */
    private static long term(int f, int v) {
        long z = ((long) f << 32 | v) * 0x9E3779B97F4A7C15L;
        z = (z ^ z >>> 30) * 0xBF58476D1CE4E5B9L;
        z = (z ^ z >>> 27) * 0x94D049BB133111EBL;
        return z ^ z >>> 31;
    }

    /** Remembers the value of the tiles last passed to {@link #find}. */
    void put(double value) {
        int i = (int) (hash ^ hash >>> 32) & (SIZE - 1);
        if (keys[i] == null) keys[i] = new int[key.length];
        System.arraycopy(key, 0, keys[i], 0, key.length);
        hashes[i] = hash;
        values[i] = value;
    }
}
