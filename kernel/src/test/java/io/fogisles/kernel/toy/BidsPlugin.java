package io.fogisles.kernel.toy;

import com.google.inject.AbstractModule;
import com.google.inject.Inject;
import com.google.inject.Provides;
import com.google.inject.Singleton;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.ActionType;
import io.fogisles.kernel.bot.BotAdvice;
import io.fogisles.kernel.bot.BotContributions;
import io.fogisles.kernel.bot.Heuristic;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.FlowNode;
import io.fogisles.kernel.flow.FlowSpec;
import io.fogisles.kernel.flow.SimultaneousDecision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.game.Contributions;
import io.fogisles.kernel.game.EndReason;
import io.fogisles.kernel.game.FlowContribution;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.module.GamePlugin;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.module.ModuleDescriptor;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.score.ScoreRow;
import io.fogisles.kernel.state.IntVar;
import io.fogisles.kernel.state.LayoutBuilder;
import io.fogisles.kernel.state.Scope;
import io.fogisles.kernel.util.IntList;
import java.util.List;

/**
 * A toy game of sealed bids, for the kernel's tests of simultaneous decisions: each round every seat bids 0–3
 * of its coins at once and in secret; the bids are revealed together; the highest bid that nobody else made
 * wins the round's number in points, and every bid is paid. Then the round's winner chooses a bonus of 1 or 2
 * points (an ordinary decision of one seat). Four rounds. Written with nothing of any real game.
 */
public final class BidsPlugin extends AbstractModule implements GamePlugin {
    public static final int ROUNDS = 4, COINS = 6, MAX_BID = 3;

    public record Bid(int coins) implements Action {}

    public record Bonus(int points) implements Action {}

    /** Purses, points, the bids once revealed (−1 before), and the round's winner (−1: none). */
    public static final class BidsState {
        public final IntVar purse, points, revealed, winner;

        BidsState(LayoutBuilder b) {
            purse = b.var("bids:purse", Scope.SEAT, 1, COINS);
            points = b.var("bids:points", Scope.SEAT);
            revealed = b.var("bids:revealed", Scope.SEAT, 1, -1);
            winner = b.var("bids:winner", Scope.GLOBAL, 1, -1);
        }
    }

    @Override
    public String id() {
        return "bids";
    }

    @Override
    protected void configure() {
        Contributions.actionTypes(binder()).addBinding().toInstance(new ActionType("bids:bid", Bid.class));
        Contributions.actionTypes(binder()).addBinding().toInstance(new ActionType("bids:bonus", Bonus.class));
        Contributions.endReasons(binder()).addBinding().toInstance(new EndReason("bids:done"));
        Contributions.flow(binder()).addBinding().to(BidsFlow.class);
        Contributions.scoreRows(binder()).addBinding().to(PointsRow.class);
        BotContributions.heuristics(binder()).addBinding().to(PointsHeuristic.class);
        BotContributions.advice(binder()).addBinding().toInstance(new BotAdvice() {
            @Override
            public boolean worthSearching(String decisionId) {
                return decisionId.equals("bids:bid");
            }
        });
    }

    @Provides
    @Singleton
    BidsState state(LayoutBuilder b) {
        return new BidsState(b);
    }

    static final class BidsFlow implements FlowContribution {
        private final BidsState s;

        @Inject
        BidsFlow(BidsState s) {
            this.s = s;
        }

        @Override
        public void contribute(FlowSpec flow) {
            flow.append("kernel:round", FlowNode.step("bids:bid", new BidStep(s)));
            flow.append("kernel:round", FlowNode.step("bids:bonus", new BonusStep(s)));
            flow.defineInterrupt("bids:bonus-for", new BonusFor());
        }
    }

    /** Every seat bids at once; at the reveal each bid is applied (seat order), then the round is settled. */
    static final class BidStep implements Step {
        private final BidsState s;
        private final SimultaneousDecision bid;

        BidStep(BidsState s) {
            this.s = s;
            this.bid = new SimultaneousDecision() {
                public String id() {
                    return "bids:bid";
                }

                public int seats(GameContext ctx) {
                    return SimultaneousDecision.allSeats(ctx);
                }

                public void options(GameContext ctx, IntList out) {
                    int purse = ctx.get(s.purse, ctx.seat());
                    for (int c = 0; c <= Math.min(MAX_BID, purse); c++) out.add(c);
                }

                public Action decode(GameContext ctx, int code) {
                    return new Bid(code);
                }

                public int encode(GameContext ctx, Action a) {
                    return a instanceof Bid b ? b.coins() : NOT_THIS;
                }

                public void apply(GameContext ctx, int code) {
                    int seat = ctx.seat();
                    ctx.set(s.revealed, seat, code);
                    ctx.set(s.purse, seat, ctx.get(s.purse, seat) - code);
                    ctx.emit("bids:revealed", seat, "coins", code);
                }
            };
        }

        @Override
        public Decision advance(GameContext ctx) {
            if (ctx.scratch(0) == 0) {
                ctx.setScratch(0, 1);
                for (int seat = 0; seat < ctx.seats(); seat++) ctx.set(s.revealed, seat, -1);
                return bid;
            }
            int best = -1, winner = -1;
            for (int seat = 0; seat < ctx.seats(); seat++) {
                int b = ctx.get(s.revealed, seat), same = 0;
                for (int other = 0; other < ctx.seats(); other++) if (ctx.get(s.revealed, other) == b) same++;
                if (same == 1 && b > best) {
                    best = b;
                    winner = seat;
                }
            }
            ctx.set(s.winner, winner);
            if (winner >= 0) ctx.set(s.points, winner, ctx.get(s.points, winner) + ctx.round());
            return null;
        }

        @Override
        public List<Decision> decisions() {
            return List.of(bid);
        }
    }

    /** The round's winner chooses a bonus (an interrupt for that seat); the last round ends the game. */
    static final class BonusStep implements Step {
        private final BidsState s;

        BonusStep(BidsState s) {
            this.s = s;
        }

        @Override
        public Decision advance(GameContext ctx) {
            int winner = ctx.get(s.winner);
            if (winner >= 0 && ctx.scratch(0) == 0) {
                ctx.setScratch(0, 1);
                ctx.push("bids:bonus-for", winner, 0);
                return null;
            }
            if (ctx.round() >= ROUNDS) ctx.endGame("bids:done");
            return null;
        }
    }

    /** The winner chooses a bonus of 1 or 2 points: an ordinary decision of one seat. */
    static final class BonusFor implements Step {
        private final Decision bonus;

        BonusFor() {
            this.bonus = new Decision() {
                public String id() {
                    return "bids:bonus";
                }

                public void options(GameContext ctx, IntList out) {
                    out.add(1);
                    out.add(2);
                }

                public Action decode(GameContext ctx, int code) {
                    return new Bonus(code);
                }

                public int encode(GameContext ctx, Action a) {
                    return a instanceof Bonus b ? b.points() : NOT_THIS;
                }

                public void apply(GameContext ctx, int code) {
                    BidsState s = ctx.service(BidsState.class);
                    ctx.set(s.points, ctx.seat(), ctx.get(s.points, ctx.seat()) + code);
                    ctx.setScratch(1, 1);
                }
            };
        }

        @Override
        public Decision advance(GameContext ctx) {
            return ctx.scratch(1) == 0 ? bonus : null;
        }

        @Override
        public List<Decision> decisions() {
            return List.of(bonus);
        }
    }

    static final class PointsRow implements ScoreRow {
        private final BidsState s;

        @Inject
        PointsRow(BidsState s) {
            this.s = s;
        }

        public String id() {
            return "bids:points";
        }

        public int order() {
            return 0;
        }

        public int[] score(GameContext ctx) {
            int[] out = new int[ctx.seats()];
            for (int i = 0; i < out.length; i++) out[i] = ctx.get(s.points, i);
            return out;
        }
    }

    /** Points, and a little for coins still in the purse. */
    static final class PointsHeuristic implements Heuristic {
        private final BidsState s;

        @Inject
        PointsHeuristic(BidsState s) {
            this.s = s;
        }

        @Override
        public double value(Game game, int seat) {
            return game.state().get(s.points, seat) + 0.3 * game.state().get(s.purse, seat);
        }
    }

    public static ModuleCatalog catalog() {
        ModuleCatalog c = new ModuleCatalog();
        String manifest = """
                {"id": "bids", "name": {"en": "Sealed bids (tests only)"}, "version": "1.0.0", "engineApi": "[1.0,2.0)"}""";
        c.add(new ModuleDescriptor(ModuleCatalog.parse("bids/module.json", manifest), "bids (test)", path -> null, new BidsPlugin()));
        return c;
    }

    public static RuleSetFactory factory() {
        return new RuleSetFactory(catalog(), ToyFixture.host());
    }

    public static RuleSet rules(int seats) {
        return factory().create(new GameConfig(ModuleSelection.of("bids"), seats));
    }
}
