package io.fogisles.kernel.game;

import io.fogisles.kernel.flow.Decision;
import java.util.List;

/**
 * What the game waits for: which seat must decide, what kind of decision ({@code decision.id()}, also
 * its prompt's message key), in which step, and the path of flow nodes above it (round → phase → step),
 * which the client shows as the phase indicator.
 */
public record PendingDecision(int seat, Decision decision, String stepId, List<String> path) {
    public String id() {
        return decision.id();
    }
}
