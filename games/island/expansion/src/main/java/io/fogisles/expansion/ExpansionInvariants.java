package io.fogisles.expansion;

import io.fogisles.base.BaseGame;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.invariant.InvariantViolation;
import io.fogisles.kernel.invariant.Invariants;
import io.fogisles.kernel.state.GameState;

/**
 * What Module 3 promises after every decision: a reserve holds only its seat's own expansion tiles (B13.2;
 * with Module 1's checks, which keep a player's pieces with that player or in the box, an expansion tile
 * lies only in its owner's reserve, hand, eyepieces or island, or in the box once converted, B13.6), and
 * every observatory on an island added one eyepiece, nothing else did (B13.8, C2's maximum).
 */
public final class ExpansionInvariants implements Invariants {
    @Override
    public Watch watch(Game game) {
        Expansion x = game.rules().service(Expansion.class);
        BaseGame g = x.base;
        int n = 0;
        for (int p = 0; p < g.pieces.size(); p++) if (g.pieces.kind[p].startsWith("observatory")) n++;
        int[] observatories = new int[n];
        n = 0;
        for (int p = 0; p < g.pieces.size(); p++) if (g.pieces.kind[p].startsWith("observatory")) observatories[n++] = p;
        return () -> check(game, x, observatories);
    }

    private static void check(Game game, Expansion x, int[] observatories) {
        GameState s = game.state();
        BaseGame g = x.base;
        for (int seat = 0; seat < s.seats(); seat++) {
            int reserve = x.reserve.of(seat);
            for (int i = 0, n = s.size(reserve); i < n; i++) {
                int p = s.piece(reserve, i);
                if (!x.isExpansionTile(p) || g.pieces.owner[p] != seat)
                    throw new InvariantViolation("B13.2 the reserve of seat " + seat + " holds piece " + p + " (" + g.pieces.kind[p] + ")"
                            + (g.pieces.owner[p] >= 0 ? " of seat " + g.pieces.owner[p] : ""));
            }
            int island = g.state.island.of(seat), built = 0;
            for (int p : observatories) if (s.zoneOf(p) == island) built++;
            int expected = Math.min(g.rules.eyepieces + built, g.rules.maxEyepieces), count = s.get(g.state.eyepieceCount, seat);
            if (count != expected)
                throw new InvariantViolation("B13.8 seat " + seat + " has " + count + " eyepieces with " + built + " observatories built, not " + expected);
        }
    }
}
