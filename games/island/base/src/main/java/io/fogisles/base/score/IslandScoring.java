package io.fogisles.base.score;

import io.fogisles.base.Island;
import io.fogisles.base.PieceInfo;
import io.fogisles.kernel.hex.Board;

/**
 * The scoring and connection rules of Module 1 as pure functions of an island and its tiles
 * (RULES B9.1–B9.5, B11.1–B11.6, C11, C13). Used by the game's score rows and coast check (through
 * {@link SeatIsland}, which keeps each seat's reading up to date), the bots and the {@code score} tool.
 */
public final class IslandScoring {
    private IslandScoring() {
    }

    /** Scoring constants (from the module parameters). */
    public record Points(int landscapeTile, int joker, int bonusMinTiles, int bonus, int cityPerNeighbour) {
    }

    /**
     * RULES B11.1: for landscape {@code l}, every group of (l tiles + jokers) that is anchored to the
     * l coast scores 2 per l tile and 1 per joker. Anchored: a tile of the group lies on an l coast
     * field, or touches an uncovered l coast field (a joker on an l coast field anchors too, C11).
     * For several rows of one island, read a {@link LandscapeGroups} once instead.
     */
    public static int landscape(Island island, IslandTiles t, int l, Points pts) {
        return new LandscapeGroups(island.size()).read(island, t).points(l, pts);
    }

    /**
     * RULES B11.2 with C13: whether landscape {@code l} has a group of at least {@code minTiles}
     * (l tiles + jokers, printed fields do not count) that holds at least one real l tile.
     */
    public static boolean hasBonus(Island island, IslandTiles t, int l, int minTiles) {
        return new LandscapeGroups(island.size()).read(island, t).hasBonus(l, minTiles);
    }

    /** RULES B11.2: +bonus once per landscape that has a big enough group. */
    public static int landscapeBonus(Island island, IslandTiles t, Points pts) {
        return new LandscapeGroups(island.size()).read(island, t).bonusPoints(pts);
    }

    /** RULES B11.3: each city scores per neighbouring landscape tile or joker. */
    public static int cities(Island island, IslandTiles t, Points pts) {
        Board b = island.board();
        int total = 0;
        for (int f = 0; f < t.size(); f++) {
            if (!t.city[f]) continue;
            for (int d = 0; d < 6; d++) {
                int g = b.neighbour(f, d);
                if (g != Board.NONE && t.connects(g)) total += pts.cityPerNeighbour();
            }
        }
        return total;
    }

    /** How many monuments an island counts (the royal couple counts 2, RULES B13.8). */
    public static int monumentCount(IslandTiles t) {
        int n = 0;
        for (int m : t.monuments) n += m;
        return n;
    }

    /**
     * RULES B11.4: competition ranking by monument count (rank = 1 + players with more); the rate of the
     * rank (3/2/1/0) per own monument.
     */
    public static int[] monuments(int[] counts, int[] rates) {
        int[] out = new int[counts.length];
        for (int s = 0; s < counts.length; s++) {
            int more = 0;
            for (int o = 0; o < counts.length; o++) if (counts[o] > counts[s]) more++;
            int rate = more < rates.length ? rates[more] : 0;
            out[s] = rate * counts[s];
        }
        return out;
    }

    /** RULES B11.6: minus the penalties of uncovered volcanoes. */
    public static int volcanoes(Island island, IslandTiles t) {
        int total = 0;
        for (int f = 0; f < t.size(); f++) if (island.penalty(f) > 0 && !t.covered(f)) total -= island.penalty(f);
        return total;
    }

    /**
     * RULES B9.1–B9.5 with C11: which coasts are connected to the base. A coast is connected when one of
     * its fields is identifiable (uncovered, or covered by a tile of its landscape or a joker) and is
     * linked to the base by an unbroken chain of landscape tiles of any kind: the field's own tile, or a
     * tile next to the uncovered field, belongs to a chain that reaches a tile next to the base.
     * Returns a bit mask over landscapes.
     */
    public static int connectedCoasts(Island island, IslandTiles t) {
        return connectedCoasts(island, t, new FieldFlood(t.words));
    }

    /** Whether every coast of the island is connected (the end trigger, RULES B9.6). */
    public static boolean allConnected(Island island, IslandTiles t) {
        return allConnected(island, t, new FieldFlood(t.words));
    }

    /** {@link #connectedCoasts(Island, IslandTiles)} with the caller's work arrays. */
    static int connectedCoasts(Island island, IslandTiles t, FieldFlood flood) {
        linkToBase(island, t, flood);
        int mask = 0;
        for (int l : island.coastLandscapes()) if (coastConnected(island, t, flood, l)) mask |= 1 << l;
        return mask;
    }

    /** {@link #allConnected(Island, IslandTiles)} with the caller's work arrays. */
    static boolean allConnected(Island island, IslandTiles t, FieldFlood flood) {
        int[] coasts = island.coastLandscapes();
        if (coasts.length == 0) return false;
        // checked after every turn, and mostly false until late in the game: a coast with no landscape tile
        // on or next to its fields cannot be connected, which needs no search
        for (int l : coasts) if (!FieldFlood.meet(t.connectingMask, 0, island.nearCoastMasks(), l * t.words, t.words)) return false;
        linkToBase(island, t, flood);
        for (int l : coasts) if (!coastConnected(island, t, flood, l)) return false;
        return true;
    }

    /**
     * Fills the flood's group with the fields whose landscape tile (or joker) is linked to the base by a
     * chain of landscape tiles (the chains that start next to the base), and its rim with their neighbours.
     */
    private static void linkToBase(Island island, IslandTiles t, FieldFlood flood) {
        long[] start = island.startMask();
        for (int w = 0; w < t.words; w++) {
            flood.area[w] = t.connectingMask[w];
            flood.group[w] = start[w] & t.connectingMask[w];
        }
        flood.run(island.neighbourMasks());
    }

    /**
     * After {@link #linkToBase}: whether a field of coast {@code l} holds a linked l tile or joker, or is
     * uncovered and next to a linked tile. A field covered by another landscape, a city, a monument… is not
     * identifiable and connects nothing.
     */
    private static boolean coastConnected(Island island, IslandTiles t, FieldFlood flood, int l) {
        int at = l * t.words, jokers = PieceInfo.JOKER * t.words;
        long[] coast = island.coastMasks(), kinds = t.kindMasks;
        for (int w = 0; w < t.words; w++) {
            long linkedOwn = flood.group[w] & (kinds[at + w] | kinds[jokers + w]);
            long openNextToLinked = flood.rim[w] & ~t.coveredMask[w];
            if ((coast[at + w] & (linkedOwn | openNextToLinked)) != 0) return true;
        }
        return false;
    }
}
