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
    private long hash;

    // work arrays of BaseHeuristic.islandNow, reused: a greedy decision works out hundreds of islands
    final LandscapeGroups groups;
    final int[] dist, deque, missing = new int[io.fogisles.base.Landscape.COUNT];
    /** The island of the position being judged, re-read for each (BaseHeuristic.value is not re-entered on a thread). */
    final IslandTiles tiles;

    IslandMemo(int fields) {
        key = new int[fields];
        groups = new LandscapeGroups(fields);
        dist = new int[fields];
        deque = new int[4 * fields + 8];
        tiles = new IslandTiles(fields);
    }

    /** Reads the tiles into the key; returns the remembered value, or NaN when there is none. */
    double find(IslandTiles t) {
        long h = 0x9E3779B97F4A7C15L;
        for (int f = 0; f < key.length; f++) {
            int v = t.land(f) + 2 | (t.city(f) ? 1 << 8 : 0) | t.monuments(f) << 9;
            key[f] = v;
            h = (h ^ v) * 0x100000001B3L;
            h ^= h >>> 29;
        }
        hash = h;
        int i = (int) h & (SIZE - 1);
        return hashes[i] == h && keys[i] != null && java.util.Arrays.equals(keys[i], key) ? values[i] : Double.NaN;
    }

    /** Remembers the value of the tiles last passed to {@link #find}. */
    void put(double value) {
        int i = (int) hash & (SIZE - 1);
        if (keys[i] == null) keys[i] = new int[key.length];
        System.arraycopy(key, 0, keys[i], 0, key.length);
        hashes[i] = hash;
        values[i] = value;
    }
}
