package io.fogisles.piratebay;

/**
 * How Pirate Bay's decisions number their options (the kernel enumerates options as ints so that bots
 * and playouts choose without objects): a lay packs its card, cell and half turn into one int.
 */
public final class PirateCodes {
    private PirateCodes() {
    }

    /** "None" as an option: no figure (P4.10), back to the supply (P7.3), nobody moves in (P7.4). */
    public static final int NONE = 1 << 20;

    /** A lay code's half-turn bit. */
    public static final int TURNED = 1 << 8;

    public static int lay(int card, int x, int y, boolean turned) {
        return card | (turned ? TURNED : 0) | (x + PirateState.OFFSET) << 9 | (y + PirateState.OFFSET) << 20;
    }

    public static int layCard(int code) {
        return code & 0xFF;
    }

    public static boolean layTurned(int code) {
        return (code & TURNED) != 0;
    }

    public static int layX(int code) {
        return ((code >>> 9) & 0x7FF) - PirateState.OFFSET;
    }

    public static int layY(int code) {
        return ((code >>> 20) & 0x7FF) - PirateState.OFFSET;
    }

    public static int swap(int card, int seat) {
        return card | seat << 8;
    }

    public static int swapCard(int code) {
        return code & 0xFF;
    }

    public static int swapSeat(int code) {
        return code >>> 8;
    }
}
