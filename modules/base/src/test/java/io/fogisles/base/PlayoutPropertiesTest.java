package io.fogisles.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.state.GameState;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Random legal playouts to the end (property tests): for 2, 3 and 4 players on both island sides, after
 * every decision: all 139 tiles are somewhere (bag + clouds + eyepieces + islands + box, plus the hand of
 * tiles being decided), energy stays within 0–25, no field holds two tiles, and every game ends.
 */
class PlayoutPropertiesTest {

    static void checkInvariants(Game game, BaseGame g, int total) {
        GameState s = game.state();
        int count = s.size(g.state.bag.global()) + s.size(game.rules().kernel().box.global());
        for (int c = 0; c < g.rules.clouds; c++) count += s.size(g.state.clouds.of(0, c));
        for (int seat = 0; seat < s.seats(); seat++) {
            count += s.size(g.state.eyepieces.of(seat)) + s.size(g.state.island.of(seat)) + s.size(g.state.hand.of(seat));
            int e = s.get(g.state.energy, seat);
            assertTrue(e >= 0 && e <= 25, "energy " + e + " of seat " + seat + " in " + game);
            assertTrue(s.size(g.state.eyepieces.of(seat)) <= s.get(g.state.eyepieceCount, seat), "eyepieces overfull");
            assertTrue(s.size(g.state.island.of(seat)) <= g.island.size() - 1, "more tiles than fields");
            assertTrue(s.piece(g.state.island.of(seat), g.island.base()) < 0, "the base is never covered");
        }
        assertEquals(total, count, "tile conservation in " + game);
    }

    @ParameterizedTest(name = "{0} players, {1} island: random playouts end and keep the invariants")
    @CsvSource({"2,front", "3,front", "4,front", "2,back", "3,back", "4,back"})
    void playouts(int seats, String side) {
        for (long seed = 1; seed <= 6; seed++) {
            Game game = Fixtures.base(seats, side).newGame(seed * 1000 + seats);
            BaseGame g = game.rules().service(BaseGame.class);
            assertEquals(139, g.pieces.size());
            checkInvariants(game, g, 139);
            Fixtures.playRandom(game, seed, 50_000, () -> checkInvariants(game, g, 139));
            assertTrue(game.isOver(), "the game ended: " + game);
            assertTrue(game.endReason().equals("base:six-coasts") || game.endReason().equals("base:bag-empty"));
        }
    }
}
