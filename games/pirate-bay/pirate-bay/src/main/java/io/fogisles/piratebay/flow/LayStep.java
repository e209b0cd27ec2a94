package io.fogisles.piratebay.flow;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.util.IntList;
import io.fogisles.piratebay.PirateAction;
import io.fogisles.piratebay.PirateCodes;
import io.fogisles.piratebay.PirateGame;
import io.fogisles.piratebay.TableMap;
import java.util.List;

/**
 * The lays of a turn (P4.3–P4.5): its argument, the first scratch value, counts the cards still to lay. A lay
 * that cannot be made (no card of the hand fits anywhere) is skipped: the turn goes on without it.
 */
final class LayStep implements Step {
    static final String ID = "pirate-bay:lay";
    private final PirateGame g;
    private final Decision lay;

    LayStep(PirateGame g) {
        this.g = g;
        this.lay = new PirateDecision("pirate-bay:lay") {
            @Override
            public void options(GameContext ctx, IntList out) {
                g.lays(ctx.state(), ctx.seat(), out);
            }

            @Override
            public Action decode(GameContext ctx, int code) {
                return new PirateAction.Lay(PirateCodes.layCard(code), PirateCodes.layX(code), PirateCodes.layY(code), PirateCodes.layTurned(code));
            }

            @Override
            public int encode(GameContext ctx, Action action) {
                if (!(action instanceof PirateAction.Lay l)) return NOT_THIS;
                if (l.card() < 0 || l.card() >= g.cards.size() || Math.abs(l.x()) >= 1000 || Math.abs(l.y()) >= 1000) return -1;
                return PirateCodes.lay(l.card(), l.x(), l.y(), l.turned());
            }

            @Override
            public Rejection explain(GameContext ctx, Action action) {
                PirateAction.Lay l = (PirateAction.Lay) action;
                int seat = ctx.seat();
                if (l.card() < 0 || l.card() >= g.cards.size() || ctx.state().zoneOf(l.card()) != g.state.hand.of(seat))
                    return Rejection.of("pirate-bay.not-in-hand", l.card());
                TableMap map = g.table(ctx.state());
                if (map.at(l.x(), l.y()) >= 0) return Rejection.of("pirate-bay.cell-taken", l.x(), l.y());
                if (map.count() == 0) return Rejection.of("pirate-bay.lay-in-middle");
                int needs = map.needs(l.x(), l.y());
                if (needs < 0) return Rejection.of("pirate-bay.lay-touching");
                int land = g.cards.land(l.card(), l.turned());
                if (((land ^ (needs >>> 8)) & needs & 0xF) != 0) return Rejection.of("pirate-bay.sides-must-match");
                return Rejection.of("pirate-bay.hard-needs-land");
            }

            @Override
            public void apply(GameContext ctx, int code) {
                ctx.setScratch(0, ctx.scratch(0) - 1);
                g.lay(ctx, ctx.seat(), PirateCodes.layCard(code), PirateCodes.layX(code), PirateCodes.layY(code), PirateCodes.layTurned(code));
            }
        };
    }

    @Override
    public Decision advance(GameContext ctx) {
        if (ctx.scratch(0) <= 0) return null;
        if (!g.canLay(ctx.state(), ctx.seat())) {
            ctx.setScratch(0, 0);
            return null;
        }
        return lay;
    }

    @Override
    public List<Decision> decisions() {
        return List.of(lay);
    }
}
