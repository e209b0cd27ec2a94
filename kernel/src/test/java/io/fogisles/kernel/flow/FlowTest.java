package io.fogisles.kernel.flow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.inject.AbstractModule;
import io.fogisles.kernel.game.Contributions;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.game.PendingDecision;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.module.GamePlugin;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.module.ModuleDescriptor;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.kernel.module.ModuleManifest;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.toy.ToyFixture;
import io.fogisles.kernel.toy.ToyPlugin;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class FlowTest {

    private static List<Integer> trace(Game g) {
        ToyPlugin.ToyState s = g.rules().service(ToyPlugin.ToyState.class);
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < 64; i++) {
            int v = g.state().get(s.trace, 0, i);
            if (v == -1) break;
            out.add(v);
        }
        return out;
    }

    @Test
    @DisplayName("the engine advances automatically through setup to the first decision")
    void advancesToFirstDecision() {
        Game g = ToyFixture.toyRules(3).newGame(1, true);
        PendingDecision p = g.pending();
        assertEquals(0, p.seat());
        assertEquals("toy:choose", p.id());
        assertEquals("toy:pick", p.stepId());
        assertEquals(List.of("kernel:round", "toy:turns", "toy:pick"), p.path());
        assertEquals(1, g.round());
        assertEquals(List.of(1, 2), trace(g), "setup step ran, then the first pick asked");
    }

    @Test
    @DisplayName("steps run in spec order, round-robin from the start seat, and rounds repeat")
    void stepOrder() {
        Game g = ToyFixture.toyRules(2).newGame(1, true);
        List<Integer> seats = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            seats.add(g.pendingSeat());
            assertTrue(g.submit(g.pendingSeat(), new ToyPlugin.Add(1)).accepted());
        }
        assertEquals(List.of(0, 1, 0, 1), seats);
        assertEquals(3, g.round());
        assertEquals(List.of(1, 2, 3, 2, 3, 2, 3, 2, 3, 2), trace(g));
    }

    /** A second module that edits the toy's flow by step names. */
    static final class ExtraPlugin extends AbstractModule implements GamePlugin {
        public String id() {
            return "toy-extra";
        }

        @Override
        protected void configure() {
            Contributions.flow(binder()).addBinding().toInstance(flow -> {
                ToyPlugin.ToyState s = null; // resolved lazily inside the steps
                flow.insertBefore("toy:pick", FlowNode.step("extra:before-pick", ctx -> {
                    state(ctx).mark(ctx, 7);
                    return null;
                }));
                flow.replace("toy:check", ctx -> {
                    state(ctx).mark(ctx, 8);
                    if (ctx.round() == 2 && ctx.seat() == ctx.seats() - 1) ctx.endGame("toy:reached");
                    return null;
                });
                flow.wrap("toy:pick", inner -> new Step() {
                    public Decision advance(GameContext ctx) {
                        if (ctx.scratch(1) == 0) {
                            state(ctx).mark(ctx, 9);
                            ctx.setScratch(1, 1);
                        }
                        return inner.advance(ctx);
                    }

                    public List<Decision> decisions() {
                        return inner.decisions();
                    }
                });
            });
        }

        private static ToyPlugin.ToyState state(GameContext ctx) {
            return ctx.service(ToyPlugin.ToyState.class);
        }
    }

    private static RuleSet withExtra() {
        ModuleCatalog catalog = ToyFixture.catalog();
        ModuleManifest m = new ModuleManifest("toy-extra", Map.of("en", "Extra"), "1.0.0", "[1.0,2.0)",
                List.of(ModuleManifest.Dependency.of("toy")), null, null, null, null, null);
        catalog.add(new ModuleDescriptor(m, "test", p -> null, new ExtraPlugin()));
        return new RuleSetFactory(catalog, ToyFixture.host()).create(new GameConfig(ModuleSelection.of("toy", "toy-extra"), 2));
    }

    @Test
    @DisplayName("a module inserts a step before, wraps and replaces another module's steps by name")
    void moduleEditsFlow() {
        Game g = withExtra().newGame(5, true);
        while (!g.isOver()) g.submit(g.pendingSeat(), new ToyPlugin.Add(1));
        // per seat and round: inserted (7), wrapper (9), pick (2), replaced check (8)
        assertEquals(List.of(1, 7, 9, 2, 8, 7, 9, 2, 8, 7, 9, 2, 8, 7, 9, 2, 8), trace(g));
        assertEquals("toy:reached", g.endReason());
        assertEquals(2, g.round());
    }

    /** Adds to the toy: a start seat; after the picks, the start player's right neighbour alone, then every seat in seat order. */
    static final class OrdersPlugin extends AbstractModule implements GamePlugin {
        private final int startSeat;

        OrdersPlugin(int startSeat) {
            this.startSeat = startSeat;
        }

        public String id() {
            return "toy-orders";
        }

        @Override
        protected void configure() {
            bind(Integer.class).annotatedWith(com.google.inject.name.Names.named("orders:start")).toInstance(startSeat);
            Contributions.flow(binder()).addBinding().to(OrdersFlow.class);
        }
    }

    static final class OrdersFlow implements io.fogisles.kernel.game.FlowContribution {
        private final ToyPlugin.ToyState s;
        private final int start;

        @com.google.inject.Inject
        OrdersFlow(ToyPlugin.ToyState s, @com.google.inject.name.Named("orders:start") Integer start) {
            this.s = s;
            this.start = start;
        }

        @Override
        public void contribute(FlowSpec flow) {
            flow.append("kernel:setup", FlowNode.step("orders:start-seat", ctx -> {
                ctx.set(s.startSeat, start);
                return null;
            }));
            flow.append("kernel:round", FlowNode.group("orders:right-neighbour", TurnOrder.oneSeat(SeatSelector.of(s.startSeat).plus(-1)),
                    FlowNode.step("orders:mark-one", ctx -> {
                        s.mark(ctx, 20 + ctx.seat());
                        return null;
                    })));
            flow.append("kernel:round", FlowNode.group("orders:everyone", TurnOrder.ALL_SEATS,
                    FlowNode.step("orders:mark-all", ctx -> {
                        s.mark(ctx, 30 + ctx.seat());
                        return null;
                    })));
        }
    }

    private static RuleSet withOrders(int seats, int startSeat) {
        ModuleCatalog catalog = ToyFixture.catalog();
        ModuleManifest m = new ModuleManifest("toy-orders", Map.of("en", "Orders"), "1.0.0", "[1.0,2.0)",
                List.of(ModuleManifest.Dependency.of("toy")), null, null, null, null, null);
        catalog.add(new ModuleDescriptor(m, "test", p -> null, new OrdersPlugin(startSeat)));
        return new RuleSetFactory(catalog, ToyFixture.host()).create(new GameConfig(ModuleSelection.of("toy", "toy-orders"), seats));
    }

    @Test
    @DisplayName("turn orders: round-robin from the start seat, one seat (the start player's right neighbour), all seats in seat order")
    void turnOrders() {
        try (Game g = withOrders(3, 1).newGame(5, true)) {
            List<Integer> asked = new ArrayList<>();
            while (g.round() == 1) {
                asked.add(g.pendingSeat());
                assertTrue(g.submit(g.pendingSeat(), new ToyPlugin.Add(1)).accepted());
            }
            assertEquals(List.of(1, 2, 0), asked, "round-robin from start seat 1");
            // setup (1); picks (2) and checks (3) of seats 1, 2, 0; the right neighbour of seat 1 is seat 0 (20);
            // every seat in seat order (30, 31, 32); then round 2 asks seat 1 again (2)
            assertEquals(List.of(1, 2, 3, 2, 3, 2, 3, 20, 30, 31, 32, 2), trace(g));
            assertEquals(1, g.pendingSeat());
        }
    }

    @Test
    @DisplayName("one seat wraps around the table: with start seat 0 of 3, the right neighbour is seat 2; all seats still run 0, 1, 2")
    void turnOrdersWrap() {
        try (Game g = withOrders(3, 0).newGame(5, true)) {
            while (g.round() == 1) assertTrue(g.submit(g.pendingSeat(), new ToyPlugin.Add(1)).accepted());
            assertEquals(List.of(1, 2, 3, 2, 3, 2, 3, 22, 30, 31, 32, 2), trace(g));
        }
    }

    @Test
    @DisplayName("editing an unknown step names it and lists the known ones")
    void unknownAnchor() {
        FlowSpec spec = new FlowSpec(FlowNode.group("kernel:setup", TurnOrder.INHERIT), FlowNode.group("kernel:round", TurnOrder.INHERIT));
        FlowException e = assertThrows(FlowException.class, () -> spec.insertAfter("base:deal-clouds", FlowNode.step("x:y", ctx -> null)));
        assertTrue(e.getMessage().contains("base:deal-clouds"), e.getMessage());
        assertThrows(FlowException.class, () -> spec.replace("nope:step", ctx -> null));
        spec.append("kernel:round", FlowNode.step("x:y", ctx -> null));
        assertThrows(FlowException.class, () -> spec.append("kernel:round", FlowNode.step("x:y", ctx -> null)), "duplicate ids are refused");
    }

    @Test
    @DisplayName("a module set whose flow edit fails is refused with a clear error")
    void failingEditRefused() {
        ModuleCatalog catalog = ToyFixture.catalog();
        ModuleManifest m = new ModuleManifest("bad-edit", Map.of(), "1.0.0", "[1.0,2.0)", List.of(ModuleManifest.Dependency.of("toy")),
                null, null, null, null, null);
        GamePlugin bad = new GamePlugin() {
            public String id() {
                return "bad-edit";
            }

            public void configure(com.google.inject.Binder b) {
                Contributions.flow(b).addBinding().toInstance(flow -> flow.insertAfter("toy:nothing", FlowNode.step("bad-edit:x", ctx -> null)));
            }
        };
        catalog.add(new ModuleDescriptor(m, "test", p -> null, bad));
        ModuleException e = assertThrows(ModuleException.class,
                () -> new RuleSetFactory(catalog, ToyFixture.host()).create(new GameConfig(ModuleSelection.of("toy", "bad-edit"), 2)));
        assertTrue(e.getMessage().contains("toy:nothing"), e.getMessage());
    }
}
