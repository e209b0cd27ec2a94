package io.fogisles.balmy;

/**
 * How Balmy Balloonists' decisions number their options (the kernel enumerates options as ints so that bots and
 * playouts choose without objects): a play packs its card, target and use into one int.
 */
public final class BalmyCodes {
    private BalmyCodes() {
    }

    /** "None" as an option: no card possible, no exchange, no repair. */
    public static final int NONE = 1 << 20;
    /** Directions (favourable winds, starting again): here / none, north, south. */
    public static final int HERE = 0, NORTH = 1, SOUTH = 2;

    /** A play of {@code card} onto target {@code onto} (a balloon, or balloons + i for extra target i) as {@code use}. */
    public static int play(int card, int onto, int use) {
        return card | onto << 8 | use << 12;
    }

    public static int playCard(int code) {
        return code & 0xFF;
    }

    public static int playOnto(int code) {
        return (code >>> 8) & 0xF;
    }

    public static int playUse(int code) {
        return (code >>> 12) & 0x3;
    }

    public static int exchange(int advantage, int card) {
        return advantage | card << 8;
    }

    public static int exchangeAdvantage(int code) {
        return code & 0xFF;
    }

    public static int exchangeCard(int code) {
        return (code >>> 8) & 0xFF;
    }

    public static String direction(int code) {
        return code == NORTH ? "north" : code == SOUTH ? "south" : "none";
    }

    public static int direction(String id) {
        return switch (id == null ? "" : id) {
            case "north" -> NORTH;
            case "south" -> SOUTH;
            case "none", "here" -> HERE;
            default -> -1;
        };
    }
}
