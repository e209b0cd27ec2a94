package io.fogisles.kernel.toy;

import com.google.inject.AbstractModule;
import com.google.inject.Provides;
import com.google.inject.Singleton;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.ActionType;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.FlowNode;
import io.fogisles.kernel.flow.SeatSelector;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.flow.TurnOrder;
import io.fogisles.kernel.game.Contributions;
import io.fogisles.kernel.game.EndReason;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.module.GamePlugin;
import io.fogisles.kernel.module.ResolvedModules;
import io.fogisles.kernel.score.ScoreRow;
import io.fogisles.kernel.script.ScriptApiFactory;
import io.fogisles.kernel.script.ScriptBinding;
import io.fogisles.kernel.state.IntVar;
import io.fogisles.kernel.state.LayoutBuilder;
import io.fogisles.kernel.state.Scope;
import io.fogisles.kernel.util.IntList;
import java.util.List;
import io.fogisles.kernel.script.ScriptExport;

/**
 * A tiny game used only by the kernel's tests: each round every seat, clockwise from the start seat,
 * adds 1, 2 or 3 to its counter (3 also runs the scripted effect {@code toy:bonus}); the first counter to
 * reach the target ends the game. After every pick the script effect {@code toy:tally} writes how often it
 * ran, counted in a script top-level variable, into the state: the tests see through it whether script
 * variables leak between games and copies.
 */
public final class ToyPlugin extends AbstractModule implements GamePlugin {

    public sealed interface ToyAction extends Action permits Add {}

    public record Add(int amount) implements ToyAction {}

    /** The toy's state. */
    public static final class ToyState {
        public final IntVar counter;
        public final IntVar startSeat;
        public final IntVar trace; // number of steps run, to check step order
        public final IntVar tally; // written by the script effect toy:tally from its top-level variable
        public final IntVar die; // for the dice tests
        public final int target;

        ToyState(LayoutBuilder b, int target) {
            counter = b.var("toy:counter", Scope.SEAT);
            startSeat = b.var("toy:start-seat", Scope.GLOBAL);
            trace = b.var("toy:trace", Scope.GLOBAL, 64, -1);
            tally = b.var("toy:tally", Scope.GLOBAL);
            die = b.var("toy:die", Scope.GLOBAL, 1, -1);
            this.target = target;
        }

        /** Records that step {@code code} ran (codes are small numbers per step). */
        public void mark(GameContext ctx, int code) {
            for (int i = 0; i < 64; i++) {
                if (ctx.state().get(trace, 0, i) == -1) {
                    ctx.set(trace, 0, i, code);
                    return;
                }
            }
        }
    }

    @Override
    public String id() {
        return "toy";
    }

    @Override
    protected void configure() {
        Contributions.actionTypes(binder()).addBinding().toInstance(new ActionType("toy:add", Add.class));
        Contributions.endReasons(binder()).addBinding().toInstance(new EndReason("toy:reached"));
        Contributions.flow(binder()).addBinding().to(ToyFlow.class);
        Contributions.scoreRows(binder()).addBinding().to(CounterRow.class);
        // for the kernel's bots: a position is worth its counter, and the pick is the decision to search
        io.fogisles.kernel.bot.BotContributions.heuristics(binder()).addBinding().to(CounterHeuristic.class);
        io.fogisles.kernel.bot.BotContributions.advice(binder()).addBinding().toInstance(new io.fogisles.kernel.bot.BotAdvice() {
            @Override
            public boolean worthSearching(String decisionId) {
                return decisionId.equals("toy:choose");
            }
        });
        Contributions.scriptApis(binder()).addBinding().toInstance(new ScriptApiFactory() {
            public String name() {
                return "toy";
            }

            public Object create(ScriptBinding binding) {
                return new ToyScriptApi(binding);
            }
        });
    }

    /** What the toy's scripts may do: add to a counter. */
    public static final class ToyScriptApi {
        private final ScriptBinding binding;

        ToyScriptApi(ScriptBinding binding) {
            this.binding = binding;
        }

        @ScriptExport
        public void add(int seat, int amount) {
            GameContext ctx = binding.target(GameContext.class);
            ToyState s = ctx.service(ToyState.class);
            ctx.set(s.counter, seat, ctx.get(s.counter, seat) + amount);
        }

        @ScriptExport
        public void note(int value) {
            GameContext ctx = binding.target(GameContext.class);
            ctx.set(ctx.service(ToyState.class).tally, value);
        }
    }

    /** Setup marks itself; each round every seat picks, then the game checks the target. */
    static final class ToyFlow implements io.fogisles.kernel.game.FlowContribution {
        private final ToyState s;

        @com.google.inject.Inject
        ToyFlow(ToyState s) {
            this.s = s;
        }

        @Override
        public void contribute(io.fogisles.kernel.flow.FlowSpec flow) {
            flow.append("kernel:setup", FlowNode.step("toy:setup", ctx -> {
                s.mark(ctx, 1);
                return null;
            }));
            flow.append("kernel:round", FlowNode.group("toy:turns", TurnOrder.roundRobin(SeatSelector.of(s.startSeat)),
                    FlowNode.step("toy:pick", new PickStep(s)),
                    FlowNode.step("toy:check", ctx -> {
                        s.mark(ctx, 3);
                        ctx.runEffect("toy:tally");
                        if (ctx.get(s.counter, ctx.seat()) >= s.target) ctx.endGame("toy:reached");
                        return null;
                    })));
        }
    }

    /** Asks the seat how much to add. */
    public static final class PickStep implements Step {
        private final ToyState s;
        private final Decision choose;

        PickStep(ToyState s) {
            this.s = s;
            this.choose = new Decision() {
                public String id() {
                    return "toy:choose";
                }

                public void options(GameContext ctx, IntList out) {
                    out.add(1);
                    out.add(2);
                    out.add(3);
                }

                public Action decode(GameContext ctx, int code) {
                    return new Add(code);
                }

                public int encode(GameContext ctx, Action a) {
                    return a instanceof Add add ? add.amount() : NOT_THIS;
                }

                public Rejection explain(GameContext ctx, Action a) {
                    return Rejection.of("toy.amount-out-of-range", ((Add) a).amount(), 1, 3);
                }

                public void apply(GameContext ctx, int code) {
                    ctx.set(s.counter, ctx.seat(), ctx.get(s.counter, ctx.seat()) + code);
                    if (code == 3) ctx.runEffect("toy:bonus", "seat", ctx.seat());
                    if (code == 2) ctx.runEffect("toy:dice", "seat", ctx.seat());
                    ctx.setScratch(0, 1);
                }
            };
        }

        @Override
        public Decision advance(GameContext ctx) {
            if (ctx.scratch(0) == 1) return null;
            s.mark(ctx, 2);
            return choose;
        }

        @Override
        public List<Decision> decisions() {
            return List.of(choose);
        }
    }

    /** One score row: the counter. */
    static final class CounterRow implements ScoreRow {
        private final ToyState s;

        @com.google.inject.Inject
        CounterRow(ToyState s) {
            this.s = s;
        }

        public String id() {
            return "toy:counter";
        }

        public int order() {
            return 0;
        }

        public int[] score(GameContext ctx) {
            int[] out = new int[ctx.seats()];
            for (int i = 0; i < out.length; i++) out[i] = ctx.get(s.counter, i);
            return out;
        }
    }

    /** A seat's counter is what it is worth. */
    static final class CounterHeuristic implements io.fogisles.kernel.bot.Heuristic {
        private final ToyState s;

        @com.google.inject.Inject
        CounterHeuristic(ToyState s) {
            this.s = s;
        }

        @Override
        public double value(io.fogisles.kernel.game.Game game, int seat) {
            return game.state().get(s.counter, seat);
        }
    }

    @Provides
    @Singleton
    ToyState state(LayoutBuilder b, ResolvedModules modules) {
        return new ToyState(b, Integer.parseInt(modules.option("toy", "target")));
    }
}
