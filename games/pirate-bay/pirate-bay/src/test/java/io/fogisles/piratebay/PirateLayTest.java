package io.fogisles.piratebay;

import static io.fogisles.piratebay.Scenario.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.action.Action;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Laying a card (P3): the grid, the half turn, touching and matching sides, easy and hard mode, an empty table. */
class PirateLayTest {

    /** The lays offered to the seat to move after it chose "lay one". */
    private static List<Action> laysAfterChoosing(Scenario s) {
        s.choose(ActionKind.LAY_ONE);
        assertEquals("pirate-bay:lay", s.pendingId());
        return s.legal();
    }

    @Test
    @DisplayName("P3.1 / PD5 a card may be turned half a turn: a short cape fits north of the start card only turned (land south), unturned its water meets land")
    void halfTurn() {
        Scenario s = Scenario.start(4).afterFirstPass();
        int cape = s.free(CAPE_SHORT);
        s.hand(0, cape);
        List<Action> lays = laysAfterChoosing(s);
        assertTrue(lays.contains(new PirateAction.Lay(cape, 0, 1, true)), lays.toString());
        assertFalse(lays.contains(new PirateAction.Lay(cape, 0, 1, false)), lays.toString());
        assertTrue(lays.contains(new PirateAction.Lay(cape, 0, -1, false)), "south of the start card it fits as printed (land north): " + lays);
        assertEquals("pirate-bay.sides-must-match", s.rejection(new PirateAction.Lay(cape, 0, 1, false)));
        s.lay(cape, 0, 1, true);
        assertEquals(cape, s.at(0, 1));
        assertTrue(PirateState.turned(s.game.state().get(s.ps.cell, 0, cape)), "the cell records the half turn");
    }

    @Test
    @DisplayName("P3.1 long side to long side only: there is no quarter turn, so a card with land on a long side alone never joins the start card's short (north) side")
    void noQuarterTurn() {
        Scenario s = Scenario.start(4).afterFirstPass();
        int capeLong = s.free(CAPE_LONG);
        s.hand(0, capeLong);
        List<Action> lays = laysAfterChoosing(s);
        assertTrue(lays.stream().noneMatch(a -> a instanceof PirateAction.Lay l && l.x() == 0), "north or south of the start card it shows water to land: " + lays);
        assertTrue(lays.contains(new PirateAction.Lay(capeLong, -1, 0, false)) && lays.contains(new PirateAction.Lay(capeLong, 1, 0, true)),
                "its long land side joins the start card's long sides, turned on the east: " + lays);
        assertEquals(2, lays.size(), lays.toString());
    }

    @Test
    @DisplayName("P3.2 a card must touch a card on the table along a side: a lay away from the table (or only corner to corner) is refused")
    void mustTouch() {
        Scenario s = Scenario.start(4).afterFirstPass();
        int cross = s.free(CROSS);
        s.hand(0, cross).choose(ActionKind.LAY_ONE);
        assertEquals("pirate-bay.lay-touching", s.rejection(new PirateAction.Lay(cross, 5, 5, false)));
        assertEquals("pirate-bay.lay-touching", s.rejection(new PirateAction.Lay(cross, 1, 1, false)), "a corner is not a side");
        assertEquals("pirate-bay.cell-taken", s.rejection(new PirateAction.Lay(cross, 0, 0, false)));
        assertEquals("pirate-bay.not-in-hand", s.rejection(new PirateAction.Lay(s.free(CAPE_SHORT), 0, -1, false)), "a card of the draw pile");
    }

    @Test
    @DisplayName("P3.3 every touching side matches: between two cards a cell needing land on one side and water on another takes only a card that shows both")
    void everySideMatches() {
        // start (all land) at 0,0; a short strait (land N and S) at 1,1 turned or not: the cell 1,0 has land to the west (start)
        // and land to the north (the strait's south side): it needs land W and N and, with nothing east or south, no more
        Scenario s = Scenario.start(4).afterFirstPass();
        int strait = s.free(STRAIT_SHORT);
        s.put(s.free(STRAIT_SHORT), 1, 2).put(strait, 1, 1);
        int bendNw = s.free(BEND_NW), bendNe = s.free(BEND_NE), capeLong = s.free(CAPE_LONG);
        s.hand(0, bendNw, bendNe, capeLong);
        List<Action> lays = laysAfterChoosing(s);
        assertTrue(lays.contains(new PirateAction.Lay(bendNw, 1, 0, false)), "land north and west: " + lays);
        assertFalse(lays.stream().anyMatch(a -> a instanceof PirateAction.Lay l && l.x() == 1 && l.y() == 0 && l.card() != bendNw),
                "a bend north-east shows water west (or, turned, water north); a long cape water north: " + lays);
        assertEquals("pirate-bay.sides-must-match", s.rejection(new PirateAction.Lay(capeLong, 1, 0, true)));
    }

    /** A cell touching the table by water only: a turned short cape at 0,1 (land south) leaves 1,1 with water to its west. */
    private static Scenario waterOnlyCell(String mode) {
        Scenario s = Scenario.start(Scenario.rules(4, mode), 1).afterFirstPass();
        s.put(s.free(CAPE_SHORT), 0, 1, true);
        return s;
    }

    @Test
    @DisplayName("P3.4 / PD10 easy mode: a card may join by water alone (a short cape beside another cape's water side)")
    void easyWaterJoin() {
        Scenario s = waterOnlyCell("easy");
        int cape = s.free(CAPE_SHORT);
        s.hand(0, cape);
        List<Action> lays = laysAfterChoosing(s);
        assertTrue(lays.contains(new PirateAction.Lay(cape, 1, 1, false)), lays.toString());
        s.lay(cape, 1, 1, false);
        assertEquals(cape, s.at(1, 1));
    }

    @Test
    @DisplayName("P3.4 / PD10 hard mode: every lay joins land to land; water beside the land join stays allowed")
    void hardNeedsLand() {
        Scenario s = waterOnlyCell("hard");
        int cape = s.free(CAPE_SHORT);
        s.hand(0, cape);
        List<Action> lays = laysAfterChoosing(s);
        assertFalse(lays.contains(new PirateAction.Lay(cape, 1, 1, false)), lays.toString());
        assertEquals("pirate-bay.hard-needs-land", s.rejection(new PirateAction.Lay(cape, 1, 1, false)));
        assertTrue(lays.stream().allMatch(a -> a instanceof PirateAction.Lay l && (l.x() == 0 || l.y() == 0)), "only the start card's free land sides: " + lays);
        // 1,0: land west (the start card) and, with a cape at 1,1, water north: a long strait joins by land and touches water
        Scenario t = waterOnlyCell("hard");
        int strait = t.free(STRAIT_LONG);
        t.put(t.free(CAPE_SHORT), 1, 1).hand(0, strait);
        t.choose(ActionKind.LAY_ONE);
        assertTrue(t.legal().contains(new PirateAction.Lay(strait, 1, 0, false)), t.legal().toString());
        t.lay(strait, 1, 0, false);
        assertEquals(strait, t.at(1, 0));
    }

    @Test
    @DisplayName("P3.5 / PD11 on an empty table the next card goes in the middle, touching nothing; elsewhere it is refused")
    void emptyTable() {
        Scenario s = Scenario.start(4).afterFirstPass();
        s.clearTable();
        int cape = s.free(CAPE_LONG);
        s.hand(0, cape);
        List<Action> lays = laysAfterChoosing(s);
        assertEquals(List.of(new PirateAction.Lay(cape, 0, 0, false), new PirateAction.Lay(cape, 0, 0, true)), lays);
        assertEquals("pirate-bay.lay-in-middle", s.rejection(new PirateAction.Lay(cape, 1, 0, false)));
        s.lay(cape, 0, 0, true);
        assertEquals(cape, s.at(0, 0));
        assertTrue(s.events("pirate-bay:island-closed").isEmpty(), "a cape alone is an open island");
    }
}
