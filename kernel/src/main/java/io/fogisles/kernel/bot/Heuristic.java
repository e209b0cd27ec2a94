package io.fogisles.kernel.bot;

import io.fogisles.kernel.game.Game;

/**
 * A game-specific estimate of how good a position is for a seat, contributed by the modules that know the
 * game (Guice multibinding); higher is better. The greedy bot compares the options' results with it, the
 * strong bot uses it to guide and cut its playouts. Estimates of all contributions add up.
 */
public interface Heuristic {
    double value(Game game, int seat);
}
