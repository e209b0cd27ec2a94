package io.fogisles.kernel.hex;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An immutable set of fields of any shape. Neighbour lookups go through a precomputed table so that
 * rules code can walk the board without allocation: {@code neighbour(i, d)} is a field index or -1.
 */
public final class Board {

    public static final int NONE = -1;

    private final String id;
    private final List<Field> fields;
    private final Map<Hex, Integer> byHex;
    private final int[] neighbours; // index * 6 + direction ordinal -> field index or NONE
    // the straight rays: the fields of ray (index, d) are rayFields[rayStart[index * 6 + d] ...
    // rayStart[index * 6 + d + 1] - 1], nearest first (movement walks them for every flight it offers)
    private final int[] rayStart;
    private final int[] rayFields;

    public Board(String id, List<Field> fields) {
        this.id = id;
        this.fields = List.copyOf(fields);
        this.byHex = new HashMap<>();
        for (int i = 0; i < this.fields.size(); i++) {
            Field f = this.fields.get(i);
            if (f.index() != i) throw new IllegalArgumentException("field " + f.hex() + " has index " + f.index() + ", expected " + i);
            if (byHex.put(f.hex(), i) != null) throw new IllegalArgumentException("two fields at " + f.hex());
        }
        this.neighbours = new int[this.fields.size() * 6];
        for (int i = 0; i < this.fields.size(); i++) {
            Hex h = this.fields.get(i).hex();
            for (Direction d : Direction.values()) {
                neighbours[i * 6 + d.ordinal()] = index(h.neighbour(d));
            }
        }
        this.rayStart = new int[neighbours.length + 1];
        List<Integer> rays = new ArrayList<>();
        for (int k = 0; k < neighbours.length; k++) {
            rayStart[k] = rays.size();
            for (int cur = neighbours[k]; cur != NONE; cur = neighbours[cur * 6 + k % 6]) rays.add(cur);
        }
        rayStart[neighbours.length] = rays.size();
        this.rayFields = rays.stream().mapToInt(Integer::intValue).toArray();
    }

    public String id() {
        return id;
    }

    public int size() {
        return fields.size();
    }

    public Field field(int index) {
        return fields.get(index);
    }

    public List<Field> fields() {
        return fields;
    }

    public Hex hex(int index) {
        return fields.get(index).hex();
    }

    public String type(int index) {
        return fields.get(index).type();
    }

    /** The field index at a coordinate, or {@link #NONE}. */
    public int index(Hex h) {
        Integer i = byHex.get(h);
        return i == null ? NONE : i;
    }

    public int index(int q, int r) {
        return index(new Hex(q, r));
    }

    public boolean contains(Hex h) {
        return byHex.containsKey(h);
    }

    /** The neighbouring field in direction d, or {@link #NONE} where the board ends. */
    public int neighbour(int index, Direction d) {
        return neighbours[index * 6 + d.ordinal()];
    }

    public int neighbour(int index, int directionOrdinal) {
        return neighbours[index * 6 + directionOrdinal];
    }

    /** The existing neighbours of a field (at most six). */
    public List<Integer> neighbours(int index) {
        List<Integer> out = new ArrayList<>(6);
        for (int d = 0; d < 6; d++) {
            int n = neighbours[index * 6 + d];
            if (n != NONE) out.add(n);
        }
        return out;
    }

    /** How many fields the straight ray from a field in direction d (ordinal) crosses before the board ends. */
    public int rayLength(int index, int directionOrdinal) {
        int k = index * 6 + directionOrdinal;
        return rayStart[k + 1] - rayStart[k];
    }

    /** The field {@code n} steps (1 ≤ n ≤ {@link #rayLength}) along the straight ray from a field in direction d. */
    public int rayField(int index, int directionOrdinal, int n) {
        return rayFields[rayStart[index * 6 + directionOrdinal] + n - 1];
    }

    public boolean adjacent(int a, int b) {
        for (int d = 0; d < 6; d++) if (neighbours[a * 6 + d] == b) return true;
        return false;
    }

    /**
     * The straight ray from a field in one direction, not including the start, stopping at the last
     * field before the board ends (or after {@code maxSteps} fields).
     */
    public List<Integer> ray(int from, Direction d, int maxSteps) {
        List<Integer> out = new ArrayList<>();
        int cur = from;
        for (int i = 0; i < maxSteps; i++) {
            cur = neighbour(cur, d);
            if (cur == NONE) break;
            out.add(cur);
        }
        return Collections.unmodifiableList(out);
    }

    /** Indices of all fields of the given type, in index order. */
    public List<Integer> fieldsOfType(String type) {
        List<Integer> out = new ArrayList<>();
        for (Field f : fields) if (f.type().equals(type)) out.add(f.index());
        return out;
    }

    /** Fields whose hex has fewer than six neighbours on the board (the edge). */
    public boolean onEdge(int index) {
        for (int d = 0; d < 6; d++) if (neighbours[index * 6 + d] == NONE) return true;
        return false;
    }

    @Override
    public String toString() {
        return "Board[" + id + ", " + fields.size() + " fields]";
    }
}
