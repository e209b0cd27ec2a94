package io.fogisles.server.store;

/** A database operation failed; the transaction was rolled back and nothing of it was stored. */
public final class StoreException extends RuntimeException {
    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
