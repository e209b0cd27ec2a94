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
 * Interrupt {@code base:resolve-hand}: the tiles just taken or drawn are kept on free eyepieces or
 * converted, one at a time (RULES B6.2–B6.4, C15); when there is no free eyepiece the only choice is to
 * convert. With the interrupt's argument 1 (a '?' field) a tile may also be placed next to the balloon
 * at once (B7.6).
 */
public final class HandStep implements Step {
    /** The operations of the keep-or-convert decision's option codes ({@link SimpleDecision#op}). */
    public static final int KEEP = 1, CONVERT = 2, PLACE = 3;
    /** The interrupt's argument when the tiles may be placed at once ({@link BaseGame#HAND_PLACE_NOW}). */
    private static final int PLACE_NOW = BaseGame.HAND_PLACE_NOW;
    private final BaseGame g;
    private final Decision decision;

    HandStep(BaseGame g) {
        this.g = g;
        this.decision = new SimpleDecision("base:keep-or-convert") {
            public void options(GameContext ctx, IntList out) {
                GameState s = ctx.state();
                int seat = ctx.seat();
                int hand = g.state.hand.of(seat);
                boolean free = g.freeEyepieces(s, seat) > 0;
                int at = s.get(g.state.balloon, seat);
                int open = ctx.scratch(StepSlots.ARGUMENT) == PLACE_NOW && g.positions.onIsland(at) ? g.placeableDirections(s, seat, at) : 0; // '?' field: place now
                for (int i = 0, n = s.size(hand); i < n; i++) { // a list zone: its first size() places hold its pieces in order
                    int p = s.piece(hand, i);
                    if (free) out.add(code(KEEP, p, 0));
                    out.add(code(CONVERT, p, 0));
                    for (int d = 0; open != 0 && d < 6; d++) {
                        if ((open & (1 << d)) != 0) out.add(code(PLACE, p, g.island.board().neighbour(at, d)));
                    }
                }
            }

            public Action decode(GameContext ctx, int code) {
                int p = piece(code);
                return switch (op(code)) {
                    case KEEP -> new BaseAction.Keep(p);
                    case CONVERT -> new BaseAction.Convert(p);
                    default -> new BaseAction.PlaceNow(p, field(code));
                };
            }

            public int encode(GameContext ctx, Action a) {
                return switch (a) {
                    case BaseAction.Keep k -> valid(k.piece()) ? code(KEEP, k.piece(), 0) : -1;
                    case BaseAction.Convert c -> valid(c.piece()) ? code(CONVERT, c.piece(), 0) : -1;
                    case BaseAction.PlaceNow pn -> valid(pn.piece()) && pn.field() >= 0 && pn.field() < g.island.size() ? code(PLACE, pn.piece(), pn.field()) : -1;
                    default -> NOT_THIS;
                };
            }

            private boolean valid(int piece) {
                return piece >= 0 && piece < g.pieces.size();
            }

            public Rejection explain(GameContext ctx, Action a) {
                int seat = ctx.seat();
                int piece = switch (a) {
                    case BaseAction.Keep k -> k.piece();
                    case BaseAction.Convert c -> c.piece();
                    case BaseAction.PlaceNow pn -> pn.piece();
                    default -> -1;
                };
                if (piece < 0 || piece >= g.pieces.size() || ctx.state().zoneOf(piece) != g.state.hand.of(seat))
                    return Rejection.of("base.not-in-hand", piece);
                if (a instanceof BaseAction.Keep) return Rejection.of("base.no-free-eyepiece");
                if (a instanceof BaseAction.PlaceNow pn) {
                    if (ctx.scratch(StepSlots.ARGUMENT) != PLACE_NOW) return Rejection.of("base.cannot-place-now");
                    return Rejection.of("base.cannot-place-there", pn.field());
                }
                return super.explain(ctx, a);
            }

            public void apply(GameContext ctx, int code) {
                int seat = ctx.seat();
                int p = piece(code);
                switch (op(code)) {
                    case KEEP -> {
                        ctx.move(p, g.state.eyepieces.of(seat));
                        if (ctx.eventsWanted()) ctx.emit("base:tile-kept", seat, "piece", p, "kind", g.pieces.kind[p]);
                    }
                    case CONVERT -> g.convert(ctx, seat, p);
                    default -> g.placeTile(ctx, seat, p, field(code));
                }
            }
        };
    }

    public Decision advance(GameContext ctx) {
        return ctx.state().size(g.state.hand.of(ctx.seat())) > 0 ? decision : null;
    }

    public List<Decision> decisions() {
        return List.of(decision);
    }
}
