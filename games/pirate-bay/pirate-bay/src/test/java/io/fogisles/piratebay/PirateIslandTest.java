package io.fogisles.piratebay;

import static io.fogisles.piratebay.Scenario.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.event.GameEvent;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Islands (P6): what one is, when it is closed, the resource die with the red face's chooser, who scores, what is cleared. */
class PirateIslandTest {

    /**
     * The start card with three caps (north, south, west) and the east cap in seat 0's hand: laying it closes the
     * island of five cards. Figures: seat 0 on the start card and the south cap, seat 1 on the north cap. Gold on
     * the island: start 1, north cap 2, the others 0 (so gold counts 3). Beside it, touching only by water, a short
     * cape at -1,1 with seat 3's figure: another island, open. Hands other than seat 0's are empty.
     */
    static final class Closing {
        final Scenario s;
        final int north, south, west, east, other;

        Closing(Scenario s) {
            this.s = s;
            s.emptyHands(); // every card free to choose from; seat 0 then holds the closing cape
            north = s.free(CAPE_SHORT, "gold", 2);
            s.put(north, 0, 1, true);
            south = s.free(CAPE_SHORT, "gold", 0);
            s.put(south, 0, -1);
            west = s.free(CAPE_LONG, "gold", 0);
            s.put(west, -1, 0);
            east = s.free(CAPE_LONG, "gold", 0);
            other = s.free(CAPE_SHORT);
            s.put(other, -1, 1);
            int start = s.g.cards.start();
            s.figure(0, start).figure(0, south).figure(1, north).figure(3, other);
            s.hand(0, east);
        }

        Closing() {
            this(Scenario.start(4));
        }
    }

    @Test
    @DisplayName("P6.1 / P6.2 / PD3 an island is the land joined land to land; laying the last card beside its open land closes it, a card touching only by water is not part of it")
    void closingIsland() {
        Closing c = new Closing();
        Scenario s = c.s;
        s.resourceDie(s.face("yellow"));
        s.choose(ActionKind.LAY_ONE).lay(c.east, 1, 0, true);
        List<GameEvent> closed = s.events("pirate-bay:island-closed");
        assertEquals(1, closed.size());
        @SuppressWarnings("unchecked")
        List<Object> cards = new ArrayList<>((java.util.Collection<Object>) toList(closed.get(0).data().get("cards")));
        assertEquals(5, cards.size(), cards.toString());
        assertEquals(c.other, s.at(-1, 1), "the cape beside it by water is another island and stays");
        assertEquals(3, s.occupant(c.other));
    }

    private static List<Object> toList(Object o) {
        List<Object> out = new ArrayList<>();
        if (o instanceof int[] a) for (int v : a) out.add(v);
        else if (o instanceof java.util.Collection<?> col) out.addAll(col);
        return out;
    }

    @Test
    @DisplayName("P6.2 an island with a land side open is not closed: nothing is scored, nothing leaves the table")
    void openIslandStays() {
        Closing c = new Closing();
        Scenario s = c.s;
        int strait = s.free(STRAIT_LONG);
        s.hand(0, strait).choose(ActionKind.LAY_ONE).lay(strait, 1, 0).noFigure();
        assertTrue(s.events("pirate-bay:island-closed").isEmpty());
        assertEquals(6, s.game.state().size(s.ps.table.global()));
    }

    @Test
    @DisplayName("P6.4 / P6.5 / PD16 the closer rolls; yellow: gold counts; each player with a figure there scores the island's gold plus 1 per figure, the others nothing")
    void scoringYellow() {
        Closing c = new Closing();
        Scenario s = c.s;
        s.resourceDie(s.face("yellow"));
        s.choose(ActionKind.LAY_ONE).lay(c.east, 1, 0, true);
        assertEquals("yellow", s.events("pirate-bay:die-rolled").get(0).data().get("face"));
        assertEquals(0, s.events("pirate-bay:die-rolled").get(0).seat(), "the closer rolls");
        assertEquals(3 + 2, s.islandPoints(0), "gold 1 + 2, two figures");
        assertEquals(3 + 1, s.islandPoints(1), "gold 3, one figure");
        assertEquals(0, s.islandPoints(2));
        assertEquals(0, s.islandPoints(3), "seat 3's figure is on another island");
        assertEquals(1, s.pendingSeat(), "the turn goes on: no figure on a laid card that is gone");
    }

    @Test
    @DisplayName("P6.4 / PD15 a red face: the next player clockwise after the closer chooses the resource, and the island scores it")
    void redFaceNextPlayerChooses() {
        Closing c = new Closing();
        Scenario s = c.s;
        s.resourceDie(s.face("red"));
        s.choose(ActionKind.LAY_ONE).lay(c.east, 1, 0, true);
        assertEquals("pirate-bay:choose-resource", s.pendingId());
        assertEquals(1, s.pendingSeat(), "seat 1 follows seat 0");
        assertEquals(4, s.legal().size(), "any of the four resources");
        assertEquals("pirate-bay.no-such-resource", s.rejection(new PirateAction.ChooseResource("silver")));
        assertEquals(0, s.islandPoints(0), "nothing scored before the choice");
        int water = 0;
        for (int card : new int[] {s.g.cards.start(), c.north, c.south, c.west, c.east}) water += s.g.cards.points(card, s.g.rules.resource("water"));
        s.submit(new PirateAction.ChooseResource("water"));
        assertEquals(water + 2, s.islandPoints(0));
        assertEquals(water + 1, s.islandPoints(1));
        assertEquals(1, s.events("pirate-bay:resource-chosen").get(0).seat());
        assertEquals("pirate-bay:choose", s.pendingId());
        assertEquals(1, s.pendingSeat(), "then seat 1's own turn");
    }

    @Test
    @DisplayName("P6.4 / PD15 the chooser after a red face is the next player clockwise: seat 0 when the last seat closed")
    void redFaceWrapsAround() {
        Scenario s = Scenario.start(3);
        s.drawUntilTurnOf(2);
        Closing c = new Closing(s);
        s.hand(2, c.east).hand(0, new int[0]).figure(2, c.other);
        s.resourceDie(s.face("red"));
        s.choose(ActionKind.LAY_ONE).lay(c.east, 1, 0, true);
        assertEquals("pirate-bay:choose-resource", s.pendingId());
        assertEquals(0, s.pendingSeat());
    }

    @Test
    @DisplayName("P6.3 an island closed by the first card of lay-two is scored at once, before the second card; the table is then empty, so the second goes in the middle (P3.5)")
    void scoredBeforeTheTurnGoesOn() {
        Closing c = new Closing();
        Scenario s = c.s;
        s.ctx.set(s.ps.occupant, 0, c.other, -1); // only the island of five on the table
        s.ctx.set(s.ps.cell, 0, c.other, -1);
        s.ctx.move(c.other, s.ps.discard.global());
        int second = s.free(CAPE_SHORT);
        s.hand(0, c.east, second);
        s.resourceDie(s.face("green"));
        s.choose(ActionKind.LAY_TWO).lay(c.east, 1, 0, true);
        assertTrue(s.islandPoints(0) > 0 && s.islandPoints(1) > 0, "scored already");
        assertEquals("pirate-bay:lay", s.pendingId(), "the second lay waits");
        assertEquals(0, s.game.state().size(s.ps.table.global()));
        assertEquals(List.of(new PirateAction.Lay(second, 0, 0, false), new PirateAction.Lay(second, 0, 0, true)), s.legal());
        s.lay(second, 0, 0);
        assertEquals("pirate-bay:place-figure", s.pendingId(), "a figure may go on the card that stayed");
        assertEquals(List.of(new PirateAction.PlaceFigure(second), new PirateAction.NoFigure()), s.legal());
    }

    @Test
    @DisplayName("P6.6 / P5.2 / PD1 the island's cards go to the discard pile, the start card aside; its figures go back to their owners and may be placed again")
    void cleared() {
        Closing c = new Closing();
        Scenario s = c.s;
        int discard = s.game.state().size(s.ps.discard.global());
        s.resourceDie(s.face("black"));
        s.choose(ActionKind.LAY_ONE).lay(c.east, 1, 0, true);
        var st = s.game.state();
        assertEquals(discard + 4, st.size(s.ps.discard.global()));
        assertEquals(s.ps.aside.global(), st.zoneOf(s.g.cards.start()));
        for (int card : new int[] {c.north, c.south, c.west, c.east}) {
            assertEquals(s.ps.discard.global(), st.zoneOf(card));
            assertEquals(-1, s.occupant(card));
        }
        assertEquals(4, s.g.supply(st, 0));
        assertEquals(4, s.g.supply(st, 1));
        assertEquals(3, s.g.supply(st, 3), "seat 3's figure on the other island stays");
        assertEquals(1, st.size(s.ps.table.global()));
        int fresh = s.free(CAPE_SHORT);
        s.put(fresh, -1, 2, true); // south land against the other cape's north land
        s.choose(ActionKind.PLACE_FIGURE).placeFigure(fresh);
        assertEquals(1, s.occupant(fresh), "seat 1 places a figure that came back");
    }
}
