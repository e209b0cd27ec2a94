package io.fogisles.client.core;

/**
 * A module option whose values name a seat ("random", "1", "2", …), such as the first start player (the island
 * game's C19, Pirate Bay's P1.4): shown by the seat's colour, and offered only for seats at the table.
 */
public final class SeatOption {
    private SeatOption() {
    }

    /** The value in words: "random", or "player 2 (Blue)". */
    public static String text(String value, GameSetup setup, UiText text) {
        int seat = seatOf(value);
        if (seat < 0 || seat >= setup.seats().size()) return text.t("client.first-player.random");
        return text.t("client.first-player.seat", seat + 1, text.t(setup.seats().get(seat).colour().key()));
    }

    /** Whether the value can be chosen: "random", or a seat that is at the table. */
    public static boolean offered(String value, GameSetup setup) {
        int seat = seatOf(value);
        return seat < 0 ? value.equals("random") : seat < setup.seats().size();
    }

    private static int seatOf(String value) {
        try {
            return Integer.parseInt(value) - 1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
