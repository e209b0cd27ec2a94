package io.fogisles.kernel.random;

/**
 * xoroshiro128++ with SplitMix64 seeding. Small, fast and fully specified, so that the same seed gives
 * the same numbers on every JVM. The game's RNG state lives in the game state ({@code GameState});
 * this class is also used on its own, e.g. by bots for their private randomness.
 */
public final class Rng {
    private long s0;
    private long s1;

    public Rng(long seed) {
        long[] st = seedState(seed);
        s0 = st[0];
        s1 = st[1];
    }

    public Rng(long s0, long s1) {
        this.s0 = s0;
        this.s1 = s1;
    }

    /** Expands a 64-bit seed into a non-zero xoroshiro128 state. */
    public static long[] seedState(long seed) {
        long x = seed;
        long a = splitMix(x += 0x9E3779B97F4A7C15L);
        long b = splitMix(x + 0x9E3779B97F4A7C15L);
        if (a == 0 && b == 0) b = 1;
        return new long[] {a, b};
    }

    private static long splitMix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    public long nextLong() {
        long a = s0, b = s1;
        long result = Long.rotateLeft(a + b, 17) + a;
        b ^= a;
        s0 = Long.rotateLeft(a, 49) ^ b ^ (b << 21);
        s1 = Long.rotateLeft(b, 28);
        return result;
    }

    /** Uniform in [0, bound), without modulo bias (Lemire's multiply-and-reject). */
    public int nextInt(int bound) {
        if (bound <= 0) throw new IllegalArgumentException("bound must be positive: " + bound);
        long m = (nextLong() >>> 32) * bound;
        long low = m & 0xFFFFFFFFL;
        if (low < bound) {
            long threshold = (0x100000000L - bound) % bound;
            while (low < threshold) {
                m = (nextLong() >>> 32) * bound;
                low = m & 0xFFFFFFFFL;
            }
        }
        return (int) (m >>> 32);
    }

    /** Uniform in [0, 1) with 53 random bits (what scripts see as Math.random()). */
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    public long state0() {
        return s0;
    }

    public long state1() {
        return s1;
    }

    public void setState(long a, long b) {
        s0 = a;
        s1 = b;
    }
}
