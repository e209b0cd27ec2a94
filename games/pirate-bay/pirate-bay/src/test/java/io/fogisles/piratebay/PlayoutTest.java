package io.fogisles.piratebay;

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
 * Random legal playouts for every player count (2–6) and both modes: {@value #GAMES} games each, with the
 * invariants ({@code PirateInvariants}) checked before the first decision, after every decision and at the
 * end, and every game ending (PD20 says every game ends; a game that did not would fail the batch's
 * decision limit). A failure names the configuration, the game's seed and the decision; {@code ./fogisles
 * soak --game pirate-bay} plays the same games (run seed {@value #RUN_SEED}) and many more.
 */
class PlayoutTest {
    static final int GAMES = 500;
    static final long RUN_SEED = 1;
    private static final GamePool POOL = new GamePool(Runtime.getRuntime().availableProcessors());

    @AfterAll
    static void closePool() {
        POOL.close();
    }

    static Stream<Arguments> configurations() {
        List<Arguments> out = new ArrayList<>();
        for (String mode : List.of("easy", "hard"))
            for (int seats = 2; seats <= 6; seats++) out.add(Arguments.of(mode, seats));
        return out.stream();
    }

    @ParameterizedTest(name = "P1–P9 mode {0}, {1} players: " + GAMES + " random games keep the invariants after every decision and end")
    @MethodSource("configurations")
    void playouts(String mode, int seats) throws InterruptedException {
        RuleSet rules = Fixtures.rules(seats, mode);
        PlayoutBatch.Outcome o = PlayoutBatch.run(POOL, List.of(rules), RUN_SEED, 0, GAMES, null);
        assertEquals(GAMES, o.games());
        if (o.failures() > 0) fail(o.report(mode + ", " + seats + " players"), o.first().get(0).failure().cause());
    }
}
