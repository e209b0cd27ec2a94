package io.fogisles.protocol;

/** The codes of {@link ServerMessage.Error}: stable words a program can switch on (the text is for people). */
public final class Errors {
    /** The text is not JSON (or has something after the JSON value). */
    public static final String BAD_JSON = "bad-json";
    /** A JSON value that is not an object, or whose {@code type} is missing or not text. */
    public static final String NOT_A_MESSAGE = "not-a-message";
    /** A {@code type} this protocol version does not know. */
    public static final String UNKNOWN_TYPE = "unknown-type";
    /** A field is missing, unknown, null or of the wrong kind. */
    public static final String BAD_FIELD = "bad-field";
    /** Larger than {@link Protocol#MAX_CLIENT_MESSAGE_CHARS}. */
    public static final String TOO_LARGE = "too-large";
    /** More messages than the server accepts per second; the connection is closed. */
    public static final String RATE_LIMIT = "rate-limit";
    /** The client speaks another protocol version, or has not said {@code hello} yet. */
    public static final String VERSION = "version";
    /** No table with that code on this server. */
    public static final String NO_TABLE = "no-table";
    /** The token does not belong to that table (or to that seat). */
    public static final String WRONG_TOKEN = "wrong-token";
    /** The table is in the wrong phase for this request (not started, already started, over). */
    public static final String TABLE_STATE = "table-state";
    /** No free seat for a person at the table. */
    public static final String TABLE_FULL = "table-full";
    /** A table that cannot be set up as asked (modules, options, house rules, seats). */
    public static final String BAD_SETUP = "bad-setup";
    /** The action was for an older step than the game's (someone moved meanwhile); choose again from the newest state. */
    public static final String STALE = "stale";
    /** The engine refused the action; the text is its explanation. */
    public static final String ILLEGAL = "illegal";
    /** Something failed on the server; it was logged there. */
    public static final String INTERNAL = "internal";

    private Errors() {
    }
}
