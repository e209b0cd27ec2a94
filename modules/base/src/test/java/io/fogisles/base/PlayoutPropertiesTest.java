package io.fogisles.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.score.IslandScoring;
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
        /** Per seat and field: the piece seen there before (−1: none). */
        private final int[][] placed;
        private int triggerRound, bagEmptyRound;
        private final int[] connectedRound;

        Checker(Game game) {
            this.game = game;
            this.g = game.rules().service(BaseGame.class);
            this.box = game.rules().kernel().box.global();
            this.placed = new int[game.state().seats()][g.island.size()];
            for (int[] p : placed) java.util.Arrays.fill(p, -1);
            this.connectedRound = new int[game.state().seats()];
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
                checkIsland(s, seat);
            }
            checkEndBookkeeping(s);
        }

        /** B7.3: one tile per field, never the base; B7.10: a placed tile never leaves its field. */
        private void checkIsland(GameState s, int seat) {
            int zone = g.state.island.of(seat);
            int occupied = 0;
            for (int f = 0; f < g.island.size(); f++) {
                int p = s.piece(zone, f);
                if (p >= 0) occupied++;
                if (placed[seat][f] >= 0) assertEquals(placed[seat][f], p, "B7.10 the tile on field " + g.island.board().hex(f) + " of seat " + seat + " left" + where());
                placed[seat][f] = p;
            }
            assertEquals(s.size(zone), occupied, "B7.3 no field of seat " + seat + " holds two tiles" + where());
            assertTrue(s.piece(zone, g.island.base()) < 0, "B7.3 the base is never covered" + where());
        }

        /**
         * B9.6/B9.8: a seat that has all coasts connected after its turn has that round recorded, and the
         * recorded seats really had them connected; the trigger round is the first such round.
         * B10.2: the bag-empty round is noted only when the bag is empty.
         */
        private void checkEndBookkeeping(GameState s) {
            int pending = game.isOver() ? -1 : game.pendingSeat();
            String decision = game.isOver() ? "" : game.pending().id();
            boolean midTurn = decision.equals("base:place") || decision.equals("base:keep-or-convert") || decision.equals("base:cloud-instead");
            for (int seat = 0; seat < s.seats(); seat++) {
                int now = s.get(g.state.connectedRound, seat);
                boolean all = IslandScoring.allConnected(g.island, g.tiles(s, seat));
                if (now != connectedRound[seat]) {
                    assertEquals(0, connectedRound[seat], "B9.8 the first completion is kept" + where());
                    assertTrue(all, "B9.6 seat " + seat + " was recorded as connected in round " + now + " without all coasts connected" + where());
                    // the turn that connected them is this round's, or the last round's when no decision came between
                    assertTrue(now == game.round() || now == game.round() - 1, "recorded in the round it happened, not " + now + where());
                    connectedRound[seat] = now;
                }
                if (all && now == 0 && !(seat == pending && midTurn))
                    throw new AssertionError("B9.6 seat " + seat + " has all coasts connected after its turn, but no round was recorded" + where());
            }
            int trigger = s.get(g.state.triggerRound);
            if (trigger != triggerRound) {
                assertEquals(0, triggerRound, "B9.7 the trigger is set once" + where());
                int first = Integer.MAX_VALUE;
                for (int r : connectedRound) if (r > 0) first = Math.min(first, r);
                assertEquals(first, trigger, "B9.6 the trigger round is the first completion's round" + where());
                triggerRound = trigger;
            }
            int bagEmpty = s.get(g.state.bagEmptyRound);
            if (bagEmpty != bagEmptyRound) {
                assertEquals(0, s.size(g.state.bag.global()), "B10.2 the bag-empty round is noted when a draw found the bag empty" + where());
                bagEmptyRound = bagEmpty;
            }
        }

        /** Every game ends, and for a reason the rules give (B9.6, B10.1, B10.2, C12). */
        void checkEnd() {
            GameState s = game.state();
            assertTrue(game.isOver(), "the game ended" + where());
            int trigger = s.get(g.state.triggerRound), bagEmpty = s.get(g.state.bagEmptyRound);
            switch (game.endReason()) {
                case "base:six-coasts" -> {
                    assertTrue(trigger > 0, "six coasts: someone triggered the end" + where());
                    assertEquals(trigger + 1, game.round(), "B9.6 the game ends after the final round" + where());
                    assertEquals(0, bagEmpty, "C12 the bag did not run out first" + where());
                }
                case "base:bag-empty" -> {
                    if (bagEmpty > 0) {
                        assertEquals(bagEmpty, game.round(), "B10.2 ends at the end of the round the bag ran out" + where());
                    } else {
                        assertTrue(s.size(g.state.bag.global()) < g.rules.clouds, "B10.1 the bag could not give every cloud a tile" + where());
                    }
                    if (trigger > 0) assertTrue(game.round() <= trigger + 1, "B10.4 / C12 no round after the final one" + where());
                }
                default -> throw new AssertionError("unknown end reason " + game.endReason() + where());
            }
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
