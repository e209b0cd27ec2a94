package io.fogisles.base;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.state.GameState;
import java.util.function.Consumer;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The playout invariants can fail: a game played a little way holds them, then one state change the rules
 * never make (written straight into the game, as a bug in a step would) is reported after the next
 * decision's check, naming the rule.
 */
class InvariantsCatchTest {

    private static void caught(int decisions, Consumer<Game> corrupt, String expected) {
        Fixtures.assertCaught(Fixtures.base(3), 77, decisions, corrupt, expected);
    }

    @Test
    @DisplayName("B0.5 / B0.6 energy above the track's 25 is reported")
    void energy() {
        caught(30, game -> game.context().set(game.rules().service(BaseGame.class).state.energy, 1, 26), "B0.5/B0.6 energy 26 of seat 1");
    }

    @Test
    @DisplayName("B6.2 a bag tile in the box (converted tiles go back to the bag) is reported")
    void bagTileInTheBox() {
        caught(30, game -> {
            BaseGame g = game.rules().service(BaseGame.class);
            game.context().move(game.state().piece(g.state.bag.global(), 0), game.rules().kernel().box.global());
        }, "is a bag tile: it never leaves play");
    }

    @Test
    @DisplayName("C4 a start tile in the bag is reported")
    void startTileInTheBag() {
        caught(30, game -> {
            BaseGame g = game.rules().service(BaseGame.class);
            GameState s = game.state();
            int start = -1;
            for (int p = 0; p < g.pieces.size(); p++) if (g.pieces.start[p] && s.zoneOf(p) == game.rules().kernel().box.global()) start = p;
            game.context().move(start, g.state.bag.global());
        }, "C4");
    }

    @Test
    @DisplayName("B7.10 a placed tile that leaves its field is reported")
    void placedTileLeaves() {
        caught(200, game -> {
            BaseGame g = game.rules().service(BaseGame.class);
            int island = g.state.island.of(0), tile = -1;
            for (int f = 0; f < g.island.size() && tile < 0; f++) tile = game.state().piece(island, f);
            assertTrue(tile >= 0, "seat 0 placed a tile in 200 decisions");
            game.context().move(tile, g.state.bag.global());
        }, "B7.10");
    }

    @Test
    @DisplayName("B9.6 a completion recorded without all coasts connected is reported")
    void completionWithoutCoasts() {
        caught(30, game -> game.context().set(game.rules().service(BaseGame.class).state.connectedRound, 2, game.round()), "B9.6 seat 2 was recorded as connected");
    }
}
