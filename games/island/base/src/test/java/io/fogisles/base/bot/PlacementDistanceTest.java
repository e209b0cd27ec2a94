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
 * The placement estimate works out the coast distances of an island with one more tile from the island's own
 * (issue 15): a landscape tile lowers them from its field on, and the coasts' bests come from the fields that
 * search lowered; a tile that blocks its field keeps them unless a shortest path ran through it. The answers
 * must be those a full search of that island gives, for the islands of real games with a landscape tile,
 * a joker or a blocking tile on every empty field, tried one after another on the same island as the
 * estimate does (what it read of the island is reused from field to field). 12 games: with 3, a blocking
 * tile next to a landscape tile reached only through the blocked field (which must not vouch for another
 * field's distance) did not come up.
 */
class PlacementDistanceTest {
    @Test
    void placedDistancesAreTheFullSearchs() {
        RuleSet rules = Fixtures.rules(new ModuleSelection(List.of("base"), null), 4);
        BaseGame g = rules.service(BaseGame.class);
        BaseHeuristic h = new BaseHeuristic(g);
        Rng rng = new Rng(5);
        int[] checked = new int[2];
        Fixtures.atEveryPosition(rules, 12, rng, (game, seed) -> {
            IslandTiles t = g.tiles(game.state(), game.pendingSeat());
            IslandMemo m = h.newMemo();
            for (int f = 0; f < t.size(); f++) {
                if (t.covered(f) || f == g.island.base()) continue;
                int kind = rng.nextInt(10);
                boolean connects = kind < 7;
                int land = kind == 0 ? PieceInfo.JOKER : connects ? rng.nextInt(6) : IslandTiles.OTHER;
                t.put(f, land, connects, kind == 9 || rng.nextInt(5) == 0, rng.nextInt(3));
                assertArrayEquals(h.tilesToConnect(t), h.tilesToConnectPlaced(t, f, m), "seed " + seed + ", decision " + game.decisionCount() + ", field " + f);
                t.clear(f);
                checked[connects ? 0 : 1]++;
            }
        });
        assertTrue(checked[0] > 5_000 && checked[1] > 2_000, checked[0] + " islands with a landscape tile, " + checked[1] + " with a blocking tile");
    }
}
