package io.fogisles.piratebay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.state.GameState;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Setup (P1) and what the start leaves: the draw pile, the hands, the start card, the first start player. */
class PirateSetupTest {

    @Test
    @DisplayName("P1.1 / PD1 the 54 island cards are shuffled into the draw pile (the deal takes random cards); the start card is never in it")
    void drawPile() {
        Scenario s = Scenario.start(3);
        GameState st = s.game.state();
        int start = s.g.cards.start();
        assertEquals(55, s.g.cards.size(), "54 island cards and the start card");
        assertEquals(54 - 3 * 4, st.size(s.ps.deck.global()));
        assertTrue(st.zoneOf(start) != s.ps.deck.global());
        Set<String> hands = new HashSet<>();
        for (long seed = 1; seed <= 5; seed++) hands.add(java.util.Arrays.toString(Scenario.start(Scenario.rules(3, "easy"), seed).hand(0)));
        assertTrue(hands.size() > 1, "different seeds deal different hands: " + hands);
    }

    @Test
    @DisplayName("P1.2 / PD2 / PD6 each player gets 4 figures and 4 cards; a hand is secret (another seat's view hides the cards), its size public")
    void handsAndFigures() {
        Scenario s = Scenario.start(4);
        GameState st = s.game.state();
        for (int seat = 0; seat < 4; seat++) {
            assertEquals(4, s.hand(seat).length);
            assertEquals(4, s.g.supply(st, seat), "four figures in the supply");
        }
        GameState view = io.fogisles.kernel.view.SeatView.of(st, 1).toState(s.game.rules().layout());
        int zone = s.ps.hand.of(0);
        assertEquals(4, view.size(zone), "the size is public");
        for (int i = 0; i < 4; i++) assertEquals(GameState.HIDDEN, view.piece(zone, i), "seat 1 does not see seat 0's cards");
        GameState own = io.fogisles.kernel.view.SeatView.of(st, 0).toState(s.game.rules().layout());
        assertEquals(Set.of(s.hand(0)[0], s.hand(0)[1], s.hand(0)[2], s.hand(0)[3]),
                Set.of(own.piece(zone, 0), own.piece(zone, 1), own.piece(zone, 2), own.piece(zone, 3)), "seat 0 sees its own");
    }

    @Test
    @DisplayName("P1.3 / P2.1 the start card lies alone in the middle (0,0) when round 1 begins")
    void startCard() {
        Scenario s = Scenario.start(2);
        assertEquals(1, s.game.state().size(s.ps.table.global()));
        assertEquals(s.g.cards.start(), s.at(0, 0));
        assertEquals(1, s.game.round());
    }

    @Test
    @DisplayName("P1.4 / PD7 the first start player is the seat chosen at setup (option firstStartPlayer, a player number) or random from the seed")
    void firstStartPlayer() {
        for (int player = 1; player <= 3; player++) {
            RuleSet rules = Fixtures.rules(ModuleSelection.of(PirateRules.MODULE).withOption(PirateRules.MODULE, "firstStartPlayer", String.valueOf(player)), 3);
            Game game = rules.newGame(9, true);
            assertEquals(player - 1, game.pendingSeat());
            assertEquals("pirate-bay:choose", game.pending().id());
        }
        Set<Integer> starters = new HashSet<>();
        RuleSet random = Fixtures.rules(3);
        for (long seed = 1; seed <= 30; seed++) starters.add(random.newGame(seed, true).pendingSeat());
        assertEquals(Set.of(0, 1, 2), starters, "random: every seat starts some game");
        assertEquals(random.newGame(17, true).pendingSeat(), random.newGame(17, true).pendingSeat(), "the same seed, the same start player");
    }

    @Test
    @DisplayName("P1.4 a first start player beyond the players is refused with a clear error, before any game starts")
    void firstStartPlayerOutOfRange() {
        ModuleSelection five = ModuleSelection.of(PirateRules.MODULE).withOption(PirateRules.MODULE, "firstStartPlayer", "5");
        Exception e = assertThrows(Exception.class, () -> Fixtures.factory().create(new io.fogisles.kernel.game.GameConfig(five, 3)));
        Throwable c = e;
        while (!(c instanceof ModuleException) && c.getCause() != null) c = c.getCause();
        assertTrue(c.getMessage().contains("firstStartPlayer=5") && c.getMessage().contains("from 1 to 3"), c.getMessage());
    }

    @Test
    @DisplayName("PD2 the game is for 2–6 players: a table of 1 or 7 is refused, naming the game and its range")
    void twoToSixPlayers() {
        for (int seats : new int[] {1, 7}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> Fixtures.factory().create(new io.fogisles.kernel.game.GameConfig(new ModuleSelection(java.util.List.of("pirate-bay"), null), seats)));
            assertEquals("Pirate Bay is for 2–6 players, not " + seats, e.getMessage());
        }
        for (int seats = 2; seats <= 6; seats++) assertEquals(seats, Fixtures.rules(seats).seats());
    }
}
