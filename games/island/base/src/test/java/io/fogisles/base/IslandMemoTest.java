package io.fogisles.base;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.fogisles.base.bot.BaseHeuristic;
import io.fogisles.base.score.IslandTiles;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.random.Rng;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The heuristic remembers island values per thread (issue 15): every value it gives must be the one a
 * heuristic without memory works out, for the islands of real games and for each of them with one more
 * tile on every empty field (what the placement estimate asks about).
 */
class IslandMemoTest {
    @Test
    void rememberedValuesAreTheValues() {
        RuleSet rules = Fixtures.rules(new ModuleSelection(List.of("base"), null), 4);
        BaseGame g = rules.service(BaseGame.class);
        BaseHeuristic shared = new BaseHeuristic(g);
        Rng rng = new Rng(3);
        int[] checked = {0};
        Fixtures.atEveryPosition(rules, 3, rng, (game, seed) -> {
            IslandTiles t = g.tiles(game.state(), game.pendingSeat());
            assertEquals(new BaseHeuristic(g).island(t), shared.island(t), "seed " + seed + ", decision " + game.decisionCount());
            for (int f = 0; f < t.size(); f += 3) {
                if (t.covered(f)) continue;
                t.put(f, rng.nextInt(7), rng.nextInt(4) > 0, rng.nextInt(5) == 0, rng.nextInt(3));
                assertEquals(new BaseHeuristic(g).island(t), shared.island(t), "seed " + seed + ", field " + f);
                t.clear(f);
                checked[0]++;
            }
        });
        assertEquals(true, checked[0] > 5_000, checked[0] + " islands");
    }
}
