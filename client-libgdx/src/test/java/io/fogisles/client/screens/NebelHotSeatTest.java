package io.fogisles.client.screens;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.fogisles.client.core.Engine;
import io.fogisles.client.core.GameSetup;
import io.fogisles.client.core.HotSeatTable;
import io.fogisles.client.core.SeatInfo;
import io.fogisles.client.core.SeatSetup;
import io.fogisles.client.core.Session;
import io.fogisles.client.core.view.Binding;
import io.fogisles.client.core.view.Target;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.nebelwind.NebelAction;
import io.fogisles.nebelwind.NebelGame;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Nebelwind's secret chip (N3.1, a simultaneous decision) at the hot seat of two people, on the real game screen with
 * its panels (libGDX headless): each person's choice is made behind the hand-over cover and hidden from the next, the
 * chips in hand show only to their owner, and nobody's discard shows on the table before both chose. In the solo game
 * the automata's chips, which the engine places all at once after the person's move, are shown one at a time.
 */
@Timeout(value = 300, unit = TimeUnit.SECONDS)
class NebelHotSeatTest {
    @TempDir
    static Path dir;
    private static Engine engine;
    private static TestHost host;

    @BeforeAll
    static void prepare() {
        HeadlessGdx.start();
        engine = new Engine(NebelHotSeatTest.class.getClassLoader(), List.of());
        host = new TestHost(engine, dir, dir.resolve("autosave.json"), List.of());
        host.use("en", 1280, 800, 1f);
    }

    @AfterAll
    static void close() {
        host.online.close();
        engine.close();
    }

    private static void frames(GameScreen gs) {
        for (int i = 0; i < 3; i++) gs.render(1 / 60f);
    }

    @Test
    void n3_1TheSecretChipIsChosenBehindTheCoverAndHiddenFromTheNextPerson() {
        List<SeatSetup> seats = List.of(new SeatSetup(false, "greedy", SeatSetup.PlayerColour.RED, SeatSetup.PlayerSymbol.CIRCLE),
                new SeatSetup(false, "greedy", SeatSetup.PlayerColour.BLUE, SeatSetup.PlayerSymbol.TRIANGLE));
        GameSetup setup = new GameSetup(seats, List.of("nebelwind"), Map.of(), List.of(), 5, true, "nebelwind");
        RuleSet rules = engine.factory().create(setup.config());
        NebelGame ng = rules.service(NebelGame.class);
        Game game = rules.newGame(5, true);
        Session session = new Session(new HotSeatTable(game), setup,
                List.of(new SeatInfo(0, SeatSetup.PlayerColour.RED, SeatSetup.PlayerSymbol.CIRCLE, null), new SeatInfo(1, SeatSetup.PlayerColour.BLUE,
                        SeatSetup.PlayerSymbol.TRIANGLE, null)), host.text, host.clientModules());
        GameScreen gs = new GameScreen(host, session);
        gs.show();
        // setup: each person puts a first whale on a port (N1.9), each behind the cover
        for (int guard = 0; guard < 10 && !game.pending().id().equals("nebelwind:discard"); guard++) {
            frames(gs);
            assertEquals(game.pendingSeat(), gs.handOverFor(), "the cover asks for the person to move");
            gs.takeOver();
            frames(gs);
            gs.perform(gs.view().turn.bindings().get(0));
        }
        assertEquals("nebelwind:discard", game.pending().id(), "phase A came up");
        frames(gs);
        assertEquals(0, gs.handOverFor(), "the cover asks Red for the screen before Red's chips show");
        assertEquals(-1, gs.view().secretSeat, "nobody's chips show under the cover");
        assertTrue(gs.view().turn.isEmpty(), "nothing can be chosen under the cover");
        gs.takeOver();
        frames(gs);
        assertEquals(0, gs.view().secretSeat, "Red's chips show to Red");
        Binding chip3 = null;
        for (Binding b : gs.view().turn.bindings())
            if (b.action() instanceof NebelAction.Discard d && d.chips().equals(List.of(3))) chip3 = b;
        assertNotNull(chip3, "chip 3 can be discarded");
        assertEquals(new Target.Spot("nebelwind:chip", 0, 3), chip3.target(), "by clicking it in Red's hand");
        gs.perform(chip3);
        frames(gs);
        assertEquals("nebelwind:discard", game.pending().id(), "still phase A: Blue has not chosen");
        assertEquals(1, gs.handOverFor(), "the cover asks Blue for the screen");
        assertEquals(-1, gs.view().secretSeat, "Red's hand is hidden as soon as Red chose");
        assertEquals(0, game.state().get(ng.state.discarded, 0), "Red's chip is not on the table before everybody chose");
        gs.takeOver();
        frames(gs);
        assertEquals(1, gs.view().secretSeat, "now Blue's chips show, to Blue");
        assertFalse(gs.view().turn.isEmpty(), "Blue chooses");
        for (Binding b : gs.view().turn.bindings())
            assertTrue(b.target() instanceof Target.Spot s && s.seat() == 1, "only Blue's own chips are offered: " + b);
        gs.perform(gs.view().turn.bindings().get(0));
        frames(gs);
        assertEquals(1 << 3, game.state().get(ng.state.discarded, 0), "once both chose, Red's discard is revealed to the game");
        assertFalse(game.pending().id().equals("nebelwind:discard"), "phase A is over");
    }

    @Test
    @DisplayName("N13.2: in the solo game the automata's chips after the person's move are shown one at a time, in the engine's order, each with a rest")
    void theAutomataPlaceTheirChipsOneAtATime() {
        List<SeatSetup> seats = List.of(new SeatSetup(false, "greedy", SeatSetup.PlayerColour.RED, SeatSetup.PlayerSymbol.CIRCLE));
        GameSetup setup = new GameSetup(seats, List.of("nebelwind"), Map.of(), List.of(), 5, true, "nebelwind");
        RuleSet rules = engine.factory().create(setup.config());
        Game game = rules.newGame(5, true);
        Session session = new Session(new HotSeatTable(game), setup, List.of(new SeatInfo(0, SeatSetup.PlayerColour.RED, SeatSetup.PlayerSymbol.CIRCLE, null)),
                host.text, host.clientModules());
        GameScreen gs = new GameScreen(host, session);
        gs.show();
        for (int move = 0; move < 200 && !game.isOver(); move++) {
            frames(gs); // the screen takes up the move just made
            for (int f = 0; f < 20_000 && !(gs.animationsIdle() && !gs.view().turn.isEmpty()); f++) gs.render(1 / 60f);
            assertFalse(gs.view().turn.isEmpty(), "the person's turn came up");
            int logged = session.log().size();
            gs.perform(gs.view().turn.bindings().get(0));
            // the chips the automata placed with this move, in the engine's order: the keys their spaces draw them by
            List<String> chips = new ArrayList<>();
            for (Session.LogEntry e : session.log().subList(logged, session.log().size()))
                if (e.event() != null && e.event().type().equals("nebelwind:placed") && e.event().seat() < 0)
                    chips.add("nebelwind:chip:" + NebelAction.AREAS.indexOf(String.valueOf(e.event().data().get("area"))) + ":" + (e.event().intValue("chip", 0) - 1)); // SpacesPanel.chipKey
            if (chips.size() < 3 || chips.stream().distinct().count() < chips.size()) continue; // three automata on three spaces
            for (String c : chips) assertTrue(gs.view().hidden(c), "no automaton's chip shows before its step: " + c);
            int[] shownAt = new int[chips.size()];
            java.util.Arrays.fill(shownAt, -1);
            for (int frame = 1; frame < 20_000 && !gs.animationsIdle(); frame++) {
                gs.render(1 / 60f);
                boolean before = true; // every chip shown so far was placed before every chip still hidden
                for (int i = 0; i < chips.size(); i++) {
                    boolean shown = !gs.view().hidden(chips.get(i));
                    assertTrue(before || !shown, "chip " + chips.get(i) + " shows before the chips the automata placed earlier: " + chips);
                    before = shown;
                    if (shown && shownAt[i] < 0) shownAt[i] = frame;
                }
                if (!gs.animationsIdle()) assertTrue(gs.view().turn.isEmpty(), "the person waits until the automata's moves were shown");
            }
            for (int i = 0; i < chips.size(); i++) assertTrue(shownAt[i] > 0, "chip " + chips.get(i) + " was shown");
            for (int i = 1; i < chips.size(); i++)
                assertTrue(shownAt[i] - shownAt[i - 1] >= 10, "each automaton's chip is a step of its own with a rest: shown at frames " + java.util.Arrays.toString(shownAt));
            return;
        }
        fail("no move of the person was followed by the three automata's chips on three spaces");
    }
}
