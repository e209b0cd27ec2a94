package io.fogisles.base.flow;

import io.fogisles.base.BaseGame;
import io.fogisles.base.BaseState;
import io.fogisles.base.action.BaseAction;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.util.IntList;
import java.util.List;

/** Phases A and B of a round (RULES B.3, B.4). */
final class RoundSteps {
    private RoundSteps() {
    }

    /**
     * Phase A (B3.1–B3.5): from round 2 on, one new tile on each cloud; a full cloud's three tiles go back
     * to the bag after the new tile is drawn. If the bag holds fewer tiles than there are clouds, the game
     * ends at once (B3.5, B10.1). This is checked before anything is dealt, so tiles that a full cloud
     * would return cannot save the game (N2 in docs/rules-notes.md).
     */
    static Step dealClouds(BaseGame g) {
        return ctx -> {
            if (ctx.round() == 1) return null;
            BaseState s = g.state;
            int bag = s.bag.global();
            if (ctx.state().size(bag) < g.rules.clouds) {
                ctx.emit("base:bag-empty", -1, "round", ctx.round());
                ctx.endGame("base:bag-empty");
                return null;
            }
            for (int c = 0; c < g.rules.clouds; c++) {
                int p = ctx.pickRandom(bag); // there is one: the bag held a tile per cloud, and emptied clouds only add to it
                int cloud = s.clouds.of(0, c);
                if (ctx.state().size(cloud) >= g.rules.cloudCapacity) {
                    for (int t : ctx.state().pieces(cloud)) ctx.move(t, bag);
                    if (ctx.eventsWanted()) ctx.emit("base:cloud-emptied", -1, "cloud", c); // no argument array built for nobody
                }
                ctx.move(p, cloud);
            }
            if (ctx.eventsWanted()) ctx.emit("base:clouds-dealt", ctx.seat(), "round", ctx.round());
            return null;
        };
    }

    /** Phase B (B4.1): the start player's right neighbour rolls both dice. */
    static Step roll(BaseGame g) {
        return ctx -> {
            g.directionDie.roll(ctx);
            g.bonusDie.roll(ctx);
            if (ctx.eventsWanted()) ctx.emit("base:dice-rolled", ctx.seat(), "direction", ctx.get(g.state.direction), "bonus", g.rules.bonusFaceIds[ctx.get(g.state.bonusFace)]);
            return null;
        };
    }

    /** B4.2/C17: the roller sees both dice and rerolls any subset of them once. */
    static final class Reroll implements Step {
        private final BaseGame g;
        private final Decision decision;

        Reroll(BaseGame g) {
            this.g = g;
            this.decision = new SimpleDecision("base:reroll") {
                public void options(GameContext ctx, IntList out) {
                    for (int c = 0; c < 4; c++) out.add(c);
                }

                public Action decode(GameContext ctx, int code) {
                    return new BaseAction.Reroll((code & 1) != 0, (code & 2) != 0);
                }

                public int encode(GameContext ctx, Action a) {
                    return a instanceof BaseAction.Reroll r ? (r.direction() ? 1 : 0) | (r.bonus() ? 2 : 0) : NOT_THIS;
                }

                public void apply(GameContext ctx, int code) {
                    if ((code & 1) != 0) g.directionDie.reroll(ctx);
                    if ((code & 2) != 0) g.bonusDie.reroll(ctx);
                    if (code != 0 && ctx.eventsWanted())
                        ctx.emit("base:dice-rerolled", ctx.seat(), "direction", ctx.get(g.state.direction), "bonus", g.rules.bonusFaceIds[ctx.get(g.state.bonusFace)],
                                "rerolledDirection", (code & 1) != 0, "rerolledBonus", (code & 2) != 0);
                    ctx.setScratch(StepSlots.ANSWERED, 1);
                }
            };
        }

        public Decision advance(GameContext ctx) {
            return ctx.scratch(StepSlots.ANSWERED) == 0 ? decision : null;
        }

        public List<Decision> decisions() {
            return List.of(decision);
        }
    }

    /** B4.3/B4.4: the final dice apply to everyone; the rolled direction is free, then the bonus face acts. */
    static Step resolveBonus(BaseGame g) {
        return ctx -> {
            if (ctx.scratch(StepSlots.ANSWERED) != 0) return null; // the bonus pushed steps (the '?' face) and they are done
            ctx.setScratch(StepSlots.ANSWERED, 1);
            ctx.set(g.state.freeDirections, 1 << ctx.get(g.state.direction));
            ctx.set(g.state.moveBonus, 0);
            String face = g.rules.bonusFaceEffects[ctx.get(g.state.bonusFace)];
            ctx.runEffect(face, "seat", ctx.seat(), "direction", ctx.get(g.state.direction));
            return null;
        };
    }
}
