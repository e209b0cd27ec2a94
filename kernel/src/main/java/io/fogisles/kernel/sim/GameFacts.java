package io.fogisles.kernel.sim;

import io.fogisles.kernel.game.Game;
import java.util.Map;

/**
 * What the players of a finished game did, for balance reports: e.g. which characters each seat hired, which
 * achievement it took. {@code simulate} counts, per fact and bot level, the share of players' games in which the
 * fact held ({@link Tally}), which is how a game's card sets are checked ("no card taken in more than 90 % of
 * strong players' games, none never"). Contributed with {@code Contributions.facts(binder())}; read only by
 * simulations, never while a game is played.
 */
public interface GameFacts {
    /**
     * For a finished game: every fact this rule set can report, in a stable order and including those that did
     * not happen (so that a card never taken shows as 0 %), each with whether it held for each seat.
     */
    Map<String, boolean[]> of(Game game);
}
