package io.fogisles.client.core;

/** A seat at the table as the client shows it: its name, colour, symbol and, for bots, the level. */
public record SeatInfo(int seat, String name, SeatSetup.PlayerColour colour, SeatSetup.PlayerSymbol symbol, String botLevel) {
    public boolean isBot() {
        return botLevel != null;
    }
}
