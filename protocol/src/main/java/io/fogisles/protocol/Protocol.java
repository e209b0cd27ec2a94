package io.fogisles.protocol;

/** The protocol's fixed facts: its version, where the server listens for it, and how large a message may be. */
public final class Protocol {
    /**
     * The version both sides must speak. Raised whenever a message changes shape; a client that speaks
     * another version is told both versions in the answer to its {@code hello} and is not served.
     */
    public static final int VERSION = 5; // 2: handOver, a seat's standIn; 3: undo, a state's canUndo, join's seat, create's houseRuleOptions; 4: a state's waiting (seats asked at once); 5: a view's hidden piece shows its deck (−2 − deck), so does a hidden move's piece

    /** The WebSocket path on the server. */
    public static final String PATH = "/play";

    /**
     * The largest message a client may send, in characters. Client messages are small (an action is a few
     * hundred bytes); the limit stops a client from making the server parse megabytes. Server messages carry
     * a whole seat view and may be larger ({@link #MAX_SERVER_MESSAGE_CHARS}).
     */
    public static final int MAX_CLIENT_MESSAGE_CHARS = 16 * 1024;

    /** The largest message the server sends (a full view of the largest game is about 30 KB). */
    public static final int MAX_SERVER_MESSAGE_CHARS = 4 * 1024 * 1024;

    private Protocol() {
    }
}
