package io.fogisles.balmy.flow;

import io.fogisles.balmy.BalmyGame;
import io.fogisles.balmy.BalmyState;
import io.fogisles.balmy.Decks;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.play.GameContext;

/**
 * M1: the four piles shuffled (a draw takes a random card of a pile nobody can see into), a quadrant card on
 * every quadrant, three local wind cards and an advantage card for every balloon, the silver figures on two
 * balloons at random, the first player chosen at setup or at random. The balloons stand grounded on the start
 * field with their chips (the variables' starting values).
 */
final class SetupStep implements Step {
    private final BalmyGame g;

    SetupStep(BalmyGame g) {
        this.g = g;
    }

    @Override
    public Decision advance(GameContext ctx) {
        BalmyState s = g.state;
        Decks d = g.decks;
        for (int card = 0; card < d.size; card++) {
            int deck = d.isWind(card) ? s.windDeck.global() : d.isQuadrant(card) ? s.quadrantDeck.global()
                    : d.isBadLuck(card) ? s.badLuckDeck.global() : s.advantageDeck.global();
            ctx.move(card, deck);
        }
        for (int q = 0; q < g.map.quadrants(); q++) g.drawQuadrant(ctx, g.quadrantZone(q));
        int first = g.rules.firstPlayer >= 0 ? g.rules.firstPlayer : ctx.nextInt(ctx.seats());
        ctx.set(s.firstPlayer, first);
        for (int p = 0; p < g.rules.balloons; p++) {
            int b = g.balloonAt(ctx.state(), p);
            for (int k = 0; k < g.rules.hand; k++) g.drawWind(ctx, b);
            for (int k = 0; k < g.rules.advantageAtStart; k++) g.drawAdvantage(ctx, b);
        }
        int a = ctx.nextInt(g.rules.balloons), b = ctx.nextInt(g.rules.balloons - 1);
        if (b >= a) b++;
        ctx.set(s.rose, 0, 0, a);
        ctx.set(s.rose, 0, 1, b);
        return null;
    }
}
