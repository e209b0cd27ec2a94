package io.fogisles.expansion;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The bulk mode of the change path (no journal, no events: {@code newGame(seed)}, as in {@code simulate}
 * and bot playouts) plays exactly the games of the recording mode ({@code newGame(seed, true)}: journal,
 * events, undo points): the same seeds and choices give the same state after every decision.
 */
class BulkModeTest {
    @ParameterizedTest(name = "{0}, {1} players: bulk and recording games are identical after every decision")
    @CsvSource({"base,front,-,4", "base,back,-,2", "'base,harbour',front,back,3", "'base,harbour,expansion',back,front,4", "'base,harbour,expansion',front,back,2"})
    void sameGamesBothWays(String modules, String island, String harbour, int seats) {
        RuleSet rules = AllCombinationsPlayoutTest.rules(modules, island, harbour, seats);
        IntList a = new IntList(), b = new IntList();
        for (long seed = 1; seed <= 25; seed++) {
            Rng choices = new Rng(seed * 101);
            try (Game bulk = rules.newGame(seed); Game rec = rules.newGame(seed, true)) {
                while (!bulk.isOver()) {
                    bulk.legalCodes(a);
                    rec.legalCodes(b);
                    assertArrayEquals(a.toArray(), b.toArray(), "options, seed " + seed + ", decision " + bulk.decisionCount());
                    int code = a.get(choices.nextInt(a.size()));
                    bulk.applyCode(code);
                    rec.applyCode(code);
                    assertEquals(rec.state().hash64(), bulk.state().hash64(), "seed " + seed + ", decision " + bulk.decisionCount());
                }
                assertTrue(rec.isOver());
                assertEquals(rec.state().sha256(), bulk.state().sha256());
                assertTrue(rec.journal().size() > 0 && bulk.journal().size() == 0, "the recording game recorded, the bulk game did not");
            }
        }
    }
}
