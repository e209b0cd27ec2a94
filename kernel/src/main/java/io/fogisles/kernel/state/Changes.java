package io.fogisles.kernel.state;

import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.random.Rng;

/**
 * The only way to change a {@link GameState}. Every write is a change object (recorded in the
 * {@link Journal} when it records), so the same path yields the event stream, undo, rollback of a
 * failed script call, and replay.
 *
 * <p>A state has exactly one change log: its game {@link #bind binds} it once and keeps the
 * {@link Control} (transactions, undo) to itself. Rules code gets the {@code Changes}, which can only
 * write forward; it can neither make a second, unrecorded log for a live state nor take changes back.
 */
public final class Changes {
    private final GameState s;
    private final Journal journal;
    private final Rng scratch = new Rng(0, 1);
    /** Counts writes; two equal versions mean an unchanged state (it never goes back, even on undo). */
    private long version;

    private Changes(GameState state, Journal journal) {
        this.s = state;
        this.journal = journal;
    }

    /**
     * Makes the change log of a state, once: the game that owns the state calls this and keeps the
     * returned control. {@code recordAll}: record every change (interactive games) or only inside
     * transactions (bulk simulation).
     *
     * @throws IllegalStateException when the state already has its change log
     */
    public static Control bind(GameState state, boolean recordAll) {
        if (state.bound) throw new IllegalStateException("this state already has its change log (write through its game's context)");
        state.bound = true;
        return new Control(new Changes(state, new Journal(recordAll)));
    }

    /** What only the owner of a state may do with its changes: transactions and taking changes back. */
    public static final class Control {
        private final Changes changes;

        private Control(Changes changes) {
            this.changes = changes;
        }

        /** The write API, for the rules code of the game. */
        public Changes changes() {
            return changes;
        }

        /** Starts recording even in a non-recording journal; pair with {@link #commit} or {@link #rollbackTransaction}. */
        public int begin() {
            return changes.journal.beginTransaction();
        }

        public void commit(int mark) {
            changes.journal.endTransaction(mark);
        }

        /** Undoes every change since {@code mark} (newest first) and forgets them; ends the transaction. */
        public void rollbackTransaction(int mark) {
            undoTo(mark);
            changes.journal.endTransaction(mark);
        }

        /**
         * Makes the bags of this state keep their order when a piece leaves them, as save format 1 did: for a
         * game re-played from a format-1 save, whose recorded actions depend on the old draws. Call it before
         * the game starts.
         */
        public void keepBagOrder() {
            changes.s.keepBagOrder = true;
        }

        /** Undoes every recorded change since {@code mark}, newest first. */
        public void undoTo(int mark) {
            changes.undoTo(mark);
        }
    }

    public GameState state() {
        return s;
    }

    /** Grows with every write: rules code caches derived results (e.g. move destinations) by it. */
    public long version() {
        return version;
    }

    public Journal journal() {
        return journal;
    }

    public void set(IntVar v, int seat, int index, int value) {
        int off = v.at(seat, index);
        int before = s.ints[off];
        if (before == value) return;
        version++;
        s.rawSet(off, value);
        if (journal.recording()) journal.add(new Change.VarSet(v, seat, index, before, value));
    }

    /**
     * Writes {@code values} to the elements {@code index, index + 1, …} of a global variable: the same as
     * one {@link #set} per element, in one call (the flow runner writes a whole frame whenever a step
     * starts). Unchanged elements are not recorded, as with {@code set}.
     */
    public void setBlock(IntVar v, int index, int[] values) {
        int off = v.at(0, index);
        if (off + values.length > v.at(0, 0) + v.length) throw new IndexOutOfBoundsException(v.id + ": elements " + index + ".." + (index + values.length - 1) + " of " + v.length);
        if (journal.recording()) {
            for (int i = 0; i < values.length; i++) set(v, 0, index + i, values[i]);
            return;
        }
        version++; // may count a block that changed nothing: a version only has to grow when something changed
        System.arraycopy(values, 0, s.ints, off, values.length);
    }

    public void set(IntVar v, int seat, int value) {
        set(v, seat, 0, value);
    }

    public void set(IntVar v, int value) {
        set(v, 0, 0, value);
    }

    public void add(IntVar v, int seat, int delta) {
        set(v, seat, 0, s.get(v, seat) + delta);
    }

    /** Moves a piece to a zone; for LIST zones slot −1 appends. Returns the slot it went to. */
    public int move(int piece, int toZone, int toSlot) {
        version++;
        int fromZone = s.pieceZone[piece];
        int fromSlot = s.rawRemove(piece);
        int slot;
        try {
            slot = s.rawInsert(piece, toZone, toSlot);
        } catch (RuntimeException e) {
            s.rawInsert(piece, fromZone, fromSlot); // leave the state as it was
            throw e;
        }
        if (journal.recording()) journal.add(new Change.PieceMoved(piece, fromZone, fromSlot, toZone, slot));
        return slot;
    }

    public int move(int piece, int toZone) {
        return move(piece, toZone, -1);
    }

    /**
     * Moves the pieces, in this order, each to the end of the list zone {@code toZone}: the same as one
     * {@link #move(int, int)} per piece. Every removal from a list zone renumbers the pieces after it, so
     * taking many pieces out of one list (setup fills a bag from the box) costs a pass over that list per
     * piece; when nothing records and the pieces come from one other list zone in ascending order, this
     * closes the gaps in one pass instead, with the same result.
     */
    public void moveAll(int[] pieces, int toZone) {
        if (journal.recording() || !s.canMoveAllAtOnce(pieces, toZone)) {
            for (int p : pieces) move(p, toZone, -1);
            return;
        }
        version++;
        s.rawMoveAll(pieces, toZone);
    }

    /** A uniform random number in [0, bound) from the game's RNG. */
    public int nextInt(int bound) {
        version++;
        long a = s.rng0, b = s.rng1;
        scratch.setState(a, b);
        int v = scratch.nextInt(bound);
        s.rawRng(scratch.state0(), scratch.state1());
        if (journal.recording()) journal.add(new Change.RngUsed(a, b));
        return v;
    }

    /** A uniform random double in [0, 1) from the game's RNG. */
    public double nextDouble() {
        version++;
        long a = s.rng0, b = s.rng1;
        scratch.setState(a, b);
        double v = scratch.nextDouble();
        s.rawRng(scratch.state0(), scratch.state1());
        if (journal.recording()) journal.add(new Change.RngUsed(a, b));
        return v;
    }

    /** Picks a random piece of a zone (without moving it): drawing without replacement from a bag. */
    public int pickRandom(int zone) {
        int n = s.zoneSize[zone];
        if (n == 0) return -1;
        int k = nextInt(n);
        if (s.layout().zoneKind[zone] == ZoneKind.LIST) return s.content[s.layout().zoneStart[zone] + k];
        int start = s.layout().zoneStart[zone];
        for (int slot = 0, seen = 0; slot < s.layout().zoneCapacity[zone]; slot++) {
            int p = s.content[start + slot];
            if (p >= 0 && seen++ == k) return p;
        }
        throw new IllegalStateException("zone size out of sync: " + s.layout().zoneName[zone]);
    }

    /**
     * Draws from a bag: a random piece of {@code bagZone} moves to {@code toZone} (appended to a LIST zone).
     * Returns the piece, or −1 when the bag is empty (then nothing changes).
     */
    public int draw(int bagZone, int toZone) {
        int p = pickRandom(bagZone);
        if (p >= 0) move(p, toZone);
        return p;
    }

    /** Records a domain event (the event has no effect on the state). */
    public void event(GameEvent e) {
        if (journal.recording()) journal.add(new Change.Event(e));
    }

    public int mark() {
        return journal.mark();
    }

    private void undoTo(int mark) {
        version++;
        for (int i = journal.size() - 1; i >= mark; i--) {
            Change c = journal.get(i);
            switch (c) {
                case Change.VarSet v -> s.rawSet(v.var().at(v.seat(), v.index()), v.before());
                case Change.PieceMoved m -> {
                    s.rawRemove(m.piece());
                    s.rawInsert(m.piece(), m.fromZone(), m.fromSlot());
                }
                case Change.RngUsed r -> s.rawRng(r.before0(), r.before1());
                case Change.Event e -> { }
            }
        }
        journal.truncate(mark);
    }
}
