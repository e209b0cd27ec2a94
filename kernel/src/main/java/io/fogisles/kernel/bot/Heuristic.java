package io.fogisles.kernel.bot;

import io.fogisles.kernel.game.Game;

/**
 * A game-specific estimate of how good a position is for a seat, contributed by the modules that know the
 * game (Guice multibinding); higher is better. The greedy bot compares the options' results with it, the
 * strong bot uses it to guide and cut its playouts. Estimates of all contributions add up.
 */
public interface Heuristic {
    double value(Game game, int seat);

    /**
     * The estimate the expert level judges by: {@link #value} unless a module knows better at a higher cost
     * (e.g. a score that depends on the other seats' positions). The greedy level and the kernel's strong level use
     * {@link #value} alone; besides the expert, a game's own strong level may judge by this (Nebelwind's does, with
     * its points in the making), so what a module adds here changes those levels' play only.
     */
    default double searchValue(Game game, int seat) {
        return value(game, seat);
    }
}
