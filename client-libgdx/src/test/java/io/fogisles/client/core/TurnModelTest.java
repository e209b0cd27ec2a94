package io.fogisles.client.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.BaseGame;
import io.fogisles.base.action.BaseAction;
import io.fogisles.base.move.MoveCalculator;
import io.fogisles.client.core.view.Binding;
import io.fogisles.client.core.view.Target;
import io.fogisles.client.core.view.TurnModel;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/** The view model turns exactly the engine's legal actions into highlights, with the engine's costs. */
class TurnModelTest {

    /** Plays random legal options until the pending decision matches (or the game ends). */
    static boolean playUntil(Session s, Predicate<Session> stop, long seed, int limit) {
        Rng rng = new Rng(seed);
        IntList options = new IntList();
        for (int i = 0; i < limit && !s.table.localGame().isOver(); i++) {
            if (stop.test(s)) return true;
            s.table.localGame().legalCodes(options);
            int seat = s.table.localGame().pendingSeat();
            Action a = s.table.localGame().decode(options.get(rng.nextInt(options.size())));
            assertTrue(s.submit(seat, a).accepted(), "a legal action is accepted: " + a);
        }
        return !s.table.localGame().isOver() && stop.test(s);
    }

    private static String decision(Session s) {
        return s.pending() == null ? "" : s.pending().id();
    }

    @Test
    void startFieldsAreTheSixFieldsAroundTheBase() {
        RuleSet rules = EngineFixture.rules(2, "base");
        Session s = EngineFixture.session(rules, 7);
        assertEquals("base:choose-start-field", decision(s));
        int seat = s.pendingSeat();
        TurnModel m = s.turn(seat);
        BaseGame g = rules.service(BaseGame.class);
        Set<Target> expected = new HashSet<>();
        for (int f : g.island.startFields()) expected.add(new Target.Position(seat, f));
        assertEquals(expected, m.clickTargets());
        assertEquals(6, m.numbered().size(), "six choices get number keys");
        assertTrue(m.sources().isEmpty());
        assertEquals(TurnModel.empty().bindings(), s.turn(1 - seat).bindings(), "the other seat has nothing to do");
    }

    @Test
    void flightTargetsAndCostsComeFromTheEngine() {
        RuleSet rules = EngineFixture.rules(3, "base");
        Session s = EngineFixture.session(rules, 11);
        int checked = 0;
        for (int round = 0; round < 4; round++) {
            assertTrue(playUntil(s, x -> decision(x).equals("base:fly"), 100 + round, 500), "reached a flight");
            int seat = s.pendingSeat();
            TurnModel m = s.turn(seat);
            MoveCalculator calc = rules.service(BaseGame.class).destinations(s.table.localGame().context(), seat);
            Map<Target, String> badges = new HashMap<>();
            for (int i = 0; i < calc.destinations().size(); i++) {
                int to = calc.destinations().get(i);
                badges.put(new Target.Position(seat, to), String.valueOf(calc.cost(to)));
            }
            assertEquals(badges.keySet(), m.clickTargets(), "highlighted = the engine's destinations");
            for (Map.Entry<Target, String> e : badges.entrySet()) {
                List<Binding> at = m.at(e.getKey());
                assertEquals(1, at.size());
                assertEquals(e.getValue(), at.get(0).badge(), "cost shown on " + e.getKey());
                assertTrue(at.get(0).action() instanceof BaseAction.Fly);
            }
            // perform one flight through the model, as a click would
            Binding b = m.at(m.clickTargets().iterator().next()).get(0);
            assertTrue(s.submit(seat, b.action()).accepted());
            checked++;
        }
        assertEquals(4, checked);
    }

    @Test
    void placingIsDraggingAnEyepieceTileNextToTheBalloon() {
        RuleSet rules = EngineFixture.rules(2, "base");
        BaseGame g = rules.service(BaseGame.class);
        Session s = EngineFixture.session(rules, 5);
        assertTrue(playUntil(s, x -> decision(x).equals("base:place"), 3, 2000), "reached C3 with a tile to place");
        int seat = s.pendingSeat();
        TurnModel m = s.turn(seat);
        int balloon = s.table.localGame().state().get(g.state.balloon, seat);
        Set<Target> eyepieceTiles = new HashSet<>();
        for (int p : s.table.localGame().state().pieces(g.state.eyepieces.of(seat))) eyepieceTiles.add(new Target.Piece(p));
        assertEquals(eyepieceTiles, m.sources(), "every eyepiece tile can be picked up");
        for (Target src : m.sources()) {
            for (Target t : m.targetsOf(src)) {
                int f = ((Target.Position) t).position();
                assertTrue(g.island.board().adjacent(balloon, f), "only fields next to the balloon");
                assertTrue(g.canPlaceOn(s.table.localGame().state(), seat, f));
            }
        }
        Binding end = m.primary();
        assertNotNull(end, "Enter finishes placing");
        assertTrue(end.action() instanceof BaseAction.EndPlacing);
        // a drop on a field that is not highlighted is explained by the engine
        Target src = m.sources().iterator().next();
        int far = -1;
        for (int f = 0; f < g.island.size(); f++) if (f != g.island.base() && !g.island.board().adjacent(balloon, f) && f != balloon) far = f;
        Action proposed = null;
        for (var binder : s.binders) {
            proposed = binder.propose(s.table, seat, "base:place", src, new Target.Position(seat, far));
            if (proposed != null) break;
        }
        assertNotNull(proposed);
        GameTable.Move r = s.submit(seat, proposed);
        assertFalse(r.accepted());
        String why = s.text.rejection(((io.fogisles.kernel.action.Outcome.Rejected) r.outcome()).rejection());
        assertTrue(why.contains("next to your balloon") || why.contains("field already holds"), why);
    }

    @Test
    void everyLegalActionOfAllModulesHasATableBindingAndAText() {
        RuleSet rules = EngineFixture.rules(4, "base", "harbour", "expansion");
        Session s = EngineFixture.session(rules, 99);
        Rng rng = new Rng(1);
        Set<String> seenDecisions = new HashSet<>();
        Set<Class<?>> seenActions = new HashSet<>();
        IntList options = new IntList();
        Game game = s.table.localGame();
        int steps = 0;
        while (!game.isOver() && steps++ < 6000) {
            int seat = game.pendingSeat();
            seenDecisions.add(game.pending().id());
            TurnModel m = s.turn(seat);
            assertEquals(game.legalActions().size(), m.bindings().size());
            for (Binding b : m.bindings()) {
                seenActions.add(b.action().getClass());
                assertFalse(b.labelKey().equals("client.action.unknown"), "no binder for " + b.action());
                assertTrue(s.text.has(b.labelKey()), "missing text " + b.labelKey());
                assertTrue(b.target() != null || b.button(), "every action can be clicked or pressed: " + b.action());
            }
            assertTrue(s.text.has("decision." + game.pending().id()), "prompt of " + game.pending().id());
            game.legalCodes(options);
            assertTrue(s.submit(seat, game.decode(options.get(rng.nextInt(options.size())))).accepted());
        }
        assertTrue(game.isOver(), "the random game ends");
        assertTrue(seenDecisions.contains("harbour:swap-offer") || seenDecisions.contains("harbour:trade-start") || seenDecisions.contains("expansion:activate"),
                "module 2/3 decisions were exercised: " + seenDecisions);
        for (Session.LogEntry e : s.log()) assertFalse(s.format(e).contains("event."), "log line without text: " + s.format(e));
    }
}
