package io.fogisles.kernel.play;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.piece.PieceCatalog;
import io.fogisles.kernel.script.EffectArgs;
import io.fogisles.kernel.script.HookKind;
import io.fogisles.kernel.script.ScriptTarget;
import io.fogisles.kernel.script.ScriptUnit;
import io.fogisles.kernel.state.Changes;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.state.IntVar;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What rules code sees while a game runs: the state (read), the change API (write), the seat it acts for,
 * randomness, events, effects, scripts and the flow. Steps, decisions, score rows, effects, vetoes and
 * listeners all work through it and through nothing else of the game; the game keeps one and re-points
 * it at the acting seat, so the hot path allocates nothing.
 */
public interface GameContext extends ScriptTarget {

    /** The seat the current step or effect acts for (−1 when none). */
    int seat();

    int seats();

    GameState state();

    /** The change API; all writes go through it. */
    Changes changes();

    /** The current round (0 during setup). */
    int round();

    /** The rule set's pieces. */
    PieceCatalog pieces();

    /** A module service of the rule set (e.g. a module's board or its state handles). */
    <T> T service(Class<T> type);

    /** The stable id of an action record's type ({@code cards:play}). */
    String actionTypeId(Action action);

    /** The zone instance where all pieces start (the box). */
    int boxZone();

    /**
     * A per-game helper object (e.g. reusable work arrays), made once per game by {@code factory}. It must
     * hold no game information between calls: the game state is the only memory of a game.
     */
    <T> T local(Object key, Supplier<T> factory);

    // ---- reading and writing shortcuts ----

    default int get(IntVar v) {
        return state().get(v);
    }

    default int get(IntVar v, int seat) {
        return state().get(v, seat);
    }

    default void set(IntVar v, int value) {
        changes().set(v, value);
    }

    default void set(IntVar v, int seat, int value) {
        changes().set(v, seat, value);
    }

    default void set(IntVar v, int seat, int index, int value) {
        changes().set(v, seat, index, value);
    }

    default int move(int piece, int zone) {
        return changes().move(piece, zone);
    }

    default int move(int piece, int zone, int slot) {
        return changes().move(piece, zone, slot);
    }

    /** Moves the pieces, in this order, each to the end of the list zone {@code zone} (see {@link Changes#moveAll}). */
    default void moveAll(int[] pieces, int zone) {
        changes().moveAll(pieces, zone);
    }

    /** A uniform random number in [0, bound) from the game's RNG. */
    default int nextInt(int bound) {
        return changes().nextInt(bound);
    }

    @Override
    default double nextRandom() {
        return changes().nextDouble();
    }

    /** A random piece of a zone (the caller moves it): drawing from a bag. −1 when the zone is empty. */
    default int pickRandom(int zone) {
        return changes().pickRandom(zone);
    }

    /** Draws from a bag: a random piece of {@code bagZone} moves to {@code toZone}. Returns it, or −1 when the bag is empty. */
    default int draw(int bagZone, int toZone) {
        return changes().draw(bagZone, toZone);
    }

    // ---- flow ----

    /** Slot {@code k} ({@link #SCRATCH_SLOTS} of them) of the running step's scratch values: its progress within one seat's turn. */
    int scratch(int k);

    void setScratch(int k, int v);

    /** How many scratch values a step has. */
    int SCRATCH_SLOTS = 2;

    /**
     * Runs a named interrupt step for a seat before the flow continues (e.g. "handle the piece just drawn").
     * Interrupts pushed in one call run last-pushed first. {@code arg} is the interrupt's first scratch value.
     */
    void push(String interruptId, int forSeat, int arg);

    /** Ends the game now (after the running step or effect returns). */
    void endGame(String reasonId);

    boolean over();

    /** The ids of the flow nodes from the round down to the running step. */
    List<String> flowPath();

    // ---- events ----

    /** Whether anybody consumes events; callers on hot paths skip building event data when false. */
    boolean eventsWanted();

    /** Raises a domain event ({@code key, value} pairs). Built only when someone listens or records. */
    default void emit(String type, int forSeat, Object... keyValues) {
        if (eventsWanted()) emit(GameEvent.of(type, forSeat, keyValues));
    }

    /** Records an event and tells the listeners (events raised by listeners are recorded, not dispatched again). */
    void emit(GameEvent event);

    // ---- effects and scripts ----

    /** Runs a named effect; a failing script effect is rolled back, its script disabled and the game goes on. */
    void runEffect(String id, Map<String, Object> args);

    /** Runs a named effect with {@code key, value} argument pairs. */
    default void runEffect(String id, Object... keyValues) {
        runEffect(id, EffectArgs.of(keyValues));
    }

    /**
     * Calls a script callback inside a transaction. Returns its result, or null when the unit is disabled
     * or the call failed (then every change it made is undone and the unit is disabled for this game).
     */
    Object callScript(ScriptUnit unit, HookKind kind, String id, Object... args);

    /**
     * Calls a script callback that only reads the game (score rows, score adjustments, vetoes): whatever it
     * changes is undone and the events it raises go nowhere. Returns its result, or null when the callback
     * is off or fails; a failure is reported once per game.
     */
    Object callScriptReadOnly(ScriptUnit unit, HookKind kind, String id, Object... args);

    /**
     * As {@link #callScriptReadOnly}, for a hook whose result the game counts with: anything but a whole
     * number within ±{@link io.fogisles.kernel.script.ScriptNumbers#LIMIT} (NaN, Infinity, 2.5, 1e308,
     * nothing, a text) is reported as the hook's failure at its {@code file:line}, and gives null.
     * {@code what} names the hook as its author wrote it, for that report.
     */
    Integer callScriptForWholeNumber(String what, ScriptUnit unit, HookKind kind, String id, Object... args);

    /** A house rule's veto was asked about an option of an action type (counted where the game tallies its hooks: check, simulate). */
    default void vetoAsked(String unit, String id, String actionType, boolean forbidden) {
    }
}
