package io.fogisles.base.flow;

import io.fogisles.base.BaseGame;
import io.fogisles.base.action.BaseAction;
import io.fogisles.base.move.MoveCalculator;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.util.IntList;
import java.util.List;

/** C1: move the balloon (RULES B.5). Options are destinations; each costs its lowest price (C8). */
final class MoveStep implements Step {
    private final BaseGame g;
    private final Decision fly;

    MoveStep(BaseGame g) {
        this.g = g;
        this.fly = new NumberChoice<>("base:fly", BaseAction.Fly.class, BaseAction.Fly::new, BaseAction.Fly::to) {
            public void options(GameContext ctx, IntList out) {
                IntList d = g.destinations(ctx, ctx.seat()).destinations();
                for (int i = 0; i < d.size(); i++) out.add(d.get(i));
            }

            public Rejection explain(GameContext ctx, Action a) {
                int to = ((BaseAction.Fly) a).to();
                if (to == g.island.base()) return Rejection.of("base.cannot-land-on-base");
                MoveCalculator calc = g.calculator(ctx);
                int at = ctx.get(g.state.balloon, ctx.seat());
                int energy = ctx.get(g.state.energy, ctx.seat());
                // the full price list, ignoring energy, tells "too expensive" from "not on a straight line"
                if (g.positions.onIsland(at)) {
                    int bonus = ctx.get(g.state.moveBonus);
                    calc.fromField(at, g.valueMin(ctx, ctx.seat()) + bonus, g.valueMax(ctx, ctx.seat()) + bonus, ctx.get(g.state.freeDirections), 99, g.edgeExit(ctx, ctx.seat()));
                    int cost = to >= 0 && to < g.positions.total() ? calc.cost(to) : -1;
                    if (cost > energy) return Rejection.of("base.too-expensive", to, cost, energy);
                }
                return Rejection.of("base.unreachable", to);
            }

            public void apply(GameContext ctx, int to) {
                int seat = ctx.seat();
                MoveCalculator calc = g.destinations(ctx, seat);
                int cost = calc.cost(to);
                int from = ctx.get(g.state.balloon, seat);
                g.spendEnergy(ctx, seat, cost);
                ctx.set(g.state.balloon, seat, to);
                ctx.setScratch(StepSlots.ANSWERED, 1);
                if (ctx.eventsWanted()) ctx.emit("base:balloon-moved", seat, "from", from, "to", to, "cost", cost);
            }
        };
    }

    public Decision advance(GameContext ctx) {
        return ctx.scratch(StepSlots.ANSWERED) == 0 ? fly : null;
    }

    public List<Decision> decisions() {
        return List.of(fly);
    }
}
