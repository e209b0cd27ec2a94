package io.fogisles.kernel.game;

import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.flow.Decision;

/** Forbids otherwise legal actions (house rules): returns the reason, or null to allow. */
@FunctionalInterface
public interface ActionVeto {
    Rejection check(GameContext ctx, Decision decision, Action action);
}
