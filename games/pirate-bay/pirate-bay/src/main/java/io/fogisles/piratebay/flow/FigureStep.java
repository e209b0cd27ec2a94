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
import io.fogisles.piratebay.PirateState;
import java.util.List;

/**
 * Placing a figure: after lays, optionally, on a free card laid in this turn (P4.3–P4.5, P4.10, PD14); as
 * the turn's action, on any free card (P4.7). Its argument (first scratch value) says which; the second is 1
 * once answered. Nothing is asked when no figure may be placed (P2.4, an empty supply, no free card).
 */
final class FigureStep implements Step {
    static final String ID = "pirate-bay:figure";
    static final int ON_LAID = 1, ANYWHERE = 2;
    private final PirateGame g;
    private final Decision place;

    FigureStep(PirateGame g) {
        this.g = g;
        this.place = new PirateDecision("pirate-bay:place-figure") {
            @Override
            public void options(GameContext ctx, IntList out) {
                targets(ctx.state(), ctx.scratch(0), out);
                if (ctx.scratch(0) == ON_LAID) out.add(PirateCodes.NONE);
            }

            @Override
            public Action decode(GameContext ctx, int code) {
                return code == PirateCodes.NONE ? new PirateAction.NoFigure() : new PirateAction.PlaceFigure(code);
            }

            @Override
            public int encode(GameContext ctx, Action action) {
                if (action instanceof PirateAction.NoFigure) return PirateCodes.NONE;
                if (action instanceof PirateAction.PlaceFigure p) return p.card() >= 0 && p.card() < g.cards.size() ? p.card() : -1;
                return NOT_THIS;
            }

            @Override
            public Rejection explain(GameContext ctx, Action action) {
                if (action instanceof PirateAction.NoFigure) return Rejection.of("pirate-bay.figure-required");
                int card = ((PirateAction.PlaceFigure) action).card();
                GameState s = ctx.state();
                if (card < 0 || card >= g.cards.size() || s.zoneOf(card) != g.state.table.global()) return Rejection.of("pirate-bay.not-on-table", card);
                if (s.get(g.state.occupant, 0, card) >= 0) return Rejection.of("pirate-bay.card-occupied", card);
                return Rejection.of("pirate-bay.figure-on-laid-card", card);
            }

            @Override
            public void apply(GameContext ctx, int code) {
                ctx.setScratch(1, 1);
                if (code != PirateCodes.NONE) g.placeFigure(ctx, ctx.seat(), code);
            }
        };
    }

    /** The free cards a figure may go on now. */
    private void targets(GameState s, int where, IntList out) {
        if (where == ON_LAID) {
            for (int i = 0; i < 2; i++) {
                int card = s.get(g.state.laidThisTurn, 0, i);
                if (card >= 0 && s.zoneOf(card) == g.state.table.global() && s.get(g.state.occupant, 0, card) == PirateState.NONE) out.add(card);
            }
            return;
        }
        int zone = g.state.table.global();
        for (int i = 0, n = s.size(zone); i < n; i++) {
            int card = s.piece(zone, i);
            if (s.get(g.state.occupant, 0, card) == PirateState.NONE) out.add(card);
        }
    }

    /** Whether {@link #targets} would name a card. */
    private boolean anyTarget(GameState s, int where) {
        if (where == ON_LAID) {
            for (int i = 0; i < 2; i++) {
                int card = s.get(g.state.laidThisTurn, 0, i);
                if (card >= 0 && s.zoneOf(card) == g.state.table.global() && s.get(g.state.occupant, 0, card) == PirateState.NONE) return true;
            }
            return false;
        }
        return g.freeCard(s);
    }

    @Override
    public Decision advance(GameContext ctx) {
        if (ctx.scratch(1) == 1) return null;
        GameState s = ctx.state();
        if (!g.figuresAllowed(s) || g.supply(s, ctx.seat()) <= 0) return null;
        return anyTarget(s, ctx.scratch(0)) ? place : null;
    }

    @Override
    public List<Decision> decisions() {
        return List.of(place);
    }
}
