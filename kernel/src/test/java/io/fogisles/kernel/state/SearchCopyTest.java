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
}
