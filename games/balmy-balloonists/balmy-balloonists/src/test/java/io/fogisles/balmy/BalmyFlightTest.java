package io.fogisles.balmy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.state.Change;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A turn's steps (M2.3, M2.4), the altitude (M7), the flight (M8), mountains (M10), fuel (M11) and the draw (M12). */
class BalmyFlightTest {

    /** Four players, nothing in front, no advantage cards; balloon 0 at {@code lane, field, altitude} with 6 of each chip. */
    static Scenario at(int lane, int field, int altitude) {
        return Scenario.start(4).plain().at(0, lane, field).altitude(0, altitude);
    }

    /** Balloon 0 plays a card that does not move it (a dash at its altitude) and answers the parts before the altitude with "no". */
    static Scenario toAltitude(Scenario s) {
        int alt = s.alt(0);
        int dash = alt == Altitude.GROUNDED ? s.windMoving(Altitude.LOW, 1) : s.windMoving(alt, 0);
        s.hand(0, dash).playOwn(dash);
        while ("balmy-balloonists:exchange".equals(s.pendingId()) || "balmy-balloonists:favourable-winds".equals(s.pendingId())) s.submit(s.legal().get(0));
        return s;
    }

    /** Lays a free quadrant card for which {@code lane × altitude} gives between {@code min} and {@code max} fields on quadrant {@code q}; returns its fields. */
    static int flightCard(Scenario s, int q, int lane, int altitude, int min, int max) {
        int c = s.quadrantCard(k -> s.g.decks.flight(k, lane, altitude) >= min && s.g.decks.flight(k, lane, altitude) <= max);
        s.quadrant(q, c);
        return s.g.decks.flight(c, lane, altitude);
    }

    static List<String> altitudeOptions(Scenario s) {
        List<String> out = new ArrayList<>();
        for (Action a : s.legal()) out.add(((BalmyAction.SetAltitude) a).altitude());
        return out;
    }

    @Test
    @DisplayName("M2.3 a turn's steps come in order: the card, the altitude, the flight, fuel, the draw")
    void stepsInOrder() {
        Scenario s = at(3, 2, Altitude.MEDIUM);
        flightCard(s, 0, 3, Altitude.HIGH, 1, 4);
        int mark = s.game.journal().mark();
        toAltitude(s).setAltitude(Altitude.HIGH);
        List<String> types = new ArrayList<>();
        for (Change c : s.game.journal().since(mark))
            if (c instanceof Change.Event e && e.event().intValue("balloon", -1) == 0) types.add(e.event().type().replace("balmy-balloonists:", ""));
        types.removeIf(t -> !List.of("card-played", "altitude", "flight", "fuel", "drew").contains(t));
        assertEquals(List.of("card-played", "altitude", "flight", "fuel", "drew"), types);
    }

    @Test
    @DisplayName("M2.4 / M7.5 / MD9 a balloon that must sit out does none of the steps; its crew restocks to the starting chips")
    void sitOut() {
        Scenario s = Scenario.start(4).plain();
        s.at(1, 3, 9).chips(1, 1, 0, 2).markNext(s.bs.sitOut, 1);
        int[] hand = s.handOf(1);
        while (s.current() == 0) s.submit(s.legal().get(0));
        assertEquals(2, s.current(), "balloon 1's turn passed without a decision");
        assertEquals(List.of(6, 6, 6), List.of(s.gas(1), s.ballast(1), s.fuel(1)));
        assertEquals(List.of(3, 9), List.of(s.lane(1), s.field(1)));
        assertEquals(java.util.Arrays.toString(hand), java.util.Arrays.toString(s.handOf(1)), "no card played, none drawn");
        assertEquals(1, s.events("balmy-balloonists:sat-out").size());
    }

    @Test
    @DisplayName("M7.1 / M7.2 the altitude is set from low to high; each level up costs a ballast chip, each level down a gas chip; what cannot be paid is not offered")
    void altitudeCosts() {
        Scenario s = toAltitude(at(3, 2, Altitude.GROUNDED));
        assertEquals(List.of("grounded", "low", "medium", "high"), altitudeOptions(s));
        s.setAltitude(Altitude.HIGH);
        assertEquals(3, s.ballast(0));
        assertEquals(Altitude.HIGH, s.alt(0));

        Scenario d = toAltitude(at(3, 2, Altitude.HIGH));
        d.setAltitude(Altitude.LOW);
        assertEquals(4, d.gas(0), "two levels down: two gas");

        Scenario poor = at(3, 2, Altitude.GROUNDED);
        poor.chips(0, 6, 1, 6);
        toAltitude(poor);
        assertEquals(List.of("grounded", "low"), altitudeOptions(poor), "one ballast chip: one level up at most");
        assertEquals("balmy-balloonists.ballast-short", poor.rejection(new BalmyAction.SetAltitude("medium")));
    }

    @Test
    @DisplayName("M7.3 only the game grounds a balloon: an airborne balloon cannot choose the ground; a grounded one may stay")
    void noGrounding() {
        Scenario s = toAltitude(at(3, 2, Altitude.MEDIUM));
        assertFalse(altitudeOptions(s).contains("grounded"));
        assertEquals("balmy-balloonists.no-grounding", s.rejection(new BalmyAction.SetAltitude("grounded")));
        Scenario g = toAltitude(at(3, 2, Altitude.GROUNDED));
        g.setAltitude(Altitude.GROUNDED);
        assertEquals(Altitude.GROUNDED, g.alt(0));
        assertEquals(List.of(3, 2), List.of(g.lane(0), g.field(0)), "a grounded balloon does not fly");
    }

    @Test
    @DisplayName("M7.4 in the turn after a busy air corridor or heating problems the balloon may not rise")
    void noRise() {
        Scenario s = at(3, 2, Altitude.MEDIUM);
        s.ctx.set(s.bs.noRise, 0, 0, s.g.turn(s.game.state(), 0));
        toAltitude(s);
        assertEquals(List.of("low", "medium"), altitudeOptions(s));
        assertEquals("balmy-balloonists.no-rise", s.rejection(new BalmyAction.SetAltitude("high")));
    }

    @Test
    @DisplayName("M8.1 the balloon flies the fields the current card of its quadrant gives for its lane and altitude")
    void flight() {
        Scenario s = at(3, 2, Altitude.MEDIUM);
        int v = flightCard(s, 0, 3, Altitude.MEDIUM, 1, 4);
        toAltitude(s).setAltitude(Altitude.MEDIUM);
        assertEquals(2 + v, s.field(0));
        assertEquals(3, s.lane(0));
    }

    @Test
    @DisplayName("M8.2 / MD18 the distance is read once, where the flight starts, even when it crosses into the next quadrant")
    void distanceReadOnce() {
        Scenario s = at(3, 11, Altitude.MEDIUM); // the last field of quadrant 1 on lane 3
        int v = flightCard(s, 0, 3, Altitude.MEDIUM, 2, 3);
        flightCard(s, 1, 3, Altitude.MEDIUM, v + 1, 99);
        toAltitude(s).setAltitude(Altitude.MEDIUM);
        assertEquals(11 + v, s.field(0));
    }

    @Test
    @DisplayName("M8.3 / M10.2 the balloon enters the fields one by one: at the first mountain too high for it, it lands and sits out its next turn")
    void fieldByField() {
        Scenario s = at(4, 10, Altitude.MEDIUM); // field 12 of lane 4: the Pamirs, white
        flightCard(s, 0, 4, Altitude.MEDIUM, 2, 99);
        toAltitude(s).setAltitude(Altitude.MEDIUM);
        assertEquals(12, s.field(0));
        assertEquals(Altitude.GROUNDED, s.alt(0));
        assertTrue(s.markedNext(s.bs.sitOut, 0));
        assertEquals(1, s.game.state().get(s.bs.restart, 0, 0), "it chooses where to start again (M9.3)");
    }

    @Test
    @DisplayName("M10.1 a brown mountain is flown over at medium or high, a white one at high only")
    void mountains() {
        Scenario brown = at(4, 5, Altitude.MEDIUM); // the Caucasus on field 7
        int v = flightCard(brown, 0, 4, Altitude.MEDIUM, 3, 6);
        toAltitude(brown).setAltitude(Altitude.MEDIUM);
        assertEquals(5 + v, brown.field(0));
        assertEquals(Altitude.MEDIUM, brown.alt(0));

        Scenario low = at(4, 5, Altitude.LOW);
        flightCard(low, 0, 4, Altitude.LOW, 2, 99);
        toAltitude(low).setAltitude(Altitude.LOW);
        assertEquals(7, low.field(0), "low: it lands on the Caucasus");
        assertEquals(Altitude.GROUNDED, low.alt(0));

        Scenario white = at(5, 13, Altitude.HIGH); // the Himalaya on fields 15-18 of lane 5
        int w = flightCard(white, 0, 5, Altitude.HIGH, 2, 99);
        toAltitude(white).setAltitude(Altitude.HIGH);
        assertEquals(13 + w, white.field(0));
        assertEquals(Altitude.HIGH, white.alt(0));

        Scenario medium = at(5, 13, Altitude.MEDIUM);
        flightCard(medium, 0, 5, Altitude.MEDIUM, 2, 99);
        toAltitude(medium).setAltitude(Altitude.MEDIUM);
        assertEquals(15, medium.field(0), "medium: it lands on the Himalaya");
        assertEquals(Altitude.GROUNDED, medium.alt(0));
    }

    @Test
    @DisplayName("M8.4 in the turn after bad weather blew it back a balloon makes no forward flight, but a backward one")
    void noForward() {
        Scenario s = at(3, 2, Altitude.MEDIUM);
        flightCard(s, 0, 3, Altitude.MEDIUM, 1, 99);
        s.ctx.set(s.bs.noForward, 0, 0, s.g.turn(s.game.state(), 0));
        toAltitude(s).setAltitude(Altitude.MEDIUM);
        assertEquals(2, s.field(0));
        assertEquals(1, s.events("balmy-balloonists:held").size());

        Scenario b = at(5, 30, Altitude.LOW);
        int v = flightCard(b, 1, 5, Altitude.LOW, -9, -1);
        b.ctx.set(b.bs.noForward, 0, 0, b.g.turn(b.game.state(), 0));
        toAltitude(b).setAltitude(Altitude.LOW);
        assertEquals(30 + v, b.field(0), "backward it flies");
    }

    @Test
    @DisplayName("M8.5 a balloon that crosses the start line forward after a lap is home; one that crossed it backward must cross it forward again first")
    void home() {
        Scenario s = Scenario.start(2).plain().at(0, 3, 46).altitude(0, Altitude.MEDIUM);
        flightCard(s, 3, 3, Altitude.MEDIUM, 2, 99);
        toAltitude(s).setAltitude(Altitude.MEDIUM);
        assertEquals(BalmyState.HOME, s.status(0));
        assertFalse(s.game.isOver(), "seat 0's second balloon still flies");

        Scenario back = at(5, 1, Altitude.LOW);
        int v = flightCard(back, 0, 5, Altitude.LOW, -9, -2);
        toAltitude(back).setAltitude(Altitude.LOW);
        assertEquals(-1, back.game.state().get(back.bs.lap, 0, 0));
        assertEquals(72 + 1 + v, back.field(0));
        back.g.fly(back.ctx, 0, -v, "flight");
        assertEquals(1, back.field(0));
        assertEquals(BalmyState.RACING, back.status(0), "back over the line forward: on its lap again, not home");
        assertEquals(0, back.game.state().get(back.bs.lap, 0, 0));
    }

    @Test
    @DisplayName("M11.1 at high altitude a balloon pays a fuel chip; without fuel it sinks one level")
    void fuelHigh() {
        Scenario s = at(3, 2, Altitude.HIGH);
        toAltitude(s).setAltitude(Altitude.HIGH);
        assertEquals(5, s.fuel(0));
        assertEquals(Altitude.HIGH, s.alt(0));

        Scenario none = at(3, 2, Altitude.HIGH);
        none.chips(0, 6, 6, 0);
        toAltitude(none).setAltitude(Altitude.HIGH);
        assertEquals(Altitude.MEDIUM, none.alt(0));
        assertEquals(6, none.gas(0), "the level is lost without paying");
    }

    @Test
    @DisplayName("M11.2 a balloon without gas pays a fuel chip; without fuel either it sinks one level")
    void fuelNoGas() {
        Scenario s = at(3, 2, Altitude.MEDIUM);
        s.chips(0, 0, 6, 3);
        toAltitude(s).setAltitude(Altitude.MEDIUM);
        assertEquals(2, s.fuel(0));

        Scenario none = at(3, 2, Altitude.MEDIUM);
        none.chips(0, 0, 6, 0);
        toAltitude(none).setAltitude(Altitude.MEDIUM);
        assertEquals(Altitude.LOW, none.alt(0));
    }

    @Test
    @DisplayName("M11.3 a balloon that sinks from low for want of fuel lands: grounded, it sits out its next turn")
    void fuelLanding() {
        Scenario s = at(3, 2, Altitude.LOW);
        s.chips(0, 0, 6, 0);
        toAltitude(s).setAltitude(Altitude.LOW);
        assertEquals(Altitude.GROUNDED, s.alt(0));
        assertTrue(s.markedNext(s.bs.sitOut, 0));
        assertEquals("fuel", s.events("balmy-balloonists:landed").get(0).data().get("why"));
    }

    @Test
    @DisplayName("M12.1 / MD10 a balloon with fewer than 3 local wind cards draws one; advantage cards in hand do not count")
    void draw() {
        Scenario s = at(3, 2, Altitude.MEDIUM);
        int a = s.windMoving(Altitude.MEDIUM, 0);
        s.hand(0, a);
        int b = s.windMoving(Altitude.LOW, 2);
        s.hand(0, a, b);
        int c = s.windMoving(Altitude.LOW, -2);
        s.hand(0, a, b, c).advantages(0, s.advantage("repair-comms-fire"));
        assertEquals(3, s.handOf(0).length);
        s.playOwn(a);
        while (s.current() == 0) s.submit(s.legal().get(0));
        assertEquals(3, s.handOf(0).length, "two left, one drawn");
        assertEquals(1, s.advantagesOf(0).length);
    }

    @Test
    @DisplayName("M12.2 an empty local wind pile is refilled by shuffling its discard pile; cards in front of balloons stay")
    void refill() {
        Scenario s = at(3, 2, Altitude.MEDIUM);
        int front = s.windMoving(Altitude.LOW, 1);
        s.played(1, front);
        toAltitude(s).windNext();
        assertEquals(0, s.size(s.bs.windDeck.global()));
        s.setAltitude(Altitude.MEDIUM);
        assertEquals(1, s.handOf(0).length, "its one card played, one drawn from the refilled pile");
        assertEquals(s.g.played(1), s.game.state().zoneOf(front));
        assertTrue(s.size(s.bs.windDeck.global()) > 0);
        assertEquals(0, s.size(s.bs.windDiscard.global()));
        GameEvent drawn = s.events("balmy-balloonists:drew").get(0);
        assertEquals(0, drawn.intValue("balloon", -1));
    }
}
