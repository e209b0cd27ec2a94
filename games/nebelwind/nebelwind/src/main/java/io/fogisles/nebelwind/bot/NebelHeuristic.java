package io.fogisles.nebelwind.bot;

import com.google.inject.Inject;
import io.fogisles.kernel.bot.Heuristic;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.state.GameState;
import io.fogisles.nebelwind.NebelData;
import io.fogisles.nebelwind.NebelGame;

/**
 * What a position is worth to a seat in Nebelwind: its points now (the seven sources), plus what its board and
 * stores are likely to bring — outposts and whales (networks, achievements), cargo aboard (a delivery to come),
 * resources (spent later at about a coin and a half for wood and steel, a coin for coins and krill) — less the
 * same for the average other seat. The weights fade in the last round, when stores are worth little.
 */
public final class NebelHeuristic implements Heuristic {
    static final double OUTPOST = 1.2, WHALE = 1.5, CARGO = 1.0, WOOD_STEEL = 0.45, COIN = 0.3, KRILL = 0.25;

    private final NebelGame g;

    @Inject
    public NebelHeuristic(NebelGame g) {
        this.g = g;
    }

    @Override
    public double value(Game game, int seat) {
        GameState s = game.state();
        int seats = s.seats();
        double[] worth = new double[seats];
        for (int i = 0; i < NebelGame.SOURCES.length; i++) {
            int[] p = g.points(game.context(), i);
            for (int k = 0; k < seats; k++) worth[k] += p[k];
        }
        double fade = game.isOver() ? 0 : 1.0;
        for (int k = 0; k < seats; k++) {
            double stores = WOOD_STEEL * (g.res(s, k, NebelData.WOOD) + g.res(s, k, NebelData.STEEL)) + COIN * g.res(s, k, NebelData.COINS)
                    + KRILL * g.res(s, k, NebelData.KRILL);
            int cargo = 0;
            for (int w = 0; w < g.rules.whales; w++) if (s.get(g.state.whaleCargo, k, w) >= 0) cargo++;
            worth[k] += fade * (stores + OUTPOST * g.outpostCount(s, k) + WHALE * g.whalesOnBoard(s, k) + CARGO * cargo);
        }
        if (seats == 1) return worth[0];
        double others = 0;
        for (int k = 0; k < seats; k++) if (k != seat) others += worth[k];
        return worth[seat] - others / (seats - 1);
    }
}
