package io.fogisles.kernel.game;

import io.fogisles.kernel.flow.FlowSpec;

/** A module's edit of the game flow: adds its steps, or inserts, replaces or wraps other modules' steps. */
@FunctionalInterface
public interface FlowContribution {
    void contribute(FlowSpec flow);
}
