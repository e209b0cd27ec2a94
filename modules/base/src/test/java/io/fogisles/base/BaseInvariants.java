package io.fogisles.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.score.IslandScoring;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.state.GameState;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The Module 1 invariants of a random playout that hold whatever other modules are loaded: the islands
 * (B7.3, B7.10), the end bookkeeping after every decision (B9.6, B9.8, B10.2) and a valid end (B9.6,
 * B10.1, B10.2, C12). It remembers what it saw at the previous decision, so call {@link #check} after
 * every decision and {@link #checkEnd} once the game is over. The base game's playouts and those of
 * Modules 2 and 3 use this one checker.
 */
public final class BaseInvariants {
    /** Module 1's decisions that come between a seat's placing and its coast check (C3, then the end of its turn). */
    private static final List<String> MID_TURN = List.of("base:place", "base:keep-or-convert", "base:cloud-instead");

    private final Game game;
    private final BaseGame g;
    private final Set<String> midTurn;
    /** Per seat and field: the piece seen there before (−1: none). */
    private final int[][] placed;
    private int triggerRound, bagEmptyRound;
    private final int[] connectedRound;

    /**
     * @param moreMidTurn the decision ids of other modules that can come between a seat's placing and its
     *                    coast check (while one is pending, that seat may have all coasts connected unrecorded)
     */
    public BaseInvariants(Game game, Set<String> moreMidTurn) {
        this.game = game;
        this.g = game.rules().service(BaseGame.class);
        this.midTurn = new HashSet<>(MID_TURN);
        midTurn.addAll(moreMidTurn);
        this.placed = new int[game.state().seats()][g.island.size()];
        for (int[] p : placed) java.util.Arrays.fill(p, -1);
        this.connectedRound = new int[game.state().seats()];
    }

    public BaseInvariants(Game game) {
        this(game, Set.of());
    }

    private String where() {
        return " in " + game + " (seed " + game.seed() + ")";
    }

    /** After every decision. */
    public void check() {
        GameState s = game.state();
        for (int seat = 0; seat < s.seats(); seat++) checkIsland(s, seat);
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
        boolean midTurnDecision = !game.isOver() && midTurn.contains(game.pending().id());
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
            if (all && now == 0 && !(seat == pending && midTurnDecision))
                throw new AssertionError("B9.6 seat " + seat + " has all coasts connected after its turn, but no round was recorded"
                        + (game.isOver() ? "" : " (pending: " + game.pending().id() + ")") + where());
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
    public void checkEnd() {
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
