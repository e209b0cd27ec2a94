package io.fogisles.balmy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.score.ScoreSheet;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The last-placed balloon (M14, M2.5) and the end of the race (M15). */
class BalmyEndTest {

    /** Plays every pending decision with its first option until the round changes. */
    static void finishRound(Scenario s) {
        int round = s.game.round();
        for (int guard = 0; guard < 500 && s.game.round() == round && !s.game.isOver(); guard++) s.submit(s.legal().get(0));
    }

    /** Balloon 0 (at lane 3, field 46, medium) flies home in its turn over a quadrant-4 card of at least 2 fields. */
    static void flyHome(Scenario s) {
        s.at(0, 3, 46).altitude(0, Altitude.MEDIUM);
        s.quadrant(3, s.quadrantCard(c -> s.g.decks.flight(c, 3, Altitude.MEDIUM) >= 2));
        int dash = s.windMoving(Altitude.MEDIUM, 0);
        s.hand(0, dash).playOwn(dash);
        while (!"balmy-balloonists:altitude".equals(s.pendingId())) s.submit(s.legal().get(0));
        s.setAltitude(Altitude.MEDIUM);
    }

    @Test
    @DisplayName("M14.1 the last-placed balloon is the one in the race with the most fields to go, counted along its own lane")
    void lastPlaced() {
        Scenario s = Scenario.start(4).plain();
        s.at(0, 1, 12).at(1, 5, 40).at(2, 3, 20).at(3, 4, 30); // 12, 32, 28 and 30 fields to go
        assertEquals(1, s.g.lastPlaced(s.game.state()));
        s.trough(1, 60); // in the trough: counted from the field it left, 12 to go
        assertEquals(3, s.g.lastPlaced(s.game.state()));
    }

    @Test
    @DisplayName("M14.2 / MD12 among tied balloons: one in the trough first, then a grounded one, then the lower altitude, then the later in the round")
    void ties() {
        Scenario s = Scenario.start(4).plain();
        s.at(0, 4, 30).altitude(0, Altitude.HIGH).trough(1, 42).altitude(1, Altitude.MEDIUM).at(2, 3, 18).at(3, 4, 30).altitude(3, Altitude.LOW); // 30 to go each
        assertEquals(1, s.g.lastPlaced(s.game.state()), "the trough");
        s.at(1, 5, 42);
        assertEquals(2, s.g.lastPlaced(s.game.state()), "grounded");
        s.altitude(2, Altitude.LOW);
        assertEquals(3, s.g.lastPlaced(s.game.state()), "balloons 2 and 3 both low: 3 moves later in the round");
        s.altitude(3, Altitude.MEDIUM);
        assertEquals(2, s.g.lastPlaced(s.game.state()), "the lower altitude");
    }

    @Test
    @DisplayName("M2.5 / M14.3 at the end of every round the last-placed balloon's player draws an advantage card for it")
    void roundEndDraw() {
        Scenario s = Scenario.start(4).plain();
        s.at(0, 3, 10).at(1, 3, 10).at(3, 3, 10); // balloon 2 stays on field 0: last
        finishRound(s);
        assertEquals(1, s.events("balmy-balloonists:last-placed").size());
        assertEquals(2, s.events("balmy-balloonists:last-placed").get(0).intValue("balloon", -1));
        assertEquals(1, s.advantagesOf(2).length + s.permitsOf(2).length);
        for (int b : new int[] {0, 1, 3}) assertEquals(0, s.advantagesOf(b).length + s.permitsOf(b).length);
    }

    @Test
    @DisplayName("M14.3 an empty advantage pile is refilled from its discard pile; when both are empty nothing is drawn")
    void roundEndEmpty() {
        Scenario s = Scenario.start(4).plain();
        s.at(0, 3, 10).at(1, 3, 10).at(3, 3, 10);
        s.advantageNext();
        assertEquals(0, s.size(s.bs.advantageDeck.global()));
        finishRound(s);
        assertEquals(1, s.advantagesOf(2).length + s.permitsOf(2).length, "drawn from the refilled pile");

        Scenario none = Scenario.start(4).plain();
        none.at(0, 3, 10).at(1, 3, 10).at(3, 3, 10);
        int[] all = new int[none.g.decks.advantage];
        for (int i = 0; i < all.length; i++) all[i] = none.g.decks.firstAdvantage + i;
        none.advantages(1, all);
        finishRound(none);
        assertEquals(0, none.advantagesOf(2).length + none.permitsOf(2).length);
        assertEquals(none.g.decks.advantage, none.advantagesOf(1).length + none.permitsOf(1).length
                + none.size(none.bs.advantageDiscard.global()), "no card was made up");
    }

    @Test
    @DisplayName("M15.1 a balloon home leaves the race: its hand, its cards in front and its advantage cards are discarded and the figure on it moves on")
    void homeLeaves() {
        Scenario s = Scenario.start(2).plain();
        s.advantages(0, s.advantage("favourable-winds")).played(0, s.windMoving(Altitude.LOW, 1)).rose(0, 1);
        flyHome(s);
        assertEquals(BalmyState.HOME, s.status(0));
        assertEquals(0, s.handOf(0).length + s.playedOf(0).length + s.advantagesOf(0).length + s.permitsOf(0).length);
        assertEquals(2, s.figure(0), "from balloon 0 past 1 (the other figure) to 2");
        assertFalse(s.game.isOver());
    }

    @Test
    @DisplayName("M15.2 the first player whose balloons are all home wins and the game ends at once")
    void firstHomeWins() {
        Scenario s = Scenario.start(4).plain();
        flyHome(s);
        assertTrue(s.game.isOver());
        assertEquals(BalmyGame.END_HOME, s.game.endReason());
        assertEquals(0, s.game.state().get(s.bs.winner));

        Scenario two = Scenario.start(2).plain();
        two.ctx.set(two.bs.status, 0, 2, BalmyState.HOME); // seat 0's second balloon is home already
        two.hand(2).played(2).advantages(2);
        flyHome(two);
        assertTrue(two.game.isOver());
        assertEquals(0, two.game.state().get(two.bs.winner));
    }

    @Test
    @DisplayName("M15.3 / MD21 a player with a balloon out of the race can no longer win; when only one player can, that player wins")
    void outOfRace() {
        Scenario s = Scenario.start(2).plain(); // seat 1 flies balloons 1 and 3
        s.at(1, 3, 9).altitude(1, Altitude.HIGH).chips(1, 0, 6, 0);
        s.quadrantNext(s.weatherCard(Decks.RISE, 2));
        int symbol = s.wind(null, null, null, Decks.BAD_LUCK);
        s.hand(0).played(0, symbol).rose(1, 3).badLuckNext(s.badLuck("bad-weather"));
        s.playOn(symbol, 1, "bad-luck");
        assertEquals(BalmyState.OUT, s.status(1));
        assertTrue(s.game.isOver());
        assertEquals(BalmyGame.END_LAST, s.game.endReason());
        assertEquals(0, s.game.state().get(s.bs.winner));

        Scenario three = Scenario.start(3).plain();
        three.at(1, 3, 9).altitude(1, Altitude.HIGH).chips(1, 0, 6, 0);
        three.quadrantNext(three.weatherCard(Decks.RISE, 2));
        int sym3 = three.wind(null, null, null, Decks.BAD_LUCK);
        three.hand(0).played(0, sym3).rose(1, 2).badLuckNext(three.badLuck("bad-weather"));
        three.playOn(sym3, 1, "bad-luck");
        assertFalse(three.game.isOver(), "two players can still win");
        assertFalse(three.g.canWin(three.game.state(), 1));
        assertEquals(BalmyState.RACING, three.status(4), "seat 1's other balloon flies on");
    }

    @Test
    @DisplayName("M15.4 / MD21 the score sheet: 100 for the winner, and for every player the share of the course their balloons have flown")
    void scoreSheet() {
        Scenario s = Scenario.start(4).plain();
        s.at(1, 3, 24).at(2, 5, 18);
        flyHome(s);
        ScoreSheet sheet = s.game.scores();
        assertEquals(List.of(100, 0, 0, 0), List.of(0, 1, 2, 3).stream().map(p -> sheet.points("balmy-balloonists:winner", p)).toList());
        assertEquals(List.of(100, 50, 25, 0), List.of(0, 1, 2, 3).stream().map(p -> sheet.points("balmy-balloonists:course", p)).toList());
        assertEquals(List.of(0), sheet.winners());
    }
}
