package io.fogisles.kernel.game;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.state.Change;
import io.fogisles.kernel.state.Changes;
import io.fogisles.kernel.state.Journal;
import io.fogisles.kernel.util.IntList;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What a game remembers of its past: the option codes applied (always; cheap), the action records and
 * their seats (for saves, when records are kept), and the points undo can return to (when the journal
 * records every change).
 */
final class History {
    private final Journal journal;
    private final Changes.Control control;
    private final List<Action> actions = new ArrayList<>();
    private final List<Integer> seats = new ArrayList<>();
    private final IntList codes;
    private final List<UndoPoint> undoPoints = new ArrayList<>();
    /** Per open trial ({@link #beginTrial}): the number of codes and of action records when it began. */
    private final IntList trials = new IntList(4);
    private boolean keepRecords;
    /** The kernel's count of reveals of simultaneous decisions (null when the rules have none): a reveal ends undo. */
    private io.fogisles.kernel.state.IntVar reveals;

    private record UndoPoint(int journalMark, int seat, int logSize) {}

    /** {@code expectedCodes}: a 4-player base game makes ~750 decisions, a bot's copy only a few. */
    History(Journal journal, Changes.Control control, boolean keepRecords, int expectedCodes) {
        this.codes = new IntList(expectedCodes);
        this.journal = journal;
        this.control = control;
        this.keepRecords = keepRecords;
    }

    void revealCounter(io.fogisles.kernel.state.IntVar v) {
        reveals = v;
    }

    boolean keepsRecords() {
        return keepRecords;
    }

    void keepRecords(boolean on) {
        keepRecords = on;
    }

    /** Notes a decision about to be applied: its undo point, its record (when {@link #keepsRecords}) and its code. */
    void record(int seat, int code, Action action) {
        if (journal.recordsAll()) undoPoints.add(new UndoPoint(journal.mark(), seat, actions.size()));
        if (keepRecords) {
            actions.add(action);
            seats.add(seat);
        }
        codes.add(code);
    }

    List<Action> actions() {
        return Collections.unmodifiableList(actions);
    }

    List<Integer> seats() {
        return Collections.unmodifiableList(seats);
    }

    int[] codes() {
        return codes.toArray();
    }

    int size() {
        return codes.size();
    }

    /**
     * Starts a trial: every change from here is recorded (also in a bulk game) until {@link #endTrial}
     * takes them back. Returns the journal mark to pass to it; trials nest.
     */
    int beginTrial() {
        trials.add(codes.size());
        trials.add(actions.size());
        return control.begin();
    }

    /** Takes back everything since the matching {@link #beginTrial}: the state, the codes, records and undo points. */
    void endTrial(int mark) {
        int logSize = trials.get(trials.size() - 1), codeCount = trials.get(trials.size() - 2);
        trials.truncate(trials.size() - 2);
        control.rollbackTransaction(mark);
        codes.truncate(codeCount);
        while (actions.size() > logSize) {
            actions.remove(actions.size() - 1);
            seats.remove(seats.size() - 1);
        }
        while (!undoPoints.isEmpty() && undoPoints.get(undoPoints.size() - 1).journalMark >= mark) undoPoints.remove(undoPoints.size() - 1);
    }

    /**
     * Whether the last action can be taken back: it was made by {@code seat}, the game records its changes,
     * and no hidden information was revealed since (no random draw, no reveal of a simultaneous decision's
     * answers: once seen, an answer cannot be taken back and given anew).
     */
    boolean canUndo(int seat) {
        if (undoPoints.isEmpty()) return false;
        UndoPoint p = undoPoints.get(undoPoints.size() - 1);
        if (p.seat != seat) return false;
        for (Change c : journal.since(p.journalMark)) {
            if (c instanceof Change.RngUsed) return false;
            if (reveals != null && c instanceof Change.VarSet v && v.var() == reveals) return false;
        }
        return true;
    }

    /** Takes back the last action of {@code seat}; false when that is not allowed. */
    boolean undo(int seat) {
        if (!canUndo(seat)) return false;
        UndoPoint p = undoPoints.remove(undoPoints.size() - 1);
        control.undoTo(p.journalMark);
        while (actions.size() > p.logSize) {
            actions.remove(actions.size() - 1);
            seats.remove(seats.size() - 1);
        }
        codes.removeLast();
        return true;
    }
}
