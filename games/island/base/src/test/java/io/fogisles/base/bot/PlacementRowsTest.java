package io.fogisles.base.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.BaseGame;
import io.fogisles.base.Fixtures;
import io.fogisles.base.PieceInfo;
import io.fogisles.base.score.BaseScoreRows;
import io.fogisles.base.score.IslandScoring;
import io.fogisles.base.score.IslandTiles;
import io.fogisles.base.score.LandscapeGroups;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.random.Rng;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The placement estimate works out the score rows of an island with one more tile from the island's own
 * rows, re-reading only the landscapes the tile can change (issue 15): they must be the rows a full reading
 * of that island gives, for the islands of real games with a random tile (landscape, joker, city, other
 * tile, monuments) on every empty field.
 */
class PlacementRowsTest {
    @Test
    void variantRowsAreTheFullReadings() {
        RuleSet rules = Fixtures.rules(new ModuleSelection(List.of("base"), null), 4);
        BaseGame g = rules.service(BaseGame.class);
        IslandScoring.Points pts = BaseScoreRows.points(g);
        PlacementRows rows = new PlacementRows(g.island, pts);
        LandscapeGroups full = new LandscapeGroups(g.island.size());
        Rng rng = new Rng(11);
        int[] checked = {0};
        Fixtures.atEveryPosition(rules, 3, rng, (game, seed) -> {
            IslandTiles t = g.tiles(game.state(), game.pendingSeat());
            rows.newIsland();
            for (int f = 0; f < t.size(); f++) {
                if (t.covered(f) || f == g.island.base()) continue;
                int kind = rng.nextInt(10);
                boolean connects = kind < 8;
                int land = kind == 0 ? PieceInfo.JOKER : connects ? rng.nextInt(6) : IslandTiles.OTHER;
                t.put(f, land, connects, kind == 9 || rng.nextInt(6) == 0, rng.nextInt(3));
                double expected = BaseHeuristic.rows(full.read(g.island, t), pts, IslandScoring.cities(g.island, t, pts), IslandScoring.volcanoes(g.island, t));
                assertEquals(expected, rows.rows(t, f), "seed " + seed + ", decision " + game.decisionCount() + ", field " + f);
                t.clear(f);
                checked[0]++;
            }
        });
        assertTrue(checked[0] > 5_000, checked[0] + " islands");
    }
}
