package io.fogisles.kernel.state;

/**
 * A handle to a declared zone: a place where pieces lie (the bag, a deck, a player's hand, a board).
 * A per-seat zone has one instance per seat; {@link #of(int)} gives the instance number used by
 * {@link GameState} and the change API.
 */
public final class Zone {
    final String id;
    final Scope scope;
    final ZoneKind kind;
    final int capacity;
    final int count; // how many zones of this id, e.g. 7 piles (global) — instances = count × (seats or 1)
    int firstInstance = -1;
    int seats;
    Visibility visibility = Visibility.EVERYONE; // who may see its pieces (see Visibility)

    Zone(String id, Scope scope, ZoneKind kind, int capacity, int count) {
        this.id = id;
        this.scope = scope;
        this.kind = kind;
        this.capacity = capacity;
        this.count = count;
    }

    public String id() {
        return id;
    }

    public Scope scope() {
        return scope;
    }

    public ZoneKind kind() {
        return kind;
    }

    public int capacity() {
        return capacity;
    }

    public int count() {
        return count;
    }

    public Visibility visibility() {
        return visibility;
    }

    /** The instance of a single global zone, or of a per-seat zone for the given seat. */
    public int of(int seat) {
        return scope == Scope.SEAT ? firstInstance + seat * count : firstInstance;
    }

    /** Instance {@code index} (0…count−1) of a zone family, for a seat (ignored when global). */
    public int of(int seat, int index) {
        if (index < 0 || index >= count) throw new IndexOutOfBoundsException(id + "[" + index + "]");
        return (scope == Scope.SEAT ? firstInstance + seat * count : firstInstance) + index;
    }

    /** The instance of a single global zone. */
    public int global() {
        return firstInstance;
    }

    @Override
    public String toString() {
        return id;
    }
}
