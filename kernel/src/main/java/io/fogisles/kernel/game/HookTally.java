package io.fogisles.kernel.game;

import io.fogisles.kernel.script.HookKind;
import io.fogisles.kernel.script.ScriptUnit;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How often each script hook of a game ran and how often it changed the game: what `check` shows an
 * author, so that a hook that never runs, or runs and never changes anything (a test of 'City' where the
 * game says 'city'), is seen. Off unless {@link #start}ed: counting asks for the state's hash around every
 * call, which bulk games must not pay.
 */
public final class HookTally {
    /**
     * One hook's counts: {@code ran} every call, {@code failed} those that threw (a failing hook did run: its error
     * is what the author sees), {@code changed} only for hooks that may change the game (read-only hooks never do).
     */
    public record Count(String unit, HookKind kind, String id, int ran, int changed, int failed) {
    }

    private final Map<String, Count> counts = new LinkedHashMap<>();
    private boolean on;

    HookTally() {
    }

    /** Counts from now on. */
    public void start() {
        on = true;
    }

    boolean on() {
        return on;
    }

    void ran(ScriptUnit unit, HookKind kind, String id, boolean changed) {
        add(new Count(unit.id(), kind, id, 1, changed ? 1 : 0, 0));
    }

    void failed(ScriptUnit unit, HookKind kind, String id) {
        add(new Count(unit.id(), kind, id, 1, 0, 1));
    }

    private void add(Count c) {
        counts.merge(c.unit() + " " + c.kind().id() + " " + c.id(), c,
                (a, b) -> new Count(a.unit(), a.kind(), a.id(), a.ran() + b.ran(), a.changed() + b.changed(), a.failed() + b.failed()));
    }

    /** The hooks that ran, in the order they first ran. */
    public java.util.List<Count> counts() {
        return java.util.List.copyOf(counts.values());
    }
}
