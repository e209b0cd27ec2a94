package io.fogisles.base.flow;

import io.fogisles.base.BaseGame;
import io.fogisles.base.action.BaseAction;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.util.IntList;
import java.util.List;

/** C2: take all tiles of one cloud (RULES B6.1), then keep or convert them tile by tile (B6.2–B6.4, C15). */
final class TakeStep implements Step {
    private final BaseGame g;
    private final Decision take;

    TakeStep(BaseGame g) {
        this.g = g;
        this.take = new NumberChoice<>("base:take-cloud", BaseAction.TakeCloud.class, BaseAction.TakeCloud::new, BaseAction.TakeCloud::cloud) {
            public void options(GameContext ctx, IntList out) {
                for (int c = 0; c < g.rules.clouds; c++) if (ctx.state().size(g.state.clouds.of(0, c)) > 0) out.add(c);
            }

            public Rejection explain(GameContext ctx, Action a) {
                int c = ((BaseAction.TakeCloud) a).cloud();
                return c < 0 || c >= g.rules.clouds ? Rejection.of("base.no-such-cloud", c, g.rules.clouds) : Rejection.of("base.cloud-empty", c);
            }

            public void apply(GameContext ctx, int cloud) {
                int seat = ctx.seat();
                int zone = g.state.clouds.of(0, cloud);
                int[] tiles = ctx.state().pieces(zone);
                for (int p : tiles) ctx.move(p, g.state.hand.of(seat));
                ctx.setScratch(StepSlots.ANSWERED, 1);
                if (ctx.eventsWanted()) ctx.emit("base:cloud-taken", seat, "cloud", cloud, "pieces", tiles);
                ctx.push("base:resolve-hand", seat, 0);
            }
        };
    }

    /** Whether any cloud holds a tile (only false after the bag ran out). */
    boolean anyCloud(GameContext ctx) {
        for (int c = 0; c < g.rules.clouds; c++) if (ctx.state().size(g.state.clouds.of(0, c)) > 0) return true;
        return false;
    }

    public Decision advance(GameContext ctx) {
        if (ctx.scratch(StepSlots.ANSWERED) != 0 || !anyCloud(ctx)) return null;
        return take;
    }

    public List<Decision> decisions() {
        return List.of(take);
    }
}
