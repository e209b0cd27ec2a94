package io.fogisles.kernel.state;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The recorded list of changes. Interactive games record everything (event stream, log, undo); bulk
 * simulations record only inside transactions, which is what a failing script call needs to be rolled
 * back. Recording is a plain list append, so it costs nothing when it is off.
 */
public final class Journal {
    private final List<Change> changes = new ArrayList<>();
    private final List<Change> view = Collections.unmodifiableList(changes);
    private boolean recordAll;
    private int transactions;

    Journal(boolean recordAll) {
        this.recordAll = recordAll;
    }

    public boolean recording() {
        return recordAll || transactions > 0;
    }

    public boolean recordsAll() {
        return recordAll;
    }

    void add(Change c) {
        changes.add(c);
    }

    /** The position a later {@link Changes.Control#rollbackTransaction} or {@link #since} can return to. */
    public int mark() {
        return changes.size();
    }

    public int size() {
        return changes.size();
    }

    /** Changes recorded since a mark (a read-only live view; copy it if you keep it). */
    public List<Change> since(int mark) {
        return view.subList(Math.min(mark, changes.size()), changes.size());
    }

    /** Every recorded change, oldest first (a read-only live view). */
    public List<Change> all() {
        return view;
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
        // from the end, one by one: a script call's transaction ends here, and a sub-list view would be an
        // allocation per call for the few changes a call makes
        for (int i = changes.size() - 1; i >= mark; i--) changes.remove(i);
    }

    Change get(int i) {
        return changes.get(i);
    }
}
