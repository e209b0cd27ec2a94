package io.fogisles.kernel.state;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Collects the variables and zones that the kernel and the modules declare while a rule set is built.
 * {@link #freeze} sorts them by id (so the layout does not depend on the order in which Guice happened
 * to create the declaring objects), assigns array offsets and returns the immutable {@link StateLayout}.
 */
public final class LayoutBuilder {
    private final Map<String, IntVar> vars = new LinkedHashMap<>();
    private final Map<String, Zone> zones = new LinkedHashMap<>();
    private StateLayout frozen;
    private IntVar stack, stackDepth;
    private int stackFrame;

    /** Declares (or returns the already declared) integer variable. */
    public synchronized IntVar var(String id, Scope scope, int length, int initial) {
        checkOpen(id);
        IntVar v = vars.get(id);
        if (v != null) {
            if (v.scope != scope || v.length != length || v.initial != initial)
                throw new IllegalStateException("variable " + id + " declared twice with different shapes");
            return v;
        }
        if (length < 1) throw new IllegalArgumentException("variable " + id + ": length must be ≥ 1");
        v = new IntVar(id, scope, length, initial);
        vars.put(id, v);
        return v;
    }

    public IntVar var(String id, Scope scope) {
        return var(id, scope, 1, 0);
    }

    /** Declares (or returns) a zone family of {@code count} zones, each holding up to {@code capacity} pieces. */
    public synchronized Zone zone(String id, Scope scope, ZoneKind kind, int capacity, int count) {
        checkOpen(id);
        Zone z = zones.get(id);
        if (z != null) {
            if (z.scope != scope || z.kind != kind || z.capacity != capacity || z.count != count)
                throw new IllegalStateException("zone " + id + " declared twice with different shapes");
            return z;
        }
        if (capacity < 1 || count < 1) throw new IllegalArgumentException("zone " + id + ": capacity and count must be ≥ 1");
        z = new Zone(id, scope, kind, capacity, count);
        zones.put(id, z);
        return z;
    }

    public Zone zone(String id, Scope scope, ZoneKind kind, int capacity) {
        return zone(id, scope, kind, capacity, 1);
    }

    /**
     * Marks a LIST zone whose order no player can see, like a bag: which piece a draw takes depends on it
     * (and on the game's random generator), so views sort it and search copies ({@link GameState#copyForSearch})
     * put its pieces in an order of their own instead of keeping the real one. Short for
     * {@code visibility(z, Visibility.ORDER_HIDDEN)}.
     */
    public Zone hideOrder(Zone z) {
        return visibility(z, Visibility.ORDER_HIDDEN);
    }

    /** Declares who may see a zone's pieces ({@link Visibility}); {@code OWNER} needs a per-seat zone, {@code ORDER_HIDDEN} a LIST zone. */
    public synchronized Zone visibility(Zone z, Visibility v) {
        checkOpen(z.id);
        if (v == Visibility.ORDER_HIDDEN && z.kind != ZoneKind.LIST)
            throw new IllegalArgumentException("zone " + z.id + ": only a LIST zone has an order to hide");
        if (v == Visibility.OWNER && z.scope != Scope.SEAT)
            throw new IllegalArgumentException("zone " + z.id + ": only a per-seat zone has an owner to show it to");
        if (z.visibility != Visibility.EVERYONE && z.visibility != v)
            throw new IllegalStateException("zone " + z.id + " declared " + z.visibility + " and " + v);
        z.visibility = v;
        return z;
    }

    /** Declares who may see a variable's values: {@code EVERYONE}, {@code OWNER} (per-seat variables) or {@code NOBODY}. */
    public synchronized IntVar visibility(IntVar var, Visibility v) {
        checkOpen(var.id);
        if (v == Visibility.ORDER_HIDDEN) throw new IllegalArgumentException("variable " + var.id + ": a value has no order to hide");
        if (v == Visibility.OWNER && var.scope != Scope.SEAT)
            throw new IllegalArgumentException("variable " + var.id + ": only a per-seat variable has an owner to show it to");
        if (var.visibility != Visibility.EVERYONE && var.visibility != v)
            throw new IllegalStateException("variable " + var.id + " declared " + var.visibility + " and " + v);
        var.visibility = v;
        return var;
    }

    /**
     * Declares a global variable used as a stack of frames of {@code frameSize} elements, {@code depth}
     * frames deep: the elements above the top frame are scratch (they keep what the last popped frame
     * held), so they are not part of the game — {@link GameState#toBytes}, hashes and comparisons read them
     * as 0. Whoever pushes a frame must write all of its elements. One stack per layout (the flow's).
     */
    public synchronized void stack(IntVar elements, IntVar depth, int frameSize) {
        checkOpen(elements.id);
        if (stack != null && stack != elements) throw new IllegalStateException("a layout has one stack; " + stack.id + " is already declared");
        if (elements.scope != Scope.GLOBAL || depth.scope != Scope.GLOBAL || frameSize < 1 || elements.length % frameSize != 0)
            throw new IllegalArgumentException("stack " + elements.id + ": global variables and a frame size that divides its length");
        stack = elements;
        stackDepth = depth;
        stackFrame = frameSize;
    }

    public synchronized IntVar findVar(String id) {
        return vars.get(id);
    }

    public synchronized Zone findZone(String id) {
        return zones.get(id);
    }

    private void checkOpen(String id) {
        if (frozen != null) throw new IllegalStateException("state layout is frozen; cannot declare " + id + " any more");
        if (id == null || !id.contains(":")) throw new IllegalArgumentException("state ids are namespaced (module:name), got " + id);
    }

    public synchronized boolean isFrozen() {
        return frozen != null;
    }

    public synchronized StateLayout freeze(int seats, int pieceCount) {
        return freeze(seats, pieceCount, null);
    }

    /**
     * Freezes the layout; {@code pieceDeck} (per piece, its deck number, 0 for none; null when no piece has one)
     * keeps a search copy's redeal of hidden pieces within each deck (see {@link GameState#copyForSearch}).
     */
    public synchronized StateLayout freeze(int seats, int pieceCount, int[] pieceDeck) {
        return freeze(seats, pieceCount, pieceDeck, null);
    }

    /**
     * Freezes the layout as {@link #freeze(int, int, int[])}; {@code pieceHiddenIn} (per piece, the id of the only
     * zone it may lie in while hidden, or null; null when no piece is so bound) keeps a search copy from dealing such
     * a piece anywhere else.
     */
    public synchronized StateLayout freeze(int seats, int pieceCount, int[] pieceDeck, String[] pieceHiddenIn) {
        if (frozen != null) return frozen;
        List<IntVar> vs = new ArrayList<>(vars.values());
        vs.sort(Comparator.comparing(IntVar::id));
        int offset = 0;
        for (IntVar v : vs) {
            v.offset = offset;
            offset += v.length * (v.scope == Scope.SEAT ? seats : 1);
        }
        List<Zone> zs = new ArrayList<>(zones.values());
        zs.sort(Comparator.comparing(Zone::id));
        int instance = 0;
        for (Zone z : zs) {
            z.firstInstance = instance;
            z.seats = seats;
            instance += z.count * (z.scope == Scope.SEAT ? seats : 1);
        }
        frozen = new StateLayout(seats, pieceCount, vs, offset, zs, instance);
        frozen.decks(pieceDeck);
        frozen.hiddenIn(pieceHiddenIn);
        if (stack != null) frozen.stack(stack.offset, stack.length, stackDepth.offset, stackFrame);
        return frozen;
    }
}
