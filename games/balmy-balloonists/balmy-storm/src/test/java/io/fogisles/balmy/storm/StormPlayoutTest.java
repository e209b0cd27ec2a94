package io.fogisles.balmy.storm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.fogisles.balmy.BalmyRules;
import io.fogisles.balmy.Fixtures;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.invariant.PlayoutBatch;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.sim.GamePool;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Random legal playouts with the storm for every player count (2–6): {@value #GAMES} games each, the base game's
 * invariants and the storm's (always on the map) checked before the first decision, after every decision and at the
 * end, and every game ending. A failure names the player count, the game's seed and the decision.
 */
class StormPlayoutTest {
    static final int GAMES = Integer.getInteger("balmy.playouts", 500);
    static final long RUN_SEED = 2;
    private static final GamePool POOL = new GamePool(Runtime.getRuntime().availableProcessors());

    @AfterAll
    static void closePool() {
        POOL.close();
    }

    @ParameterizedTest(name = "M1–M17 with the storm, {0} players: random games keep the invariants after every decision and end")
    @ValueSource(ints = {2, 3, 4, 5, 6})
    void playouts(int seats) throws InterruptedException {
        RuleSet rules = Fixtures.rules(ModuleSelection.of(BalmyRules.MODULE, StormPlugin.MODULE), seats);
        PlayoutBatch.Outcome o = PlayoutBatch.run(POOL, List.of(rules), RUN_SEED, 0, GAMES, null);
        assertEquals(GAMES, o.games());
        if (o.failures() > 0) fail(o.report(seats + " players, storm"), o.first().get(0).failure().cause());
    }
}
