package io.fogisles.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.state.GameState;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Random legal playouts to the end (property tests) for 2, 3 and 4 players on both island sides. After
 * every decision the {@link Checker} looks at where each tile is and at what the rules allow there, and at
 * the end it checks that the game ended for a valid reason. The kernel keeps each piece in exactly one
 * zone, so a plain sum over the zones could not fail; these checks can (see docs/rule-coverage.md for the
 * mutations they were tried against).
 */
class PlayoutPropertiesTest {
    static final int SEEDS = 20;

    /** The invariants of one game, with what it remembers from the previous decision. */
    static final class Checker {
        private final Game game;
        private final BaseGame g;
        private final int box;
        private final BaseInvariants base;

        Checker(Game game) {
            this.game = game;
            this.g = game.rules().service(BaseGame.class);
            this.box = game.rules().kernel().box.global();
            this.base = new BaseInvariants(game);
        }

        private String where() {
            return " in " + game + " (seed " + game.seed() + ")";
        }

        void check() {
            GameState s = game.state();
            int seats = s.seats();
            // the box (the automatic setup steps have run before the first decision): only the start tiles
            // nobody drew (B1.2), never a bag tile (B6.2 sends converted tiles back to the bag)
            int[] inBox = s.pieces(box);
            for (int p : inBox) assertTrue(g.pieces.start[p], "the box holds only unused start tiles, found " + g.pieces.kind[p] + where());
            assertEquals(6 - seats, inBox.length, "6 − " + seats + " start tiles stay in the box" + where());
            // the bag, the clouds and the hands hold only bag tiles (C4: start tiles never enter the bag)
            for (int p : s.pieces(g.state.bag.global())) assertTrue(g.pieces.inBag[p], "bag holds " + g.pieces.kind[p] + where());
            for (int c = 0; c < g.rules.clouds; c++) {
                int cloud = g.state.clouds.of(0, c);
                assertTrue(s.size(cloud) <= g.rules.cloudCapacity, "B3.3/B3.4 cloud " + c + " holds " + s.size(cloud) + " tiles" + where());
                for (int p : s.pieces(cloud)) assertTrue(g.pieces.inBag[p], "cloud holds " + g.pieces.kind[p] + where());
            }

            for (int seat = 0; seat < seats; seat++) {
                int e = s.get(g.state.energy, seat);
                assertTrue(e >= 0 && e <= g.rules.energyMax, "B0.5/B0.6 energy " + e + " of seat " + seat + where());
                for (int p : s.pieces(g.state.hand.of(seat))) assertTrue(g.pieces.inBag[p], "hand holds " + g.pieces.kind[p] + where());
                assertTrue(s.size(g.state.eyepieces.of(seat)) <= s.get(g.state.eyepieceCount, seat), "C2 eyepieces overfull" + where());
            }
            base.check(); // the islands (B7.3, B7.10) and the end bookkeeping (B9.6, B9.8, B10.2)
        }

        /** Every game ends, and for a reason the rules give (B9.6, B10.1, B10.2, C12). */
        void checkEnd() {
            base.checkEnd();
        }
    }

    @ParameterizedTest(name = "B7.3 / B7.10 / B9.6 / B10.1 / B10.2 / C2 / C3 / C4 {0} players, {1} island: random playouts end for a valid reason and keep every tile where the rules allow it")
    @CsvSource({"2,front", "3,front", "4,front", "2,back", "3,back", "4,back"})
    void playouts(int seats, String side) {
        for (long seed = 1; seed <= SEEDS; seed++) {
            Game game = Fixtures.base(seats, side).newGame(seed * 1000 + seats);
            BaseGame g = game.rules().service(BaseGame.class);
            assertEquals(139, g.pieces.size());
            Checker checker = new Checker(game);
            checker.check();
            Fixtures.playRandom(game, seed, 50_000, checker::check);
            checker.checkEnd();
        }
    }
}
