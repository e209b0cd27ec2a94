package io.fogisles.kernel.invariant;

/** A promise of a module's {@link Invariants} that a game broke; the message says which and where. */
public final class InvariantViolation extends RuntimeException {
    public InvariantViolation(String message) {
        super(message);
    }
}
