package io.fogisles.kernel.flow;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.util.IntList;

/**
 * Two decisions offered as one: the options of {@code first}, then those of {@code extra} (their codes
 * shifted by {@link #OFFSET}). A module that wraps another module's step uses it to add choices to that
 * step's decision ("instead of playing a card, use a power") without knowing the decision.
 * {@code first}'s codes must be below {@link #OFFSET}.
 */
public final class UnionDecision implements Decision {
    public static final int OFFSET = 1 << 29;

    private final String id;
    private final Decision first;
    private final Decision extra;

    public UnionDecision(String id, Decision first, Decision extra) {
        this.id = id;
        this.first = first;
        this.extra = extra;
    }

    public Decision first() {
        return first;
    }

    public Decision extra() {
        return extra;
    }

    /** The id of the first decision: the union stands in for it. */
    @Override
    public String id() {
        return id;
    }

    @Override
    public void options(GameContext ctx, IntList out) {
        first.options(ctx, out);
        int n = out.size();
        extra.options(ctx, out);
        // shift the extra options in place
        int[] all = out.toArray();
        out.clear();
        for (int i = 0; i < all.length; i++) out.add(i < n ? all[i] : all[i] + OFFSET);
    }

    /** Whether an option code belongs to the extra decision. */
    public static boolean isExtra(int code) {
        return code >= OFFSET;
    }

    @Override
    public Action decode(GameContext ctx, int code) {
        return isExtra(code) ? extra.decode(ctx, code - OFFSET) : first.decode(ctx, code);
    }

    @Override
    public int encode(GameContext ctx, Action action) {
        int c = first.encode(ctx, action);
        if (c != NOT_THIS) return c;
        c = extra.encode(ctx, action);
        return c == NOT_THIS ? NOT_THIS : c + OFFSET;
    }

    @Override
    public Rejection explain(GameContext ctx, Action action) {
        return first.encode(ctx, action) != NOT_THIS ? first.explain(ctx, action) : extra.explain(ctx, action);
    }

    @Override
    public void apply(GameContext ctx, int code) {
        if (isExtra(code)) extra.apply(ctx, code - OFFSET);
        else first.apply(ctx, code);
    }
}
