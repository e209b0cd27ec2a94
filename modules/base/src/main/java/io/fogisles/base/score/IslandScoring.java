package io.fogisles.base.score;

import io.fogisles.base.Island;
import io.fogisles.base.PieceInfo;
import io.fogisles.kernel.hex.Board;
import java.util.Arrays;

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
        boolean[] linked = new boolean[t.size()];
        linkToBase(island, t, linked, new int[t.size()]);
        int mask = 0;
        for (int l : island.coastLandscapes()) if (coastConnected(island, t, linked, l)) mask |= 1 << l;
        return mask;
    }

    /** Whether every coast of the island is connected (the end trigger, RULES B9.6). */
    public static boolean allConnected(Island island, IslandTiles t) {
        int all = allCoasts(island);
        return all != 0 && connectedCoasts(island, t) == all;
    }

    /** The landscapes that have a coast on the island, as a bit mask. */
    static int allCoasts(Island island) {
        int all = 0;
        for (int l : island.coastLandscapes()) all |= 1 << l;
        return all;
    }

    /**
     * Marks in {@code linked} exactly the fields whose landscape tile (or joker) is linked to the base by a
     * chain of landscape tiles: the chains that start next to the base.
     */
    static void linkToBase(Island island, IslandTiles t, boolean[] linked, int[] queue) {
        Arrays.fill(linked, false);
        int tail = 0;
        for (int s : island.startFields()) {
            if (t.connects(s)) {
                linked[s] = true;
                queue[tail++] = s;
            }
        }
        flood(island.board(), t, linked, queue, tail);
    }

    /**
     * Keeps {@code linked} (as {@link #linkToBase} left it) true after a tile was added on {@code field}:
     * when it is a landscape tile next to the base or to a linked tile, it and every chain it joins become
     * linked. Returns how many fields became linked; they are {@code queue[0..returned)}.
     */
    static int linkAdded(Island island, IslandTiles t, boolean[] linked, int[] queue, int field) {
        if (linked[field] || !t.connects(field)) return 0; // already reached from a tile added with it
        Board b = island.board();
        int base = island.base();
        for (int d = 0; d < 6; d++) {
            int g = b.neighbour(field, d);
            if (g != Board.NONE && (g == base || linked[g])) {
                linked[field] = true;
                queue[0] = field;
                return flood(b, t, linked, queue, 1);
            }
        }
        return 0;
    }

    /**
     * Breadth-first search from the linked fields {@code queue[0..tail)} over landscape tiles not yet linked;
     * returns how many fields the queue holds at the end (the seeds and every field linked on the way).
     */
    private static int flood(Board b, IslandTiles t, boolean[] linked, int[] queue, int tail) {
        int head = 0;
        while (head < tail) {
            int f = queue[head++];
            for (int d = 0; d < 6; d++) {
                int g = b.neighbour(f, d);
                if (g != Board.NONE && !linked[g] && t.connects(g)) {
                    linked[g] = true;
                    queue[tail++] = g;
                }
            }
        }
        return tail;
    }

    /**
     * Whether the coast of landscape {@code l} is connected, given the fields linked to the base. Reads
     * only the l coast fields and their neighbours ({@link Island#coastsNear}).
     */
    static boolean coastConnected(Island island, IslandTiles t, boolean[] linked, int l) {
        for (int f : island.coastFields(l)) if (connectsCoast(island, t, linked, f, l)) return true;
        return false;
    }

    private static boolean connectsCoast(Island island, IslandTiles t, boolean[] linked, int f, int l) {
        int v = t.land[f];
        if (v == l || v == PieceInfo.JOKER) return linked[f];
        if (v != IslandTiles.EMPTY) return false; // covered by another landscape, a city, a monument…: not identifiable
        Board b = island.board();
        for (int d = 0; d < 6; d++) {
            int g = b.neighbour(f, d);
            if (g != Board.NONE && linked[g]) return true;
        }
        return false;
    }
}
