package io.fogisles.balmy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The advantage cards (M6.1, M6.2, M6.4), restricted zones (M9) and starting again (M9.3), a player's own cards (M2.2). */
class BalmyAdvantageTest {

    static Scenario four() {
        return Scenario.start(4).plain();
    }

    @Test
    @DisplayName("M2.2 a player acts for the balloon whose turn it is, with its own cards only: a card of the player's other balloon is refused")
    void ownCardsOnly() {
        Scenario s = Scenario.start(2).plain(); // seat 0 flies balloons 0 and 2
        assertEquals(0, s.current());
        assertEquals(0, s.pendingSeat());
        int other = s.handOf(2)[0];
        assertEquals("balmy-balloonists.not-in-hand", s.rejection(new BalmyAction.Play(other, 0, "move")));
        while (s.current() == 0) s.submit(s.legal().get(0));
        assertEquals(1, s.current());
        assertEquals(1, s.pendingSeat(), "balloon 1's turn is seat 1's");
    }

    @Test
    @DisplayName("M6.1 / MD17 favourable winds: after the card step the player may discard it to move the balloon one lane; not on a grounded balloon")
    void favourableWinds() {
        Scenario s = four();
        int fw = s.advantage("favourable-winds");
        int dash = s.windMoving(Altitude.MEDIUM, 0);
        s.at(0, 3, 9).altitude(0, Altitude.MEDIUM).advantages(0, fw).hand(0, dash).playOwn(dash);
        assertEquals("balmy-balloonists:exchange", s.pendingId(), "the exchange comes first (M6.4), then the winds");
        s.submit(new BalmyAction.Exchange(-1, -1));
        assertEquals("balmy-balloonists:favourable-winds", s.pendingId());
        s.winds("south");
        assertEquals(4, s.lane(0));
        assertEquals(s.bs.advantageDiscard.global(), s.game.state().zoneOf(fw));
        assertEquals("balmy-balloonists:altitude", s.pendingId(), "before the altitude and the flight");

        Scenario g = four();
        int fw2 = g.advantage("favourable-winds");
        int any = g.windMoving(Altitude.LOW, 1);
        g.at(0, 3, 9).advantages(0, fw2).hand(0, any).playOwn(any);
        g.submit(new BalmyAction.Exchange(-1, -1));
        assertEquals("balmy-balloonists:altitude", g.pendingId(), "grounded: no favourable winds");
    }

    @Test
    @DisplayName("M6.2 / M9.1 with a permit face up in front of it a balloon flies on through that restricted zone; without one it lands there")
    void permit() {
        Scenario s = four();
        int dash = s.windMoving(Altitude.MEDIUM, 0);
        int q = s.quadrantCard(c -> s.g.decks.flight(c, 3, Altitude.MEDIUM) >= 2 && s.g.decks.flight(c, 3, Altitude.MEDIUM) <= 3);
        s.quadrant(1, q).at(0, 3, 18).altitude(0, Altitude.MEDIUM).advantages(0, s.advantage("permit-sakhalin")).hand(0, dash).playOwn(dash);
        s.submit(new BalmyAction.Exchange(-1, -1));
        s.setAltitude(Altitude.MEDIUM);
        assertEquals(18 + s.g.decks.flight(q, 3, Altitude.MEDIUM), s.field(0), "over Sakhalin (field 19)");
        assertEquals(Altitude.MEDIUM, s.alt(0));

        Scenario n = four();
        int d2 = n.windMoving(Altitude.MEDIUM, 0);
        int q2 = n.quadrantCard(c -> n.g.decks.flight(c, 3, Altitude.MEDIUM) >= 2);
        n.quadrant(1, q2).at(0, 3, 18).altitude(0, Altitude.MEDIUM).hand(0, d2).playOwn(d2);
        n.setAltitude(Altitude.MEDIUM);
        assertEquals(19, n.field(0));
        assertEquals(Altitude.GROUNDED, n.alt(0));
    }

    @Test
    @DisplayName("M6.2 there is no permit for Area 51: the map says so and the advantage deck holds none")
    void noArea51Permit() {
        Scenario s = four();
        int zone = s.g.map.zoneIndex("area-51");
        assertFalse(s.g.map.hasPermit(zone));
        for (int c = s.g.decks.firstAdvantage; c < s.g.decks.size; c++) assertNotEquals(zone, s.g.decks.permitZone(c));
    }

    @Test
    @DisplayName("M6.4 after playing a card the player may discard an advantage card for a card lying in front of any balloon, never one from a discard pile")
    void exchange() {
        Scenario s = four();
        int permit = s.advantage("permit-iraq");
        int dash = s.windMoving(Altitude.LOW, 1);
        int theirs = s.windMoving(Altitude.LOW, -1);
        s.played(2, theirs).advantages(0, permit).hand(0, dash).playOwn(dash);
        int discarded = s.windMoving(Altitude.LOW, 2);
        s.ctx.move(discarded, s.bs.windDiscard.global());
        assertEquals("balmy-balloonists.exchange-from-front", s.rejection(new BalmyAction.Exchange(permit, discarded)));
        s.submit(new BalmyAction.Exchange(permit, theirs));
        assertEquals(s.g.hand(0), s.game.state().zoneOf(theirs));
        assertEquals(s.bs.advantageDiscard.global(), s.game.state().zoneOf(permit));
        assertEquals(0, s.playedOf(2).length);
    }

    @Test
    @DisplayName("M9.1 / MD15 entering a zone means coming from outside it: a balloon inside one flies on through its other fields")
    void sameZone() {
        Scenario s = four();
        int dash = s.windMoving(Altitude.MEDIUM, 0);
        int q = s.quadrantCard(c -> s.g.decks.flight(c, 4, Altitude.MEDIUM) >= 2 && s.g.decks.flight(c, 4, Altitude.MEDIUM) <= 3);
        s.quadrant(1, q).at(0, 4, 15).altitude(0, Altitude.MEDIUM).hand(0, dash).playOwn(dash); // China, fields 15-18 of lane 4
        s.setAltitude(Altitude.MEDIUM);
        assertEquals(15 + s.g.decks.flight(q, 4, Altitude.MEDIUM), s.field(0));
        assertEquals(Altitude.MEDIUM, s.alt(0));
    }

    @Test
    @DisplayName("M9.2 / MD19 a balloon landing in a zone pays a gas chip per level it sinks (what it has when too few) and sits out its next turn")
    void landingPays() {
        Scenario s = four();
        int dash = s.windMoving(Altitude.HIGH, 0);
        int q = s.quadrantCard(c -> s.g.decks.flight(c, 3, Altitude.HIGH) >= 1);
        s.quadrant(1, q).at(0, 3, 18).altitude(0, Altitude.HIGH).hand(0, dash).playOwn(dash);
        s.setAltitude(Altitude.HIGH);
        assertEquals(19, s.field(0));
        assertEquals(3, s.gas(0), "three levels down: three gas");
        assertTrue(s.markedNext(s.bs.sitOut, 0));

        Scenario p = four();
        int d2 = p.windMoving(Altitude.HIGH, 0);
        int q2 = p.quadrantCard(c -> p.g.decks.flight(c, 3, Altitude.HIGH) >= 1);
        p.quadrant(1, q2).at(0, 3, 18).altitude(0, Altitude.HIGH).chips(0, 3, 6, 6).hand(0, d2).playOwn(d2);
        p.setAltitude(Altitude.HIGH);
        assertEquals(Altitude.GROUNDED, p.alt(0));
        assertEquals(0, p.gas(0), "it had three, it pays three");
    }

    @Test
    @DisplayName("M9.3 / MD19 after sitting out, before the card step, the player starts again on the field or the forward-most bordering field one lane north or south")
    void restart() {
        for (String where : List.of("here", "north", "south")) {
            Scenario s = four();
            s.at(1, 3, 9).ctx.set(s.bs.restart, 0, 1, 1);
            while (s.current() == 0) s.submit(s.legal().get(0));
            assertEquals(1, s.current());
            assertEquals("balmy-balloonists:restart", s.pendingId(), "before the card");
            s.restart(where);
            int[] expected = switch (where) {
                case "north" -> new int[] {2, 7}; // lane 3 field 9 spans 67.5-75 degrees; lane 2 field 7 70-80
                case "south" -> new int[] {4, 12}; // lane 4 field 12: 72-78 degrees
                default -> new int[] {3, 9};
            };
            assertEquals(List.of(expected[0], expected[1]), List.of(s.lane(1), s.field(1)), where);
            assertEquals(Altitude.GROUNDED, s.alt(1), "still grounded");
            assertEquals("balmy-balloonists:card", s.pendingId());
        }
        Scenario edge = four();
        edge.at(1, 1, 3).ctx.set(edge.bs.restart, 0, 1, 1);
        while (edge.current() == 0) edge.submit(edge.legal().get(0));
        assertEquals(List.of("here", "south"), edge.legal().stream().map(a -> ((BalmyAction.Restart) a).where()).toList(), "no lane north of lane 1");
    }
}
