package io.fogisles.kernel.script;

import java.util.List;
import java.util.Set;

/**
 * The kernel's interface to a sandboxed script engine. One host per process shares compiled code. Script
 * code runs in {@link ScriptSession sessions}: a session holds one live script context per unit, made on
 * the unit's first call, and a context keeps the unit's top-level variables from call to call.
 *
 * <p>Three kinds of session, so that top-level variables never leak between the games that matter:
 * <ul>
 *   <li>{@link #openSession()}: owned by one interactive game (client, saves, replays, tests) and closed
 *       with it. Two such games never see each other's script variables.</li>
 *   <li>{@link #session()}: the calling thread's shared session, for bulk simulations, where making
 *       contexts for every game would cost more than the games. Games on one thread share it.</li>
 *   <li>{@link #scratchSession()}: the calling thread's session for copies of games (previews, bot
 *       search), so a copy never changes the variables of the game it was copied from.</li>
 * </ul>
 * Script top-level variables are therefore not game state: rules keep game information in the game
 * state, through the API (see docs/scripting.md).
 */
public interface ScriptHost extends AutoCloseable {

    /** The engine in use, e.g. "GraalVM CE" (optimizing) or "Interpreted". */
    String implementationName();

    /** The calling thread's shared session (bulk games on this thread share it). */
    ScriptSession session();

    /** The calling thread's session for copies of games; never the session of the game copied. */
    ScriptSession scratchSession();

    /**
     * Closes the calling thread's shared and scratch sessions and forgets them. Call it as the last task of
     * a thread that ends before the host does (a bot's thread): the host would otherwise keep their script
     * contexts until it is closed.
     */
    void releaseThread();

    /**
     * A new session for the caller alone (one game). Its contexts are made on first use and closed by
     * {@link OwnedSession#close}. It may be used from any thread, one call at a time: calls from several
     * threads are serialised.
     */
    OwnedSession openSession();

    /** Loads a unit in a scratch context: reports syntax and load errors; returns the callback ids it registers, as "kind id". */
    Set<String> check(ScriptUnit unit);

    /** Like {@link #check} and also the warnings the unit gave while loading (e.g. deprecated API use). */
    CheckResult checkWithWarnings(ScriptUnit unit);

    /** What loading a unit registered and warned about. */
    /**
     * The syntax errors of each source, parsed on its own without running anything: every file's first error
     * (an engine stops a file at its first), so that `check` reports the errors of all files at once.
     */
    default List<ScriptError> syntaxErrors(String unit, List<ScriptSource> sources) {
        return List.of();
    }

    record CheckResult(Set<String> registered, List<String> warnings) {
    }

    @Override
    void close();

    /** Live script contexts, one per unit, made on first use. */
    interface ScriptSession {
        /**
         * Calls a registered callback with a target bound for the unit's APIs. Arguments may be numbers,
         * strings, booleans, lists, maps or exported host objects; the result is converted the same way.
         *
         * @throws ScriptFailure when the script throws, exceeds its statement budget or is stopped by the watchdog
         * @throws IllegalStateException when the session was closed
         */
        Object call(ScriptUnit unit, String kind, String id, Object target, Object... args);

        /** Whether the unit registers a callback (loading it on first use). */
        boolean has(ScriptUnit unit, String kind, String id);

        /**
         * An error about what a callback did, placed where the callback is written ({@code file:line} of
         * the function), for a fault the host finds after the call (a result it cannot use).
         */
        ScriptError callbackError(ScriptUnit unit, String kind, String id, String message);

        /** The ids the unit registered for a kind, in registration order. */
        List<String> registered(ScriptUnit unit, String kind);

        /** Text the unit printed (console.log, print) since the last drain; bounded. */
        String drainOutput(ScriptUnit unit);

        /** Closes the unit's context in this session (it is rebuilt, with fresh variables, if used again). */
        void forget(ScriptUnit unit);

        /**
         * Says which game the next calls are for ({@code game}: any object that stands for the game and its
         * copies). When it is another game than the last one, the contexts of {@link ScriptUnit#freshPerGame}
         * units are dropped, so that game starts them with fresh top-level variables. Cheap when it is the same.
         */
        void enter(Object game);
    }

    /** A session with one owner, who closes it. */
    interface OwnedSession extends ScriptSession, AutoCloseable {
        /** Closes every context of the session; later calls fail. Closing twice does nothing. */
        @Override
        void close();

        boolean isClosed();
    }
}
