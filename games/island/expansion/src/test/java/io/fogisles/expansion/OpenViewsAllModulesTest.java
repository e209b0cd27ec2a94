package io.fogisles.expansion;

import io.fogisles.base.Fixtures;
import io.fogisles.base.OpenViews;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.ModuleSelection;
import org.junit.jupiter.api.Test;

/** With the harbour and the expansion too, the views hide nothing but the bag's order (RULES B1.9). */
class OpenViewsAllModulesTest {
    @Test
    void viewsHideOnlyTheBagOrderWithEveryModule() {
        for (ModuleSelection modules : new ModuleSelection[] {ModuleSelection.of("base", "harbour"), ModuleSelection.of("base", "harbour", "expansion")}) {
            RuleSet rules = Fixtures.rules(modules, 4);
            for (long seed = 1; seed <= 2; seed++) {
                try (Game g = rules.newGame(seed, true)) {
                    int[] n = {0};
                    Fixtures.playRandom(g, seed, 5000, () -> {
                        if (n[0]++ % 89 == 0) OpenViews.assertOnlyTheBagOrderIsHidden(g);
                    });
                    OpenViews.assertOnlyTheBagOrderIsHidden(g);
                }
            }
        }
    }
}
