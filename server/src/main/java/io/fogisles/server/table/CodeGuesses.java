package io.fogisles.server.table;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * How many table codes one client address may look up without finding them. Each connection has its own rate limit,
 * but a guesser opens many connections: this budget is the address's, across all of them. Every code that names no
 * table takes one guess; an address whose guesses are spent is refused any code it has not found yet (a refusal
 * for unknown codes alone would still tell it which codes exist), until guesses come back with time. A person who
 * mistypes a code a few times never notices; a guesser gets {@link #PER_MINUTE} a minute, so finding one of 100
 * tables among the 887,503,681 codes takes months per address.
 */
final class CodeGuesses {
    /** Unknown codes an address may try at once. */
    static final int BURST = 20;
    /** Unknown codes an address may try a minute, once its burst is spent. */
    static final int PER_MINUTE = 30;
    /** Addresses remembered before those with their whole burst back are forgotten. */
    private static final int KEPT = 10_000;

    private final Map<String, Bucket> byAddress = new ConcurrentHashMap<>();

    private static final class Bucket {
        private double left = BURST;
        private long last = System.nanoTime();

        synchronized double refill(long now) {
            left = Math.min(BURST, left + (now - last) / 60e9 * PER_MINUTE);
            last = now;
            return left;
        }

        synchronized void take() {
            left -= 1;
        }
    }

    /** Whether the address has no guess left (then only codes it has found may be used). */
    boolean spent(String address) {
        Bucket b = byAddress.get(address);
        return b != null && b.refill(System.nanoTime()) < 1;
    }

    /** The address looked up a code that names no table. */
    void missed(String address) {
        if (byAddress.size() > KEPT) {
            long now = System.nanoTime();
            byAddress.values().removeIf(b -> b.refill(now) >= BURST);
        }
        Bucket b = byAddress.computeIfAbsent(address, a -> new Bucket());
        b.refill(System.nanoTime());
        b.take();
    }
}
