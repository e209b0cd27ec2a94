package io.fogisles.piratebay.flow;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.util.IntList;
import io.fogisles.piratebay.PirateAction;
import io.fogisles.piratebay.PirateGame;
import java.util.List;

/** After a red face the next player chooses which resource counts (P6.4, P8.2, PD15); the waiting scoring then runs. */
final class ChooseResourceStep implements Step {
    private final PirateGame g;
    private final Decision choose;

    ChooseResourceStep(PirateGame g) {
        this.g = g;
        this.choose = new PirateDecision(PirateGame.CHOOSE_RESOURCE) {
            @Override
            public void options(GameContext ctx, IntList out) {
                for (int r = 0; r < g.rules.resources.size(); r++) out.add(r);
            }

            @Override
            public Action decode(GameContext ctx, int code) {
                return new PirateAction.ChooseResource(g.rules.resources.get(code));
            }

            @Override
            public int encode(GameContext ctx, Action action) {
                if (!(action instanceof PirateAction.ChooseResource c)) return NOT_THIS;
                return c.resource() == null ? -1 : g.rules.resource(c.resource());
            }

            @Override
            public Rejection explain(GameContext ctx, Action action) {
                return Rejection.of("pirate-bay.no-such-resource", String.valueOf(((PirateAction.ChooseResource) action).resource()), String.join(", ", g.rules.resources));
            }

            @Override
            public void apply(GameContext ctx, int code) {
                ctx.setScratch(1, 1);
                g.resolve(ctx, code, ctx.seat());
            }
        };
    }

    @Override
    public Decision advance(GameContext ctx) {
        return ctx.scratch(1) == 1 ? null : choose;
    }

    @Override
    public List<Decision> decisions() {
        return List.of(choose);
    }
}
