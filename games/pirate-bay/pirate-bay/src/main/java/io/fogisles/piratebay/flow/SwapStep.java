package io.fogisles.piratebay.flow;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.util.IntList;
import io.fogisles.piratebay.PirateAction;
import io.fogisles.piratebay.PirateCodes;
import io.fogisles.piratebay.PirateGame;
import java.util.List;

/** The swap (P4.6, PD12): a card of the hand, given to a seat with cards, for one of theirs taken unseen. */
final class SwapStep implements Step {
    static final String ID = "pirate-bay:swap";
    private final PirateGame g;
    private final Decision swap;

    SwapStep(PirateGame g) {
        this.g = g;
        this.swap = new PirateDecision("pirate-bay:swap") {
            @Override
            public void options(GameContext ctx, IntList out) {
                GameState s = ctx.state();
                int seat = ctx.seat();
                int zone = g.state.hand.of(seat);
                for (int other = 0; other < s.seats(); other++) {
                    if (other == seat || g.handSize(s, other) == 0) continue;
                    for (int i = 0, n = s.size(zone); i < n; i++) out.add(PirateCodes.swap(s.piece(zone, i), other));
                }
            }

            @Override
            public Action decode(GameContext ctx, int code) {
                return new PirateAction.Swap(PirateCodes.swapCard(code), PirateCodes.swapSeat(code));
            }

            @Override
            public int encode(GameContext ctx, Action action) {
                if (!(action instanceof PirateAction.Swap w)) return NOT_THIS;
                if (w.card() < 0 || w.card() >= g.cards.size() || w.with() < 0 || w.with() >= ctx.seats()) return -1;
                return PirateCodes.swap(w.card(), w.with());
            }

            @Override
            public Rejection explain(GameContext ctx, Action action) {
                PirateAction.Swap w = (PirateAction.Swap) action;
                if (w.card() < 0 || w.card() >= g.cards.size() || ctx.state().zoneOf(w.card()) != g.state.hand.of(ctx.seat()))
                    return Rejection.of("pirate-bay.not-in-hand", w.card());
                if (w.with() == ctx.seat()) return Rejection.of("pirate-bay.swap-with-yourself");
                return Rejection.of("pirate-bay.swap-empty-hand", w.with() + 1);
            }

            @Override
            public void apply(GameContext ctx, int code) {
                ctx.setScratch(1, 1);
                g.swap(ctx, ctx.seat(), PirateCodes.swapCard(code), PirateCodes.swapSeat(code));
            }
        };
    }

    @Override
    public Decision advance(GameContext ctx) {
        return ctx.scratch(1) == 1 ? null : swap;
    }

    @Override
    public List<Decision> decisions() {
        return List.of(swap);
    }
}
