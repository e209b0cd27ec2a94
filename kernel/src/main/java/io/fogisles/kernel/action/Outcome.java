package io.fogisles.kernel.action;

import io.fogisles.kernel.event.GameEvent;
import java.util.List;

/** The answer to a submitted action. */
public sealed interface Outcome {

    boolean accepted();

    /** The action was applied; {@code events} are the domain events it raised (when the game records them). */
    record Accepted(List<GameEvent> events) implements Outcome {
        public boolean accepted() {
            return true;
        }
    }

    record Rejected(Rejection rejection) implements Outcome {
        public boolean accepted() {
            return false;
        }
    }
}
