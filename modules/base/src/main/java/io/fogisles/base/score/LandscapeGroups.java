package io.fogisles.base.score;

import io.fogisles.base.Island;
import io.fogisles.base.Landscape;
import io.fogisles.base.PieceInfo;
import io.fogisles.kernel.hex.Board;
import java.util.Arrays;

/**
 * Every landscape's groups on one island, found in one pass that both the landscape rows and the
 * landscape-bonus row read (RULES B11.1, B11.2, C11, C13). A group of landscape l is a connected set of
 * l tiles and jokers, so a joker belongs to one group of every landscape next to it.
 *
 * <p>Per landscape it keeps the tiles and jokers of the groups anchored to the l coast (what B11.1 pays
 * for) and the size of the largest group that holds a real l tile (what B11.2 with C13 asks about).
 * Reusable: {@link #read} overwrites the previous island. Not for two threads at once.
 */
public final class LandscapeGroups {
    private static final int KINDS = PieceInfo.JOKER + 1; // the six landscapes, then the jokers

    private final int[] anchoredTiles = new int[Landscape.COUNT];
    private final int[] anchoredJokers = new int[Landscape.COUNT];
    private final int[] largestWithTile = new int[Landscape.COUNT];
    // work arrays of read
    /** The fields grouped by what lies on them: landscape 0's tiles, …, landscape 5's, then the jokers. */
    private final int[] byKind;
    /** Where each kind begins in {@link #byKind} (and where the jokers end), and a cursor per kind while sorting. */
    private final int[] kindStart = new int[KINDS + 1];
    private final int[] kindNext = new int[KINDS];
    /** Per field the landscape whose search last visited it (−1: none since this read began). */
    private final int[] visited;
    private final int[] queue;

    public LandscapeGroups(int fields) {
        byKind = new int[fields];
        visited = new int[fields];
        queue = new int[fields];
    }

    /** Finds the groups of every landscape on the island's tiles. */
    public LandscapeGroups read(Island island, IslandTiles t) {
        Arrays.fill(anchoredTiles, 0);
        Arrays.fill(anchoredJokers, 0);
        Arrays.fill(largestWithTile, 0);
        Arrays.fill(visited, -1);
        sortByKind(t);
        int jokersFrom = kindStart[PieceInfo.JOKER], jokersTo = kindStart[KINDS];
        for (int l = 0; l < Landscape.COUNT; l++) {
            // the groups holding l tiles first; a joker not visited after them lies in a group of jokers only
            for (int i = kindStart[l]; i < kindStart[l + 1]; i++) if (visited[byKind[i]] != l) search(island, t, l, byKind[i]);
            for (int i = jokersFrom; i < jokersTo; i++) if (visited[byKind[i]] != l) search(island, t, l, byKind[i]);
        }
        return this;
    }

    /**
     * Counting sort of the covered fields into {@link #byKind}, so that each landscape's searches start only
     * from its own tiles and the jokers instead of scanning the whole island six times.
     */
    private void sortByKind(IslandTiles t) {
        int[] start = kindStart, next = kindNext;
        int[] land = t.land;
        Arrays.fill(start, 0);
        for (int v : land) if (v >= 0) start[v + 1]++;
        for (int k = 0; k < KINDS; k++) start[k + 1] += start[k];
        System.arraycopy(start, 0, next, 0, KINDS);
        for (int f = 0; f < land.length; f++) if (land[f] >= 0) byKind[next[land[f]]++] = f;
    }

    /** One group of landscape {@code l}: a breadth-first search from {@code start} over l tiles and jokers. */
    private void search(Island island, IslandTiles t, int l, int start) {
        Board b = island.board();
        int[] land = t.land;
        int head = 0, tail = 0, tiles = 0;
        boolean anchored = false;
        queue[tail++] = start;
        visited[start] = l;
        while (head < tail) {
            int f = queue[head++];
            if (land[f] == l) tiles++;
            if (island.coast(f) == l) anchored = true; // a tile or joker on an l coast field (C11)
            for (int d = 0; d < 6; d++) {
                int g = b.neighbour(f, d);
                if (g == Board.NONE) continue;
                int v = land[g];
                if (v == l || v == PieceInfo.JOKER) {
                    if (visited[g] != l) {
                        visited[g] = l;
                        queue[tail++] = g;
                    }
                } else if (v == IslandTiles.EMPTY && island.coast(g) == l) {
                    anchored = true; // next to an uncovered l coast field
                }
            }
        }
        if (anchored) {
            anchoredTiles[l] += tiles;
            anchoredJokers[l] += tail - tiles;
        }
        if (tiles > 0 && tail > largestWithTile[l]) largestWithTile[l] = tail;
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
