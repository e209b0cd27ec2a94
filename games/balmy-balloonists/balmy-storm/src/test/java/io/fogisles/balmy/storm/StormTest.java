package io.fogisles.balmy.storm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.balmy.Altitude;
import io.fogisles.balmy.BalmyAction;
import io.fogisles.balmy.BalmyRules;
import io.fogisles.balmy.Decks;
import io.fogisles.balmy.Fixtures;
import io.fogisles.balmy.Scenario;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.view.SeatView;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The storm (M17, MD20), in real games of the base game with the module balmy-storm, built with the base game's Scenario. */
class StormTest {

    static RuleSet rules(int seats) {
        return Fixtures.rules(ModuleSelection.of(BalmyRules.MODULE, StormPlugin.MODULE).withOption(BalmyRules.MODULE, "firstPlayer", "1"), seats);
    }

    /** Four players, nothing in front, no advantage cards; balloon 0's card is pending. */
    static Scenario four() {
        return Scenario.start(rules(4), 1).plain();
    }

    static Storm storm(Scenario s) {
        return s.game.rules().service(Storm.class);
    }

    static StormState state(Scenario s) {
        return s.game.rules().service(StormState.class);
    }

    static void put(Scenario s, int lane, int field) {
        s.ctx.set(state(s).lane, lane);
        s.ctx.set(state(s).field, field);
    }

    static List<Integer> where(Scenario s) {
        return List.of(storm(s).lane(s.game.state()), storm(s).field(s.game.state()));
    }

    @Test
    @DisplayName("M17.1 / MD20 the storm starts on field 24 of lane 3, opposite the start line, and every seat sees where it is")
    void start() {
        Scenario s = four();
        assertEquals(List.of(3, 24), where(s));
        GameState view = SeatView.of(s.game.state(), 2).toState(s.game.rules().layout());
        assertEquals(24, view.get(state(s).field));
    }

    @Test
    @DisplayName("M17.2 option C: a card in front of the balloon is played on the storm, which moves by the card's instruction for high altitude; no figure moves")
    void optionC() {
        Scenario s = four();
        int card = s.wind(null, null, 1, -1);
        s.hand(0).played(0, card).rose(1, 2);
        assertTrue(s.legal().stream().anyMatch(a -> a instanceof BalmyAction.PlayOn p && p.card() == card && p.target().equals("storm")), s.legal().toString());
        s.submit(new BalmyAction.PlayOn(card, "storm"));
        assertEquals(List.of(4, 30), where(s), "one lane south, the same place in sector 6 (lane 4: fields 30-34)");
        assertEquals(List.of(1, 2), List.of(s.figure(0), s.figure(1)));
        assertEquals(s.bs.windDiscard.global(), s.game.state().zoneOf(card));
        assertEquals("C", s.events("balmy-balloonists:card-played").get(0).data().get("option"));
    }

    @Test
    @DisplayName("M17.3 the storm moves north and south as a balloon does but stays on the map: north of lane 1 on lane 1, south of lane 5 on lane 5")
    void staysOnMap() {
        Scenario s = four();
        put(s, 1, 9);
        int north = s.wind(null, null, -2, -1);
        s.hand(0).played(0, north).rose(1, 2);
        s.submit(new BalmyAction.PlayOn(north, "storm"));
        assertEquals(List.of(1, 9), where(s));

        Scenario t = four();
        put(t, 4, 32);
        int south = t.wind(null, null, 2, -1);
        t.hand(0).played(0, south).rose(1, 2);
        t.submit(new BalmyAction.PlayOn(south, "storm"));
        assertEquals(List.of(5, t.g.map.keepOffset(4, 32, 5)), where(t));
    }

    @Test
    @DisplayName("M17.4 at the end of every round the storm flies the fields the current card of its quadrant gives for its lane at high altitude")
    void roundEndFlight() {
        Scenario s = four();
        int q = s.quadrantCard(c -> true);
        s.quadrant(2, q); // lane 3 field 24 lies in sector 6: quadrant 3
        int v = s.g.decks.flight(q, 3, Altitude.HIGH);
        int round = s.game.round();
        for (int guard = 0; guard < 500 && s.game.round() == round; guard++) s.submit(s.legal().get(0)); // grounded balloons stay on field 0
        assertEquals(List.of(3, 24 + v), where(s));
        assertEquals(1, s.events("balmy-storm:moved").size());
    }

    @Test
    @DisplayName("M17.5 a balloon at high altitude flying into the storm's field stops there and suffers bad weather; at medium it flies on")
    void balloonMeetsStorm() {
        Scenario s = four();
        put(s, 3, 22);
        int q = s.quadrantCard(c -> s.g.decks.flight(c, 3, Altitude.HIGH) >= 3);
        int dash = s.windMoving(Altitude.HIGH, 0);
        s.quadrant(1, q).at(0, 3, 20).altitude(0, Altitude.HIGH).hand(0, dash).playOwn(dash);
        s.quadrantNext(s.weatherCard(Decks.SINK, 1));
        s.setAltitude(Altitude.HIGH);
        assertEquals(22, s.field(0), "its further movement is forfeit");
        assertEquals(Altitude.MEDIUM, s.alt(0), "bad weather: one level down");
        assertEquals(1, s.events("balmy-storm:hit").size());

        Scenario m = four();
        put(m, 3, 22);
        int q2 = m.quadrantCard(c -> m.g.decks.flight(c, 3, Altitude.MEDIUM) >= 3);
        int d2 = m.windMoving(Altitude.MEDIUM, 0);
        m.quadrant(1, q2).at(0, 3, 20).altitude(0, Altitude.MEDIUM).hand(0, d2).playOwn(d2);
        m.setAltitude(Altitude.MEDIUM);
        assertEquals(20 + m.g.decks.flight(q2, 3, Altitude.MEDIUM), m.field(0));
        assertTrue(m.events("balmy-storm:hit").isEmpty());
    }

    @Test
    @DisplayName("M17.5 the storm flying into the field of balloons at high altitude stops there; each of them suffers bad weather, one at medium is passed")
    void stormMeetsBalloons() {
        Scenario s = four();
        int q = s.quadrantCard(c -> s.g.decks.flight(c, 3, Altitude.HIGH) >= 3);
        s.quadrant(2, q).at(1, 3, 26).altitude(1, Altitude.HIGH).at(2, 3, 26).altitude(2, Altitude.HIGH).at(3, 3, 25).altitude(3, Altitude.MEDIUM);
        s.quadrantNext(s.weatherCard(Decks.SINK, 1), s.weatherCard(Decks.SINK, 2));
        storm(s).fly(s.g, s.ctx);
        assertEquals(List.of(3, 26), where(s), "the storm's movement is forfeit");
        assertEquals(2, s.events("balmy-storm:hit").size());
        assertTrue(s.alt(1) < Altitude.HIGH && s.alt(2) < Altitude.HIGH, "both sank");
        assertEquals(Altitude.MEDIUM, s.alt(3));
        assertFalse(s.events("balmy-storm:hit").stream().anyMatch(e -> e.intValue("balloon", -1) == 3));
    }

    @Test
    @DisplayName("MD20 without the module there is no storm: no card can be played on it")
    void onlyWithTheModule() {
        Scenario s = Scenario.start(4).plain();
        int card = s.wind(null, null, 1, -1);
        s.hand(0).played(0, card).rose(1, 2);
        for (Action a : s.legal()) assertFalse(a instanceof BalmyAction.PlayOn, a.toString());
        assertEquals("balmy-balloonists.no-such-target", s.rejection(new BalmyAction.PlayOn(card, "storm")));
    }
}
