package io.fogisles.harbour;

import com.google.inject.Inject;
import io.fogisles.kernel.bot.Heuristic;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.PendingDecision;
import io.fogisles.kernel.state.GameState;

/**
 * Module 2 for the bots, in victory points like Module 1's estimate: an open harbour is worth something
 * (trades and flights past the coast), so that building the office pays for the field it blocks; and a
 * balloon on a pier is worth the tiles its trade still brings onto the eyepieces, so that flying to a
 * pier and trading compare fairly with taking a cloud.
 */
final class HarbourHeuristic implements Heuristic {
    /** The harbour open to the seat (its office on the island). */
    static final double ACCESS = 2.5;

    private final Harbour h;

    @Inject
    HarbourHeuristic(Harbour h) {
        this.h = h;
    }

    @Override
    public double value(Game game, int seat) {
        GameState s = game.state();
        double v = h.hasAccess(s, seat) ? ACCESS : 0;
        if (h.pierOf(s, seat) > 0) v += io.fogisles.base.bot.BaseHeuristic.PER_EYEPIECE_TILE * tilesToCome(game, s, seat); // a tile still to come counts like one on an eyepiece
        return v;
    }

    /**
     * The tiles the seat's C2 on a pier will still add to its eyepieces, net of the tiles it gives and
     * limited by the free eyepieces (the rest would be converted): 0 once C2 is over.
     */
    int tilesToCome(Game game, GameState s, int seat) {
        HarbourRules.Pier pier = h.rules.pier(h.pierOf(s, seat));
        int free = h.base.freeEyepieces(s, seat);
        int hand = s.size(h.base.state.hand.of(seat));
        int count = s.get(h.state.count, seat);
        return switch (s.get(h.state.stage, seat)) {
            case TradeStep.START -> {
                PendingDecision p = game.pending();
                if (p == null || p.seat() != seat || !p.id().equals("harbour:trade-start")) yield 0; // C2 is over (or not yet here)
                yield h.canTrade(s, seat) ? Math.min(pier.take(), free + pier.give()) - pier.give() : Math.min(1, free);
            }
            case TradeStep.TAKING -> Math.min(hand + pier.take() - count, free + pier.give()) - pier.give();
            case TradeStep.GIVING -> Math.min(hand, free + pier.give() - count) - (pier.give() - count);
            case TradeStep.OVERFLOW -> Math.min(hand, free);
            default -> 0;
        };
    }
}
