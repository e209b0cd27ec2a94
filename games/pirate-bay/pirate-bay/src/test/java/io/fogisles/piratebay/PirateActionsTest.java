package io.fogisles.piratebay;

import static io.fogisles.piratebay.Scenario.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.view.SeenChange;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The turn's actions (P4), the turn order (P2.2), the first pass without figures (P2.4), figures on cards (P5.1). */
class PirateActionsTest {

    @Test
    @DisplayName("P2.2 turns go clockwise from the round's start player, one action each")
    void clockwise() {
        Scenario s = Scenario.start(3);
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            assertEquals("pirate-bay:choose", s.pendingId());
            order.add(s.pendingSeat());
            s.choose(ActionKind.DRAW_ONE);
        }
        assertEquals(List.of(0, 1, 2, 0), order);
    }

    @Test
    @DisplayName("P2.4 / PD9 with 2 or 3 players nobody places a figure in the game's first pass: no figure after a lay, no place-figure action")
    void firstPassTwoPlayers() {
        for (int seats : new int[] {2, 3}) {
            Scenario s = Scenario.start(seats);
            int cape = s.free(CAPE_SHORT);
            s.hand(0, cape);
            assertFalse(s.actions().contains("place-figure"), "first pass, " + seats + " players");
            assertEquals("pirate-bay.action-unavailable.place-figure", s.rejection(new PirateAction.Choose("place-figure")));
            s.choose(ActionKind.LAY_ONE).lay(cape, 0, -1);
            assertEquals("pirate-bay:choose", s.pendingId(), "no figure decision after the lay");
            assertEquals(1, s.pendingSeat());
            for (int seat = 1; seat < seats; seat++) s.choose(ActionKind.DRAW_ONE);
            assertEquals(0, s.pendingSeat());
            assertTrue(s.actions().contains("place-figure"), "the second pass allows figures");
        }
    }

    @Test
    @DisplayName("P2.4 with 4–6 players figures may be placed from the first turn on")
    void firstPassFourPlayers() {
        for (int seats = 4; seats <= 6; seats++) {
            Scenario s = Scenario.start(seats);
            assertTrue(s.actions().contains("place-figure"), seats + " players");
            int cape = s.free(CAPE_SHORT);
            s.hand(0, cape).choose(ActionKind.LAY_ONE).lay(cape, 0, -1);
            assertEquals("pirate-bay:place-figure", s.pendingId());
        }
    }

    @Test
    @DisplayName("P4.1 draw one card: the seat alone is told which card (card-drawn), everyone how many (cards-drawn)")
    void drawOne() {
        Scenario s = Scenario.start(3);
        int deck = s.g.deckSize(s.game.state());
        int mark = s.mark();
        s.choose(ActionKind.DRAW_ONE);
        assertEquals(5, s.hand(0).length);
        assertEquals(deck - 1, s.g.deckSize(s.game.state()));
        GameEvent drawn = s.events("pirate-bay:card-drawn").get(s.events("pirate-bay:card-drawn").size() - 1);
        assertTrue(drawn.visibleTo(0) && !drawn.visibleTo(1) && !drawn.visibleTo(2));
        assertEquals(s.hand(0)[4], drawn.intValue("card", -1));
        for (int viewer = 1; viewer <= 2; viewer++) {
            for (SeenChange c : s.seenSince(mark, viewer)) {
                if (c instanceof SeenChange.PieceMoved m) assertEquals(GameState.HIDDEN, m.piece(), "seat " + viewer + " does not see the card");
                if (c instanceof SeenChange.EventRaised e) assertNotEquals("pirate-bay:card-drawn", e.event().type());
            }
        }
        assertEquals(1, s.events("pirate-bay:cards-drawn").get(0).intValue("count", 0));
    }

    @Test
    @DisplayName("P4.2 / P4.11 / P9.3 draw two cards; with one card left in the last pile it takes that one")
    void drawTwo() {
        Scenario s = Scenario.start(3);
        s.choose(ActionKind.DRAW_TWO);
        assertEquals(6, s.hand(0).length);
        int last = s.free(CAPE_SHORT);
        s.deckOnly(last);
        s.ctx.set(s.ps.endTriggered, 1); // the discard pile was already the new draw pile once (P9.1)
        s.choose(ActionKind.DRAW_TWO);
        assertEquals(5, s.hand(1).length, "only the one card");
        assertTrue(java.util.Arrays.stream(s.hand(1)).anyMatch(c -> c == last));
        assertEquals(0, s.g.deckSize(s.game.state()));
    }

    @Test
    @DisplayName("P4.2 / P9.1 draw two with one card left in the first pile: the discard pile becomes the new pile at once, and the second card comes from it")
    void drawTwoAcrossTheReshuffle() {
        Scenario s = Scenario.start(3);
        int last = s.free(CAPE_SHORT);
        s.deckOnly(last);
        int discard = s.game.state().size(s.ps.discard.global());
        s.choose(ActionKind.DRAW_TWO);
        assertEquals(6, s.hand(0).length);
        assertEquals(discard - 1, s.g.deckSize(s.game.state()));
        assertEquals(1, s.events("pirate-bay:deck-empty").size());
    }

    @Test
    @DisplayName("P4.3 / PD14 lay one card, then a figure may go on it (or none); the figure goes on the card just laid, not elsewhere")
    void layOneThenFigure() {
        Scenario s = Scenario.start(4);
        int cape = s.free(CAPE_SHORT);
        s.hand(0, cape).choose(ActionKind.LAY_ONE).lay(cape, 0, -1);
        assertEquals("pirate-bay:place-figure", s.pendingId());
        assertEquals(List.of(new PirateAction.PlaceFigure(cape), new PirateAction.NoFigure()), s.legal());
        assertEquals("pirate-bay.figure-on-laid-card", s.rejection(new PirateAction.PlaceFigure(s.g.cards.start())));
        s.placeFigure(cape);
        assertEquals(0, s.occupant(cape));
        assertEquals(1, s.pendingSeat());
        // P4.3: the figure is optional
        int cape2 = s.free(CAPE_SHORT);
        s.hand(1, cape2).choose(ActionKind.LAY_ONE).lay(cape2, 0, 1, true).noFigure();
        assertEquals(-1, s.occupant(cape2));
        assertEquals(2, s.pendingSeat());
    }

    @Test
    @DisplayName("P4.4 draw one card, then lay one — it may be the card just drawn — then a figure may follow")
    void drawAndLay() {
        Scenario s = Scenario.start(4);
        int cape = s.free(CAPE_SHORT);
        s.hand(0, s.free(CAPE_LONG)); // a hand whose card fits only east or west
        s.deckOnly(cape);
        s.choose(ActionKind.DRAW_AND_LAY);
        assertTrue(s.legal().contains(new PirateAction.Lay(cape, 0, -1, false)), "the drawn card is offered: " + s.legal());
        s.lay(cape, 0, -1);
        assertEquals("pirate-bay:place-figure", s.pendingId());
    }

    @Test
    @DisplayName("P4.5 lay two cards one after the other (the second may touch the first), then a figure on either")
    void layTwo() {
        Scenario s = Scenario.start(4);
        int strait = s.free(STRAIT_SHORT), cape = s.free(CAPE_SHORT);
        s.hand(0, strait, cape).choose(ActionKind.LAY_TWO).lay(strait, 0, 1);
        assertEquals("pirate-bay:lay", s.pendingId());
        s.lay(cape, 0, 2, true);
        assertEquals("pirate-bay:place-figure", s.pendingId());
        assertEquals(List.of(new PirateAction.PlaceFigure(strait), new PirateAction.PlaceFigure(cape), new PirateAction.NoFigure()), s.legal());
    }

    @Test
    @DisplayName("P4.5 / P4.11 lay two needs two cards in hand: with one it is not offered")
    void layTwoNeedsTwo() {
        Scenario s = Scenario.start(4);
        s.hand(0, s.free(CAPE_SHORT));
        assertFalse(s.actions().contains("lay-two"));
        assertEquals("pirate-bay.action-unavailable.lay-two", s.rejection(new PirateAction.Choose("lay-two")));
        assertTrue(s.actions().contains("lay-one"));
    }

    @Test
    @DisplayName("P4.6 / PD12 swap: a card given by choice, one taken at random; only the two players learn which cards moved (views and events)")
    void swap() {
        Scenario s = Scenario.start(3);
        int give = s.hand(0)[0];
        int[] before1 = s.hand(1);
        int mark = s.mark();
        s.choose(ActionKind.SWAP);
        assertEquals("pirate-bay:swap", s.pendingId());
        s.submit(new PirateAction.Swap(give, 1));
        int[] after0 = s.hand(0), after1 = s.hand(1);
        assertEquals(4, after0.length);
        assertEquals(4, after1.length);
        assertTrue(java.util.Arrays.stream(after1).anyMatch(c -> c == give));
        int taken = -1;
        for (int c : after0) for (int b : before1) if (c == b) taken = c;
        assertTrue(taken >= 0, "seat 0 took one of seat 1's cards");
        for (int viewer = 0; viewer < 3; viewer++) {
            List<Integer> moved = new ArrayList<>();
            GameEvent swapped = null;
            for (SeenChange c : s.seenSince(mark, viewer)) {
                if (c instanceof SeenChange.PieceMoved m) moved.add(m.piece());
                if (c instanceof SeenChange.EventRaised e && e.event().type().equals("pirate-bay:swapped")) swapped = e.event();
            }
            assertTrue(swapped != null, "every seat hears of the swap");
            if (viewer < 2) {
                assertTrue(moved.contains(give) && moved.contains(taken), "seat " + viewer + " sees both cards: " + moved);
                assertEquals(give, swapped.intValue("given", -9));
                assertEquals(taken, swapped.intValue("taken", -9));
            } else {
                assertEquals(List.of(GameState.HIDDEN, GameState.HIDDEN), moved, "seat 2 sees two hidden cards move");
                assertEquals(-1, swapped.intValue("given", -9));
                assertEquals(-1, swapped.intValue("taken", -9));
            }
        }
    }

    @Test
    @DisplayName("P4.6 / P4.11 a swap needs a card in your hand and another player with cards; swapping with yourself or an empty hand is refused")
    void swapNeedsCards() {
        Scenario s = Scenario.start(3);
        s.hand(1, new int[0]);
        s.choose(ActionKind.SWAP);
        int mine = s.hand(0)[0];
        assertEquals("pirate-bay.swap-empty-hand", s.rejection(new PirateAction.Swap(mine, 1)));
        assertEquals("pirate-bay.swap-with-yourself", s.rejection(new PirateAction.Swap(mine, 0)));
        assertEquals("pirate-bay.not-in-hand", s.rejection(new PirateAction.Swap(s.hand(2)[0], 2)));
        Scenario t = Scenario.start(3);
        t.hand(1, new int[0]).hand(2, new int[0]);
        assertFalse(t.actions().contains("swap"), "nobody else holds a card");
        t.hand(0, new int[0]).hand(1, t.free(CAPE_SHORT));
        assertFalse(t.actions().contains("swap"), "no card to give");
    }

    @Test
    @DisplayName("P4.7 / P4.10 place a figure on any free card of the table, not on an occupied one (P5.1)")
    void placeFigure() {
        Scenario s = Scenario.start(4);
        int a = s.free(CAPE_SHORT), b = s.free(CAPE_LONG);
        s.put(a, 0, -1).put(b, -1, 0).figure(1, a);
        s.choose(ActionKind.PLACE_FIGURE);
        assertEquals(java.util.Set.of(new PirateAction.PlaceFigure(s.g.cards.start()), new PirateAction.PlaceFigure(b)), new java.util.HashSet<>(s.legal()),
                "every free card, and only those");
        assertEquals(2, s.legal().size());
        assertEquals("pirate-bay.card-occupied", s.rejection(new PirateAction.PlaceFigure(a)));
        assertEquals("pirate-bay.figure-required", s.rejection(new PirateAction.NoFigure()), "placing was the action: a figure must go");
        s.placeFigure(b);
        assertEquals(0, s.occupant(b));
    }

    @Test
    @DisplayName("P5.1 / P4.11 place-figure needs a figure in the supply and a free card")
    void placeFigureNeeds() {
        Scenario s = Scenario.start(4);
        s.figure(1, s.g.cards.start());
        assertFalse(s.actions().contains("place-figure"), "no free card");
        Scenario t = Scenario.start(4);
        int[] cards = {t.free(CAPE_SHORT), 0, 0, 0};
        t.put(cards[0], 0, -1);
        cards[1] = t.free(CAPE_SHORT);
        t.put(cards[1], 0, 1, true);
        cards[2] = t.free(CAPE_LONG);
        t.put(cards[2], -1, 0);
        cards[3] = t.free(CAPE_LONG);
        t.put(cards[3], 1, 0, true); // these four close the start card's island: a position, so keep the rule check out of it
        for (int c : cards) t.figure(0, c);
        assertEquals(0, t.g.supply(t.game.state(), 0));
        assertFalse(t.actions().contains("place-figure"), "all four figures on the table");
    }

    @Test
    @DisplayName("P4.9 / PD13 pass only when nothing else is possible: refused while an action is open, the only option when none is")
    void passOnlyWhenNothingElse() {
        Scenario s = Scenario.start(2);
        assertEquals("pirate-bay.action-unavailable.pass", s.rejection(new PirateAction.Choose("pass")));
        assertFalse(s.actions().contains("pass"));
        s.emptyHands().deckOnly().figure(1, s.g.cards.start());
        assertEquals(List.of("pass"), s.actions(), "no card, no pile, no free card, no challenge");
        int mark = s.mark();
        s.choose(ActionKind.PASS);
        assertTrue(s.seenSince(mark, 1).stream().anyMatch(c -> c instanceof SeenChange.EventRaised e && e.event().type().equals("pirate-bay:passed")));
        assertEquals(1, s.pendingSeat());
    }

    @Test
    @DisplayName("P4.11 an action needs what it uses: no draw from an empty pile, no lay without a card that fits somewhere")
    void actionsNeedWhatTheyUse() {
        Scenario s = Scenario.start(4);
        s.deckOnly();
        assertFalse(s.actions().contains("draw-one") || s.actions().contains("draw-two") || s.actions().contains("draw-and-lay"), s.actions().toString());
        assertEquals("pirate-bay.action-unavailable.draw-one", s.rejection(new PirateAction.Choose("draw-one")));
        // hard mode, a long cape with the start card's long sides taken: it fits nowhere (easy mode would let it touch water)
        s = Scenario.start(Scenario.rules(4, "hard"), 1);
        s.put(s.free(CAPE_LONG), -1, 0).put(s.free(CAPE_LONG), 1, 0, true).hand(0, s.free(CAPE_LONG));
        assertFalse(s.actions().contains("lay-one"), s.actions().toString());
        assertEquals("pirate-bay.action-unavailable.lay-one", s.rejection(new PirateAction.Choose("lay-one")));
        assertEquals("pirate-bay.no-such-action", s.rejection(new PirateAction.Choose("fly")));
    }
}
