package io.fogisles.kernel.script;

import java.util.Set;

/**
 * The kernel's interface to a sandboxed script engine. One host per process shares compiled code; each
 * thread gets its own {@link ScriptSession} because a script context is single-threaded.
 */
public interface ScriptHost extends AutoCloseable {

    /** The engine in use, e.g. "GraalVM CE" (optimizing) or "Interpreted". */
    String implementationName();

    /** The calling thread's session. */
    ScriptSession session();

    /** Loads a unit in a scratch context: reports syntax and load errors; returns the callback ids it registers, as "kind id". */
    Set<String> check(ScriptUnit unit);

    /** Like {@link #check} and also the warnings the unit gave while loading (e.g. deprecated API use). */
    CheckResult checkWithWarnings(ScriptUnit unit);

    /** What loading a unit registered and warned about. */
    record CheckResult(Set<String> registered, java.util.List<String> warnings) {
    }

    @Override
    void close();

    /** A thread's live script contexts. */
    interface ScriptSession {
        /**
         * Calls a registered callback with a target bound for the unit's APIs. Arguments may be numbers,
         * strings, booleans, lists, maps or exported host objects; the result is converted the same way.
         *
         * @throws ScriptFailure when the script throws, exceeds its statement budget or is stopped by the watchdog
         */
        Object call(ScriptUnit unit, String kind, String id, Object target, Object... args);

        /** Whether the unit registers a callback (loading it on first use). */
        boolean has(ScriptUnit unit, String kind, String id);

        /** The ids the unit registered for a kind, in registration order. */
        java.util.List<String> registered(ScriptUnit unit, String kind);

        /** Text the unit printed (console.log, print) since the last drain; bounded. */
        String drainOutput(ScriptUnit unit);

        /** Closes the unit's context in this session (it is rebuilt if used again). */
        void forget(ScriptUnit unit);
    }
}
