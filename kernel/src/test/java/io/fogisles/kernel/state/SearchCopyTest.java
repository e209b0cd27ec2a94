package io.fogisles.kernel.state;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.random.Rng;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@link GameState#copyForSearch}: a copy that keeps what players see and nothing of the hidden bag order or future draws. */
class SearchCopyTest {
    private final LayoutBuilder b = new LayoutBuilder();
    private final Zone box = b.zone("t:box", Scope.GLOBAL, ZoneKind.LIST, 12);
    private final Zone bag = b.hideOrder(b.zone("t:bag", Scope.GLOBAL, ZoneKind.LIST, 12));
    private final Zone cloud = b.zone("t:cloud", Scope.GLOBAL, ZoneKind.LIST, 12);
    private final StateLayout layout = b.freeze(2, 10);

    /** Pieces 0…7 in the bag in the given order, 8 and 9 on the cloud; the game's RNG from {@code seed}. */
    private GameState state(List<Integer> bagOrder, long seed) {
        GameState s = new GameState(layout, box.global(), Rng.seedState(seed));
        Changes c = Changes.bind(s, false).changes();
        for (int p : bagOrder) c.move(p, bag.global());
        c.move(9, cloud.global());
        c.move(8, cloud.global());
        return s;
    }

    @Test
    @DisplayName("two states that differ only in the bag's order and the RNG give identical search copies for one search seed")
    void blind() {
        GameState a = state(List.of(0, 1, 2, 3, 4, 5, 6, 7), 1), b = state(List.of(7, 3, 5, 1, 0, 6, 2, 4), 2);
        assertFalse(a.sameAs(b));
        GameState ca = a.copyForSearch(Rng.seedState(42)), cb = b.copyForSearch(Rng.seedState(42));
        assertArrayEquals(ca.toBytes(), cb.toBytes());
        assertArrayEquals(new int[] {9, 8}, ca.pieces(cloud.global()), "visible zones keep their order");
        int[] bagged = ca.pieces(bag.global());
        for (int i = 0; i < bagged.length; i++) assertEquals(i, ca.slotOf(bagged[i]), "piece slots follow the new order");
        Arrays.sort(bagged);
        assertArrayEquals(new int[] {0, 1, 2, 3, 4, 5, 6, 7}, bagged, "the same tiles are in the bag");
        assertArrayEquals(new int[] {0, 1, 2, 3, 4, 5, 6, 7}, a.pieces(bag.global()), "the real state is untouched");
    }

    @Test
    @DisplayName("the search seed reshuffles the bag: different seeds give different orders, and not just the sorted one")
    void reshuffled() {
        GameState a = state(List.of(0, 1, 2, 3, 4, 5, 6, 7), 1);
        Set<String> orders = new HashSet<>();
        for (long seed = 1; seed <= 20; seed++) orders.add(Arrays.toString(a.copyForSearch(Rng.seedState(seed)).pieces(bag.global())));
        assertTrue(orders.size() >= 15, "20 seeds gave only " + orders.size() + " orders of 8 tiles");
        assertNotEquals(a.copyForSearch(Rng.seedState(1)).rngState0(), a.rngState0());
    }

    @Test
    @DisplayName("only a LIST zone can hide its order, and only before the layout is frozen")
    void declaration() {
        LayoutBuilder lb = new LayoutBuilder();
        Zone slots = lb.zone("t:island", Scope.SEAT, ZoneKind.SLOTS, 7);
        assertThrows(IllegalArgumentException.class, () -> lb.hideOrder(slots));
        Zone list = lb.zone("t:bag", Scope.GLOBAL, ZoneKind.LIST, 7);
        StateLayout l = lb.freeze(2, 3);
        assertThrows(IllegalStateException.class, () -> lb.hideOrder(list));
        assertFalse(l.hiddenOrder(list.global()));
        assertTrue(layout.hiddenOrder(bag.global()));
    }

    @Test
    @DisplayName("hidden pieces of different decks never change places in a search copy: each face-down pile and hand keeps its kind of piece")
    void decksStayApart() {
        LayoutBuilder lb = new LayoutBuilder();
        Zone start = lb.zone("t:start", Scope.GLOBAL, ZoneKind.LIST, 12);
        Zone pileA = lb.visibility(lb.zone("t:pile-a", Scope.GLOBAL, ZoneKind.LIST, 12), Visibility.NOBODY);
        Zone pileB = lb.visibility(lb.zone("t:pile-b", Scope.GLOBAL, ZoneKind.LIST, 12), Visibility.NOBODY);
        Zone hand = lb.visibility(lb.zone("t:hand", Scope.SEAT, ZoneKind.LIST, 12), Visibility.OWNER);
        int[] deck = {1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 0, 0}; // pieces 0-5 deck 1, 6-9 deck 2, 10-11 no deck
        StateLayout l = lb.freeze(2, 12, deck);
        GameState s = new GameState(l, start.global(), Rng.seedState(3));
        Changes c = Changes.bind(s, false).changes();
        for (int p : new int[] {0, 1, 2}) c.move(p, pileA.global());
        for (int p : new int[] {6, 7, 8}) c.move(p, pileB.global());
        for (int p : new int[] {3, 4, 9}) c.move(p, hand.of(1));
        c.move(5, hand.of(0));
        Set<String> hands = new HashSet<>();
        for (long seed = 1; seed <= 40; seed++) {
            GameState copy = s.copyForSearch(0, Rng.seedState(seed));
            for (int p : copy.pieces(pileA.global())) assertEquals(1, deck[p], "pile A holds deck 1 only");
            for (int p : copy.pieces(pileB.global())) assertEquals(2, deck[p], "pile B holds deck 2 only");
            int[] theirs = copy.pieces(hand.of(1));
            assertEquals(2, Arrays.stream(theirs).filter(p -> deck[p] == 1).count(), "seat 1's hand keeps two of deck 1");
            assertEquals(1, Arrays.stream(theirs).filter(p -> deck[p] == 2).count(), "and one of deck 2");
            assertArrayEquals(new int[] {5}, copy.pieces(hand.of(0)), "seat 0 sees its own hand");
            int[] sorted = theirs.clone();
            Arrays.sort(sorted);
            hands.add(Arrays.toString(sorted));
        }
        assertTrue(hands.size() > 3, "the hidden cards are redealt within their decks: " + hands);
        StateLayout none = new LayoutBuilder().freeze(2, 3, new int[] {0, 0, 0});
        assertEquals(null, none.pieceDeck, "no piece of a deck: the redeal as before");
    }
}
