package io.fogisles.balmy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.action.Action;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Playing a card (M3), what a local wind card does (M4), the polar high and the trough (M5), a player's own balloons (M16.2). */
class BalmyCardTest {

    /** Four players, one balloon each, nothing in front and no advantage cards; balloon 0's card is pending. */
    static Scenario four() {
        return Scenario.start(4).plain();
    }

    /** The balloons a legal play of the pending card decision targets, from the hand (own) or from the front. */
    static Set<Integer> targets(Scenario s) {
        Set<Integer> out = new HashSet<>();
        for (Action a : s.legal()) if (a instanceof BalmyAction.Play p) out.add(p.onto());
        return out;
    }

    @Test
    @DisplayName("M3.1 option A: a card from the hand is played on the own balloon and stays in front of it after the turn")
    void optionA() {
        Scenario s = four();
        int c = s.windMoving(Altitude.LOW, 0);
        s.hand(0, c).playOwn(c);
        assertEquals(s.g.played(0), s.game.state().zoneOf(c), "the card lies in front of balloon 0");
        while (s.current() == 0) s.submit(s.legal().get(0));
        assertEquals(s.g.played(0), s.game.state().zoneOf(c), "still there after the turn");
    }

    @Test
    @DisplayName("M3.2 option A is closed with three cards in front of the balloon, and in the turn after communication problems or a fire")
    void optionAClosed() {
        Scenario s = four();
        int a = s.windMoving(Altitude.LOW, 1);
        s.played(0, s.windMoving(Altitude.LOW, -1), s.windMoving(Altitude.LOW, -2), s.windMoving(Altitude.LOW, 2)).hand(0, a).rose(1, 2);
        assertFalse(targets(s).contains(0), "no card on the own balloon with three in front");
        assertEquals("balmy-balloonists.three-in-front", s.rejection(new BalmyAction.Play(a, 0, "move")));
        s.played(0);
        assertTrue(targets(s).contains(0));
        s.ctx.set(s.bs.noOwnCard, 0, 0, s.g.turn(s.game.state(), 0)); // a mark for the running turn, as M13.4 and M13.6 leave it
        assertFalse(targets(s).contains(0));
        assertEquals("balmy-balloonists.no-own-card", s.rejection(new BalmyAction.Play(a, 0, "move")));
    }

    @Test
    @DisplayName("M3.3 option B: a card in front of the balloon is played on a balloon a silver figure marks, and only there")
    void optionB() {
        Scenario s = four();
        int c = s.windMoving(Altitude.LOW, 0);
        s.hand(0).played(0, c).rose(1, 3);
        assertEquals(Set.of(1, 3), targets(s));
        assertEquals("balmy-balloonists.not-marked", s.rejection(new BalmyAction.Play(c, 2, "move")));
        s.playOn(c, 3, "move");
        assertEquals(1, s.events("balmy-balloonists:card-played").size());
        assertEquals("B", s.events("balmy-balloonists:card-played").get(0).data().get("option"));
    }

    @Test
    @DisplayName("M16.2 / MD2 neither of a player's own balloons can be the target of that player's option B")
    void ownBalloonsNotTargets() {
        Scenario s = Scenario.start(2).plain(); // balloons 0 and 2 are seat 0's, 1 and 3 seat 1's
        int c = s.windMoving(Altitude.LOW, 0);
        s.hand(0).played(0, c).rose(2, 3);
        assertEquals(Set.of(3), targets(s), "balloon 2 is seat 0's other balloon");
        assertEquals("balmy-balloonists.own-balloon-b", s.rejection(new BalmyAction.Play(c, 2, "move")));
    }

    @Test
    @DisplayName("M3.4 / MD3 after option B the target's figure moves counter-clockwise to the next free field of a balloon in the race; the card is discarded")
    void figureMoves() {
        Scenario s = four();
        int c = s.windMoving(Altitude.LOW, 0);
        s.hand(0).played(0, c).rose(1, 2);
        s.playOn(c, 1, "move");
        assertEquals(3, s.figure(0), "from 1 past 2 (it holds the other figure) to 3");
        assertEquals(2, s.figure(1));
        assertEquals(s.bs.windDiscard.global(), s.game.state().zoneOf(c));

        Scenario t = four();
        int d = t.windMoving(Altitude.LOW, 0);
        t.ctx.set(t.bs.status, 0, 3, BalmyState.HOME); // balloon 3 has left the race
        t.hand(3).advantages(3);
        t.hand(0).played(0, d).rose(2, 1);
        t.playOn(d, 2, "move");
        assertEquals(0, t.figure(0), "from 2 past 3 (home) to 0");
    }

    @Test
    @DisplayName("MD3 a figure with no free field to move to stays where it is")
    void figureStays() {
        Scenario s = Scenario.start(2).plain(); // four balloons
        for (int b : new int[] {0, 2}) {
            s.ctx.set(s.bs.status, 0, b, BalmyState.OUT);
            s.hand(b).played(b).advantages(b);
        }
        // balloons 1 and 3 are the only ones left; a direct call on the rules: each figure's only other field is taken
        s.rose(1, 3);
        s.g.moveFigureFrom(s.ctx, 1);
        assertEquals(1, s.figure(0));
        assertEquals(3, s.figure(1));
    }

    @Test
    @DisplayName("M3.5 / MD13 a balloon that can use neither option plays no card: the turn goes on with the altitude")
    void noCardPossible() {
        Scenario s = four();
        s.hand(1).played(1).rose(2, 3);
        while (s.current() == 0) s.submit(s.legal().get(0));
        assertEquals(1, s.current());
        assertEquals("balmy-balloonists:altitude", s.pendingId(), "balloon 1 (grounded) chooses its altitude without a card step");
        assertEquals(1, s.events("balmy-balloonists:no-card").stream().filter(e -> e.intValue("balloon", -1) == 1).count());
    }

    @Test
    @DisplayName("M4.1 the card's move for the target's altitude moves it that many lanes; a dash does nothing; a grounded balloon is never moved")
    void moveByAltitude() {
        Scenario s = four();
        int south = s.wind(null, 1, null, -1);
        s.at(0, 3, 5).altitude(0, Altitude.MEDIUM).hand(0, south).playOwn(south);
        assertEquals(4, s.lane(0));

        Scenario d = four();
        int dash = d.wind(null, 0, null, -1);
        d.at(0, 3, 5).altitude(0, Altitude.MEDIUM).hand(0, dash).playOwn(dash);
        assertEquals(3, d.lane(0));
        assertEquals(5, d.field(0));

        Scenario gr = four();
        int north = gr.wind(-2, null, null, -1);
        gr.at(0, 3, 5).hand(0, north).playOwn(north);
        assertEquals(3, gr.lane(0), "grounded: not moved");
        assertEquals(5, gr.field(0));
    }

    @Test
    @DisplayName("M4.2 / MD14 a lane change keeps the fields counted from the bold line behind; on a shorter sector it stops on the sector's last field")
    void keepOffset() {
        Scenario s = four();
        int north = s.wind(null, -1, null, -1);
        s.at(0, 4, 7).altitude(0, Altitude.MEDIUM).hand(0, north).playOwn(north); // lane 4 sector 1, 3rd field
        assertEquals(3, s.lane(0));
        assertEquals(6, s.field(0), "lane 3, sector 1 (fields 4-7), 3rd field");

        Scenario t = four();
        int n = t.wind(null, -1, null, -1);
        t.at(0, 5, 11).altitude(0, Altitude.MEDIUM).hand(0, n).playOwn(n); // lane 5 sector 1 (6-11), 6th field
        assertEquals(4, t.lane(0));
        assertEquals(9, t.field(0), "lane 4's sector 1 has 5 fields (5-9): the last, never over the bold line");
        WorldMap m = t.g.map;
        for (int lane = 1; lane <= 5; lane++)
            for (int f = 0; f < m.length(lane); f++)
                for (int to = 1; to <= 5; to++) assertEquals(m.sector(lane, f), m.sector(to, m.keepOffset(lane, f, to)), "never into another sector");
    }

    @Test
    @DisplayName("M4.3 the card's symbol instead of its move: bad luck brings the top bad-luck card onto the target, the quadrant symbol a new quadrant card; no move")
    void symbols() {
        Scenario s = four();
        int card = s.wind(null, null, null, Decks.BAD_LUCK);
        int solar = s.badLuck("solar-panels");
        s.at(1, 3, 5).altitude(1, Altitude.MEDIUM).hand(0).played(0, card).rose(1, 2).badLuckNext(solar);
        s.playOn(card, 1, "bad-luck");
        assertEquals(4, s.fuel(1), "solar panels lost: 2 fuel");
        assertEquals(3, s.lane(1));
        assertEquals(s.bs.badLuckDiscard.global(), s.game.state().zoneOf(solar));

        Scenario q = four();
        int qc = q.wind(null, null, null, Decks.QUADRANT);
        int next = q.quadrantCard(c -> true);
        q.at(1, 3, 14).altitude(1, Altitude.MEDIUM).hand(0).played(0, qc).rose(1, 2).quadrantNext(next); // field 14 of lane 3: quadrant 2
        int before = q.currentQuadrant(1);
        q.playOn(qc, 1, "quadrant");
        assertEquals(next, q.currentQuadrant(1));
        assertEquals(2, q.size(q.g.quadrantZone(1)), "laid on the old card");
        assertEquals(before, q.game.state().piece(q.g.quadrantZone(1), 0));
        assertEquals(3, q.lane(1));

        Scenario none = four();
        int plain = none.wind(null, null, null, Decks.NO_SYMBOL);
        none.hand(0, plain);
        assertEquals("balmy-balloonists.no-symbol", none.rejection(new BalmyAction.Play(plain, 0, "bad-luck")));
    }

    @Test
    @DisplayName("M4.4 an empty bad-luck pile is refilled from its discard pile; an empty quadrant pile from its discard pile and the cards under the current ones")
    void refills() {
        Scenario s = four();
        int card = s.wind(null, null, null, Decks.BAD_LUCK);
        s.at(1, 3, 5).hand(0).played(0, card).rose(1, 2).badLuckNext();
        assertEquals(0, s.size(s.bs.badLuckDeck.global()));
        s.playOn(card, 1, "bad-luck");
        assertEquals(1, s.events("balmy-balloonists:bad-luck").size(), "a card was drawn from the refilled pile");
        assertEquals(25, s.size(s.bs.badLuckDeck.global()));

        Scenario q = four();
        int qc = q.wind(null, null, null, Decks.QUADRANT);
        int under1 = q.quadrantCard(c -> true);
        q.quadrant(0, under1);
        int under2 = q.quadrantCard(c -> true);
        q.quadrant(0, under2); // quadrant 1 now holds its first card, under1 and under2 on top
        q.quadrantNext();
        int discarded = q.game.state().size(q.bs.quadrantDiscard.global());
        q.at(1, 3, 2).hand(0).played(0, qc).rose(1, 2);
        q.playOn(qc, 1, "quadrant");
        assertEquals(2, q.size(q.g.quadrantZone(0)), "the current card stays, the new one on it");
        assertEquals(under2, q.game.state().piece(q.g.quadrantZone(0), 0));
        assertEquals(0, q.size(q.bs.quadrantDiscard.global()));
        assertEquals(discarded + 2 - 1, q.size(q.bs.quadrantDeck.global()), "the discard pile and the two cards under, less the one drawn");
    }

    @Test
    @DisplayName("M4.5 / MD15 a lane change that ends on a restricted zone without a permit or on a mountain too high lands the balloon, as flying there would")
    void laneChangeEnters() {
        Scenario s = four();
        int north = s.wind(null, -1, null, -1);
        s.at(0, 4, 23).altitude(0, Altitude.MEDIUM).hand(0, north).playOwn(north); // onto lane 3 field 19: Sakhalin
        assertEquals(3, s.lane(0));
        assertEquals(19, s.field(0));
        assertEquals(Altitude.GROUNDED, s.alt(0));
        assertTrue(s.markedNext(s.bs.sitOut, 0));

        Scenario p = four();
        int n2 = p.wind(null, -1, null, -1);
        p.at(0, 4, 23).altitude(0, Altitude.MEDIUM).hand(0, n2).advantages(0, p.advantage("permit-sakhalin")).playOwn(n2);
        assertEquals(19, p.field(0));
        assertEquals(Altitude.MEDIUM, p.alt(0), "with the permit it flies on");

        Scenario m = four();
        int low = m.wind(-1, null, null, -1);
        m.at(0, 4, 1).altitude(0, Altitude.LOW).hand(0, low).playOwn(low); // onto lane 3 field 1: the Alps, brown
        assertEquals(3, m.lane(0));
        assertEquals(1, m.field(0));
        assertEquals(Altitude.GROUNDED, m.alt(0));
    }

    @Test
    @DisplayName("M5.1 a balloon moved north of lane 1 is put back on lane 1 at the first field of its sector")
    void polarHigh() {
        Scenario s = four();
        int n2 = s.wind(null, -2, null, -1);
        s.at(0, 2, 7).altitude(0, Altitude.MEDIUM).hand(0, n2).playOwn(n2);
        assertEquals(1, s.lane(0));
        assertEquals(4, s.field(0), "sector 2 of lane 1 begins at field 4");
        assertFalse(s.inTrough(0));
    }

    @Test
    @DisplayName("M5.2 a balloon moved south of lane 5 goes into the trough beside the field of lane 5 it left from")
    void trough() {
        Scenario s = four();
        int s2 = s.wind(null, 2, null, -1);
        s.at(0, 4, 7).altitude(0, Altitude.MEDIUM).hand(0, s2).playOwn(s2);
        assertTrue(s.inTrough(0));
        assertEquals(5, s.lane(0));
        assertEquals(8, s.field(0), "through lane 5 at the field it would have reached there");
    }

    @Test
    @DisplayName("M5.3 / MD16 a balloon in the trough neither sets its altitude nor flies nor pays fuel; a card's move brings it back, a symbol keeps it out")
    void troughTurn() {
        Scenario s = four();
        s.trough(1, 20).altitude(1, Altitude.HIGH).hand(1).played(1);
        int fuel = s.fuel(1);
        while (s.current() == 0) s.submit(s.legal().get(0));
        while (s.current() == 1) s.submit(s.legal().get(0));
        assertTrue(s.inTrough(1));
        assertEquals(20, s.field(1));
        assertEquals(fuel, s.fuel(1), "no fuel paid");
        assertEquals(0, s.events("balmy-balloonists:altitude").stream().filter(e -> e.intValue("balloon", -1) == 1).count());

        Scenario b = four();
        int sym = b.wind(null, null, null, Decks.BAD_LUCK);
        b.trough(1, 20).altitude(1, Altitude.MEDIUM).hand(0).played(0, sym).rose(1, 2).badLuckNext(b.badLuck("solar-panels"));
        b.playOn(sym, 1, "bad-luck");
        assertTrue(b.inTrough(1), "a symbol is not a move");

        Scenario m = four();
        int dash = m.wind(null, 0, null, -1);
        m.trough(1, 20).altitude(1, Altitude.MEDIUM).hand(0).played(0, dash).rose(1, 2);
        m.playOn(dash, 1, "move");
        assertFalse(m.inTrough(1), "any move brings it back, even a dash");
        assertEquals(5, m.lane(1));
        assertEquals(20, m.field(1));
    }
}
