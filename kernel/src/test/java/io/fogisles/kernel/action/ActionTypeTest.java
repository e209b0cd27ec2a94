package io.fogisles.kernel.action;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** An action's fields sit beside a saved step's own keys: a field with one of their names is refused when the type is declared. */
class ActionTypeTest {
    record GiveTo(int card, int seat) implements Action {}

    record GiveWith(int card, int with) implements Action {}

    @Test
    void aFieldNamedLikeASavedStepsOwnKeyIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new ActionType("test:give", GiveTo.class));
        assertTrue(e.getMessage().contains("has a field 'seat'") && e.getMessage().contains("rename it"), e.getMessage());
        assertDoesNotThrow(() -> new ActionType("test:give", GiveWith.class));
    }
}
