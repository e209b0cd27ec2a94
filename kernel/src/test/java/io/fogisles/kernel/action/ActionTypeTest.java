package io.fogisles.kernel.action;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** An action's fields share a save's action entry with the keys the save adds (seat, type, hash). */
class ActionTypeTest {
    record GiveTo(int card, int seat) implements Action {}

    record GiveWith(int card, int with) implements Action {}

    @Test
    void anActionFieldNamedLikeASaveKeyIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new ActionType("test:give", GiveTo.class));
        assertTrue(e.getMessage().contains("'seat'") && e.getMessage().contains("rename"), e.getMessage());
        assertDoesNotThrow(() -> new ActionType("test:give", GiveWith.class));
    }
}
