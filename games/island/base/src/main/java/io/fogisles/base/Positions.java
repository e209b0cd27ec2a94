package io.fogisles.base;

import java.util.ArrayList;
import java.util.List;

/**
 * Where a balloon can be. Positions 0…n−1 are the island's fields; other modules register further
 * positions (the harbour's piers) with {@link #register} while the rules are built, and answer for them
 * through an {@link OffIsland} contribution.
 */
public final class Positions {
    private final int fieldCount;
    private final List<Range> ranges = new ArrayList<>();
    private int next;

    public record Range(String id, int first, int count) {
        public boolean contains(int position) {
            return position >= first && position < first + count;
        }
    }

    public Positions(Island island) {
        this.fieldCount = island.size();
        this.next = fieldCount;
    }

    /** Reserves {@code count} positions for a module's places; returns the first. */
    public synchronized Range register(String id, int count) {
        for (Range r : ranges) if (r.id.equals(id)) return r;
        Range r = new Range(id, next, count);
        next += count;
        ranges.add(r);
        return r;
    }

    public boolean onIsland(int position) {
        return position >= 0 && position < fieldCount;
    }

    public int fieldCount() {
        return fieldCount;
    }

    public int total() {
        return next;
    }

    public List<Range> ranges() {
        return List.copyOf(ranges);
    }
}
