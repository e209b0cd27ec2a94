package io.fogisles.base.flow;

import io.fogisles.base.BaseState;
import io.fogisles.kernel.play.GameContext;

/**
 * RULES B8.2–B8.4 with C10: the highest D-value starts the next round; ties go to less energy, then to
 * the first tied player met walking counter-clockwise from the previous start player's right neighbour,
 * the previous start player being checked last.
 */
public final class StartPlayerRule {
    private StartPlayerRule() {
    }

    public static int choose(GameContext ctx, BaseState s, int seats, int previous) {
        int best = -1;
        for (int k = 1; k <= seats; k++) {
            int seat = Math.floorMod(previous - k, seats);
            if (best < 0) {
                best = seat;
                continue;
            }
            int dv = ctx.get(s.dValue, seat), bv = ctx.get(s.dValue, best);
            if (dv > bv || (dv == bv && ctx.get(s.energy, seat) < ctx.get(s.energy, best))) best = seat;
        }
        return best;
    }
}
