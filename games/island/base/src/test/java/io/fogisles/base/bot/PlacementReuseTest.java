package io.fogisles.base.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.BaseGame;
import io.fogisles.base.Fixtures;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The heuristic keeps what it worked out for the island whose placements it tries while the next positions
 * it judges have the same island, and works out the distances and rows of an island with one tile more (a
 * placement option's) from those of the island without it (issue 15): every option of every decision of real
 * games, judged one after the other as the greedy bot does, must get the value a heuristic that never saw a
 * position before gives. Seen failing with the anchor's distances not lowered, and with its rows not re-read.
 */
class PlacementReuseTest {
    @Test
    void valuesOfConsecutiveOptionsAreFreshValues() {
        RuleSet rules = Fixtures.rules(new ModuleSelection(List.of("base"), null), 4);
        BaseGame g = rules.service(BaseGame.class);
        BaseHeuristic shared = new BaseHeuristic(g);
        IntList options = new IntList();
        int[] checked = {0};
        Fixtures.atEveryPosition(rules, 2, new Rng(7), (game, seed) -> {
            int seat = game.pendingSeat();
            game.legalCodes(options);
            for (int i = 0; i < options.size(); i++) {
                int mark = game.beginTrial();
                try {
                    game.applyCode(options.get(i));
                    assertEquals(new BaseHeuristic(g).value(game, seat), shared.value(game, seat),
                            "seed " + seed + ", decision " + game.decisionCount() + ", option " + i);
                } finally {
                    game.endTrial(mark);
                }
                checked[0]++;
            }
        });
        assertTrue(checked[0] > 2_000, checked[0] + " positions");
    }
}
