package io.fogisles.kernel.state;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.view.SeatView;
import io.fogisles.kernel.view.SeenChange;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A view shows each hidden piece as the back of its deck, and a search copy made from a view deals each deck's unseen
 * pieces over that deck's hidden places only, exactly as a copy of the real game does.
 */
class ViewDecksTest {
    private final LayoutBuilder b = new LayoutBuilder();
    private final Zone start = b.zone("t:start", Scope.GLOBAL, ZoneKind.LIST, 20);
    private final Zone pileA = b.visibility(b.zone("t:pile-a", Scope.GLOBAL, ZoneKind.LIST, 20), Visibility.NOBODY);
    private final Zone pileB = b.visibility(b.zone("t:pile-b", Scope.GLOBAL, ZoneKind.LIST, 20), Visibility.NOBODY);
    private final Zone hand = b.visibility(b.zone("t:hand", Scope.SEAT, ZoneKind.LIST, 20), Visibility.OWNER);
    private final Zone table = b.zone("t:table", Scope.GLOBAL, ZoneKind.LIST, 20);
    /** Pieces 0-7 are of deck A (1), 8-15 of deck B (2), 16-17 of none; piece 7 lies only in pile A while hidden. */
    private static final int[] DECK = {1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 0, 0};
    private static final String[] BOUND = new String[18];
    static {
        BOUND[7] = "t:pile-a";
    }
    private final StateLayout layout = b.freeze(3, 18, DECK, BOUND);

    /** Pile A, pile B and seat 1's and seat 2's hands as given; seat 0 holds 16, the table 17; the rest stays in the start zone. */
    private GameState deal(int[] a, int[] bPile, int[] hand1, int[] hand2) {
        GameState s = new GameState(layout, start.global(), Rng.seedState(5));
        Changes c = Changes.bind(s, false).changes();
        for (int p : a) c.move(p, pileA.global());
        for (int p : bPile) c.move(p, pileB.global());
        for (int p : hand1) c.move(p, hand.of(1));
        for (int p : hand2) c.move(p, hand.of(2));
        c.move(16, hand.of(0));
        c.move(17, table.global());
        return s;
    }

    private GameState game() {
        return deal(new int[] {0, 7, 1, 2}, new int[] {8, 9, 10}, new int[] {3, 11, 12}, new int[] {13, 4});
    }

    @Test
    @DisplayName("a view shows each hidden piece as its deck's back (−2 − deck), and its own pieces and the table as they are")
    void viewShowsBacks() {
        GameState real = game(), v = real.viewFor(0);
        for (int zone : new int[] {pileA.global(), pileB.global(), hand.of(1), hand.of(2)})
            for (int slot = 0; slot < real.size(zone); slot++) {
                int p = real.piece(zone, slot), shown = v.piece(zone, slot);
                assertTrue(GameState.isHidden(shown), layout.zoneName(zone) + " slot " + slot + " is face down");
                assertEquals(GameState.hidden(DECK[p]), shown, "its back tells the deck");
                assertEquals(DECK[p], GameState.hiddenDeck(shown));
                assertEquals(-1, v.zoneOf(p), "but not where the piece is");
            }
        assertEquals(GameState.HIDDEN, GameState.hidden(0), "a piece of no deck shows −2, as before decks");
        assertArrayEquals(new int[] {16}, v.pieces(hand.of(0)));
        assertArrayEquals(new int[] {17}, v.pieces(table.global()));
    }

    @Test
    @DisplayName("a search copy of a view never puts a piece of one deck on a place of another, over 500 seeds, and redeals within each deck")
    void viewCopyKeepsDecks() {
        GameState real = game();
        GameState view = SeatView.of(real, 0).toState(layout); // as a client receives it
        Set<String> pilesA = new HashSet<>(), hands1 = new HashSet<>();
        for (long seed = 1; seed <= 500; seed++) {
            GameState copy = view.copyForSearch(0, Rng.seedState(seed));
            for (int p : copy.pieces(pileA.global())) assertEquals(1, DECK[p], "pile A holds deck A only (seed " + seed + ")");
            for (int p : copy.pieces(pileB.global())) assertEquals(2, DECK[p], "pile B holds deck B only (seed " + seed + ")");
            for (int seat = 1; seat <= 2; seat++)
                for (int slot = 0; slot < real.size(hand.of(seat)); slot++)
                    assertEquals(DECK[real.piece(hand.of(seat), slot)], DECK[copy.piece(hand.of(seat), slot)],
                            "seat " + seat + "'s card " + slot + " keeps its back (seed " + seed + ")");
            for (int p = 0; p < 18; p++) {
                assertTrue(copy.zoneOf(p) >= 0, "every piece lies somewhere");
                assertEquals(p, copy.piece(copy.zoneOf(p), copy.slotOf(p)), "and where its zone and slot say");
            }
            assertTrue(copy.zoneOf(7) == pileA.global(), "piece 7 is hidden only in pile A (seed " + seed + ")");
            assertArrayEquals(new int[] {16}, copy.pieces(hand.of(0)), "seat 0's own hand stays");
            pilesA.add(java.util.Arrays.toString(copy.pieces(pileA.global())));
            hands1.add(java.util.Arrays.toString(copy.pieces(hand.of(1))));
        }
        assertTrue(pilesA.size() > 20 && hands1.size() > 10, "the unseen pieces are dealt anew: " + pilesA.size() + " piles, " + hands1.size() + " hands");
        Set<Integer> slotsOf7 = new HashSet<>();
        for (long seed = 1; seed <= 100; seed++) slotsOf7.add(view.copyForSearch(0, Rng.seedState(seed)).slotOf(7));
        assertEquals(Set.of(0, 1, 2, 3), slotsOf7, "a piece bound to pile A may lie anywhere in it: the view does not tell where");
    }

    @Test
    @DisplayName("a copy of a view depends only on the view and the search seed: games that look alike give the same copy, which is the real game's copy")
    void viewCopyIsBlind() {
        GameState a = game();
        // the same backs in the same places, other cards: pile A and the hands hold other pieces of the same decks
        GameState b = deal(new int[] {3, 7, 4, 0}, new int[] {12, 13, 8}, new int[] {2, 10, 9}, new int[] {11, 1});
        assertFalse(a.sameAs(b), "the games differ");
        assertTrue(a.viewFor(0).sameAs(b.viewFor(0)), "but seat 0 sees the same");
        for (long seed = 1; seed <= 100; seed++) {
            long[] rng = Rng.seedState(seed);
            GameState fromA = a.viewFor(0).copyForSearch(0, rng), fromB = b.viewFor(0).copyForSearch(0, rng);
            assertArrayEquals(fromA.toBytes(), fromB.toBytes(), "copies of views (seed " + seed + ")");
            assertArrayEquals(a.copyForSearch(0, rng).toBytes(), fromA.toBytes(), "the copy of the view is the copy of the game (seed " + seed + ")");
            assertArrayEquals(b.copyForSearch(0, rng).toBytes(), fromA.toBytes(), "for either game (seed " + seed + ")");
        }
    }

    @Test
    @DisplayName("a piece moved between places the seat cannot look into is seen as its deck's back")
    void seenMoveShowsBack() {
        GameState s = new GameState(layout, start.global(), Rng.seedState(5));
        Changes c = Changes.bind(s, true).changes();
        c.move(9, pileB.global());
        c.move(9, hand.of(2)); // from pile B into seat 2's hand: seat 0 sees a card of deck B go
        List<Change> log = c.journal().all();
        SeenChange.PieceMoved seen = (SeenChange.PieceMoved) SeenChange.of(log.get(log.size() - 1), 0, layout);
        assertEquals(GameState.hidden(2), seen.piece());
        SeenChange.PieceMoved own = (SeenChange.PieceMoved) SeenChange.of(log.get(log.size() - 1), 2, layout);
        assertEquals(9, own.piece(), "seat 2 sees the card itself");
    }

    @Test
    @DisplayName("a received view whose backs disagree with its unseen pieces, or name a deck the layout lacks, is refused with what disagrees")
    void badViewsRefused() {
        int[][] a = game().viewFor(0).arrays();
        int[] content = a[2].clone();
        int at = layout.zoneStart[pileA.global()];
        content[at] = GameState.hidden(2); // a deck-A card shown with a deck-B back
        IllegalArgumentException wrongBack = assertThrows(IllegalArgumentException.class, () -> GameState.of(layout, a[0], a[1], content, a[3], a[4]));
        assertTrue(wrongBack.getMessage().contains("deck 1"), wrongBack.getMessage());
        content[at] = GameState.hidden(3);
        IllegalArgumentException noDeck = assertThrows(IllegalArgumentException.class, () -> GameState.of(layout, a[0], a[1], content, a[3], a[4]));
        assertTrue(noDeck.getMessage().contains("deck 3") && noDeck.getMessage().contains("t:pile-a"), noDeck.getMessage());
        assertTrue(GameState.of(layout, a[0], a[1], a[2], a[3], a[4]).sameAs(game().viewFor(0)), "the view itself is taken");
    }

    @Test
    @DisplayName("a piece may be bound only to a zone some module declares")
    void boundToUnknownZone() {
        LayoutBuilder lb = new LayoutBuilder();
        lb.zone("t:start", Scope.GLOBAL, ZoneKind.LIST, 3);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> lb.freeze(2, 2, new int[] {1, 1}, new String[] {"t:nowhere", null}));
        assertTrue(e.getMessage().contains("t:nowhere"), e.getMessage());
    }
}
