package io.fogisles.kernel.state;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.random.Rng;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ChangesTest {
    private final LayoutBuilder b = new LayoutBuilder();
    private final IntVar energy = b.var("t:energy", Scope.SEAT, 1, 5);
    private final Zone box = b.zone("t:box", Scope.GLOBAL, ZoneKind.LIST, 10);
    private final Zone bag = b.zone("t:bag", Scope.GLOBAL, ZoneKind.LIST, 10);
    private final Zone island = b.zone("t:island", Scope.SEAT, ZoneKind.SLOTS, 7);
    private final StateLayout layout = b.freeze(2, 6);

    private GameState fresh() {
        return new GameState(layout, box.global(), Rng.seedState(1));
    }

    @Test
    @DisplayName("variables start at their initial value and per-seat instances are separate")
    void vars() {
        GameState s = fresh();
        Changes.Control control = Changes.bind(s, true);
        Changes c = control.changes();
        assertEquals(5, s.get(energy, 1));
        c.set(energy, 1, 9);
        assertEquals(5, s.get(energy, 0));
        assertEquals(9, s.get(energy, 1));
    }

    @Test
    @DisplayName("pieces move between list and slot zones; undo restores the exact state, order included")
    void moveAndUndo() {
        GameState s = fresh();
        Changes.Control control = Changes.bind(s, true);
        Changes c = control.changes();
        for (int p = 0; p < 6; p++) c.move(p, bag.global());
        byte[] before = s.toBytes();
        int mark = c.mark();
        c.move(2, island.of(1), 4);
        c.move(0, island.of(0), 0);
        c.set(energy, 0, 1);
        int drawn = c.pickRandom(bag.global());
        c.move(drawn, box.global());
        assertEquals(3, s.size(bag.global()), "six pieces, three moved out");
        assertEquals(2, s.piece(island.of(1), 4));
        assertArrayEquals(new int[] {2}, s.pieces(island.of(1)));
        control.undoTo(mark);
        assertArrayEquals(before, s.toBytes());
        assertArrayEquals(new int[] {0, 1, 2, 3, 4, 5}, s.pieces(bag.global()));
    }

    @Test
    @DisplayName("moveAll leaves the state exactly as one move per piece does, also where it moves them in one pass")
    void moveAllIsMoves() {
        int[][] cases = {{1, 3, 4}, {1, 2, 3, 4, 5}, {5}, {4, 2}, {2, 2}, {3, 5}};
        for (int[] pieces : cases) {
            GameState one = fresh(), each = fresh();
            Changes bulk = Changes.bind(one, false).changes(); // records nothing: the one-pass path
            Changes recording = Changes.bind(each, true).changes(); // records: one move per piece
            bulk.move(0, bag.global()); // the target is not empty
            recording.move(0, bag.global());
            if (pieces[0] == 3) { // pieces from two zones: the plain path (as for {4, 2}, not ascending, and {2, 2})
                bulk.move(5, island.of(0), 3);
                recording.move(5, island.of(0), 3);
            }
            bulk.moveAll(pieces, bag.global());
            for (int p : pieces) recording.move(p, bag.global());
            assertArrayEquals(each.toBytes(), one.toBytes(), java.util.Arrays.toString(pieces));
        }
    }

    @Test
    @DisplayName("a slot can hold one piece only; a failed move leaves the state unchanged")
    void noStacking() {
        GameState s = fresh();
        Changes.Control control = Changes.bind(s, false);
        Changes c = control.changes();
        c.move(0, island.of(0), 3);
        byte[] before = s.toBytes();
        assertThrows(IllegalStateException.class, () -> c.move(1, island.of(0), 3));
        assertArrayEquals(before, s.toBytes());
    }

    @Test
    @DisplayName("a transaction in a non-recording journal can still be rolled back")
    void transaction() {
        GameState s = fresh();
        Changes.Control control = Changes.bind(s, false);
        Changes c = control.changes();
        byte[] before = s.toBytes();
        int mark = control.begin();
        c.set(energy, 0, 20);
        c.move(3, bag.global());
        c.nextInt(6);
        control.rollbackTransaction(mark);
        assertArrayEquals(before, s.toBytes());
        assertEquals(0, c.journal().size(), "nothing stays recorded");
        assertTrue(!c.journal().recording());
    }

    @Test
    @DisplayName("a state has one change log: a second one cannot be bound to it, a copy gets its own")
    void oneLogPerState() {
        GameState s = fresh();
        Changes.bind(s, false);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> Changes.bind(s, true));
        assertTrue(e.getMessage().contains("already has its change log"), e.getMessage());
        Changes copy = Changes.bind(s.copy(), false).changes();
        copy.set(energy, 0, 1);
        assertEquals(5, s.get(energy, 0));
    }

    @Test
    @DisplayName("the journal can be read but not edited")
    void journalReadOnly() {
        Changes c = Changes.bind(fresh(), true).changes();
        c.set(energy, 0, 2);
        assertEquals(1, c.journal().all().size());
        assertThrows(UnsupportedOperationException.class, () -> c.journal().all().clear());
        assertThrows(UnsupportedOperationException.class, () -> c.journal().since(0).remove(0));
        assertEquals(1, c.journal().size());
    }

    @Test
    @DisplayName("a copy with another RNG state keeps the position and draws differently")
    void copyWithRng() {
        GameState s = fresh();
        GameState t = s.copyWithRng(Rng.seedState(99));
        assertEquals(s.get(energy, 1), t.get(energy, 1));
        assertTrue(s.rngState0() != t.rngState0());
    }

    @Test
    @DisplayName("drawing from a bag moves a random piece out of it, the same piece pickRandom would choose; an empty bag gives -1")
    void drawFromBag() {
        GameState s = fresh(), t = fresh();
        Changes c = Changes.bind(s, true).changes(), d = Changes.bind(t, true).changes();
        for (int p = 0; p < 3; p++) {
            c.move(p, bag.global());
            d.move(p, bag.global());
        }
        for (int i = 0; i < 3; i++) {
            int expected = d.pickRandom(bag.global());
            d.move(expected, box.global());
            assertEquals(expected, c.draw(bag.global(), box.global()));
            assertEquals(box.global(), s.zoneOf(expected));
        }
        byte[] before = s.toBytes();
        assertEquals(-1, c.draw(bag.global(), box.global()));
        assertArrayEquals(before, s.toBytes());
    }

    @Test
    @DisplayName("the RNG is uniform enough and reproducible")
    void rng() {
        Rng a = new Rng(5), b2 = new Rng(5);
        int[] counts = new int[6];
        for (int i = 0; i < 60_000; i++) {
            int v = a.nextInt(6);
            assertEquals(v, b2.nextInt(6));
            counts[v]++;
        }
        for (int n : counts) assertTrue(n > 9_500 && n < 10_500, "count " + n);
    }
}
