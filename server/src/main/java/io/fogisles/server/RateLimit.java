package io.fogisles.server;

/**
 * A token bucket per connection: {@link #BURST} messages at once, refilled at {@link #PER_SECOND}. A person
 * or a bot sends a message per move and waits for the answer, which a bot on loopback gets in a millisecond or
 * two, so a fast bot may make tens of moves a second in a row of its own decisions; a client that sends more
 * than this is broken or hostile and is disconnected, so it cannot slow the tables of others.
 */
final class RateLimit {
    static final int BURST = 200;
    static final int PER_SECOND = 100;
    private double tokens = BURST;
    private long last = System.nanoTime();

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
