package io.fogisles.server;

/**
 * A token bucket per connection: {@link #BURST} messages at once, refilled at {@link #PER_SECOND}. Every message
 * takes a token; an accepted action gives it back ({@link #refund}), because a bot on loopback answers each of
 * its turns within a millisecond and plays hundreds of moves a second, all of them useful. What is left to limit
 * is messages that do nothing (errors, refused actions, repeated requests): a client sending more of those is
 * broken or hostile and is disconnected, so it cannot slow the tables of others.
 */
final class RateLimit {
    static final int BURST = 200;
    static final int PER_SECOND = 100;
    private double tokens = BURST;
    private long last = System.nanoTime();

    /** Gives back the token of a message that turned out useful. */
    synchronized void refund() {
        tokens = Math.min(BURST, tokens + 1);
    }

    /** Takes one token; false when the bucket is empty. */
    synchronized boolean take() {
        long now = System.nanoTime();
        tokens = Math.min(BURST, tokens + (now - last) / 1e9 * PER_SECOND);
        last = now;
        if (tokens < 1) return false;
        tokens -= 1;
        return true;
    }
}
