package io.fogisles.cli;

/** Thrown by commands for wrong options; printed with the command's usage line, exit code 2. */
public final class UsageException extends RuntimeException {
    public UsageException(String message) {
        super(message);
    }
}
