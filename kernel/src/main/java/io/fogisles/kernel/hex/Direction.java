package io.fogisles.kernel.hex;

import java.util.Locale;

/**
 * The six directions of a pointy-top axial hex grid (RULES B0.2). North and south do not exist.
 * The enum order is the counter-clockwise cycle E, NE, NW, W, SW, SE, so that rotating by one step
 * is a 60° turn counter-clockwise and the opposite direction is three steps away.
 */
public enum Direction {
    E(1, 0), NE(1, -1), NW(0, -1), W(-1, 0), SW(-1, 1), SE(0, 1);

    private static final Direction[] CYCLE = values();

    public final int dq;
    public final int dr;

    Direction(int dq, int dr) {
        this.dq = dq;
        this.dr = dr;
    }

    /** The direction 180° away. */
    public Direction opposite() {
        return rotate(3);
    }

    /** Turns by {@code steps} × 60°, counter-clockwise for positive steps. */
    public Direction rotate(int steps) {
        return CYCLE[Math.floorMod(ordinal() + steps, 6)];
    }

    /** The stable lower-case-free id used in data files and saves ("NE"). */
    public String id() {
        return name();
    }

    public static Direction byIndex(int index) {
        return CYCLE[index];
    }

    /** Parses an id such as "NE" or "ne"; returns null for anything else. */
    public static Direction parse(String id) {
        if (id == null) return null;
        for (Direction d : CYCLE) if (d.name().equals(id.toUpperCase(Locale.ROOT))) return d;
        return null;
    }
}
