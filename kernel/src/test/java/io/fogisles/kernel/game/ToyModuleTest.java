package io.fogisles.kernel.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.script.HookKind;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.module.GamePlugin;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.module.ModuleDescriptor;
import io.fogisles.kernel.module.ModuleManifest;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.script.ScriptSource;
import io.fogisles.kernel.script.ScriptUnit;
import io.fogisles.kernel.script.ScriptError;
import io.fogisles.kernel.toy.ToyFixture;
import io.fogisles.kernel.toy.ToyPlugin;
import io.fogisles.kernel.score.ScoreSheet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The plugin path end to end with a real module found on the class path, real Guice and real GraalJS. */
class ToyModuleTest {

    @Test
    @DisplayName("the toy module is discovered, resolved and wired; its option default applies")
    void discovered() {
        RuleSet rules = ToyFixture.toyRules(2);
        assertEquals(List.of("toy"), rules.modules().ids());
        assertEquals("10", rules.modules().option("toy", "target"));
        assertTrue(rules.hasEffect("toy:bonus"), "the JS effect registered itself");
        assertEquals("toy:add", rules.actionTypeId(new ToyPlugin.Add(1)));
    }

    @Test
    @DisplayName("an action of the toy's sealed hierarchy is validated and applied; a bad one is rejected with a reason code")
    void actions() {
        Game g = ToyFixture.toyRules(2).newGame(3, true);
        Outcome bad = g.submit(0, new ToyPlugin.Add(4));
        Outcome.Rejected r = assertInstanceOf(Outcome.Rejected.class, bad);
        assertEquals("toy.amount-out-of-range", r.rejection().code());
        assertEquals(List.of(4, 1, 3), r.rejection().args());
        Outcome.Rejected wrongSeat = assertInstanceOf(Outcome.Rejected.class, g.submit(1, new ToyPlugin.Add(1)));
        assertEquals("kernel.not-your-turn", wrongSeat.rejection().code());
        assertTrue(g.submit(0, new ToyPlugin.Add(1)).accepted());
        assertEquals(3, g.legalActions().size());
    }

    @Test
    @DisplayName("a JavaScript effect changes state through the kernel API (choosing 3 adds 3 + the scripted bonus 2)")
    void scriptedEffect() {
        Game g = ToyFixture.toyRules(2).newGame(3, true);
        ToyPlugin.ToyState s = g.rules().service(ToyPlugin.ToyState.class);
        g.submit(0, new ToyPlugin.Add(3));
        assertEquals(5, g.state().get(s.counter, 0));
        ScoreSheet sheet = g.scores();
        assertEquals(5, sheet.points("toy:counter", 0));
    }

    @Test
    @DisplayName("a failing script effect is rolled back, its unit disabled with file:line:col, and the game goes on")
    void failingScriptDisabled() {
        Game g = ToyFixture.toyRules(2).newGame(3, true);
        ToyPlugin.ToyState s = g.rules().service(ToyPlugin.ToyState.class);
        GameContext ctx = g.context();
        ((Context) ctx).point(0, -1); // the effect acts for seat 0
        ctx.runEffect("toy:broken", "seat", 0);
        assertEquals(0, g.state().get(s.counter, 0), "the +5 made before the error was rolled back");
        assertEquals(1, g.scriptProblems().size());
        ScriptError e = g.scriptProblems().get(0).error();
        assertEquals("toy/scripts/effects.js", e.file());
        assertEquals(9, e.line());
        assertTrue(e.column() > 0);
        assertTrue(e.message().contains("boom"), e.message());
        assertTrue(g.journal().all().stream().anyMatch(c -> c instanceof io.fogisles.kernel.state.Change.Event ev
                && ev.event().type().equals("kernel:script-disabled")), "the player is told");
        // the unit is disabled for this game: the bonus effect no longer runs, the game continues
        g.submit(0, new ToyPlugin.Add(3));
        assertEquals(3, g.state().get(s.counter, 0));
        assertNotNull(g.pending());
        // another game is not affected
        Game other = g.rules().newGame(3, true);
        other.submit(0, new ToyPlugin.Add(3));
        assertEquals(5, other.state().get(s.counter, 0));
    }

    @Test
    @DisplayName("a script effect reads its arguments by name and may set members for the rest of its call; the caller's arguments stay as they were")
    void effectArgumentsInScripts() {
        Game g = ToyFixture.toyRules(2).newGame(3, true);
        ToyPlugin.ToyState s = g.rules().service(ToyPlugin.ToyState.class);
        GameContext ctx = g.context();
        io.fogisles.kernel.script.EffectArgs args = io.fogisles.kernel.script.EffectArgs.of("seat", 0, "amount", 4);
        ctx.runEffect("toy:writes-args", args);
        assertEquals(List.of(), g.scriptProblems(), "no script error");
        assertEquals(5 + 10 + 3, g.state().get(s.counter, 0), "amount + 1, the new member, and three keys (seat, amount, extra)");
        assertEquals(4, args.get("amount"), "the caller's arguments are unchanged");
    }

    @Test
    @DisplayName("more than 32 script units: a failing unit beyond the 32nd is disabled alone, the others keep running")
    void manyScriptUnits() {
        int count = 40;
        ModuleCatalog catalog = ToyFixture.catalog();
        ModuleManifest m = new ModuleManifest("many", Map.of("en", "Many"), "1.0.0", "[1.0,2.0)",
                List.of(ModuleManifest.Dependency.of("toy")), null, null, null, null, null);
        GamePlugin many = new GamePlugin() {
            public String id() {
                return "many";
            }

            public void configure(com.google.inject.Binder b) {
                for (int i = 0; i < count; i++) {
                    String ns = "u" + i;
                    Contributions.scriptUnits(b).addBinding().toInstance(new ScriptUnit(ns, ns, List.of(new ScriptSource(ns + "/rule.js",
                            "effects.define('" + ns + ":ok', () => '" + ns + "');\n"
                            + "effects.define('" + ns + ":fail', () => { throw new Error('broken " + ns + "'); });")), List.of()));
                }
            }
        };
        catalog.add(new ModuleDescriptor(m, "test", p -> null, many));
        RuleSet rules = new RuleSetFactory(catalog, ToyFixture.host()).create(new GameConfig(ModuleSelection.of("toy", "many"), 2));
        assertEquals(count + 1, rules.scriptUnits().size(), "the toy's own unit and the forty");
        try (Game g = rules.newGame(3, true)) {
            GameContext ctx = g.context();
            ScriptUnit u35 = rules.effectUnit("u35:ok");
            ScriptUnit u36 = rules.effectUnit("u36:ok");
            assertEquals("u35", ctx.callScript(u35, HookKind.EFFECT, "u35:ok"));
            ctx.runEffect("u35:fail");
            assertEquals(1, g.scriptProblems().size());
            assertEquals(null, ctx.callScript(u35, HookKind.EFFECT, "u35:ok"), "u35 is disabled");
            assertEquals("u36", ctx.callScript(u36, HookKind.EFFECT, "u36:ok"));
            assertEquals("u3", ctx.callScript(rules.effectUnit("u3:ok"), HookKind.EFFECT, "u3:ok"));
            ctx.runEffect("u3:fail");
            assertEquals(null, ctx.callScript(rules.effectUnit("u3:ok"), HookKind.EFFECT, "u3:ok"), "u3 is disabled");
            assertEquals("u36", ctx.callScript(u36, HookKind.EFFECT, "u36:ok"));
        }
    }

    @Test
    @DisplayName("undo takes back an own action until hidden information (a random draw) is revealed")
    void undo() {
        Game g = ToyFixture.toyRules(2).newGame(3, true);
        ToyPlugin.ToyState s = g.rules().service(ToyPlugin.ToyState.class);
        String before = g.state().sha256();
        g.submit(0, new ToyPlugin.Add(1));
        assertFalse(g.canUndo(1), "only the player who acted may undo");
        assertTrue(g.undo(0));
        assertEquals(before, g.state().sha256());
        assertEquals(0, g.pendingSeat());
        g.submit(0, new ToyPlugin.Add(2)); // runs toy:dice, which uses Math.random → the game's RNG
        assertFalse(g.canUndo(0), "a random draw happened");
        assertEquals(1, g.actions().size());
        assertTrue(g.state().get(s.counter, 0) >= 2);
    }

    @Test
    @DisplayName("the game ends by the module's end reason and scores its rows")
    void playsToTheEnd() {
        Game g = ToyFixture.toyRules(3).newGame(9, true);
        int guard = 0;
        while (!g.isOver() && guard++ < 100) g.submit(g.pendingSeat(), new ToyPlugin.Add(1));
        assertTrue(g.isOver());
        assertEquals("toy:reached", g.endReason());
        assertEquals(10, g.scores().points("toy:counter", 0));
        assertEquals(List.of(0), g.scores().winners());
        assertInstanceOf(Outcome.Rejected.class, g.submit(0, new ToyPlugin.Add(1)));
        assertTrue(g.journal().all().stream().anyMatch(c -> c instanceof io.fogisles.kernel.state.Change.Event ev
                && ev.event().type().equals("kernel:game-over")));
    }

    @Test
    @DisplayName("module options change the rules: target 20")
    void option() {
        RuleSet rules = new RuleSetFactory(ToyFixture.catalog(), ToyFixture.host())
                .create(new GameConfig(ModuleSelection.of("toy").withOption("toy", "target", "20"), 2));
        Game g = rules.newGame(1);
        int picks = 0;
        while (!g.isOver()) {
            g.submit(g.pendingSeat(), new ToyPlugin.Add(1));
            picks++;
        }
        assertEquals(39, picks, "two seats adding 1 reach 20 after 20 + 19 picks");
    }
}
