package io.fogisles.kernel.flow;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.util.IntList;

/**
 * A choice a seat must make, with its legal options. Options are enumerated as int codes, so that bots
 * and simulations can choose without creating objects; {@link #decode} turns a code into the action
 * record that the client and saves see, and {@link #encode} turns a submitted record back into a code.
 * An action is legal exactly when its code is among {@link #options}: the enumeration is the validation.
 */
public interface Decision {

    /** Stable namespaced id, also the message key of the prompt ({@code cards:choose-card}). */
    String id();

    /** Adds the code of every legal option for {@code ctx.seat()}. Must add at least one. */
    void options(GameContext ctx, IntList out);

    /** The action record for an option code. */
    Action decode(GameContext ctx, int code);

    /** The option code of an action, or {@link #NOT_THIS} when the action is not an answer to this decision. */
    int encode(GameContext ctx, Action action);

    /**
     * Why an action of the right kind is not legal now (called only for actions not among the options).
     * The default names the decision and the action's type id ({@code cards:play}); decisions that can say
     * more (which place, what it would cost) override it.
     */
    default Rejection explain(GameContext ctx, Action action) {
        return Rejection.of("illegal", id(), ctx.actionTypeId(action));
    }

    /** Applies a legal option. */
    void apply(GameContext ctx, int code);

    int NOT_THIS = Integer.MIN_VALUE;
}
