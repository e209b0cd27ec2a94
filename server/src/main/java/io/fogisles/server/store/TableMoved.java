package io.fogisles.server.store;

/**
 * A write found the table at another version than the server's copy: another server (on the same database)
 * changed it meanwhile. Nothing was written; the caller loads the table again and decides anew.
 */
public final class TableMoved extends RuntimeException {
    public TableMoved(String code, int expected) {
        super("table " + code + " is no longer at version " + expected + " in the database: another server changed it", null, false, false);
    }
}
