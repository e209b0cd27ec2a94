package io.fogisles.balmy.flow;

import io.fogisles.balmy.BalmyAction;
import io.fogisles.balmy.BalmyCodes;
import io.fogisles.balmy.BalmyGame;
import io.fogisles.balmy.BalmyState;
import io.fogisles.balmy.Decks;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.util.IntList;
import java.util.List;

/**
 * M6.3: a bad-luck card a repair card in the target's hand can stop: the target's player discards the repair
 * card and nothing happens, or takes the misfortune. Its first scratch value is the target balloon.
 */
final class RepairStep implements Step {
    private final BalmyGame g;
    private final BalmyState s;
    private final Decision repair;

    RepairStep(BalmyGame g) {
        this.g = g;
        this.s = g.state;
        this.repair = new BalmyDecision("balmy-balloonists:repair") {
            @Override
            public void options(GameContext ctx, IntList out) {
                GameState st = ctx.state();
                int b = ctx.scratch(0), kind = g.decks.badLuckKind(st.get(s.pendingCard)), z = g.advantages(b);
                out.add(BalmyCodes.NONE);
                for (int i = 0, n = st.size(z); i < n; i++) {
                    int c = st.piece(z, i);
                    if (g.decks.advantageKind(c) == Decks.REPAIR && g.decks.repairs(c, kind)) out.add(c);
                }
            }

            @Override
            public Action decode(GameContext ctx, int code) {
                return new BalmyAction.Repair(code == BalmyCodes.NONE ? -1 : code);
            }

            @Override
            public int encode(GameContext ctx, Action action) {
                if (!(action instanceof BalmyAction.Repair r)) return NOT_THIS;
                return r.card() < 0 ? BalmyCodes.NONE : r.card();
            }

            @Override
            public Rejection explain(GameContext ctx, Action action) {
                return Rejection.of("balmy-balloonists.no-such-repair", ((BalmyAction.Repair) action).card());
            }

            @Override
            public void apply(GameContext ctx, int code) {
                ctx.setScratch(1, 1);
                int b = ctx.scratch(0), card = ctx.get(s.pendingCard), player = ctx.get(s.pendingPlayer);
                ctx.set(s.pendingCard, BalmyState.NONE);
                ctx.set(s.pendingTarget, BalmyState.NONE);
                ctx.set(s.pendingPlayer, BalmyState.NONE);
                if (code == BalmyCodes.NONE) {
                    g.runBadLuck(ctx, card, b, player);
                    return;
                }
                g.discardAdvantage(ctx, code);
                if (ctx.eventsWanted())
                    ctx.emit("balmy-balloonists:repaired", ctx.seat(), "balloon", b, "card", code, "kind", g.decks.badLuckKinds().get(g.decks.badLuckKind(card)));
            }
        };
    }

    @Override
    public Decision advance(GameContext ctx) {
        return ctx.scratch(1) == 1 || ctx.over() ? null : repair;
    }

    @Override
    public List<Decision> decisions() {
        return List.of(repair);
    }
}
