package io.fogisles.balmy.flow;

import io.fogisles.balmy.BalmyAction;
import io.fogisles.balmy.BalmyGame;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.util.IntList;
import java.util.List;

/** M13.1: bad weather sank a balloon below low: its player pays 2 ballast per level below, or it lands. Its first scratch value is the balloon. */
final class BelowLowStep implements Step {
    static final int LAND = 0, PAY = 1;
    private final BalmyGame g;
    private final Decision choose;

    BelowLowStep(BalmyGame g) {
        this.g = g;
        this.choose = new BalmyDecision("balmy-balloonists:below-low") {
            @Override
            public void options(GameContext ctx, IntList out) {
                out.add(PAY);
                out.add(LAND);
            }

            @Override
            public Action decode(GameContext ctx, int code) {
                return new BalmyAction.BelowLow(code == PAY);
            }

            @Override
            public int encode(GameContext ctx, Action action) {
                return action instanceof BalmyAction.BelowLow b ? (b.pay() ? PAY : LAND) : NOT_THIS;
            }

            @Override
            public void apply(GameContext ctx, int code) {
                ctx.setScratch(1, 1);
                g.belowLow(ctx, ctx.scratch(0), code == PAY);
            }
        };
    }

    @Override
    public Decision advance(GameContext ctx) {
        int b = ctx.scratch(0);
        if (ctx.scratch(1) == 1 || ctx.over() || !g.racing(ctx.state(), b) || ctx.state().get(g.state.pendingBelow, 0, b) == 0) return null;
        return choose;
    }

    @Override
    public List<Decision> decisions() {
        return List.of(choose);
    }
}
