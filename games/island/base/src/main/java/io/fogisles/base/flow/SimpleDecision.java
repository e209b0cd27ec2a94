package io.fogisles.base.flow;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.util.IntList;

/** A decision whose parts are given as functions; most of Module 1's decisions are small. */
public abstract class SimpleDecision implements Decision {
    private final String id;

    protected SimpleDecision(String id) {
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public abstract void options(GameContext ctx, IntList out);

    @Override
    public abstract Action decode(GameContext ctx, int code);

    @Override
    public abstract int encode(GameContext ctx, Action action);

    @Override
    public Rejection explain(GameContext ctx, Action action) {
        return Rejection.of("base.illegal", id, action.toString());
    }

    @Override
    public abstract void apply(GameContext ctx, int code);

    /** Code layout for decisions over (operation, piece, field): 4 bits op, 12 bits piece, 12 bits field. */
    public static int code(int op, int piece, int field) {
        return (op << 24) | (piece << 12) | field;
    }

    public static int op(int code) {
        return code >>> 24;
    }

    public static int piece(int code) {
        return (code >>> 12) & 0xFFF;
    }

    public static int field(int code) {
        return code & 0xFFF;
    }
}
