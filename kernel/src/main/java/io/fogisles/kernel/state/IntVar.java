package io.fogisles.kernel.state;

/**
 * A handle to a declared integer variable: global or per seat, with {@code length} elements per instance.
 * Handles are created by {@link LayoutBuilder} and resolved to array offsets when the layout is frozen,
 * so reads and writes are plain array accesses.
 */
public final class IntVar {
    final String id;
    final Scope scope;
    final int length;
    final int initial;
    int offset = -1;
    Visibility visibility = Visibility.EVERYONE; // EVERYONE, OWNER (per-seat variables) or NOBODY

    IntVar(String id, Scope scope, int length, int initial) {
        this.id = id;
        this.scope = scope;
        this.length = length;
        this.initial = initial;
    }

    public String id() {
        return id;
    }

    public Scope scope() {
        return scope;
    }

    public int length() {
        return length;
    }

    public Visibility visibility() {
        return visibility;
    }

    /** The array index of element {@code i} of this variable for {@code seat} (0 for global variables). */
    public int at(int seat, int i) {
        return offset + (scope == Scope.SEAT ? seat * length : 0) + i;
    }

    @Override
    public String toString() {
        return id;
    }
}
