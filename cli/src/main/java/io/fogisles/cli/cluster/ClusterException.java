package io.fogisles.cli.cluster;

/** A run on a cluster could not be done (no worker reachable, every worker refused or gone); the message says what to do. */
public final class ClusterException extends RuntimeException {
    public ClusterException(String message) {
        super(message);
    }

    public ClusterException(String message, Throwable cause) {
        super(message, cause);
    }
}
