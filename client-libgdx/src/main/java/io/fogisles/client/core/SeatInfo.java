package io.fogisles.client.core;

/**
 * A seat at the table as the client shows it: its colour, symbol and, for bots, the level. Its name is its
 * colour in the current language ({@link Session#seatName}), so it follows a change of language at once.
 */
public record SeatInfo(int seat, SeatSetup.PlayerColour colour, SeatSetup.PlayerSymbol symbol, String botLevel) {
    public boolean isBot() {
        return botLevel != null;
    }
}
