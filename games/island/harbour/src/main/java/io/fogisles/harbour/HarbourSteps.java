package io.fogisles.harbour;

import io.fogisles.base.BaseGame;
import io.fogisles.base.flow.NumberChoice;
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
        /** Scratch slots: where the deal stands (0 not dealt yet, SWAPPING, DONE) and the tile just dealt. */
        private static final int PHASE = 0, NEW_TILE = 1, SWAPPING = 1, DONE = 2;
        private final Harbour h;
        private final Decision swap;

        DealHarbour(Harbour h) {
            this.h = h;
            this.swap = new NumberChoice<>("harbour:swap-offer", HarbourAction.SwapOffer.class, HarbourAction.SwapOffer::new, HarbourAction.SwapOffer::piece) {
                public void options(GameContext ctx, IntList out) {
                    for (int p : ctx.state().pieces(h.state.offer.global())) if (p != ctx.scratch(NEW_TILE)) out.add(p);
                }

                public Rejection explain(GameContext ctx, Action a) {
                    int p = ((HarbourAction.SwapOffer) a).piece();
                    return p == ctx.scratch(NEW_TILE) ? Rejection.of("harbour.keep-new-tile") : Rejection.of("harbour.not-in-offer", p);
                }

                public void apply(GameContext ctx, int piece) {
                    ctx.move(piece, h.base.state.bag.global());
                    ctx.emit("harbour:offer-swapped", ctx.seat(), "returned", piece, "added", ctx.scratch(NEW_TILE));
                    ctx.setScratch(PHASE, DONE);
                }
            };
        }

        public Decision advance(GameContext ctx) {
            if (ctx.round() == 1 || ctx.scratch(PHASE) == DONE) return null;
            if (ctx.scratch(PHASE) == SWAPPING) return swap;
            ctx.setScratch(PHASE, DONE);
            int p = ctx.pickRandom(h.base.state.bag.global());
            if (p < 0) {
                h.base.markBagEmpty(ctx, ctx.seat());
                return null;
            }
            boolean full = ctx.state().size(h.state.offer.global()) >= h.rules.offerLimit;
            ctx.move(p, h.state.offer.global());
            ctx.emit("harbour:offer-dealt", ctx.seat(), "piece", p, "size", ctx.state().size(h.state.offer.global()));
            if (!full) return null;
            ctx.setScratch(PHASE, SWAPPING);
            ctx.setScratch(NEW_TILE, p);
            return swap;
        }

        public List<Decision> decisions() {
            return List.of(swap);
        }
    }
}
