package io.fogisles.balmy.flow;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.play.GameContext;

/** A Balmy Balloonists decision: its id, and a refusal that names the decision when no better reason is given. */
abstract class BalmyDecision implements Decision {
    private final String id;

    BalmyDecision(String id) {
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public Rejection explain(GameContext ctx, Action action) {
        return Rejection.of("balmy-balloonists.illegal", id, action.toString());
    }
}
