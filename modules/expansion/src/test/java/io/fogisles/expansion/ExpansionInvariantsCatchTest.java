package io.fogisles.expansion;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.BaseGame;
import io.fogisles.base.Fixtures;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.invariant.InvariantViolation;
import io.fogisles.kernel.invariant.Invariants;
import io.fogisles.kernel.invariant.RandomPlayout;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import java.util.function.Consumer;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Module 3's invariants can fail: one state change the rules never make is reported with its rule. */
class ExpansionInvariantsCatchTest {

    private static void caught(Consumer<Game> corrupt, String expected) {
        Game game = Fixtures.rules(ModuleSelection.of("base", "harbour", "expansion"), 3).newGame(9);
        Invariants.Watch watch = RandomPlayout.watchAll(game);
        watch.afterDecision();
        Rng rng = new Rng(9);
        IntList options = new IntList();
        for (int i = 0; i < 40; i++) {
            game.legalCodes(options);
            game.applyCode(options.get(rng.nextInt(options.size())));
            watch.afterDecision();
        }
        corrupt.accept(game);
        InvariantViolation v = assertThrows(InvariantViolation.class, watch::afterDecision);
        assertTrue(v.getMessage().contains(expected), v.getMessage());
    }

    @Test
    @DisplayName("B13.2 a bag tile in a player's reserve is reported")
    void bagTileInReserve() {
        caught(game -> {
            BaseGame g = game.rules().service(BaseGame.class);
            game.context().move(game.state().piece(g.state.bag.global(), 0), game.rules().service(Expansion.class).reserve.of(1));
        }, "B13.2 the reserve of seat 1 holds piece");
    }

    @Test
    @DisplayName("B13.8 an eyepiece without an observatory is reported")
    void eyepieceWithoutObservatory() {
        caught(game -> {
            BaseGame g = game.rules().service(BaseGame.class);
            game.context().set(g.state.eyepieceCount, 2, game.state().get(g.state.eyepieceCount, 2) + 1);
        }, "B13.8 seat 2 has");
    }
}
