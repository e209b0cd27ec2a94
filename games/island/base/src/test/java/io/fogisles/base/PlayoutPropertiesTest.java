package io.fogisles.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.invariant.RandomPlayout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Random legal playouts to the end (property tests) for 2, 3 and 4 players on both island sides. After
 * every decision Module 1's {@link io.fogisles.base.check.BaseInvariants} look at where each tile is and at
 * what the rules allow there, and at the end check that the game ended for a valid reason. The kernel keeps
 * each piece in exactly one zone, so a plain sum over the zones could not fail; these checks can (see
 * docs/rule-coverage.md for the mutations they were tried against, and {@code InvariantsCatchTest}).
 * The expansion module's {@code AllCombinationsPlayoutTest} plays 500 games per player count of this and
 * every other module combination.
 */
class PlayoutPropertiesTest {
    static final int SEEDS = 20;

    @ParameterizedTest(name = "B7.3 / B7.10 / B9.6 / B10.1 / B10.2 / C2 / C3 / C4 {0} players, {1} island: random playouts end for a valid reason and keep every tile where the rules allow it")
    @CsvSource({"2,front", "3,front", "4,front", "2,back", "3,back", "4,back"})
    void playouts(int seats, String side) {
        RuleSet rules = Fixtures.base(seats, side);
        assertEquals(139, rules.service(BaseGame.class).pieces.size());
        for (long seed = 1; seed <= SEEDS; seed++) {
            RandomPlayout.Result r = RandomPlayout.play(rules, seed * 1000 + seats);
            if (!r.ok()) fail(seats + " players, " + side + " island, " + r.failure().describe(), r.failure().cause());
            assertTrue(r.decisions() > 100, "a whole game was played: " + r.decisions() + " decisions");
        }
    }
}
