package io.fogisles.kernel.game;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.effect.Effect;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.piece.PieceCatalog;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.script.EffectArgs;
import io.fogisles.kernel.script.HookKind;
import io.fogisles.kernel.script.ScriptFailure;
import io.fogisles.kernel.script.ScriptNumbers;
import io.fogisles.kernel.script.ScriptHost;
import io.fogisles.kernel.script.ScriptUnit;
import io.fogisles.kernel.state.Changes;
import io.fogisles.kernel.state.GameState;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** The game's one {@link GameContext}, re-pointed at the acting seat and flow frame by the engine. */
final class Context implements GameContext {
    private final Game game;
    private final Changes changes;
    int seat = -1;
    int frame = -1;
    private boolean dispatching;
    /** Above 0 while a read-only callback runs: its changes are undone, so its events are dropped. */
    private int readOnly;

    Context(Game game, Changes changes) {
        this.game = game;
        this.changes = changes;
    }

    /** Points the context at a seat and a frame; returns the seat it pointed at before. */
    void point(int seat, int frame) {
        this.seat = seat;
        this.frame = frame;
    }

    @Override
    public int seat() {
        return seat;
    }

    @Override
    public int seats() {
        return game.state().seats();
    }

    @Override
    public GameState state() {
        return game.state();
    }

    @Override
    public Changes changes() {
        return changes;
    }

    @Override
    public int round() {
        return game.round();
    }

    @Override
    public PieceCatalog pieces() {
        return game.rules().pieces();
    }

    @Override
    public <T> T service(Class<T> type) {
        return game.rules().service(type);
    }

    @Override
    public String actionTypeId(Action action) {
        return game.rules().actionTypeId(action);
    }

    @Override
    public int boxZone() {
        return game.rules().kernel().box.global();
    }

    @Override
    public <T> T local(Object key, Supplier<T> factory) {
        return game.local(key, factory);
    }

    /** The rule set, for the kernel's own script API. */
    RuleSet rules() {
        return game.rules();
    }

    // ---- flow ----

    @Override
    public int scratch(int k) {
        return game.flow().frameValue(frame, KernelState.S0 + k);
    }

    @Override
    public void setScratch(int k, int v) {
        game.flow().setFrameValue(frame, KernelState.S0 + k, v);
    }

    @Override
    public void push(String interruptId, int forSeat, int arg) {
        game.flow().pushInterrupt(interruptId, forSeat, arg);
    }

    @Override
    public void endGame(String reasonId) {
        game.flow().endGame(reasonId);
    }

    @Override
    public boolean over() {
        return game.isOver();
    }

    @Override
    public List<String> flowPath() {
        return game.flow().path();
    }

    // ---- events ----

    /**
     * Only a journal that records everything (an interactive game) keeps events: a bulk game records only
     * inside transactions (script calls), and those records are dropped when the transaction ends, so
     * events built there would go nowhere; listeners still hear them.
     */
    @Override
    public boolean eventsWanted() {
        return readOnly == 0 && (game.journal().recordsAll() || game.rules().hasListeners());
    }

    @Override
    public void emit(GameEvent e) {
        if (!eventsWanted()) return;
        changes.event(e);
        if (game.rules().hasListeners() && !dispatching) {
            int savedSeat = seat, savedFrame = frame;
            dispatching = true;
            try {
                for (GameEventListener l : game.rules().listeners()) {
                    l.on(this, e);
                    point(savedSeat, savedFrame);
                }
            } finally {
                dispatching = false;
            }
        }
    }

    // ---- effects and scripts ----

    @Override
    public void runEffect(String id, Map<String, Object> args) {
        RuleSet rules = game.rules();
        Effect java = rules.javaEffect(id);
        if (java != null) {
            java.run(this, args);
            return;
        }
        ScriptUnit unit = rules.effectUnit(id);
        if (unit == null) throw new IllegalArgumentException("no effect '" + id + "' is defined by the loaded modules");
        callScript(unit, HookKind.EFFECT, id, args == null ? EffectArgs.of() : EffectArgs.from(args));
    }

    /**
     * Reading never changes the state, so viewing the scores cannot make two games (or a game and its
     * replayed save) differ. A failure is reported once ({@link Game#scriptProblems}); a failing veto is
     * switched off for the game, outside the state (see {@link ScriptBook#readOnlyFailed}).
     */
    @Override
    public Object callScriptReadOnly(ScriptUnit unit, HookKind kind, String id, Object... args) {
        return readOnly(unit, kind, id, null, args);
    }

    /** As {@link #callScriptReadOnly}; a result that is not a whole number in range is the hook's failure ({@link ScriptNumbers}). */
    @Override
    public Integer callScriptForWholeNumber(String what, ScriptUnit unit, HookKind kind, String id, Object... args) {
        return (Integer) readOnly(unit, kind, id, what, args);
    }

    /** {@code wholeNumber}: what the hook is, in the author's words, when its result must be a whole number; else null. */
    private Object readOnly(ScriptUnit unit, HookKind kind, String id, String wholeNumber, Object[] args) {
        ScriptBook book = game.scriptBook();
        if (book.switchedOff(kind, id)) return null;
        int index = game.rules().scriptIndex(unit);
        if (game.rules().kernel().scriptDisabled(game.state(), index)) return null;
        HookTally tally = book.tally;
        if (tally.full() && book.hookOff(kind, id)) return null;
        long hashBefore = tally.full() ? game.state().hash64() : 0, cpuBefore = tally.on() ? HookTally.cpuNow() : 0;
        int droppedBefore = droppedEvents;
        int mark = game.control().begin();
        int savedSeat = seat, savedFrame = frame;
        readOnly++;
        try {
            Object result = game.scripts().call(unit, kind.id(), id, this, args);
            if (wholeNumber != null) {
                String wrong = ScriptNumbers.problem(result);
                if (wrong != null) throw new ScriptFailure(game.scripts().callbackError(unit, kind.id(), id, wholeNumber + " " + wrong + "; it counts nothing here"));
                result = ((Number) result).intValue();
            }
            // a read-only hook's changes are undone below: check counts them, so that the author hears of it
            if (tally.on()) tally.ran(unit, kind, id, tally.full() && game.state().hash64() != hashBefore, HookTally.cpuNow() - cpuBefore);
            return result;
        } catch (ScriptFailure f) {
            if (tally.on()) tally.failed(unit, kind, id, f.error(), HookTally.cpuNow() - cpuBefore);
            book.readOnlyFailed(unit, kind, id, f.error());
            return null;
        } finally {
            readOnly--;
            if (tally.on()) for (int i = droppedBefore; i < droppedEvents; i++) tally.droppedEvent(unit, kind, id);
            game.control().rollbackTransaction(mark);
            point(savedSeat, savedFrame);
            String out = game.scripts().drainOutput(unit);
            if (!out.isEmpty()) book.output(unit, out);
        }
    }

    @Override
    public void vetoAsked(String unit, String id, String actionType, boolean forbidden) {
        HookTally tally = game.scriptBook().tally;
        if (tally.on()) tally.vetoAsked(unit, id, actionType, forbidden);
    }

    /** Events a script raised ({@code game.emit}) while a read-only hook ran: they go nowhere (see {@link HookTally}). */
    private int droppedEvents;

    /** A script raised an event of its own: counted for the tally; inside a read-only hook it goes nowhere. */
    void scriptEmitted(String type) {
        if (readOnly > 0) droppedEvents++;
        else if (game.scriptBook().tally.on()) game.scriptBook().tally.ownEvent(type);
    }

    @Override
    public Object callScript(ScriptUnit unit, HookKind kind, String id, Object... args) {
        int index = game.rules().scriptIndex(unit);
        if (game.rules().kernel().scriptDisabled(game.state(), index)) return null;
        ScriptBook book = game.scriptBook();
        HookTally tally = book.tally;
        if (tally.full() && book.hookOff(kind, id)) return null;
        ScriptHost.ScriptSession session = game.scripts();
        int mark = game.control().begin();
        int savedSeat = seat, savedFrame = frame;
        long before = tally.full() ? game.state().hash64() : 0, cpuBefore = tally.on() ? HookTally.cpuNow() : 0;
        try {
            Object result = session.call(unit, kind.id(), id, this, args);
            game.control().commit(mark);
            if (tally.on()) tally.ran(unit, kind, id, tally.full() && game.state().hash64() != before, HookTally.cpuNow() - cpuBefore);
            return result;
        } catch (ScriptFailure f) {
            game.control().rollbackTransaction(mark);
            point(savedSeat, savedFrame);
            if (tally.on()) tally.failed(unit, kind, id, f.error(), HookTally.cpuNow() - cpuBefore);
            // check switches off the failing hook alone, so that the others go on being tried; play the whole script
            if (tally.full()) book.hookFailed(unit, kind, id, f.error());
            else book.disable(unit, index, f.error());
            return null;
        } finally {
            point(savedSeat, savedFrame);
            String out = session.drainOutput(unit);
            if (!out.isEmpty()) book.output(unit, out);
        }
    }
}
