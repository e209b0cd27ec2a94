package io.fogisles.base.flow;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.play.GameContext;
import java.util.function.IntFunction;
import java.util.function.ToIntFunction;

/**
 * A decision whose options are plain numbers — a piece, a field, a cloud, a value — each answered by one
 * action record that holds the number: the option code is the number itself. Subclasses say which numbers
 * are options, why another is not, and what choosing one does.
 */
public abstract class NumberChoice<A extends Action> extends SimpleDecision {
    private final Class<A> type;
    private final IntFunction<A> record;
    private final ToIntFunction<A> number;

    /**
     * @param type   the record class that answers this decision
     * @param record the record of a number ({@code Give::new})
     * @param number the number a record holds ({@code Give::piece})
     */
    protected NumberChoice(String id, Class<A> type, IntFunction<A> record, ToIntFunction<A> number) {
        super(id);
        this.type = type;
        this.record = record;
        this.number = number;
    }

    @Override
    public final Action decode(GameContext ctx, int code) {
        return record.apply(code);
    }

    @Override
    public final int encode(GameContext ctx, Action action) {
        return type.isInstance(action) ? number.applyAsInt(type.cast(action)) : NOT_THIS;
    }
}
