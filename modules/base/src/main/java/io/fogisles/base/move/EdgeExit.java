package io.fogisles.base.move;

/**
 * Where a straight flight ends that would go {@code beyond} (≥ 1) steps past the island's edge after
 * its last island field {@code last}, moving in direction {@code direction} (ordinal). The base game
 * stops on the coast (RULES B5.8): the answer is {@code last}. The answer must not change for
 * {@code beyond} ≥ 16.
 */
@FunctionalInterface
public interface EdgeExit {
    int exit(int last, int direction, int beyond);

    EdgeExit COAST_STOP = (last, direction, beyond) -> last;
}
