package io.fogisles.base.flow;

import io.fogisles.base.BaseGame;
import io.fogisles.base.action.BaseAction;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.util.IntList;
import java.util.List;

/**
 * C3: place any number of eyepiece tiles next to the balloon (RULES B.7, C16). Not on the balloon's
 * field, the base or an occupied field; a balloon off the island places nothing (C6).
 */
final class PlaceStep implements Step {
    static final int DONE = 0;
    private final BaseGame g;
    private final Decision place;

    PlaceStep(BaseGame g) {
        this.g = g;
        this.place = new SimpleDecision("base:place") {
            public void options(GameContext ctx, IntList out) {
                out.add(DONE);
                addPlacements(ctx, out);
            }

            public Action decode(GameContext ctx, int code) {
                return code == DONE ? new BaseAction.EndPlacing() : new BaseAction.Place(piece(code), field(code));
            }

            public int encode(GameContext ctx, Action a) {
                return switch (a) {
                    case BaseAction.EndPlacing e -> DONE;
                    case BaseAction.Place p -> p.piece() >= 0 && p.piece() < g.pieces.size() && p.field() >= 0 && p.field() < g.island.size()
                            ? code(1, p.piece(), p.field()) : -1;
                    default -> NOT_THIS;
                };
            }

            public Rejection explain(GameContext ctx, Action a) {
                BaseAction.Place p = (BaseAction.Place) a;
                int seat = ctx.seat();
                if (p.piece() < 0 || p.piece() >= g.pieces.size() || ctx.state().zoneOf(p.piece()) != g.state.eyepieces.of(seat))
                    return Rejection.of("base.not-on-eyepiece", p.piece());
                if (p.field() == g.island.base()) return Rejection.of("base.cannot-cover-base");
                if (p.field() >= 0 && p.field() < g.island.size() && g.tileAt(ctx.state(), seat, p.field()) >= 0) return Rejection.of("base.field-occupied", p.field());
                if (p.field() == ctx.get(g.state.balloon, seat)) return Rejection.of("base.cannot-place-under-balloon");
                return Rejection.of("base.not-next-to-balloon", p.field());
            }

            public void apply(GameContext ctx, int code) {
                if (code == DONE) {
                    ctx.setScratch(StepSlots.ANSWERED, 1);
                    return;
                }
                g.placeTile(ctx, ctx.seat(), piece(code), field(code));
            }
        };
    }

    /** Every eyepiece tile on every open neighbour, by direction, then in the eyepieces' order. */
    private void addPlacements(GameContext ctx, IntList out) {
        GameState s = ctx.state();
        int seat = ctx.seat();
        int at = s.get(g.state.balloon, seat);
        if (!g.positions.onIsland(at)) return;
        int open = g.placeableDirections(s, seat, at);
        int eyepieces = g.state.eyepieces.of(seat);
        int tiles = s.size(eyepieces); // a list zone: its first size() places hold its pieces in order
        for (int d = 0; d < 6; d++) {
            if ((open & (1 << d)) == 0) continue;
            int f = g.island.board().neighbour(at, d);
            for (int i = 0; i < tiles; i++) out.add(SimpleDecision.code(1, s.piece(eyepieces, i), f));
        }
    }

    public Decision advance(GameContext ctx) {
        if (ctx.scratch(StepSlots.ANSWERED) != 0) return null;
        GameState s = ctx.state();
        int seat = ctx.seat();
        int at = s.get(g.state.balloon, seat);
        if (!g.positions.onIsland(at) || s.size(g.state.eyepieces.of(seat)) == 0) return null;
        return g.placeableDirections(s, seat, at) != 0 ? place : null; // something can be placed
    }

    public List<Decision> decisions() {
        return List.of(place);
    }
}
