package io.fogisles.kernel.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.toy.ToyFixture;
import io.fogisles.kernel.toy.ToyPlugin;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Same seed + same actions ⇒ the same game, byte for byte; the toy's scripted dice use Math.random. */
class DeterminismTest {

    private static List<String> play(long seed, int[] picks) {
        Game g = ToyFixture.toyRules(3).newGame(seed, true);
        List<String> hashes = new ArrayList<>();
        for (int i = 0; i < picks.length && !g.isOver(); i++) {
            assertTrue(g.submit(g.pendingSeat(), new ToyPlugin.Add(picks[i])).accepted());
            hashes.add(g.state().sha256());
        }
        return hashes;
    }

    private static final int[] PICKS = {2, 2, 2, 1, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2};

    @Test
    @DisplayName("two runs with one seed and one action list give equal state hashes after every action")
    void sameSeedSameGame() {
        assertEquals(play(42, PICKS), play(42, PICKS));
    }

    @Test
    @DisplayName("different seeds give different games (the scripted dice draw from the seeded RNG)")
    void differentSeedsDiffer() {
        assertNotEquals(play(42, PICKS), play(43, PICKS));
    }

    @Test
    @DisplayName("state bytes are identical for identical games and copies are independent")
    void bytesAndCopies() {
        Game a = ToyFixture.toyRules(2).newGame(7, false);
        Game b = ToyFixture.toyRules(2).newGame(7, false);
        assertTrue(java.util.Arrays.equals(a.state().toBytes(), b.state().toBytes()));
        Game c = a.copy();
        c.submit(c.pendingSeat(), new ToyPlugin.Add(3));
        assertTrue(a.state().sameAs(b.state()), "changing a copy leaves the original alone");
        assertTrue(!a.state().sameAs(c.state()));
    }

    @Test
    @DisplayName("a search copy has the same position but a different RNG (the hidden draw order is not leaked)")
    void searchCopy() {
        Game a = ToyFixture.toyRules(2).newGame(7, false);
        Game s = a.copyForSearch(99);
        assertEquals(a.pendingSeat(), s.pendingSeat());
        assertNotEquals(a.state().rngState0(), s.state().rngState0());
    }
}
