package io.fogisles.piratebay.flow;

import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.piratebay.PirateGame;
import io.fogisles.piratebay.PirateState;

/**
 * P1.1–P1.4: the island cards into the draw pile, the start card aside (the first round lays it), four cards
 * to every hand, the first start player chosen at setup or at random.
 */
final class SetupStep implements Step {
    private final PirateGame g;

    SetupStep(PirateGame g) {
        this.g = g;
    }

    @Override
    public Decision advance(GameContext ctx) {
        PirateState s = g.state;
        int start = g.cards.start();
        for (int card = 0; card < g.cards.size(); card++) ctx.move(card, card == start ? s.aside.global() : s.deck.global());
        for (int k = 0; k < g.rules.hand; k++) for (int seat = 0; seat < ctx.seats(); seat++) g.draw(ctx, seat);
        ctx.set(s.drewOrLaid, 0);
        int first = g.rules.firstStartPlayer >= 0 ? g.rules.firstStartPlayer : ctx.nextInt(ctx.seats());
        ctx.set(s.startPlayer, first);
        return null;
    }
}
