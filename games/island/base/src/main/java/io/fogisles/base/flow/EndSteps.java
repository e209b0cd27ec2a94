package io.fogisles.base.flow;

import io.fogisles.base.BaseGame;
import io.fogisles.base.BaseState;
import io.fogisles.base.action.BaseAction;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.util.IntList;
import java.util.List;

/** The end of a turn and of a round: coast connection, phase D and the end of the game (RULES B.8–B.10). */
final class EndSteps {
    private EndSteps() {
    }

    /** B9.6/B9.8: after a player's C3, note the round in which all coasts were first connected; the first one triggers the end. */
    static Step checkCoasts(BaseGame g) {
        return ctx -> {
            int seat = ctx.seat();
            BaseState s = g.state;
            if (ctx.get(s.connectedRound, seat) != 0) return null;
            int tiles = ctx.state().size(s.island.of(seat));
            if (tiles == ctx.get(s.checkedTiles, seat)) return null; // nothing placed since the last check
            ctx.set(s.checkedTiles, seat, tiles);
            if (!g.seatIsland(ctx, seat).allConnected()) return null;
            ctx.set(s.connectedRound, seat, ctx.round());
            ctx.emit("base:coasts-connected", seat, "round", ctx.round());
            if (ctx.get(s.triggerRound) == 0) {
                ctx.set(s.triggerRound, ctx.round());
                ctx.emit("base:end-triggered", seat, "round", ctx.round(), "finalRound", ctx.round() + 1);
            }
            return null;
        };
    }

    /** B8.1: each player's D-value; a tile whose owner picks its value asks for the choice (C18). */
    static final class DValue implements Step {
        private final BaseGame g;
        private final Decision choose;

        DValue(BaseGame g) {
            this.g = g;
            this.choose = new NumberChoice<>("base:choose-value", BaseAction.ChooseValue.class, BaseAction.ChooseValue::new, BaseAction.ChooseValue::value) {
                public void options(GameContext ctx, IntList out) {
                    for (int v = g.valueMin(ctx, ctx.seat()); v <= g.valueMax(ctx, ctx.seat()); v++) out.add(v);
                }

                public Rejection explain(GameContext ctx, Action a) {
                    return Rejection.of("base.value-out-of-range", ((BaseAction.ChooseValue) a).value(), g.valueMin(ctx, ctx.seat()), g.valueMax(ctx, ctx.seat()));
                }

                public void apply(GameContext ctx, int v) {
                    ctx.set(g.state.dValue, ctx.seat(), v);
                    ctx.setScratch(StepSlots.ANSWERED, 1);
                }
            };
        }

        public Decision advance(GameContext ctx) {
            int seat = ctx.seat();
            if (ctx.scratch(StepSlots.ANSWERED) != 0) return null;
            int lo = g.valueMin(ctx, seat), hi = g.valueMax(ctx, seat);
            if (lo == hi) {
                ctx.set(g.state.dValue, seat, lo);
                return null;
            }
            return choose;
        }

        public List<Decision> decisions() {
            return List.of(choose);
        }
    }

    /**
     * B8.2–B8.4 with C10: the highest D-value starts the next round; ties go to less energy, then to the
     * first tied player met walking counter-clockwise from the previous start player's right neighbour
     * (the previous start player is checked last).
     */
    static Step startPlayer(BaseGame g) {
        return ctx -> {
            BaseState s = g.state;
            int n = ctx.seats();
            int previous = ctx.get(s.startPlayer);
            int next = StartPlayerRule.choose(ctx, s, n, previous);
            ctx.set(s.startPlayer, next);
            if (ctx.eventsWanted()) ctx.emit("base:start-player", next, "round", ctx.round() + 1, "previous", previous);
            return null;
        };
    }

    /**
     * B9.6, B10.2, C12: the end of a round ends the game after the final round, or when the bag ran dry this
     * round. N7 (docs/rules-notes.md; the rulebooks are silent): with no end triggered, a round after which
     * every island and every eyepiece is full and the bag can still deal the clouds ends the game. From then
     * on nobody can place a tile or connect a coast, every tile taken must be converted and goes back into the
     * bag (B6.2, B6.4), so the bag never runs short and the game would never end (seen with two players on a
     * small island). While a tile can still leave the bag for good, the rulebook's own end can still come.
     */
    static Step endOfRound(BaseGame g) {
        return ctx -> {
            BaseState s = g.state;
            if (ctx.get(s.bagEmptyRound) != 0) {
                ctx.endGame("base:bag-empty");
            } else if (ctx.get(s.triggerRound) != 0) {
                if (ctx.round() >= ctx.get(s.triggerRound) + 1) ctx.endGame("base:six-coasts");
            } else if (ctx.state().size(s.bag.global()) >= g.rules.clouds && g.islandsAndEyepiecesFull(ctx.state())) {
                ctx.endGame("base:islands-full");
            }
            return null;
        };
    }


    /** Interrupt {@code base:bonus-draw}: the '?' bonus face lets each player draw one tile, or not (B4.4). */
    static final class BonusDraw implements Step {
        private final BaseGame g;
        private final Decision decision;

        BonusDraw(BaseGame g) {
            this.g = g;
            this.decision = new SimpleDecision("base:bonus-draw") {
                public void options(GameContext ctx, IntList out) {
                    out.add(1);
                    out.add(0);
                }

                public Action decode(GameContext ctx, int code) {
                    return new BaseAction.BonusDraw(code == 1);
                }

                public int encode(GameContext ctx, Action a) {
                    return a instanceof BaseAction.BonusDraw b ? (b.draw() ? 1 : 0) : NOT_THIS;
                }

                public void apply(GameContext ctx, int code) {
                    ctx.setScratch(StepSlots.INTERRUPT_ANSWERED, 1);
                    if (code == 1) g.draw(ctx, ctx.seat(), 1, false);
                }
            };
        }

        public Decision advance(GameContext ctx) {
            return ctx.scratch(StepSlots.INTERRUPT_ANSWERED) == 0 ? decision : null;
        }

        public List<Decision> decisions() {
            return List.of(decision);
        }
    }

    /** Interrupt {@code base:cloud-instead}: with the bag empty, the player may take one tile left on a cloud (B10.3). */
    static final class CloudInstead implements Step {
        private static final int DECLINE = 0;
        private final BaseGame g;
        private final Decision decision;

        CloudInstead(BaseGame g) {
            this.g = g;
            this.decision = new SimpleDecision("base:cloud-instead") {
                public void options(GameContext ctx, IntList out) {
                    out.add(DECLINE);
                    for (int c = 0; c < g.rules.clouds; c++) for (int p : ctx.state().pieces(g.state.clouds.of(0, c))) out.add(p + 1);
                }

                public Action decode(GameContext ctx, int code) {
                    return code == DECLINE ? new BaseAction.DeclineCloudTile() : new BaseAction.TakeCloudTile(code - 1);
                }

                public int encode(GameContext ctx, Action a) {
                    return switch (a) {
                        case BaseAction.DeclineCloudTile d -> DECLINE;
                        case BaseAction.TakeCloudTile t -> t.piece() + 1;
                        default -> NOT_THIS;
                    };
                }

                public Rejection explain(GameContext ctx, Action a) {
                    return Rejection.of("base.not-on-a-cloud", ((BaseAction.TakeCloudTile) a).piece());
                }

                public void apply(GameContext ctx, int code) {
                    ctx.setScratch(StepSlots.INTERRUPT_ANSWERED, 1);
                    if (code != DECLINE) {
                        ctx.move(code - 1, g.state.hand.of(ctx.seat()));
                        ctx.emit("base:cloud-tile-taken", ctx.seat(), "piece", code - 1);
                    }
                }
            };
        }

        public Decision advance(GameContext ctx) {
            if (ctx.scratch(StepSlots.INTERRUPT_ANSWERED) != 0) return null;
            for (int c = 0; c < g.rules.clouds; c++) if (ctx.state().size(g.state.clouds.of(0, c)) > 0) return decision;
            return null;
        }

        public List<Decision> decisions() {
            return List.of(decision);
        }
    }
}
