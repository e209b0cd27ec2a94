package io.fogisles.base;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The base game's per-seat views hide only the bag's order (RULES B1.9: the tiles in the bag are mixed; players see which remain, not their order). */
class OpenViewsTest {
    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4})
    void viewsHideOnlyTheBagOrder(int seats) {
        RuleSet rules = Fixtures.base(seats);
        for (long seed = 1; seed <= 3; seed++) {
            try (Game g = rules.newGame(seed, true)) {
                int[] n = {0};
                Fixtures.playRandom(g, seed, 5000, () -> {
                    if (n[0]++ % 97 == 0) OpenViews.assertOnlyTheBagOrderIsHidden(g);
                });
                OpenViews.assertOnlyTheBagOrderIsHidden(g);
            }
        }
    }
}
