package io.fogisles.protocol;

/**
 * A message that cannot be accepted: a stable {@link #code} for programs (one of {@link Errors}) and a message
 * for people that says what is wrong, where, and what to do. Never carries a stack trace to the other side.
 */
public final class ProtocolException extends RuntimeException {
    private final String code;

    public ProtocolException(String code, String message) {
        super(message, null, false, false); // no stack trace: it is an answer, not a bug
        this.code = code;
    }

    public String code() {
        return code;
    }
}
