package io.fogisles.kernel.state;

import java.util.ArrayList;
import java.util.List;

/**
 * The recorded list of changes. Interactive games record everything (event stream, log, undo); bulk
 * simulations record only inside transactions, which is what a failing script call needs to be rolled
 * back. Recording is a plain list append, so it costs nothing when it is off.
 */
public final class Journal {
    private final List<Change> changes = new ArrayList<>();
    private boolean recordAll;
    private int transactions;

    public Journal(boolean recordAll) {
        this.recordAll = recordAll;
    }

    public boolean recording() {
        return recordAll || transactions > 0;
    }

    public boolean recordsAll() {
        return recordAll;
    }

    public void recordAll(boolean on) {
        this.recordAll = on;
        if (!on && transactions == 0) changes.clear();
    }

    void add(Change c) {
        changes.add(c);
    }

    /** The position a later {@link Changes#rollback} or {@link #since} can return to. */
    public int mark() {
        return changes.size();
    }

    public int size() {
        return changes.size();
    }

    /** Changes recorded since a mark (a live view; copy it if you keep it). */
    public List<Change> since(int mark) {
        return changes.subList(Math.min(mark, changes.size()), changes.size());
    }

    public List<Change> all() {
        return changes;
    }

    int beginTransaction() {
        transactions++;
        return changes.size();
    }

    void endTransaction(int mark) {
        transactions--;
        if (!recording()) truncate(mark);
    }

    void truncate(int mark) {
        if (mark < changes.size()) changes.subList(mark, changes.size()).clear();
    }

    Change get(int i) {
        return changes.get(i);
    }

    public void clear() {
        changes.clear();
    }
}
