package io.fogisles.client.core.render;

/**
 * Where the game screen puts a panel: the left column (shared things), above the viewed seat's island,
 * the island itself, beside it, or the right column.
 */
public enum Region {
    LEFT, SEAT_TOP, SEAT_MAIN, SEAT_SIDE, RIGHT
}
