package io.fogisles.server.table;

import io.fogisles.protocol.ServerMessage;

/** One client connection as the tables see it: something to send messages to. */
public interface Peer {
    /** Sends a message; a connection that is gone drops it silently. */
    void send(ServerMessage message);

    /**
     * An action this connection sent was accepted: the game moved on, so the message was no flood (a fast bot
     * answers the server as quickly as it is asked, and must not be cut off for that).
     */
    default void accepted() {
    }

    /** A short name for the server's log (never shown to other clients). */
    String describe();

    /** The client's network address (no port): the guesses of table codes are counted per address ({@link CodeGuesses}). */
    default String address() {
        return describe();
    }
}
