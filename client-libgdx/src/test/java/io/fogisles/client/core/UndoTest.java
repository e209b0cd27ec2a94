package io.fogisles.client.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import org.junit.jupiter.api.Test;

/** Undo in the client: a step taken back leaves the game exactly as before it, and the log too. */
class UndoTest {
    @Test
    void takingBackAStepRestoresTheGameAndTheLog() {
        RuleSet rules = EngineFixture.rules(4, "base", "harbour", "expansion");
        Session s = EngineFixture.session(rules, 20240611);
        Rng rng = new Rng(5);
        IntList options = new IntList();
        int undone = 0;
        for (int i = 0; i < 3000 && !s.table.localGame().isOver(); i++) {
            int seat = s.table.localGame().pendingSeat();
            s.table.localGame().legalCodes(options);
            String before = s.table.localGame().state().sha256();
            int logBefore = s.log().size();
            assertTrue(s.submit(seat, s.table.localGame().decode(options.get(rng.nextInt(options.size())))).accepted());
            if (s.canUndo(seat) && rng.nextInt(3) == 0) {
                assertTrue(s.undo(seat));
                assertEquals(before, s.table.localGame().state().sha256(), "step " + i + " taken back: the same state");
                assertEquals(logBefore, s.log().size(), "and the same log");
                undone++;
                s.table.localGame().legalCodes(options);
                assertTrue(s.submit(seat, s.table.localGame().decode(options.get(rng.nextInt(options.size())))).accepted());
            }
        }
        assertTrue(undone > 20, "steps were taken back: " + undone);
    }
}
