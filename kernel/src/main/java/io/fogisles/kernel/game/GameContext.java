package io.fogisles.kernel.game;

import io.fogisles.kernel.effect.Effect;
import io.fogisles.kernel.effect.EffectArgs;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.flow.FlowNode;
import io.fogisles.kernel.piece.PieceCatalog;
import io.fogisles.kernel.script.ScriptFailure;
import io.fogisles.kernel.script.ScriptHost;
import io.fogisles.kernel.script.ScriptTarget;
import io.fogisles.kernel.script.ScriptUnit;
import io.fogisles.kernel.state.Changes;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.state.IntVar;
import java.util.List;
import java.util.Map;

/**
 * What rules code sees while it runs: the state (read), the change API (write), the seat it acts for,
 * randomness, events, effects and the flow. One context per game, re-pointed at the acting seat, so the
 * hot path allocates nothing.
 */
public final class GameContext implements ScriptTarget {
    private final Game game;
    private final Changes changes;
    int seat = -1;
    int frame = -1;

    GameContext(Game game, Changes changes) {
        this.game = game;
        this.changes = changes;
    }

    /** The seat the current step or effect acts for (−1 when none). */
    public int seat() {
        return seat;
    }

    public int seats() {
        return game.state().seats();
    }

    public GameState state() {
        return game.state();
    }

    public RuleSet rules() {
        return game.rules();
    }

    public PieceCatalog pieces() {
        return game.rules().pieces();
    }

    public Game game() {
        return game;
    }

    /** The change API; all writes go through it. */
    public Changes changes() {
        return changes;
    }

    public int round() {
        return game.state().get(game.rules().kernel().round);
    }

    /**
     * A per-game helper object (e.g. reusable work arrays), made once per game by {@code factory}. It must
     * hold no game information between calls: the game state is the only memory of a game.
     */
    public <T> T local(Object key, java.util.function.Supplier<T> factory) {
        return game.local(key, factory);
    }

    // ---- reading shortcuts ----

    public int get(IntVar v) {
        return game.state().get(v);
    }

    public int get(IntVar v, int seat) {
        return game.state().get(v, seat);
    }

    // ---- writing shortcuts ----

    public void set(IntVar v, int value) {
        changes.set(v, value);
    }

    public void set(IntVar v, int seat, int value) {
        changes.set(v, seat, value);
    }

    public void set(IntVar v, int seat, int index, int value) {
        changes.set(v, seat, index, value);
    }

    public int move(int piece, int zone) {
        return changes.move(piece, zone);
    }

    public int move(int piece, int zone, int slot) {
        return changes.move(piece, zone, slot);
    }

    public int nextInt(int bound) {
        return changes.nextInt(bound);
    }

    @Override
    public double nextRandom() {
        return changes.nextDouble();
    }

    /** A random piece of a zone (the caller moves it): drawing from a bag. −1 when the zone is empty. */
    public int pickRandom(int zone) {
        return changes.pickRandom(zone);
    }

    /** Draws from a bag: a random piece of {@code bagZone} moves to {@code toZone}. Returns it, or −1 when the bag is empty. */
    public int draw(int bagZone, int toZone) {
        return changes.draw(bagZone, toZone);
    }

    // ---- flow ----

    /** The current frame's scratch values (a step's progress within one seat's turn). */
    public int scratch(int k) {
        return game.frameValue(frame, KernelState.S0 + k);
    }

    public void setScratch(int k, int v) {
        game.setFrameValue(frame, KernelState.S0 + k, v);
    }

    /**
     * Runs a named interrupt step for a seat before the flow continues (e.g. "handle the tile just drawn").
     * Interrupts pushed in one call run last-pushed first. {@code arg} is the interrupt's first scratch value.
     */
    public void push(String interruptId, int forSeat, int arg) {
        game.pushInterrupt(interruptId, forSeat, arg);
    }

    /** Ends the game now (after the running step or effect returns). */
    public void endGame(String reasonId) {
        game.endGame(reasonId);
    }

    public boolean over() {
        return game.isOver();
    }

    /** The ids of the flow nodes from the round down to the running step. */
    public List<String> flowPath() {
        return game.flowPath();
    }

    public FlowNode currentNode() {
        return game.currentNode();
    }

    // ---- events ----

    /**
     * Whether anybody consumes events; callers on hot paths skip building event data when false. Only a
     * journal that records everything (an interactive game) keeps events: a bulk game records only inside
     * transactions (script calls), and those records are dropped when the transaction ends, so events
     * built there would go nowhere.
     */
    public boolean eventsWanted() {
        return readOnly == 0 && (game.journal().recordsAll() || game.rules().hasListeners()); // a read-only callback's events are dropped
    }

    /** Raises a domain event ({@code key, value} pairs). Built only when someone listens or records. */
    public void emit(String type, int forSeat, Object... keyValues) {
        if (!eventsWanted()) return;
        emit(GameEvent.of(type, forSeat, keyValues));
    }

    private boolean dispatching;
    /** Above 0 while a read-only callback runs: its changes are undone, so its events are dropped. */
    private int readOnly;

    /**
     * Records an event and tells the listeners. Events raised while listeners run (a house rule reacting
     * to energy gains by gaining energy) are recorded but not dispatched again, so listeners cannot loop.
     */
    public void emit(GameEvent e) {
        if (!eventsWanted()) return;
        changes.event(e);
        if (game.rules().hasListeners() && !dispatching) {
            int saved = seat, savedFrame = frame;
            dispatching = true;
            try {
                for (GameEventListener l : game.rules().listeners()) {
                    l.on(this, e);
                    seat = saved;
                    frame = savedFrame;
                }
            } finally {
                dispatching = false;
            }
        }
    }

    // ---- effects ----

    /** Runs a named effect; a failing script effect is rolled back, its script disabled and the game goes on. */
    public void runEffect(String id, Map<String, Object> args) {
        RuleSet rules = game.rules();
        Effect java = rules.javaEffect(id);
        if (java != null) {
            java.run(this, args);
            return;
        }
        ScriptUnit unit = rules.effectUnit(id);
        if (unit == null) throw new IllegalArgumentException("no effect '" + id + "' is defined by the loaded modules");
        callScript(unit, "effect", id, args == null ? EffectArgs.of() : EffectArgs.from(args));
    }

    /** Runs a named effect with {@code key, value} argument pairs. */
    public void runEffect(String id, Object... keyValues) {
        runEffect(id, EffectArgs.of(keyValues));
    }

    /**
     * Calls a script callback that only reads the game (score rows, score adjustments, vetoes): whatever
     * it changes is undone and the events it raises go nowhere. Returns its result, or null when the
     * callback is off or fails. A failure is reported once ({@link Game#scriptProblems}); a failing veto
     * is switched off for the game, outside the state (see {@link Game#readOnlyFailed}). Reading never
     * changes the state, so viewing the scores cannot make two games (or a game and its replayed save) differ.
     */
    public Object callScriptReadOnly(ScriptUnit unit, String kind, String id, Object... args) {
        if (game.readOnlyOff(kind, id)) return null;
        int index = game.rules().scriptIndex(unit);
        if (game.rules().kernel().scriptDisabled(game.state(), index)) return null;
        int mark = game.control().begin();
        int savedSeat = seat, savedFrame = frame;
        readOnly++;
        try {
            return game.scripts().call(unit, kind, id, this, args);
        } catch (ScriptFailure f) {
            game.readOnlyFailed(unit, kind, id, f.error());
            return null;
        } finally {
            readOnly--;
            game.control().rollbackTransaction(mark);
            seat = savedSeat;
            frame = savedFrame;
            String out = game.scripts().drainOutput(unit);
            if (!out.isEmpty()) game.scriptOutput(unit, out);
        }
    }

    /**
     * Calls a script callback inside a transaction. Returns its result, or null when the unit is disabled
     * or the call failed (then every change it made is undone and the unit is disabled for this game).
     */
    public Object callScript(ScriptUnit unit, String kind, String id, Object... args) {
        int index = game.rules().scriptIndex(unit);
        if (game.rules().kernel().scriptDisabled(game.state(), index)) return null;
        ScriptHost.ScriptSession session = game.scripts();
        int mark = game.control().begin();
        int savedSeat = seat, savedFrame = frame;
        try {
            Object result = session.call(unit, kind, id, this, args);
            game.control().commit(mark);
            return result;
        } catch (ScriptFailure f) {
            game.control().rollbackTransaction(mark);
            seat = savedSeat;
            frame = savedFrame;
            game.disableScript(unit, index, f.error());
            return null;
        } finally {
            seat = savedSeat;
            frame = savedFrame;
            String out = session.drainOutput(unit);
            if (!out.isEmpty()) game.scriptOutput(unit, out);
        }
    }
}
