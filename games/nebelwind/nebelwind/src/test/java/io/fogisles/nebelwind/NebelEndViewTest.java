package io.fogisles.nebelwind;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import io.fogisles.kernel.view.SeatView;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A client online scores the game from its seat's view (the server's totals come beside it): the secret notes of
 * partly connected network cards (ND6) must be open at the end, or another seat's score sheet lacks their points.
 * Found by the Nebelwind online smoke run (the host's sheet 39 for a seat the server scored 42).
 */
class NebelEndViewTest {

    @Test
    @DisplayName("N10.6: at the end every seat's view scores the partly connected cards as the game does; before, another seat's notes are hidden")
    void theEndScoresAlikeInEverySeatsView() {
        RuleSet rules = Fixtures.rules(3);
        NebelGame g = rules.service(NebelGame.class);
        int gamesWithPartialCards = 0;
        for (long seed = 1; seed <= 40 && gamesWithPartialCards < 3; seed++) {
            Game game = rules.newGame(seed, false);
            Rng rng = new Rng(seed);
            IntList options = new IntList();
            boolean hiddenSeen = false;
            while (!game.isOver()) {
                for (int seat = 0; seat < 3; seat++) {
                    if (g.partialPoints(game.state(), seat) == 0) continue;
                    int other = (seat + 1) % 3;
                    Game view = rules.gameFromView(SeatView.of(game.state(), other).toState(rules.layout()), other, game.decisionCount());
                    assertEquals(0, view.state().get(g.state.partial, seat), "ND6: another seat's notes are secret during the game");
                    hiddenSeen = true;
                }
                game.legalCodes(options);
                game.applyCode(options.get(rng.nextInt(options.size())));
            }
            int[] totals = game.scores().totals();
            boolean partial = false;
            for (int seat = 0; seat < 3; seat++) partial |= g.partialPoints(game.state(), seat) > 0;
            if (!partial) continue;
            assertTrue(hiddenSeen, "the notes were secret while the game ran");
            gamesWithPartialCards++;
            for (int viewer = 0; viewer < 3; viewer++) {
                Game view = rules.gameFromView(SeatView.of(game.state(), viewer).toState(rules.layout()), viewer, game.decisionCount());
                assertArrayEquals(totals, view.scores().totals(), "seed " + seed + ": seat " + viewer + "'s view scores the end as the game does");
            }
        }
        assertTrue(gamesWithPartialCards > 0, "some game ended with a partly connected card");
    }
}
