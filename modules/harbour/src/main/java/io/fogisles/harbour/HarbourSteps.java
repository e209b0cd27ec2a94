package io.fogisles.harbour;

import io.fogisles.base.BaseGame;
import io.fogisles.base.flow.SimpleDecision;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.util.IntList;
import java.util.List;

/** Module 2's setup and phase-A steps (RULES B12.1–B12.5). */
final class HarbourSteps {
    private HarbourSteps() {
    }

    /** B12.2: five random tiles face up on the harbour's offer. */
    static Step setupOffer(Harbour h) {
        return ctx -> {
            for (int i = 0; i < h.rules.offerAtSetup; i++) {
                int p = ctx.pickRandom(h.base.state.bag.global());
                if (p < 0) break;
                ctx.move(p, h.state.offer.global());
            }
            ctx.emit("harbour:offer-dealt", -1, "size", ctx.state().size(h.state.offer.global()));
            return null;
        };
    }

    /** B12.3: each player's harbour office on an eyepiece (it occupies it). */
    static Step setupOffices(Harbour h) {
        return ctx -> {
            BaseGame g = h.base;
            for (int p = 0; p < g.pieces.size(); p++) {
                if (!g.pieces.kind[p].equals("harbour-office")) continue;
                int owner = g.pieces.owner[p];
                if (owner >= 0 && owner < ctx.seats()) {
                    ctx.move(p, g.state.eyepieces.of(owner));
                    ctx.emit("base:tile-kept", owner, "piece", p, "kind", "harbour-office");
                }
            }
            return null;
        };
    }

    /**
     * B12.4/B12.5: from round 2, after the clouds, one more tile goes to the offer; with 11 tiles there
     * already, the start player returns one of the old ones to the bag. An empty bag ends the game at the
     * end of the round (B10.2).
     */
    static final class DealHarbour implements Step {
        private final Harbour h;
        private final Decision swap;

        DealHarbour(Harbour h) {
            this.h = h;
            this.swap = new SimpleDecision("harbour:swap-offer") {
                public void options(GameContext ctx, IntList out) {
                    for (int p : ctx.state().pieces(h.state.offer.global())) if (p != ctx.scratch(1)) out.add(p);
                }

                public Action decode(GameContext ctx, int code) {
                    return new HarbourAction.SwapOffer(code);
                }

                public int encode(GameContext ctx, Action a) {
                    return a instanceof HarbourAction.SwapOffer s ? s.piece() : NOT_THIS;
                }

                public Rejection explain(GameContext ctx, Action a) {
                    int p = ((HarbourAction.SwapOffer) a).piece();
                    return p == ctx.scratch(1) ? Rejection.of("harbour.keep-new-tile") : Rejection.of("harbour.not-in-offer", p);
                }

                public void apply(GameContext ctx, int piece) {
                    ctx.move(piece, h.base.state.bag.global());
                    ctx.emit("harbour:offer-swapped", ctx.seat(), "returned", piece, "added", ctx.scratch(1));
                    ctx.setScratch(0, 2);
                }
            };
        }

        public Decision advance(GameContext ctx) {
            if (ctx.round() == 1 || ctx.scratch(0) == 2) return null;
            if (ctx.scratch(0) == 1) return swap;
            ctx.setScratch(0, 2);
            int p = ctx.pickRandom(h.base.state.bag.global());
            if (p < 0) {
                h.base.markBagEmpty(ctx, ctx.seat());
                return null;
            }
            boolean full = ctx.state().size(h.state.offer.global()) >= h.rules.offerLimit;
            ctx.move(p, h.state.offer.global());
            ctx.emit("harbour:offer-dealt", ctx.seat(), "piece", p, "size", ctx.state().size(h.state.offer.global()));
            if (!full) return null;
            ctx.setScratch(0, 1);
            ctx.setScratch(1, p);
            return swap;
        }

        public List<Decision> decisions() {
            return List.of(swap);
        }
    }
}
