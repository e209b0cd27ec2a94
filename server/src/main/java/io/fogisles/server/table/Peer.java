package io.fogisles.server.table;

import io.fogisles.protocol.ServerMessage;

/** One client connection as the tables see it: something to send messages to. */
public interface Peer {
    /** Sends a message; a connection that is gone drops it silently. */
    void send(ServerMessage message);

    /** A short name for the server's log (never shown to other clients). */
    String describe();
}
