package io.fogisles.piratebay.flow;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.util.IntList;
import io.fogisles.piratebay.ActionKind;
import io.fogisles.piratebay.PirateAction;
import io.fogisles.piratebay.PirateGame;
import io.fogisles.piratebay.TableMap;
import java.util.List;

/**
 * A seat's turn (P4): it chooses one action; the draws happen at once, and the action's other parts follow
 * as interrupts (the lays, then the figure; the swap; the challenge). Its second scratch value is 1 once the
 * action is chosen and 2 once its parts were started.
 */
final class TurnStep implements Step {
    static final String ID = "pirate-bay:turn";
    private final PirateGame g;
    private final Decision choose;

    TurnStep(PirateGame g) {
        this.g = g;
        this.choose = new PirateDecision("pirate-bay:choose") {
            @Override
            public void options(GameContext ctx, IntList out) {
                int seat = ctx.seat();
                GameState s = ctx.state();
                // P4.11: what each action needs; the table is read once for the lays and the challenge
                TableMap map = g.table(s);
                boolean draw = g.deckSize(s) > 0, lay = g.canLay(s, seat, map);
                int hand = g.handSize(s, seat), before = out.size();
                if (draw) out.add(ActionKind.DRAW_ONE.ordinal());
                if (draw) out.add(ActionKind.DRAW_TWO.ordinal());
                if (lay) out.add(ActionKind.LAY_ONE.ordinal());
                if (draw) out.add(ActionKind.DRAW_AND_LAY.ordinal());
                if (lay && hand >= 2) out.add(ActionKind.LAY_TWO.ordinal());
                if (hand > 0 && anotherHand(s, seat)) out.add(ActionKind.SWAP.ordinal());
                if (g.figuresAllowed(s) && g.supply(map, seat) > 0 && map.anyFree()) out.add(ActionKind.PLACE_FIGURE.ordinal());
                if (g.canChallenge(s, seat, map)) out.add(ActionKind.CHALLENGE.ordinal());
                if (out.size() == before) out.add(ActionKind.PASS.ordinal()); // P4.9, PD13: only when nothing else is possible
            }

            @Override
            public Action decode(GameContext ctx, int code) {
                return new PirateAction.Choose(ActionKind.of(code).id);
            }

            @Override
            public int encode(GameContext ctx, Action action) {
                if (!(action instanceof PirateAction.Choose c)) return NOT_THIS;
                ActionKind k = c.action() == null ? null : ActionKind.byId(c.action());
                return k == null ? -1 : k.ordinal();
            }

            @Override
            public Rejection explain(GameContext ctx, Action action) {
                PirateAction.Choose c = (PirateAction.Choose) action;
                ActionKind k = c.action() == null ? null : ActionKind.byId(c.action());
                if (k == null) return Rejection.of("pirate-bay.no-such-action", String.valueOf(c.action()));
                return Rejection.of("pirate-bay.action-unavailable." + k.id);
            }

            @Override
            public void apply(GameContext ctx, int code) {
                ActionKind k = ActionKind.of(code);
                int seat = ctx.seat();
                ctx.set(g.state.action, code + 1);
                int drawn = 0;
                for (int i = 0; i < k.draws; i++) if (g.draw(ctx, seat) >= 0) drawn++;
                if (ctx.eventsWanted()) {
                    if (drawn > 0) ctx.emit("pirate-bay:cards-drawn", seat, "count", drawn);
                    if (k == ActionKind.PASS) ctx.emit("pirate-bay:passed", seat);
                }
                ctx.setScratch(1, 1);
            }
        };
    }

    private boolean anotherHand(GameState s, int seat) {
        for (int other = 0; other < s.seats(); other++) if (other != seat && g.handSize(s, other) > 0) return true;
        return false;
    }

    @Override
    public Decision advance(GameContext ctx) {
        int stage = ctx.scratch(1);
        if (stage == 0) return choose;
        if (stage == 2) return null;
        ctx.setScratch(1, 2);
        ActionKind k = ActionKind.of(ctx.get(g.state.action) - 1);
        int seat = ctx.seat();
        switch (k) {
            case LAY_ONE, DRAW_AND_LAY, LAY_TWO -> {
                ctx.push(FigureStep.ID, seat, FigureStep.ON_LAID); // pushed first: runs after the lays
                ctx.push(LayStep.ID, seat, k.lays);
            }
            case PLACE_FIGURE -> ctx.push(FigureStep.ID, seat, FigureStep.ANYWHERE);
            case SWAP -> ctx.push(SwapStep.ID, seat, 0);
            case CHALLENGE -> ctx.push(ChallengeStep.ID, seat, 0);
            default -> {
            }
        }
        return null;
    }

    @Override
    public List<Decision> decisions() {
        return List.of(choose);
    }
}
