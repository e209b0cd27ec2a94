package io.fogisles.client.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.persist.SaveGame;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tables the screens play through: the hot seat (its bots wait while the game is held), the replay
 * of a save (step, back, rounds; the same game as the one saved) and the course of a game for the charts.
 */
class GameTableTest {
    @TempDir
    Path dir;

    /** A finished 3-seat game of all modules, played with random legal actions, saved to a file. */
    private Path savedGame(Session s, long seed) {
        Game g = s.table.localGame();
        Rng rng = new Rng(seed);
        IntList options = new IntList();
        while (!g.isOver()) {
            g.legalCodes(options);
            assertTrue(s.submit(g.pendingSeat(), g.decode(options.get(rng.nextInt(options.size())))).accepted());
        }
        Path file = dir.resolve("game.json");
        try (Saves saves = new Saves(file)) {
            saves.save(s).join();
        }
        return file;
    }

    @Test
    void aReplayPlaysTheSavedGameStepByStepAndGoesBackAndByRounds() {
        RuleSet rules = EngineFixture.rules(3, "base", "harbour", "expansion");
        Session played = EngineFixture.session(rules, 31);
        Path file = savedGame(played, 8);
        Game original = played.table.localGame();
        SaveGame.Parsed parsed = SaveGame.parse(file, EngineFixture.factory());
        ReplayTable replay = ReplayTable.open(parsed, GameHistory.lines(rules, ClientModules.installed()));
        GameTable.Replay r = replay.replay();
        assertEquals(original.actions().size(), r.length());
        assertEquals(0, r.position());
        assertTrue(replay.legalActions(replay.pendingSeat()).isEmpty(), "nobody acts in a replay");
        Session view = new Session(replay, played.setup, played.seats, played.text, ClientModules.installed());

        assertNull(view.advance(true), "a replay that does not play stays where it is");
        r.play(true);
        GameTable.Move first = view.advance(true);
        assertNotNull(first);
        assertFalse(first.changes().isEmpty(), "a step's changes are there to animate");
        assertEquals(1, r.position());
        String afterOne = replay.state().sha256();
        r.play(false);
        assertNull(view.advance(true));

        // jump forward and back: the state at a position is always the same
        assertTrue(r.seek(r.length() / 2));
        view.resync();
        String half = replay.state().sha256();
        assertTrue(r.seek(1));
        view.resync();
        assertEquals(afterOne, replay.state().sha256(), "back to step 1: the state as it was");
        assertTrue(r.seek(r.length() / 2));
        assertEquals(half, replay.state().sha256(), "forward again: the same state");

        // rounds: every round starts at a later step, and a step's round is the table's round there
        List<Integer> starts = r.roundStarts();
        assertEquals(original.round() + 1, starts.size(), "the setup and every round: " + starts);
        for (int i = 1; i < starts.size(); i++) assertTrue(starts.get(i) > starts.get(i - 1), "rounds in order: " + starts);
        r.seek(starts.get(2));
        assertEquals(2, replay.round(), "the start of round 2 is in round 2");

        // to the end: the same game as the one saved, with its scores; the log in step with it
        int stepsBack = 0;
        r.seek(r.length() - 3);
        view.resync();
        while (view.stepReplay() != null) stepsBack++;
        assertEquals(3, stepsBack);
        assertEquals(r.length(), r.position());
        assertEquals(original.state().sha256(), replay.state().sha256(), "the replay ends where the game ended");
        assertArrayEquals(original.scores().totals(), replay.scores().totals());
        assertTrue(replay.isOver());
        assertEquals(played.log().size(), view.log().size(), "the same log lines as the game had");
        assertNull(r.problem());
        replay.close();
        played.table.close();
    }

    @Test
    void theCourseOfAGameEndsWithItsScoresAndFollowsTheEnergy() {
        RuleSet rules = EngineFixture.rules(2, "base");
        Session s = EngineFixture.session(rules, 77);
        savedGame(s, 3);
        Game g = s.table.localGame();
        GameHistory h = GameHistory.replay(rules, g.seed(), new ArrayList<>(g.actionSeats()), new ArrayList<>(g.actions()),
                GameHistory.lines(rules, ClientModules.installed()));
        assertEquals(GameHistory.POINTS, h.series().get(0).labelKey());
        assertEquals("client.chart.energy", h.series().get(1).labelKey(), "Module 1 charts the energy");
        List<int[]> points = h.series().get(0).perRound();
        assertArrayEquals(g.scores().totals(), points.get(points.size() - 1), "the last points are the final scores");
        List<int[]> energy = h.series().get(1).perRound();
        var base = rules.service(io.fogisles.base.BaseGame.class);
        assertArrayEquals(new int[] {g.state().get(base.state.energy, 0), g.state().get(base.state.energy, 1)}, energy.get(energy.size() - 1),
                "the last energies are the final ones");
        assertEquals(points.size(), energy.size());
        assertTrue(points.size() >= g.round(), "a value after every round: " + points.size() + " for " + g.round() + " rounds");
        s.table.close();
    }

    @Test
    void botsDoNotMoveWhileTheGameIsHeld() throws Exception {
        RuleSet rules = EngineFixture.rules(2, "base");
        Game game = rules.newGame(12, true);
        UiText text = new UiText(rules.modules().ordered());
        List<SeatInfo> seats = List.of(new SeatInfo(0, SeatSetup.PlayerColour.RED, SeatSetup.PlayerSymbol.CIRCLE, "greedy"),
                new SeatInfo(1, SeatSetup.PlayerColour.BLUE, SeatSetup.PlayerSymbol.STAR, "greedy"));
        GameSetup setup = new GameSetup(List.of(), rules.modules().ids(), Map.of(), List.of(), 12, true);
        Session s = new Session(new HotSeatTable(game), setup, seats, text, ClientModules.installed());
        int moved = 0;
        for (int i = 0; i < 200 && moved < 5; i++) { // let the bots play a few moves
            if (s.advance(true) != null) moved++;
            else Thread.sleep(5);
        }
        assertEquals(5, moved, "the bots play when the game runs");
        // a menu opens while a bot thinks: it may decide, but its move waits until the game goes on
        s.advance(true);
        String held = game.state().sha256();
        for (int i = 0; i < 100; i++) {
            assertNull(s.advance(false), "no move while the game is held");
            Thread.sleep(5);
        }
        assertEquals(held, game.state().sha256(), "nothing changed behind the menu");
        GameTable.Move next = null;
        for (int i = 0; i < 400 && next == null; i++) {
            next = s.advance(true);
            if (next == null) Thread.sleep(5);
        }
        assertNotNull(next, "the menu closed: the bot's move comes");
        s.table.close();
    }

    @Test
    void largerUiScalesAreOfferedOnlyWhereEveryScreenFits() {
        assertEquals(List.of(0.75f, 1f), Settings.scalesFor(Settings.MIN_WINDOW_WIDTH, Settings.MIN_WINDOW_HEIGHT), "the smallest window");
        assertEquals(List.of(0.75f, 1f, 1.25f), Settings.scalesFor(1280, 800));
        assertEquals(List.of(0.75f, 1f, 1.25f, 1.5f, 1.75f, 2f), Settings.scalesFor(2560, 1440));
        Settings s = new Settings();
        s.uiScale = 2f;
        assertEquals(1.25f, s.scaleIn(1280, 800), "a chosen scale too large for the window: the largest that fits");
        assertEquals(2f, s.scaleIn(2560, 1440));
    }
}
