package io.fogisles.balmy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.view.SeatView;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Setup (M1), the balloons per player (M16.1), the round's order (M2.1) and the decisions behind them. */
class BalmySetupTest {

    @Test
    @DisplayName("M1.1 / M16.1 / MD2 two balloons per player with 2 or 3 players, one with 4 to 6; balloon b is seat b % players', each with its own hand")
    void balloonsPerPlayer() {
        int[][] expected = {{2, 4}, {3, 6}, {4, 4}, {5, 5}, {6, 6}};
        for (int[] e : expected) assertEquals(e[1], Scenario.rules(e[0]).service(BalmyRules.class).balloons, e[0] + " players");
        Scenario s = Scenario.start(3);
        assertEquals(2, s.g.rules.perSeat);
        for (int b = 0; b < 6; b++) assertEquals(b % 3, s.g.owner(b));
        assertNotEquals(s.g.hand(0), s.g.hand(3), "seat 0's two balloons have hands of their own");
        assertEquals(3, s.handOf(0).length);
        assertEquals(3, s.handOf(3).length);
    }

    @Test
    @DisplayName("M1.2 the four decks are shuffled face down: every card starts in its pile or dealt, nobody sees a pile, and seeds deal differently")
    void pilesShuffled() {
        Scenario s = Scenario.start(4);
        GameState st = s.game.state();
        Decks d = s.g.decks;
        assertEquals(54 - 4 * 3, st.size(s.bs.windDeck.global()));
        assertEquals(24 - 4, st.size(s.bs.quadrantDeck.global()));
        assertEquals(26, st.size(s.bs.badLuckDeck.global()));
        assertEquals(20 - 4, st.size(s.bs.advantageDeck.global()));
        for (int c = d.firstBadLuck; c < d.firstAdvantage; c++) assertEquals(s.bs.badLuckDeck.global(), st.zoneOf(c));
        GameState view = SeatView.of(st, 0).toState(s.game.rules().layout());
        int pile = s.bs.windDeck.global();
        assertEquals(st.size(pile), view.size(pile), "the pile's size is public");
        int windBack = GameState.hidden(s.game.rules().layout().deckOf(st.piece(pile, 0)));
        for (int i = 0; i < view.size(pile); i++) assertEquals(windBack, view.piece(pile, i), "nobody sees the pile's cards, only their backs");
        Set<Integer> backs = new HashSet<>(Set.of(windBack));
        for (int z : new int[] {s.bs.quadrantDeck.global(), s.bs.badLuckDeck.global(), s.bs.advantageDeck.global()}) {
            for (int i = 0; i < view.size(z); i++) assertEquals(view.piece(z, 0), view.piece(z, i), "one back per pile, permits too");
            assertTrue(GameState.isHidden(view.piece(z, 0)) && backs.add(view.piece(z, 0)), "each of the four piles shows its own back");
        }
        Set<String> hands = new HashSet<>();
        for (long seed = 1; seed <= 5; seed++) hands.add(java.util.Arrays.toString(Scenario.start(Scenario.rules(4), seed).handOf(0)));
        assertTrue(hands.size() > 1, "different seeds deal different hands: " + hands);
    }

    @Test
    @DisplayName("M1.3 one quadrant card lies face up on each of the four quadrants")
    void quadrantCards() {
        Scenario s = Scenario.start(2);
        for (int q = 0; q < 4; q++) {
            assertEquals(1, s.size(s.g.quadrantZone(q)));
            assertTrue(s.g.decks.isQuadrant(s.currentQuadrant(q)));
        }
        GameState view = SeatView.of(s.game.state(), 1).toState(s.game.rules().layout());
        assertEquals(s.currentQuadrant(2), view.piece(s.g.quadrantZone(2), 0), "face up: every seat sees it");
    }

    @Test
    @DisplayName("M1.4 / MD8 / MD9 every balloon starts grounded on field 0 of lane 3 with 6 gas, 6 ballast and 6 fuel")
    void startField() {
        Scenario s = Scenario.start(5);
        for (int b = 0; b < 5; b++) {
            assertEquals(3, s.lane(b));
            assertEquals(0, s.field(b));
            assertEquals(Altitude.GROUNDED, s.alt(b));
            assertEquals(List.of(6, 6, 6), List.of(s.gas(b), s.ballast(b), s.fuel(b)));
            assertEquals(BalmyState.RACING, s.status(b));
        }
    }

    @Test
    @DisplayName("M1.5 / MD10 every balloon gets 3 local wind cards and 1 advantage card (a permit face up, any other in hand); another seat sees the hand's size, not its cards")
    void handsDealt() {
        Scenario s = Scenario.start(6);
        GameState st = s.game.state();
        for (int b = 0; b < 6; b++) {
            assertEquals(3, s.handOf(b).length);
            for (int c : s.handOf(b)) assertTrue(s.g.decks.isWind(c));
            assertEquals(1, s.advantagesOf(b).length + s.permitsOf(b).length);
            for (int c : s.permitsOf(b)) assertEquals(Decks.PERMIT, s.g.decks.advantageKind(c));
            for (int c : s.advantagesOf(b)) assertNotEquals(Decks.PERMIT, s.g.decks.advantageKind(c));
        }
        GameState view = SeatView.of(st, 1).toState(s.game.rules().layout());
        int hand = s.g.hand(0);
        assertEquals(3, view.size(hand));
        for (int i = 0; i < 3; i++) assertEquals(GameState.hidden(s.game.rules().layout().deckOf(s.handOf(0)[i])), view.piece(hand, i), "a local wind card's back");
        GameState own = SeatView.of(st, 0).toState(s.game.rules().layout());
        assertEquals(s.handOf(0)[0], own.piece(hand, 0), "its own player sees it");
    }

    @Test
    @DisplayName("M1.6 / MD3 the two silver figures stand on two different balloons drawn from the game's seed")
    void figures() {
        Set<String> seen = new HashSet<>();
        for (long seed = 1; seed <= 20; seed++) {
            Scenario s = Scenario.start(Scenario.rules(4), seed);
            assertNotEquals(s.figure(0), s.figure(1));
            seen.add(s.figure(0) + "," + s.figure(1));
        }
        assertTrue(seen.size() > 3, "the figures start on different balloons in different games: " + seen);
    }

    @Test
    @DisplayName("M1.7 / MD11 the first player is the one chosen at setup (option firstPlayer) or random from the seed")
    void firstPlayer() {
        for (int player = 1; player <= 4; player++) {
            RuleSet rules = Fixtures.rules(ModuleSelection.of(BalmyRules.MODULE).withOption(BalmyRules.MODULE, "firstPlayer", String.valueOf(player)), 4);
            Game game = rules.newGame(3, true);
            assertEquals(player - 1, game.pendingSeat());
        }
        Set<Integer> starters = new HashSet<>();
        RuleSet random = Fixtures.rules(4);
        for (long seed = 1; seed <= 40; seed++) starters.add(random.newGame(seed, true).pendingSeat());
        assertEquals(Set.of(0, 1, 2, 3), starters, "random: every seat begins some game");
        assertEquals(random.newGame(17, true).pendingSeat(), random.newGame(17, true).pendingSeat(), "the same seed, the same first player");
    }

    @Test
    @DisplayName("M1.7 a first player beyond the players is refused with a clear error, before any game starts")
    void firstPlayerOutOfRange() {
        ModuleSelection five = ModuleSelection.of(BalmyRules.MODULE).withOption(BalmyRules.MODULE, "firstPlayer", "5");
        Exception e = assertThrows(Exception.class, () -> Fixtures.factory().create(new GameConfig(five, 3)));
        Throwable c = e;
        while (!(c instanceof ModuleException) && c.getCause() != null) c = c.getCause();
        assertTrue(c.getMessage().contains("firstPlayer=5") && c.getMessage().contains("from 1 to 3"), c.getMessage());
    }

    @Test
    @DisplayName("M2.1 / MD11 a round is a turn of every balloon: the first balloons clockwise from the first player, then the second balloons in the same order")
    void roundOrder() {
        RuleSet rules = Fixtures.rules(ModuleSelection.of(BalmyRules.MODULE).withOption(BalmyRules.MODULE, "firstPlayer", "2"), 3);
        Game game = rules.newGame(5, true);
        BalmyGame g = rules.service(BalmyGame.class);
        List<Integer> order = new ArrayList<>();
        int round = game.round();
        int guard = 0;
        while (game.round() == round && guard++ < 200) {
            int b = game.state().get(g.state.current);
            if (order.isEmpty() || order.get(order.size() - 1) != b) order.add(b);
            game.submit(game.pendingSeat(), game.legalActions().get(0));
        }
        assertEquals(List.of(1, 2, 0, 4, 5, 3), order, "seat 1 first; balloons 3-5 are the second balloons of seats 0-2");
        assertEquals(round + 1, game.round());
    }
}
