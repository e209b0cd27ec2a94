package io.fogisles.piratebay;

/**
 * The four sides of a card on the table's grid (P3.1): north and south are the short sides, east and west the
 * long ones. North is +y, east is +x. A card's land sides are a 4-bit mask, one bit per side.
 */
public enum Side {
    NORTH(0, 1), EAST(1, 0), SOUTH(0, -1), WEST(-1, 0);

    public final int dx, dy;
    /** This side's bit in a side mask. */
    public final int bit;

    Side(int dx, int dy) {
        this.dx = dx;
        this.dy = dy;
        this.bit = 1 << ordinal();
    }

    private static final Side[] ALL = values();

    public Side opposite() {
        return ALL[(ordinal() + 2) & 3];
    }

    public static Side of(int index) {
        return ALL[index];
    }

    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** A land mask turned half a turn (PD5): north and south swap, east and west swap. */
    public static int turned(int mask) {
        return ((mask & 3) << 2) | ((mask >> 2) & 3);
    }
}
