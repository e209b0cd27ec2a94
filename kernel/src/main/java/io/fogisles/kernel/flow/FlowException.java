package io.fogisles.kernel.flow;

/** A module edited the flow in a way that cannot work (unknown anchor, duplicate id). */
public final class FlowException extends RuntimeException {
    public FlowException(String message) {
        super(message);
    }
}
