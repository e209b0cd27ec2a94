package io.fogisles.base.score;

import io.fogisles.base.Island;
import io.fogisles.base.Landscape;
import io.fogisles.base.PieceInfo;

/**
 * Every landscape's groups on one island, found in one pass that both the landscape rows and the
 * landscape-bonus row read (RULES B11.1, B11.2, C11, C13). A group of landscape l is a connected set of
 * l tiles and jokers, so a joker belongs to one group of every landscape next to it.
 *
 * <p>Per landscape it keeps the tiles and jokers of the groups anchored to the l coast (what B11.1 pays
 * for) and the size of the largest group that holds a real l tile (what B11.2 with C13 asks about). The
 * groups are found set at a time ({@link FieldFlood}). Reusable: {@link #read} overwrites the previous
 * island. Not for two threads at once.
 */
public final class LandscapeGroups {
    private final int[] anchoredTiles = new int[Landscape.COUNT];
    private final int[] anchoredJokers = new int[Landscape.COUNT];
    private final int[] largestWithTile = new int[Landscape.COUNT];
    // work arrays of read
    private final FieldFlood flood;
    /** The fields still to start a group from. */
    private final long[] todo;
    /** The fields in a group of the current landscape found so far. */
    private final long[] grouped;

    public LandscapeGroups(int fields) {
        int words = (fields + 63) >>> 6;
        flood = new FieldFlood(words);
        todo = new long[words];
        grouped = new long[words];
    }

    /** Finds the groups of every landscape on the island's tiles. */
    public LandscapeGroups read(Island island, IslandTiles t) {
        for (int l = 0; l < Landscape.COUNT; l++) readLandscape(island, t, l);
        return this;
    }

    /**
     * Finds the groups of landscape {@code l} alone, keeping the other landscapes' as they are: after a tile
     * is put on an empty field, only the groups of its own landscape (every landscape's, for a joker) and
     * those of the coast the field belongs to can differ (covering a coast field can take away the
     * anchoring "next to an uncovered coast field").
     */
    public LandscapeGroups readLandscape(Island island, IslandTiles t, int l) {
        anchoredTiles[l] = 0;
        anchoredJokers[l] = 0;
        largestWithTile[l] = 0;
        int words = t.words, jokers = PieceInfo.JOKER * words;
        long[] kinds = t.kindMasks;
        int at = l * words;
        for (int w = 0; w < words; w++) {
            flood.area[w] = kinds[at + w] | kinds[jokers + w];
            todo[w] = kinds[at + w];
            grouped[w] = 0;
        }
        // the groups holding l tiles first; a joker left over after them lies in a group of jokers only
        groups(island, t, l);
        for (int w = 0; w < words; w++) todo[w] = kinds[jokers + w] & ~grouped[w];
        groups(island, t, l);
        return this;
    }

    /** Takes over another reading's groups (of an island of the same size). */
    public LandscapeGroups copyFrom(LandscapeGroups o) {
        System.arraycopy(o.anchoredTiles, 0, anchoredTiles, 0, Landscape.COUNT);
        System.arraycopy(o.anchoredJokers, 0, anchoredJokers, 0, Landscape.COUNT);
        System.arraycopy(o.largestWithTile, 0, largestWithTile, 0, Landscape.COUNT);
        return this;
    }

    /** Finds the groups of landscape {@code l} that hold a field of {@link #todo}, and counts them. */
    private void groups(Island island, IslandTiles t, int l) {
        int words = t.words, at = l * words;
        long[] own = t.kindMasks, coast = island.coastMasks(), neighbours = island.neighbourMasks();
        for (int w = 0; w < words; w++) {
            while (todo[w] != 0) {
                flood.seed((w << 6) + Long.numberOfTrailingZeros(todo[w]));
                flood.run(neighbours);
                int size = 0, tiles = 0;
                boolean anchored = false;
                for (int v = 0; v < words; v++) {
                    long g = flood.group[v];
                    size += Long.bitCount(g);
                    tiles += Long.bitCount(g & own[at + v]);
                    // a tile or joker on an l coast field (C11), or next to an uncovered one
                    if ((coast[at + v] & (g | (flood.rim[v] & ~t.coveredMask[v]))) != 0) anchored = true;
                    todo[v] &= ~g;
                    grouped[v] |= g;
                }
                if (anchored) {
                    anchoredTiles[l] += tiles;
                    anchoredJokers[l] += size - tiles;
                }
                if (tiles > 0 && size > largestWithTile[l]) largestWithTile[l] = size;
            }
        }
    }

    /** RULES B11.1: the points of landscape {@code l}'s anchored groups. */
    public int points(int l, IslandScoring.Points pts) {
        return anchoredTiles[l] * pts.landscapeTile() + anchoredJokers[l] * pts.joker();
    }

    /**
     * RULES B11.2 with C13: whether landscape {@code l} has a group of at least {@code minTiles} (l tiles and
     * jokers; printed fields do not count) that holds at least one real l tile.
     */
    public boolean hasBonus(int l, int minTiles) {
        return largestWithTile[l] > 0 && largestWithTile[l] >= minTiles;
    }

    /** RULES B11.2: +bonus once per landscape that has a big enough group. */
    public int bonusPoints(IslandScoring.Points pts) {
        int total = 0;
        for (int l = 0; l < Landscape.COUNT; l++) if (hasBonus(l, pts.bonusMinTiles())) total += pts.bonus();
        return total;
    }
}
