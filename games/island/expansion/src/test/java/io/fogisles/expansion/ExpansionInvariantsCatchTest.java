package io.fogisles.expansion;


import io.fogisles.base.BaseGame;
import io.fogisles.base.Fixtures;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.module.ModuleSelection;
import java.util.function.Consumer;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Module 3's invariants can fail: one state change the rules never make is reported with its rule. */
class ExpansionInvariantsCatchTest {

    private static void caught(Consumer<Game> corrupt, String expected) {
        Fixtures.assertCaught(Fixtures.rules(ModuleSelection.of("base", "harbour", "expansion"), 3), 9, 40, corrupt, expected);
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
