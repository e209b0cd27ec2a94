package io.fogisles.piratebay;

import static io.fogisles.piratebay.Scenario.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.data.Json;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.state.GameState;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The end of a round (P8), the next round's start player (P2.3), the end of the game (P9). */
class PirateRoundEndTest {

    /** A resource die of one face (a house rule's parameters), so that a test needs no rigging across draws. */
    static RuleSet oneFace(int seats, String face, String effect) {
        return Scenario.rules(seats, "easy", p -> p.set(PirateRules.MODULE, "resourceDie",
                Json.MAPPER.createArrayNode().add(Json.MAPPER.createObjectNode().put("id", face).put("effect", effect))));
    }

    static RuleSet gold(int seats) {
        return oneFace(seats, "yellow", "pirate-bay:count-gold");
    }

    /**
     * Four players; the start card with caps north (2 gold), south and west (no gold) and a long strait east (open
     * to the east): seat 0's figures on the caps (three), seat 1's on the strait. Seat 0 to move.
     */
    static final class Table {
        final Scenario s;
        final int start, north, south, west, east;

        Table(RuleSet rules) {
            s = Scenario.start(rules, 3);
            s.emptyHands();
            start = s.g.cards.start();
            north = s.free(CAPE_SHORT, "gold", 2);
            s.put(north, 0, 1, true);
            south = s.free(CAPE_SHORT, "gold", 0);
            s.put(south, 0, -1);
            west = s.free(CAPE_LONG, "gold", 0);
            s.put(west, -1, 0);
            east = s.free(STRAIT_LONG);
            s.put(east, 1, 0);
            s.figure(0, north).figure(0, south).figure(0, west).figure(1, east);
            for (int seat = 0; seat < 4; seat++) s.hand(seat, s.free(CAPE_SHORT));
        }

        int gold(int card) {
            return s.g.cards.points(card, s.g.rules.resource("gold"));
        }
    }

    @Test
    @DisplayName("P8.1 the first player with all four figures on the table: every other player has one more turn, in order; a later fourth figure changes nothing")
    void fourthFigure() {
        Table t = new Table(gold(4));
        Scenario s = t.s;
        s.choose(ActionKind.PLACE_FIGURE).placeFigure(t.start);
        assertEquals(1, s.events("pirate-bay:fourth-figure").size());
        assertEquals(0, s.events("pirate-bay:fourth-figure").get(0).seat());
        // seat 1 puts its fourth figure on the table too (three more on new cards): not counted (P8.1: only the first)
        int[] more = new int[3];
        more[0] = s.free(CAPE_LONG);
        s.put(more[0], 2, 0, true);
        more[1] = s.free(CAPE_LONG);
        s.put(more[1], 0, -3);
        more[2] = s.free(CAPE_LONG);
        s.put(more[2], 5, 5); // a position: cards for seat 1's figures
        s.figure(1, more[1]).figure(1, more[2]);
        s.choose(ActionKind.PLACE_FIGURE).placeFigure(more[0]);
        assertEquals(1, s.events("pirate-bay:fourth-figure").size(), "only the first counts");
        assertEquals(2, s.pendingSeat());
        s.choose(ActionKind.DRAW_ONE);
        assertEquals(3, s.pendingSeat());
        assertTrue(s.events("pirate-bay:round-ended").isEmpty());
        s.choose(ActionKind.DRAW_ONE);
        assertEquals(1, s.events("pirate-bay:round-ended").size(), "after the last of the others' turns");
        assertEquals(2, s.game.round());
    }

    @Test
    @DisplayName("P8.2 / P8.3 / PD19 the fourth figure's player rolls; each figure scores its owner the rolled resource's points of the card it stands on")
    void roundEndScoring() {
        Table t = new Table(gold(4));
        Scenario s = t.s;
        s.choose(ActionKind.PLACE_FIGURE).placeFigure(t.start);
        for (int seat = 1; seat <= 3; seat++) s.choose(ActionKind.DRAW_ONE);
        assertEquals(0, s.events("pirate-bay:die-rolled").get(0).seat(), "seat 0 rolls");
        assertEquals(t.gold(t.north) + t.gold(t.south) + t.gold(t.west) + t.gold(t.start), s.roundPoints(0));
        assertEquals(3, s.roundPoints(0), "2 + 0 + 0 + 1: single cards, not the whole island");
        assertEquals(t.gold(t.east), s.roundPoints(1));
        assertEquals(0, s.roundPoints(2));
        assertEquals(0, s.islandPoints(0));
    }

    @Test
    @DisplayName("P8.2 / PD15 a red face at the round's end: the player after the roller chooses the resource")
    void roundEndRed() {
        Table t = new Table(oneFace(4, "red", "pirate-bay:next-player-chooses"));
        Scenario s = t.s;
        s.choose(ActionKind.PLACE_FIGURE).placeFigure(t.start);
        for (int seat = 1; seat <= 3; seat++) s.choose(ActionKind.DRAW_ONE);
        assertEquals("pirate-bay:choose-resource", s.pendingId());
        assertEquals(1, s.pendingSeat());
        s.submit(new PirateAction.ChooseResource("iron"));
        int iron = 0;
        for (int c : new int[] {t.north, t.south, t.west, t.start}) iron += s.g.cards.points(c, s.g.rules.resource("iron"));
        assertEquals(iron, s.roundPoints(0));
    }

    @Test
    @DisplayName("P8.4 / P2.1 after the scoring the table is cleared (cards discarded, the start card aside and laid again), figures go home, the next round begins with the start card alone")
    void tableCleared() {
        Table t = new Table(gold(4));
        Scenario s = t.s;
        int discard = s.game.state().size(s.ps.discard.global());
        s.choose(ActionKind.PLACE_FIGURE).placeFigure(t.start);
        for (int seat = 1; seat <= 3; seat++) s.choose(ActionKind.DRAW_ONE);
        GameState st = s.game.state();
        assertEquals(2, s.game.round());
        assertEquals(1, st.size(s.ps.table.global()));
        assertEquals(t.start, s.at(0, 0));
        assertEquals(discard + 4, st.size(s.ps.discard.global()));
        for (int seat = 0; seat < 4; seat++) assertEquals(4, s.g.supply(st, seat));
        assertEquals(-1, s.occupant(t.start));
    }

    @Test
    @DisplayName("P2.3 the next round's start player has the fewest points")
    void fewestPointsStarts() {
        Table t = new Table(gold(4));
        Scenario s = t.s;
        s.points(1, 10, 10).points(2, 1, 0).points(3, 10, 0); // seat 0 scores 3 at the round's end, seat 1 the strait's gold
        s.choose(ActionKind.PLACE_FIGURE).placeFigure(t.start);
        for (int seat = 1; seat <= 3; seat++) s.choose(ActionKind.DRAW_ONE);
        assertEquals(2, s.game.round());
        assertEquals(2, s.pendingSeat(), "seat 2 with 1 point");
        assertEquals(2, s.events("pirate-bay:start-player").get(1).seat());
    }

    @Test
    @DisplayName("P2.3 / PD8 tied for fewest points: the first of them clockwise after the previous round's start player")
    void tiedStartPlayer() {
        for (int previous : new int[] {1, 3}) {
            Table t = new Table(gold(4));
            Scenario s = t.s;
            // after the round: seat 0 has 3 (2 + 0 + 0 + 1), seat 2 has 3, seats 1 and 3 more
            s.points(1, 20, 0).points(2, 3, 0).points(3, 20, 0);
            s.ctx.set(s.ps.startPlayer, previous);
            s.choose(ActionKind.PLACE_FIGURE).placeFigure(t.start);
            for (int seat = 1; seat <= 3; seat++) s.choose(ActionKind.DRAW_ONE);
            assertEquals(3, s.points(0));
            assertEquals(previous == 1 ? 2 : 0, s.pendingSeat(), "previous start player " + previous);
        }
    }

    @Test
    @DisplayName("P8.5 / PD20 two whole passes without a card drawn or laid end the round at once, scored with the player whose turn completed them rolling")
    void quietPasses() {
        Scenario s = Scenario.start(gold(2), 5).afterFirstPass();
        s.choose(ActionKind.DRAW_ONE); // the round moved on once
        for (int turn = 0; turn < 3; turn++) s.choose(ActionKind.SWAP).submit(new PirateAction.Swap(s.hand(s.pendingSeat())[0], 1 - s.pendingSeat()));
        assertTrue(s.events("pirate-bay:round-ended").isEmpty(), "three quiet turns are not two passes of two players");
        s.choose(ActionKind.SWAP).submit(new PirateAction.Swap(s.hand(s.pendingSeat())[0], 1 - s.pendingSeat()));
        assertEquals(1, s.events("pirate-bay:round-ended").size());
        assertEquals(Boolean.TRUE, s.events("pirate-bay:round-ended").get(0).data().get("stalemate"));
        assertEquals(0, s.events("pirate-bay:die-rolled").get(0).seat(), "seat 0's turn completed the passes");
        assertFalse(s.game.isOver(), "a card was drawn this round: the game goes on");
        assertEquals(2, s.game.round());
    }

    @Test
    @DisplayName("P8.5 / PD20 a round in which nobody drew or laid a card at all ends the game")
    void quietRoundEndsGame() {
        Scenario s = Scenario.start(gold(2), 5);
        for (int turn = 0; turn < 4; turn++) s.choose(ActionKind.SWAP).submit(new PirateAction.Swap(s.hand(s.pendingSeat())[0], 1 - s.pendingSeat()));
        assertTrue(s.game.isOver());
        assertEquals("pirate-bay:stalemate", s.game.endReason());
    }

    @Test
    @DisplayName("PD20 the number of quiet passes is the parameter quietPasses: with 1, one quiet pass ends the round")
    void quietPassesParameter() {
        RuleSet one = Scenario.rules(2, "easy", p -> p.set(PirateRules.MODULE, "quietPasses", Json.MAPPER.getNodeFactory().numberNode(1)));
        Scenario s = Scenario.start(one, 5);
        s.choose(ActionKind.DRAW_ONE);
        s.choose(ActionKind.SWAP).submit(new PirateAction.Swap(s.hand(1)[0], 0));
        assertTrue(s.events("pirate-bay:round-ended").isEmpty());
        s.choose(ActionKind.SWAP).submit(new PirateAction.Swap(s.hand(0)[0], 1));
        assertEquals(1, s.events("pirate-bay:round-ended").size());
    }

    @Test
    @DisplayName("P9.1 / P9.2 the draw that takes the pile's last card triggers the end: the discard pile becomes the new pile at once, the round is played out and scored, then the game ends")
    void deckRunsOut() {
        Table t = new Table(gold(4));
        Scenario s = t.s;
        int last = s.free(CAPE_SHORT);
        s.deckOnly(last);
        int discard = s.game.state().size(s.ps.discard.global());
        s.choose(ActionKind.PLACE_FIGURE).placeFigure(t.start); // seat 0: the fourth figure
        s.choose(ActionKind.DRAW_ONE); // seat 1 takes the last card
        assertEquals(1, s.events("pirate-bay:deck-empty").size());
        assertEquals(discard, s.events("pirate-bay:deck-empty").get(0).intValue("cards", -1));
        assertEquals(discard, s.g.deckSize(s.game.state()), "the discard pile is the new draw pile");
        assertEquals(0, s.game.state().size(s.ps.discard.global()));
        assertFalse(s.game.isOver(), "the round goes on");
        s.choose(ActionKind.DRAW_ONE).choose(ActionKind.DRAW_ONE);
        assertTrue(s.game.isOver());
        assertEquals("pirate-bay:deck-played", s.game.endReason());
        assertEquals(3, s.roundPoints(0), "the round was scored");
    }

    @Test
    @DisplayName("P9.3 when the new draw pile runs out as well nobody can draw any more, and nothing is reshuffled again")
    void secondPileRunsOut() {
        Scenario s = Scenario.start(gold(3), 5);
        int last = s.free(CAPE_SHORT);
        s.deckOnly(last);
        s.ctx.set(s.ps.endTriggered, 1);
        int discard = s.game.state().size(s.ps.discard.global());
        s.choose(ActionKind.DRAW_ONE);
        assertEquals(0, s.g.deckSize(s.game.state()));
        assertEquals(discard, s.game.state().size(s.ps.discard.global()));
        assertTrue(s.events("pirate-bay:deck-empty").isEmpty());
        List<String> actions = s.actions();
        assertFalse(actions.contains("draw-one") || actions.contains("draw-two") || actions.contains("draw-and-lay"), actions.toString());
    }

    @Test
    @DisplayName("P9.4 / PD21 the most points win; equal totals: more points from closed islands wins; equal again: the win is shared")
    void winnerAndTies() {
        int[][][] cases = { // {island, round-end} per seat, then the expected winners
                {{12, 0}, {5, 6}, {0}},
                {{5, 5}, {7, 3}, {1}},
                {{6, 4}, {6, 4}, {0, 1}}};
        for (int[][] c : cases) {
            Scenario s = Scenario.start(gold(2), 5);
            s.points(0, c[0][0], c[0][1]).points(1, c[1][0], c[1][1]);
            for (int turn = 0; turn < 4; turn++) s.choose(ActionKind.SWAP).submit(new PirateAction.Swap(s.hand(s.pendingSeat())[0], 1 - s.pendingSeat()));
            assertTrue(s.game.isOver());
            List<Integer> expected = new java.util.ArrayList<>();
            for (int w : c[2]) expected.add(w);
            assertEquals(expected, s.game.scores().winners(), java.util.Arrays.deepToString(c));
        }
    }
}
