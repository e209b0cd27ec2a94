package io.fogisles.expansion;

import com.google.inject.Inject;
import io.fogisles.kernel.bot.Heuristic;
import io.fogisles.kernel.game.Game;

/** Module 3 for the bots: the expansion row as it stands, and a little for tiles waiting in the reserve. */
final class ExpansionHeuristic implements Heuristic {
    private final Expansion x;

    @Inject
    ExpansionHeuristic(Expansion x) {
        this.x = x;
    }

    @Override
    public double value(Game game, int seat) {
        return x.score(game.state(), seat);
    }
}
