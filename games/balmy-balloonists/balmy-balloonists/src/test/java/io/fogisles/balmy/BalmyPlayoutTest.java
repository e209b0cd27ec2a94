package io.fogisles.balmy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.invariant.PlayoutBatch;
import io.fogisles.kernel.sim.GamePool;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Random legal playouts for every player count (2–6): {@value #GAMES} games each, with the invariants
 * ({@code BalmyInvariants}: every card in one place of its deck, chips never negative, every balloon on one field
 * of the map, grounded or in the trough, a winner exactly at the end) checked before the first decision, after
 * every decision and at the end, and every game ending (a game that did not would fail the batch's decision
 * limit). A failure names the player count, the game's seed and the decision; {@code ./fogisles soak --game
 * balmy-balloonists} plays the same games (run seed {@value #RUN_SEED}) and many more.
 */
class BalmyPlayoutTest {
    static final int GAMES = Integer.getInteger("balmy.playouts", 500);
    static final long RUN_SEED = 1;
    private static final GamePool POOL = new GamePool(Runtime.getRuntime().availableProcessors());

    @AfterAll
    static void closePool() {
        POOL.close();
    }

    static Stream<Arguments> counts() {
        List<Arguments> out = new ArrayList<>();
        for (int seats = 2; seats <= 6; seats++) out.add(Arguments.of(seats));
        return out.stream();
    }

    @ParameterizedTest(name = "M1–M16, {0} players: " + "random games keep the invariants after every decision and end")
    @MethodSource("counts")
    void playouts(int seats) throws InterruptedException {
        RuleSet rules = Fixtures.rules(seats);
        PlayoutBatch.Outcome o = PlayoutBatch.run(POOL, List.of(rules), RUN_SEED, 0, GAMES, null);
        assertEquals(GAMES, o.games());
        if (o.failures() > 0) fail(o.report(seats + " players"), o.first().get(0).failure().cause());
    }
}
