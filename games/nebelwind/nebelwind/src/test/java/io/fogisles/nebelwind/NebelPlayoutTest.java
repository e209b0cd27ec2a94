package io.fogisles.nebelwind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.invariant.PlayoutBatch;
import io.fogisles.kernel.sim.GamePool;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Random legal playouts for every player count (1–5): {@value #GAMES} games each, with the invariants
 * ({@code NebelInvariants}: resources, outposts, chips, demand tiles and cargo conserved) checked before the
 * first decision, after every decision and at the end, and every game ending after its rounds. A failure names
 * the player count, the game's seed and the decision.
 */
class NebelPlayoutTest {
    static final int GAMES = Integer.getInteger("nebelwind.playouts", 500);
    static final long RUN_SEED = 1;
    private static final GamePool POOL = new GamePool(Runtime.getRuntime().availableProcessors());

    @AfterAll
    static void closePool() {
        POOL.close();
    }

    @ParameterizedTest(name = "Nebelwind with {0} player(s): random games keep the invariants after every decision and end")
    @ValueSource(ints = {1, 2, 3, 4, 5})
    void playouts(int seats) throws InterruptedException {
        RuleSet rules = Fixtures.rules(seats);
        PlayoutBatch.Outcome o = PlayoutBatch.run(POOL, List.of(rules), RUN_SEED, 0, GAMES, null);
        assertEquals(GAMES, o.games());
        if (o.failures() > 0) fail(o.report(seats + " players"), o.first().get(0).failure().cause());
    }
}
