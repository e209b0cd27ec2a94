package io.fogisles.balmy.flow;

import io.fogisles.balmy.BalmyGame;
import io.fogisles.balmy.BalmyState;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.play.GameContext;

/**
 * The turns of a round (M2.1): one turn for every balloon in the race, in the round's order. Its first scratch
 * value is 1 while a turn it started is running; the place in the order is {@code position}.
 */
final class TurnsStep implements Step {
    private final BalmyGame g;

    TurnsStep(BalmyGame g) {
        this.g = g;
    }

    @Override
    public Decision advance(GameContext ctx) {
        BalmyState s = g.state;
        int position = ctx.get(s.position);
        if (ctx.scratch(0) == 1) {
            ctx.setScratch(0, 0);
            position++;
        }
        while (position < g.rules.balloons && !ctx.over()) {
            int b = g.balloonAt(ctx.state(), position);
            if (g.racing(ctx.state(), b)) {
                ctx.set(s.position, position);
                ctx.set(s.current, b);
                ctx.setScratch(0, 1);
                ctx.push(BalmyGame.TURN, g.owner(b), b);
                return null;
            }
            position++;
        }
        ctx.set(s.position, 0);
        ctx.set(s.current, BalmyState.NONE);
        return null;
    }
}
