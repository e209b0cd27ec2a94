package io.fogisles.harbour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.BaseGame;
import io.fogisles.base.Fixtures;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.state.GameState;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Random legal playouts with Module 2 for every island side, harbour side and player count: every tile
 * (139 + 4 offices) is always somewhere, energy stays in 0–25, the offer never holds more than 11 after a
 * player's turn, and every game ends.
 */
class HarbourPlayoutTest {

    static RuleSet rules(int seats, String island, String side) {
        return Fixtures.rules(ModuleSelection.of("base", "harbour").withOption("base", "island", island).withOption("harbour", "side", side), seats);
    }

    static int count(Game game, BaseGame g, Harbour h) {
        GameState s = game.state();
        int n = s.size(g.state.bag.global()) + s.size(game.rules().kernel().box.global()) + s.size(h.state.offer.global());
        for (int c = 0; c < g.rules.clouds; c++) n += s.size(g.state.clouds.of(0, c));
        for (int seat = 0; seat < s.seats(); seat++)
            n += s.size(g.state.eyepieces.of(seat)) + s.size(g.state.island.of(seat)) + s.size(g.state.hand.of(seat));
        return n;
    }

    @ParameterizedTest(name = "{0} players, island {1}, harbour {2}: random playouts keep the invariants and end")
    @CsvSource({"2,front,front", "3,front,back", "4,back,front", "4,back,back", "2,back,back", "3,front,front"})
    void playouts(int seats, String island, String side) {
        int trades = 0;
        for (long seed = 1; seed <= 5; seed++) {
            Game game = rules(seats, island, side).newGame(seed * 31 + seats);
            BaseGame g = game.rules().service(BaseGame.class);
            Harbour h = game.rules().service(Harbour.class);
            assertEquals(143, g.pieces.size());
            int[] pierVisits = {0};
            io.fogisles.base.Fixtures.playRandom(game, seed, 60_000, () -> {
                assertEquals(143, count(game, g, h), "tile conservation");
                for (int s = 0; s < seats; s++) {
                    int e = game.state().get(g.state.energy, s);
                    assertTrue(e >= 0 && e <= 25);
                    if (h.pierOf(game.state(), s) > 0) pierVisits[0]++;
                }
                if (game.pending() != null && game.pending().id().equals("base:fly"))
                    assertTrue(game.state().size(h.state.offer.global()) <= 11, "offer within its limit between turns");
            });
            assertTrue(game.isOver(), game.toString());
            trades += pierVisits[0];
        }
        assertTrue(trades > 0, "random play reached the piers at least once, so the harbour paths ran");
    }
}
