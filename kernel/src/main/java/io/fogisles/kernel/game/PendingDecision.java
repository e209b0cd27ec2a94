package io.fogisles.kernel.game;

import io.fogisles.kernel.flow.Decision;
import java.util.List;

/**
 * What the game waits for: which seat must decide, what kind of decision ({@code decision.id()}, also
 * its prompt's message key), in which step, and the path of flow nodes above it (round → phase → step),
 * which the client shows as the phase indicator. {@code waiting} lists every seat that may answer now: the
 * seat alone, or, for a {@link io.fogisles.kernel.flow.SimultaneousDecision}, all asked seats that have not
 * answered yet ({@code seat} is then the lowest of them).
 */
public record PendingDecision(int seat, Decision decision, String stepId, List<String> path, List<Integer> waiting) {
    public String id() {
        return decision.id();
    }

    /** Whether several seats are asked at once and answer secretly. */
    public boolean simultaneous() {
        return decision instanceof io.fogisles.kernel.flow.SimultaneousDecision;
    }
}
