package io.fogisles.balmy.flow;

import io.fogisles.balmy.BalmyAction;
import io.fogisles.balmy.BalmyGame;
import io.fogisles.balmy.BalmyState;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.util.IntList;
import java.util.List;

/** M13.7: the player who caused "permit lost" chooses which permit of the target is discarded. Its first scratch value is the target. */
final class PermitStep implements Step {
    private final BalmyGame g;
    private final Decision drop;

    PermitStep(BalmyGame g) {
        this.g = g;
        BalmyState s = g.state;
        this.drop = new BalmyDecision("balmy-balloonists:permit-lost") {
            @Override
            public void options(GameContext ctx, IntList out) {
                int b = ctx.scratch(0);
                int[] permits = new int[ctx.state().size(g.permits(b))];
                int n = g.losablePermits(ctx.state(), b, permits);
                for (int i = 0; i < n; i++) out.add(permits[i]);
            }

            @Override
            public Action decode(GameContext ctx, int code) {
                return new BalmyAction.DropPermit(code);
            }

            @Override
            public int encode(GameContext ctx, Action action) {
                return action instanceof BalmyAction.DropPermit d ? d.card() : NOT_THIS;
            }

            @Override
            public Rejection explain(GameContext ctx, Action action) {
                return Rejection.of("balmy-balloonists.permit-not-losable", ((BalmyAction.DropPermit) action).card());
            }

            @Override
            public void apply(GameContext ctx, int code) {
                ctx.setScratch(1, 1);
                ctx.set(s.pendingTarget, BalmyState.NONE);
                g.losePermit(ctx, ctx.scratch(0), code);
            }
        };
    }

    @Override
    public Decision advance(GameContext ctx) {
        if (ctx.scratch(1) == 1 || ctx.over()) return null;
        int b = ctx.scratch(0);
        int[] permits = new int[ctx.state().size(g.permits(b))];
        return g.losablePermits(ctx.state(), b, permits) == 0 ? null : drop;
    }

    @Override
    public List<Decision> decisions() {
        return List.of(drop);
    }
}
