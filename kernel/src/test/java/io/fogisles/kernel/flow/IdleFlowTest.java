package io.fogisles.kernel.flow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.module.GamePlugin;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.module.ModuleDescriptor;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.toy.ToyFixture;
import org.junit.jupiter.api.Test;

/** A game whose flow never asks anybody anything and never ends is refused, instead of playing rounds for ever. */
class IdleFlowTest {
    static final class Nothing extends com.google.inject.AbstractModule implements GamePlugin {
        @Override
        public String id() {
            return "nothing";
        }
    }

    /** One decision per round, asked of seat 0: every answer ends the round and starts the next. */
    static final class OnePerRound extends com.google.inject.AbstractModule implements GamePlugin {
        @Override
        public String id() {
            return "one";
        }

        @Override
        protected void configure() {
            io.fogisles.kernel.game.Contributions.actionTypes(binder()).addBinding().toInstance(new io.fogisles.kernel.action.ActionType("one:pick", Pick.class));
            io.fogisles.kernel.game.Contributions.flow(binder()).addBinding().toInstance(flow -> flow.append("kernel:round",
                    FlowNode.step("one:ask", TurnOrder.oneSeat(s -> 0), new Step() {
                        private final Decision pick = new Decision() {
                            public String id() {
                                return "one:pick";
                            }

                            public void options(io.fogisles.kernel.play.GameContext ctx, io.fogisles.kernel.util.IntList out) {
                                out.add(0);
                                out.add(1);
                            }

                            public io.fogisles.kernel.action.Action decode(io.fogisles.kernel.play.GameContext ctx, int code) {
                                return new Pick(code);
                            }

                            public int encode(io.fogisles.kernel.play.GameContext ctx, io.fogisles.kernel.action.Action a) {
                                return a instanceof Pick p ? p.n() : NOT_THIS;
                            }

                            public void apply(io.fogisles.kernel.play.GameContext ctx, int code) {
                                ctx.setScratch(1, 1);
                            }
                        };

                        public Decision advance(io.fogisles.kernel.play.GameContext ctx) {
                            return ctx.scratch(1) == 1 ? null : pick;
                        }

                        public java.util.List<Decision> decisions() {
                            return java.util.List.of(pick);
                        }
                    })));
        }
    }

    record Pick(int n) implements io.fogisles.kernel.action.Action {}

    @Test
    void trialsThatCrossIntoANewRoundAreNotIdleRounds() {
        ModuleCatalog c = new ModuleCatalog();
        c.add(new ModuleDescriptor(ModuleCatalog.parse("one/module.json",
                "{\"id\": \"one\", \"version\": \"1.0.0\", \"engineApi\": \"[1.0,2.0)\"}"), "test", path -> null, new OnePerRound()));
        RuleSet rules = new RuleSetFactory(c, ToyFixture.host()).create(new GameConfig(ModuleSelection.of("one"), 2));
        try (io.fogisles.kernel.game.Game game = rules.newGame(1)) {
            // a bot trying each option of the round's one decision, many times over: each try starts a round
            for (int i = 0; i < 2500; i++) {
                int mark = game.beginTrial();
                game.applyCode(i % 2);
                game.endTrial(mark);
            }
            assertEquals(1, game.round());
            game.applyCode(0);
            assertEquals(2, game.round());
        }
    }

    @Test
    void aFlowThatNeverAsksAndNeverEndsIsStopped() {
        ModuleCatalog c = new ModuleCatalog();
        c.add(new ModuleDescriptor(ModuleCatalog.parse("nothing/module.json",
                "{\"id\": \"nothing\", \"version\": \"1.0.0\", \"engineApi\": \"[1.0,2.0)\"}"), "test", path -> null, new Nothing()));
        RuleSet rules = new RuleSetFactory(c, ToyFixture.host()).create(new GameConfig(ModuleSelection.of("nothing"), 2));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> rules.newGame(1));
        assertTrue(e.getMessage().contains("rounds in a row passed without a decision"), e.getMessage());
    }
}
