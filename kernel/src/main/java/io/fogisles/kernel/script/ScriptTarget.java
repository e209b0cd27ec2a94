package io.fogisles.kernel.script;

/** What the script host needs from the thing a call works on (the game): its random numbers. */
public interface ScriptTarget {
    /** A uniform double in [0, 1) from the game's RNG (backs {@code Math.random}). */
    double nextRandom();
}
