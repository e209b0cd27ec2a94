package io.fogisles.kernel.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.bot.BotRegistry;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.event.KernelEvents;
import io.fogisles.kernel.persist.SaveGame;
import io.fogisles.kernel.sim.Simulation;
import io.fogisles.kernel.state.Change;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.toy.BidsPlugin;
import io.fogisles.kernel.toy.BidsPlugin.Bid;
import io.fogisles.kernel.toy.BidsPlugin.Bonus;
import io.fogisles.kernel.view.SeenChange;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A decision asked of several seats at once ({@code SimultaneousDecision}), with the sealed-bids toy game: the
 * seats answer in any order, nobody sees another's answer before all are in (views, seen changes, bots' copies),
 * the reveal applies them in seat order, a second answer is refused, saves and replays keep the order the answers
 * came in, and undo stops at the reveal.
 */
class SimultaneousDecisionTest {
    private final RuleSet rules = BidsPlugin.rules(3);
    private final BidsPlugin.BidsState s = rules.service(BidsPlugin.BidsState.class);

    private static void accept(Game g, int seat, Action a) {
        Outcome o = g.submit(seat, a);
        assertTrue(o.accepted(), () -> "seat " + seat + " " + a + ": " + o);
    }

    @Test
    @DisplayName("every seat is asked at once and may answer in any order; pendingSeat is the lowest still to answer")
    void anyOrder() {
        try (Game g = rules.newGame(1, true)) {
            PendingDecision p = g.pending();
            assertTrue(p.simultaneous());
            assertEquals(List.of(0, 1, 2), p.waiting());
            assertTrue(g.asks(0) && g.asks(1) && g.asks(2));
            assertEquals(List.of(new Bid(0), new Bid(1), new Bid(2), new Bid(3)), g.legalActionsFor(2));
            accept(g, 2, new Bid(3));
            assertEquals(List.of(0, 1), g.pending().waiting());
            assertEquals(0, g.pendingSeat());
            assertFalse(g.asks(2));
            assertTrue(g.answered(2));
            assertEquals(List.of(), g.legalActionsFor(2), "a seat that answered has nothing more to answer");
            accept(g, 1, new Bid(1));
            assertEquals(-1, g.state().get(s.revealed, 2), "nothing is applied before the last answer");
            assertEquals(6, g.state().get(s.purse, 2));
            accept(g, 0, new Bid(1));
            // revealed: 1, 1 and 3: seat 2's 3 is the highest unique bid and wins round 1; it now chooses its bonus
            assertEquals(List.of(1, 1, 3), List.of(g.state().get(s.revealed, 0), g.state().get(s.revealed, 1), g.state().get(s.revealed, 2)));
            assertEquals(List.of(5, 5, 3), List.of(g.state().get(s.purse, 0), g.state().get(s.purse, 1), g.state().get(s.purse, 2)));
            assertFalse(g.pending().simultaneous());
            assertEquals(2, g.pendingSeat());
            assertEquals(List.of(2), g.pending().waiting());
        }
    }

    @Test
    @DisplayName("a second answer, an answer of a seat not asked and an answer after the reveal are refused; nothing changes")
    void secondAnswerRefused() {
        try (Game g = rules.newGame(2, true)) {
            accept(g, 1, new Bid(2));
            String before = g.state().sha256();
            Outcome.Rejected twice = assertInstanceOf(Outcome.Rejected.class, g.submit(1, new Bid(0)));
            assertEquals("kernel.already-answered", twice.rejection().code());
            assertEquals(before, g.state().sha256());
            accept(g, 0, new Bid(0));
            accept(g, 2, new Bid(1));
            String after = g.state().sha256();
            Outcome.Rejected late = assertInstanceOf(Outcome.Rejected.class, g.submit(0, new Bid(3)));
            assertEquals("kernel.not-your-turn", late.rejection().code(), "after the reveal it is seat 1's bonus");
            Outcome.Rejected wrongKind = assertInstanceOf(Outcome.Rejected.class, g.submit(1, new Bid(3)));
            assertEquals("kernel.wrong-action", wrongKind.rejection().code());
            assertEquals(after, g.state().sha256());
        }
    }

    @Test
    @DisplayName("before the reveal no other seat sees an answer: views, the changes each seat is shown, a spectator")
    void secretUntilRevealed() {
        try (Game g = rules.newGame(3, true)) {
            int mark = g.journal().mark();
            accept(g, 1, new Bid(3));
            KernelState k = rules.kernel();
            assertEquals(3, g.state().viewFor(1).get(k.secretAnswer, 1), "its own answer");
            for (int viewer : new int[] {0, 2, -1}) {
                GameState v = g.state().viewFor(viewer);
                assertEquals(0, v.get(k.secretAnswer, 1), "seat " + viewer + " sees no answer of seat 1");
                assertEquals(0b101, v.get(k.secretOpen), "but it sees who has answered");
                List<SeenChange> seen = SeenChange.of(g.journal().since(mark), viewer, rules.layout());
                for (SeenChange c : seen)
                    if (c instanceof SeenChange.ValueSet vs) assertNotEquals(k.secretAnswer.id(), vs.var(), "seat " + viewer + " was shown " + vs);
                assertTrue(seen.stream().anyMatch(c -> c instanceof SeenChange.EventRaised e && e.event().type().equals(KernelEvents.CHOICE_MADE) && e.event().seat() == 1));
            }
            mark = g.journal().mark();
            accept(g, 0, new Bid(2));
            accept(g, 2, new Bid(2));
            List<String> types = g.journal().since(mark).stream().filter(c -> c instanceof Change.Event).map(c -> ((Change.Event) c).event().type()).toList();
            int revealed = types.indexOf(KernelEvents.CHOICES_REVEALED);
            assertTrue(revealed >= 0 && types.indexOf("bids:revealed") > revealed, "the bids are told after the reveal: " + types);
            assertEquals(0, g.state().get(k.secretAnswer, 1), "nothing secret is left behind");
        }
    }

    @Test
    @DisplayName("the reveal applies the answers in seat order, whatever order they came in: the same bids give the same game")
    void orderOfAnswersDoesNotMatter() {
        List<int[]> orders = List.of(new int[] {0, 1, 2}, new int[] {2, 1, 0}, new int[] {1, 2, 0});
        Set<String> states = new HashSet<>();
        Set<List<String>> eventOrders = new HashSet<>();
        for (int[] order : orders) {
            try (Game g = rules.newGame(4, true)) {
                int mark = g.journal().mark();
                int[] bid = {2, 0, 2};
                for (int seat : order) accept(g, seat, new Bid(bid[seat]));
                states.add(g.state().sha256());
                eventOrders.add(g.journal().since(mark).stream().filter(c -> c instanceof Change.Event e && e.event().type().equals("bids:revealed"))
                        .map(c -> String.valueOf(((Change.Event) c).event().seat())).toList());
            }
        }
        assertEquals(1, states.size());
        assertEquals(Set.of(List.of("0", "1", "2")), eventOrders);
    }

    @Test
    @DisplayName("undo takes back a seat's answer while it is the last action, never once the answers are revealed")
    void undoStopsAtTheReveal() {
        try (Game g = rules.newGame(5, true)) {
            String start = g.state().sha256();
            accept(g, 0, new Bid(3));
            assertTrue(g.canUndo(0));
            assertTrue(g.undo(0));
            assertEquals(start, g.state().sha256());
            assertTrue(g.asks(0), "asked again");
            accept(g, 0, new Bid(1));
            accept(g, 1, new Bid(2));
            assertFalse(g.canUndo(0), "not its action last");
            accept(g, 2, new Bid(0));
            assertFalse(g.canUndo(2), "the last answer revealed them all");
        }
    }

    @Test
    @DisplayName("a save keeps the answers in the order they came; it reads back to the same game and replays step by step")
    void savedAndReplayed(@TempDir Path dir) throws Exception {
        Game g = rules.newGame(6, true);
        accept(g, 2, new Bid(1));
        accept(g, 0, new Bid(3));
        accept(g, 1, new Bid(3));
        accept(g, 2, new Bonus(2)); // seat 2's bid of 1 was the only unique one
        accept(g, 1, new Bid(0));
        Path f = dir.resolve("bids.json");
        List<SaveGame.Seat> seats = List.of(new SaveGame.Seat("Ann", null), new SaveGame.Seat("Bo", null), new SaveGame.Seat("Cy", null));
        SaveGame.write(f, g, seats, "test");
        SaveGame.Loaded l = SaveGame.read(f, BidsPlugin.factory(), true);
        assertEquals(g.state().sha256(), l.game().state().sha256());
        assertEquals(List.of(2, 0, 1, 2, 1), l.game().actionSeats());
        assertTrue(l.game().answered(1) && l.game().asks(0) && l.game().asks(2));
        SaveGame.Parsed p = SaveGame.parse(f, BidsPlugin.factory());
        try (Game replay = p.newGame()) {
            for (SaveGame.Step step : p.steps()) assertEquals(null, SaveGame.apply(p, replay, step), "step " + step.index());
            assertEquals(g.state().sha256(), replay.state().sha256());
        }
        g.close();
    }

    @Test
    @DisplayName("a bot's copy does not know the answers other seats gave: it guesses them from their legal options")
    void searchCopiesGuess() {
        try (Game g = rules.newGame(7, true)) {
            accept(g, 0, new Bid(3));
            KernelState k = rules.kernel();
            Set<Integer> guesses = new HashSet<>();
            for (long seed = 0; seed < 40; seed++) {
                Game copy = g.copyForSearch(1, seed);
                assertEquals(1, copy.pendingSeat(), "the copy asks the bot's seat");
                int guess = copy.state().get(k.secretAnswer, 0);
                assertTrue(guess >= 0 && guess <= 3);
                guesses.add(guess);
            }
            assertTrue(guesses.size() >= 3, "the guesses vary with the copy's seed, never just the real 3: " + guesses);
            // seat 2 (not the lowest still to answer) thinks: its copy guesses seat 0's answer and seat 1's, and waits for seat 2 alone
            Game fromView = rules.gameFromView(g.state().viewFor(2), 2, 9);
            assertTrue(fromView.answered(0) && fromView.answered(1));
            assertEquals(List.of(2), fromView.pending().waiting());
            int guessed0 = fromView.state().get(k.secretAnswer, 0), guessed1 = fromView.state().get(k.secretAnswer, 1);
            assertTrue(guessed0 >= 0 && guessed0 <= 3 && guessed1 >= 0 && guessed1 <= 3);
            fromView.applyCode(0);
            assertEquals(List.of(guessed0, guessed1, 0), List.of(fromView.state().get(s.revealed, 0), fromView.state().get(s.revealed, 1),
                    fromView.state().get(s.revealed, 2)), "its answer reveals the guesses, as the real game would reveal the answers");
            io.fogisles.kernel.util.IntList options = new io.fogisles.kernel.util.IntList();
            g.legalCodesFor(2, options);
            io.fogisles.kernel.bot.BotTurn turn = new io.fogisles.kernel.bot.BotTurn(g, 2, options, new io.fogisles.kernel.random.Rng(3));
            assertEquals(2, turn.seat());
            assertEquals(2, turn.view().pendingSeat(), "a bot turn of a seat asked at once searches from that seat");
            int choice = BotRegistry.of(rules).create("greedy", rules).choose(turn);
            accept(g, 2, g.decodeFor(2, choice));
        }
    }

    @Test
    @DisplayName("every kernel bot level plays whole games of simultaneous decisions")
    void botsPlay() throws InterruptedException {
        BotRegistry bots = BotRegistry.of(rules);
        for (List<String> seating : List.of(List.of("random", "greedy", "strong"), List.of("expert:50playouts", "random", "greedy"))) {
            for (Simulation.GameRecord r : new Simulation(rules, bots).run(11, 6, seating, true, 1, null)) {
                assertEquals("bids:done", r.endReason());
                assertEquals(BidsPlugin.ROUNDS, r.rounds());
            }
        }
    }

    @Test
    @DisplayName("events of the kernel's simultaneous decisions: who chose (public), then the reveal")
    void kernelEventsDeclared() {
        assertTrue(KernelEvents.ALL.contains(KernelEvents.CHOICE_MADE) && KernelEvents.ALL.contains(KernelEvents.CHOICES_REVEALED));
        GameEvent e = GameEvent.of(KernelEvents.CHOICE_MADE, 1, "decision", "bids:bid");
        assertTrue(e.visibleTo(0) && e.visibleTo(-1));
    }
}
