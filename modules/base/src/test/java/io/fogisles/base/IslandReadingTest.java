package io.fogisles.base;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.fogisles.base.score.IslandScoring;
import io.fogisles.base.score.IslandTiles;
import io.fogisles.base.score.LandscapeGroups;
import io.fogisles.kernel.random.Rng;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The fast island readings against slow ones: {@link LandscapeGroups} (one pass for all landscapes) against
 * a plain search per landscape and row.
 */
class IslandReadingTest {
    static final IslandScoring.Points PTS = new IslandScoring.Points(2, 1, 5, 3, 1);

    /** The landscape rows as the rulebook words them: one search per landscape and per row (the former code). */
    static final class Reference {
        static int landscape(Island island, IslandTiles t, int l, IslandScoring.Points pts) {
            int score = 0;
            boolean[] seen = new boolean[t.size()];
            for (int start = 0; start < t.size(); start++) {
                if (seen[start] || !inGraph(t, start, l)) continue;
                List<Integer> group = group(island, t, l, start, seen);
                int own = 0;
                boolean anchored = false;
                for (int f : group) {
                    if (t.land(f) == l) own++;
                    if (island.coast(f) == l) anchored = true;
                    for (int g : island.board().neighbours(f)) if (island.coast(g) == l && !t.covered(g)) anchored = true;
                }
                if (anchored) score += own * pts.landscapeTile() + (group.size() - own) * pts.joker();
            }
            return score;
        }

        static boolean hasBonus(Island island, IslandTiles t, int l, int minTiles) {
            boolean[] seen = new boolean[t.size()];
            for (int start = 0; start < t.size(); start++) {
                if (seen[start] || !inGraph(t, start, l)) continue;
                List<Integer> group = group(island, t, l, start, seen);
                if (group.size() >= minTiles && group.stream().anyMatch(f -> t.land(f) == l)) return true;
            }
            return false;
        }

        private static boolean inGraph(IslandTiles t, int f, int l) {
            return t.land(f) == l || t.land(f) == PieceInfo.JOKER;
        }

        private static List<Integer> group(Island island, IslandTiles t, int l, int start, boolean[] seen) {
            List<Integer> out = new java.util.ArrayList<>(List.of(start));
            seen[start] = true;
            for (int i = 0; i < out.size(); i++) {
                for (int g : island.board().neighbours(out.get(i))) {
                    if (!seen[g] && inGraph(t, g, l)) {
                        seen[g] = true;
                        out.add(g);
                    }
                }
            }
            return out;
        }
    }

    private static void assertGroups(Island island, IslandTiles t, LandscapeGroups groups, String where) {
        for (int l = 0; l < Landscape.COUNT; l++) {
            assertEquals(Reference.landscape(island, t, l, PTS), groups.points(l, PTS), "B11.1 landscape " + l + where);
            for (int min = 0; min <= 8; min++)
                assertEquals(Reference.hasBonus(island, t, l, min), groups.hasBonus(l, min), "B11.2 landscape " + l + ", at least " + min + where);
        }
    }

    @Test
    @DisplayName("B11.1 / B11.2 / C11 / C13: one pass over all landscapes finds what one search per landscape and row finds, on random islands")
    void groupsMatchOneSearchPerLandscape() {
        for (String side : new String[] {"front", "back"}) {
            Island island = Fixtures.base(2, side).service(BaseGame.class).island;
            LandscapeGroups groups = new LandscapeGroups(island.size()); // reused, as the game reuses it
            Rng rng = new Rng(42);
            for (int round = 0; round < 3000; round++) {
                IslandTiles t = new IslandTiles(island.size());
                int density = 1 + rng.nextInt(10), jokers = rng.nextInt(4), kinds = 1 + rng.nextInt(Landscape.COUNT);
                for (int f = 0; f < island.size(); f++) {
                    if (f == island.base() || rng.nextInt(10) >= density) continue;
                    int r = rng.nextInt(20);
                    if (r < jokers) t.put(f, PieceInfo.JOKER, true, false, 0);
                    else if (r < jokers + 2) t.put(f, IslandTiles.OTHER, false, r % 2 == 0, r % 2);
                    else t.put(f, rng.nextInt(kinds), true, false, 0);
                }
                assertGroups(island, t, groups.read(island, t), " on random island " + round + " (" + side + ")");
            }
        }
    }
}
