package io.fogisles.balmy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The bad-luck cards (M13) and the repairs (M6.3), each brought by a real play: balloon 0 (seat 0) plays a card with
 * the bad-luck symbol from in front of it on balloon 1 (seat 1), which a silver figure marks; the bad-luck pile holds
 * only the card the test needs.
 */
class BalmyBadLuckTest {

    /** Four players; balloon 1 at lane 3, field 9 (nothing there), at {@code altitude}, 6 of each chip. */
    static Scenario target(int altitude) {
        Scenario s = Scenario.start(4).plain();
        s.at(1, 3, 9).altitude(1, altitude);
        return s;
    }

    /** Balloon 0 brings a bad-luck card of {@code kind} onto balloon 1. Returns the bad-luck card. */
    static int strike(Scenario s, String kind) {
        int symbol = s.wind(null, null, null, Decks.BAD_LUCK);
        int card = s.badLuck(kind);
        s.hand(0).played(0, symbol).rose(1, 2).badLuckNext(card);
        s.playOn(symbol, 1, "bad-luck");
        return card;
    }

    /** Bad weather with the quadrant card of this symbol drawn. */
    static Scenario weather(Scenario s, int kind, int amount) {
        s.quadrantNext(s.weatherCard(kind, amount));
        strike(s, "bad-weather");
        return s;
    }

    @Test
    @DisplayName("M13.1 bad weather: a quadrant card is drawn and its rise or sink applied free of charge; nothing happens to a grounded balloon")
    void weatherRiseSink() {
        Scenario rise = weather(target(Altitude.MEDIUM), Decks.RISE, 1);
        assertEquals(Altitude.HIGH, rise.alt(1));
        assertEquals(List.of(6, 6), List.of(rise.gas(1), rise.ballast(1)), "free");
        assertEquals(1, rise.events("balmy-balloonists:bad-weather").size());

        Scenario sink = weather(target(Altitude.HIGH), Decks.SINK, 2);
        assertEquals(Altitude.LOW, sink.alt(1));
        assertEquals(6, sink.gas(1));

        Scenario ground = target(Altitude.GROUNDED);
        int q = ground.weatherCard(Decks.RISE, 1);
        ground.quadrantNext(q);
        strike(ground, "bad-weather");
        assertEquals(Altitude.GROUNDED, ground.alt(1));
        assertEquals(ground.bs.quadrantDeck.global(), ground.game.state().zoneOf(q), "no quadrant card drawn");
    }

    @Test
    @DisplayName("M13.1 a rise beyond high costs 2 gas per level, fuel standing in for missing gas; a balloon that cannot pay is out of the race")
    void weatherBeyondHigh() {
        Scenario s = weather(target(Altitude.HIGH), Decks.RISE, 2);
        assertEquals(Altitude.HIGH, s.alt(1));
        assertEquals(2, s.gas(1), "two levels beyond: 4 gas");

        Scenario f = target(Altitude.HIGH);
        f.chips(1, 1, 6, 6);
        weather(f, Decks.RISE, 2);
        assertEquals(List.of(0, 3), List.of(f.gas(1), f.fuel(1)), "1 gas and 3 fuel");

        Scenario out = target(Altitude.HIGH);
        out.chips(1, 1, 6, 2);
        weather(out, Decks.RISE, 2);
        assertEquals(BalmyState.OUT, out.status(1));
        assertEquals(0, out.handOf(1).length, "its cards are discarded");
    }

    @Test
    @DisplayName("M13.1 a sink below low costs 2 ballast per level or a landing, as the balloon's player chooses; without the ballast it lands")
    void weatherBelowLow() {
        Scenario pay = weather(target(Altitude.LOW), Decks.SINK, 2);
        assertEquals("balmy-balloonists:below-low", pay.pendingId());
        assertEquals(1, pay.pendingSeat(), "the target's player chooses");
        pay.submit(new BalmyAction.BelowLow(true));
        assertEquals(Altitude.LOW, pay.alt(1));
        assertEquals(2, pay.ballast(1));

        Scenario land = weather(target(Altitude.LOW), Decks.SINK, 2);
        land.submit(new BalmyAction.BelowLow(false));
        assertEquals(Altitude.GROUNDED, land.alt(1));
        assertTrue(land.markedNext(land.bs.sitOut, 1), "a landed balloon sits out its next turn");

        Scenario poor = target(Altitude.LOW);
        poor.chips(1, 6, 3, 6);
        weather(poor, Decks.SINK, 2);
        assertEquals(Altitude.GROUNDED, poor.alt(1));
        assertEquals(3, poor.ballast(1));
    }

    @Test
    @DisplayName("M13.1 bad weather's lane change moves as a card does; being blown back moves the balloon backward and forbids a forward flight next turn")
    void weatherLaneAndBack() {
        Scenario north = weather(target(Altitude.MEDIUM), Decks.NORTH, 1);
        assertEquals(2, north.lane(1));
        assertEquals(north.g.map.keepOffset(3, 9, 2), north.field(1));

        Scenario back = weather(target(Altitude.MEDIUM), Decks.BACK, 2);
        assertEquals(3, back.lane(1));
        assertEquals(7, back.field(1));
        assertTrue(back.markedNext(back.bs.noForward, 1));
    }

    @Test
    @DisplayName("M13.2 / MD6 busy air corridor: the balloon sinks one level paying one gas and may not rise next turn; a low balloon stays low; over a mountain nothing")
    void airCorridor() {
        Scenario s = target(Altitude.MEDIUM);
        strike(s, "air-corridor");
        assertEquals(Altitude.LOW, s.alt(1));
        assertEquals(5, s.gas(1));
        assertTrue(s.markedNext(s.bs.noRise, 1));

        Scenario low = target(Altitude.LOW);
        strike(low, "air-corridor");
        assertEquals(Altitude.LOW, low.alt(1));
        assertEquals(6, low.gas(1));

        Scenario m = target(Altitude.MEDIUM);
        m.at(1, 4, 7); // the Caucasus
        strike(m, "air-corridor");
        assertEquals(Altitude.MEDIUM, m.alt(1));
        assertFalse(m.markedNext(m.bs.noRise, 1));
    }

    @Test
    @DisplayName("M13.3 torn envelope: the balloon loses 3 gas chips, all it has when fewer")
    void tornEnvelope() {
        Scenario s = target(Altitude.MEDIUM);
        strike(s, "torn-envelope");
        assertEquals(3, s.gas(1));
        Scenario few = target(Altitude.MEDIUM);
        few.chips(1, 2, 6, 6);
        strike(few, "torn-envelope");
        assertEquals(0, few.gas(1));
    }

    @Test
    @DisplayName("M13.4 communication problems: in its next turn the balloon's player may not play a card on it (option A)")
    void communication() {
        Scenario s = target(Altitude.MEDIUM);
        strike(s, "communication");
        assertTrue(s.markedNext(s.bs.noOwnCard, 1));
    }

    @Test
    @DisplayName("M13.5 heating problems: the balloon sinks to low paying gas per level and may not rise next turn; over a mountain it lands and sits out")
    void heating() {
        Scenario s = target(Altitude.HIGH);
        strike(s, "heating");
        assertEquals(Altitude.LOW, s.alt(1));
        assertEquals(4, s.gas(1));
        assertTrue(s.markedNext(s.bs.noRise, 1));

        Scenario m = target(Altitude.MEDIUM);
        m.at(1, 4, 7);
        strike(m, "heating");
        assertEquals(Altitude.GROUNDED, m.alt(1));
        assertTrue(m.markedNext(m.bs.sitOut, 1));
    }

    @Test
    @DisplayName("M13.6 fire: unless the balloon is grounded, its player may not play a card on it in its next turn")
    void fire() {
        Scenario s = target(Altitude.LOW);
        strike(s, "fire");
        assertTrue(s.markedNext(s.bs.noOwnCard, 1));
        Scenario g = target(Altitude.GROUNDED);
        strike(g, "fire");
        assertFalse(g.markedNext(g.bs.noOwnCard, 1));
    }

    @Test
    @DisplayName("M13.7 permit lost: the player who caused it chooses one of the target's permits, never the one for the zone it is in")
    void permitLost() {
        Scenario s = target(Altitude.MEDIUM);
        int libya = s.advantage("permit-libya"), china = s.advantage("permit-china");
        s.advantages(1, libya, china);
        strike(s, "permit-lost");
        assertEquals("balmy-balloonists:permit-lost", s.pendingId());
        assertEquals(0, s.pendingSeat(), "the causing player chooses");
        s.submit(new BalmyAction.DropPermit(china));
        assertEquals(List.of(libya), java.util.Arrays.stream(s.permitsOf(1)).boxed().toList());
        assertEquals(s.bs.advantageDiscard.global(), s.game.state().zoneOf(china));

        Scenario z = target(Altitude.MEDIUM);
        z.at(1, 3, 15); // China
        int l2 = z.advantage("permit-libya"), c2 = z.advantage("permit-china");
        z.advantages(1, l2, c2);
        strike(z, "permit-lost");
        assertEquals(List.of(c2), java.util.Arrays.stream(z.permitsOf(1)).boxed().toList(), "the permit in use stays; the only other goes at once");
    }

    @Test
    @DisplayName("M13.8 solar panels lost: the balloon loses 2 fuel chips, all it has when fewer")
    void solarPanels() {
        Scenario s = target(Altitude.MEDIUM);
        strike(s, "solar-panels");
        assertEquals(4, s.fuel(1));
        Scenario few = target(Altitude.MEDIUM);
        few.chips(1, 6, 6, 1);
        strike(few, "solar-panels");
        assertEquals(0, few.fuel(1));
    }

    @Test
    @DisplayName("M13.9 a bad-luck card goes to its discard pile after use")
    void discarded() {
        Scenario s = target(Altitude.MEDIUM);
        int card = strike(s, "torn-envelope");
        assertEquals(s.bs.badLuckDiscard.global(), s.game.state().zoneOf(card));
    }

    @Test
    @DisplayName("M6.3 a repair card showing the misfortune's kind may be discarded to stop it; the target's player chooses")
    void repair() {
        Scenario s = target(Altitude.MEDIUM);
        int rep = s.advantage("repair-comms-fire");
        s.advantages(1, rep);
        strike(s, "fire");
        assertEquals("balmy-balloonists:repair", s.pendingId());
        assertEquals(1, s.pendingSeat());
        s.submit(new BalmyAction.Repair(rep));
        assertFalse(s.markedNext(s.bs.noOwnCard, 1), "stopped");
        assertEquals(s.bs.advantageDiscard.global(), s.game.state().zoneOf(rep));

        Scenario take = target(Altitude.MEDIUM);
        int r2 = take.advantage("repair-comms-fire");
        take.advantages(1, r2);
        strike(take, "fire");
        take.submit(new BalmyAction.Repair(-1));
        assertTrue(take.markedNext(take.bs.noOwnCard, 1));
        assertEquals(take.g.advantages(1), take.game.state().zoneOf(r2), "kept");

        Scenario other = target(Altitude.MEDIUM);
        other.advantages(1, other.advantage("repair-comms-fire"));
        strike(other, "torn-envelope");
        assertFalse("balmy-balloonists:repair".equals(other.pendingId()), "a repair for other misfortunes is not offered");
        assertEquals(3, other.gas(1));
    }
}
