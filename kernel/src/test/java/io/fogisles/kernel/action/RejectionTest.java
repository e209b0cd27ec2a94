package io.fogisles.kernel.action;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.toy.ToyFixture;
import io.fogisles.kernel.toy.ToyPlugin;
import io.fogisles.kernel.util.IntList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class RejectionTest {

    @Test
    @DisplayName("a rejection keeps null arguments (e.g. 'no piece') instead of failing, and its arguments cannot be changed")
    void nullArguments() {
        Rejection r = Rejection.of("toy.no-piece", null, 3);
        assertEquals(Arrays.asList(null, 3), r.args());
        assertEquals("reject.toy.no-piece", r.messageKey());
        assertEquals("toy.no-piece [null, 3]", r.describe());
        assertThrows(UnsupportedOperationException.class, () -> r.args().add(1));
        assertEquals(List.of(), Rejection.of("toy.nothing", (Object[]) null).args());
    }

    /** A decision that keeps the default explanation. */
    private static final Decision PLAIN = new Decision() {
        public String id() {
            return "toy:plain";
        }

        public void options(GameContext ctx, IntList out) {
            out.add(1);
        }

        public Action decode(GameContext ctx, int code) {
            return new ToyPlugin.Add(code);
        }

        public int encode(GameContext ctx, Action a) {
            return a instanceof ToyPlugin.Add add ? add.amount() : NOT_THIS;
        }

        public void apply(GameContext ctx, int code) {
        }
    };

    @Test
    @DisplayName("the default explanation names the decision and the action's type id, not the record's Java text")
    void defaultExplanation() {
        try (Game g = ToyFixture.toyRules(2).newGame(1, true)) {
            Rejection r = PLAIN.explain(g.context(), new ToyPlugin.Add(7));
            assertEquals("illegal", r.code());
            assertEquals(List.of("toy:plain", "toy:add"), r.args());
        }
    }
}
