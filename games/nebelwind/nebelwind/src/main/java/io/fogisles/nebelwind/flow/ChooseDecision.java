package io.fogisles.nebelwind.flow;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.nebelwind.NebelAction;

/** A decision answered with {@link NebelAction.Choose}: its option codes are the answers. */
abstract class ChooseDecision implements Decision {
    private final String id;

    ChooseDecision(String id) {
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public Action decode(GameContext ctx, int code) {
        return new NebelAction.Choose(id, code);
    }

    @Override
    public int encode(GameContext ctx, Action action) {
        if (!(action instanceof NebelAction.Choose c) || !id.equals(c.decision())) return NOT_THIS;
        return c.option();
    }

    @Override
    public Rejection explain(GameContext ctx, Action action) {
        return Rejection.of("nebelwind.illegal", id, action.toString());
    }
}
