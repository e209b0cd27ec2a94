package io.fogisles.base.bot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.BaseGame;
import io.fogisles.base.Fixtures;
import io.fogisles.base.PieceInfo;
import io.fogisles.base.score.IslandTiles;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.random.Rng;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The placement estimate works out the coast distances of an island with one more landscape tile from the
 * island's own distances (issue 15): they must be the distances a full search of that island gives, for the
 * islands of real games with a landscape tile or joker on every empty field.
 */
class PlacementDistanceTest {
    @Test
    void loweredDistancesAreTheFullSearchs() {
        RuleSet rules = Fixtures.rules(new ModuleSelection(List.of("base"), null), 4);
        BaseGame g = rules.service(BaseGame.class);
        BaseHeuristic h = new BaseHeuristic(g);
        Rng rng = new Rng(5);
        int[] checked = {0};
        Fixtures.atEveryPosition(rules, 3, rng, (game, seed) -> {
            IslandTiles t = g.tiles(game.state(), game.pendingSeat());
            for (int f = 0; f < t.size(); f++) {
                if (t.covered(f) || f == g.island.base()) continue;
                int land = rng.nextInt(8) == 0 ? PieceInfo.JOKER : rng.nextInt(6);
                t.put(f, land, true, rng.nextInt(5) == 0, rng.nextInt(3));
                assertArrayEquals(h.tilesToConnect(t), h.tilesToConnectPlaced(t, f), "seed " + seed + ", decision " + game.decisionCount() + ", field " + f);
                t.clear(f);
                checked[0]++;
            }
        });
        assertTrue(checked[0] > 5_000, checked[0] + " islands");
    }
}
