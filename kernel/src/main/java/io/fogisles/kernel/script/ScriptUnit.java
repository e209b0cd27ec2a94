package io.fogisles.kernel.script;

import java.util.List;

/**
 * One sandboxed script program: a module's scripts or one house rule. Each unit runs in its own context
 * (one per script session, see {@link ScriptHost}), so two units never see each other's globals.
 *
 * @param id              the module or rule id, used in error messages
 * @param namespace       ids the unit registers must start with {@code namespace + ":"}
 * @param sources         files evaluated in order
 * @param apis            host objects exposed as globals
 * @param statementBudget statements one call may execute before it is stopped (an infinite loop)
 * @param freshPerGame    whether every game starts the unit with fresh top-level variables, also in a
 *                        session that games share (house rules: a rule that counts in a top-level variable
 *                        must give the same games on any number of threads); modules' own scripts keep
 *                        their context, which is cheaper, and must not keep state at top level
 */
public record ScriptUnit(String id, String namespace, List<ScriptSource> sources, List<ScriptApiFactory> apis, long statementBudget,
                         boolean freshPerGame) {
    /**
     * Statements one call may run. Plenty for a hook (a rule that scans a whole board runs a few thousand),
     * and small enough that a stopped call also ends soon: a recursion is stopped at most this many calls deep,
     * and unwinding a deep stack of compiled script frames takes tens of microseconds a frame.
     */
    public static final long DEFAULT_BUDGET = 20_000;

    public ScriptUnit {
        sources = List.copyOf(sources);
        apis = List.copyOf(apis);
    }

    public ScriptUnit(String id, String namespace, List<ScriptSource> sources, List<ScriptApiFactory> apis) {
        this(id, namespace, sources, apis, DEFAULT_BUDGET, false);
    }

    public ScriptUnit(String id, String namespace, List<ScriptSource> sources, List<ScriptApiFactory> apis, long statementBudget) {
        this(id, namespace, sources, apis, statementBudget, false);
    }

    /** The same unit, made fresh for every game ({@link #freshPerGame}). */
    public ScriptUnit freshEveryGame() {
        return new ScriptUnit(id, namespace, sources, apis, statementBudget, true);
    }
}
