package io.fogisles.balmy.flow;

import io.fogisles.balmy.BalmyGame;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.play.GameContext;

/** M2.5, M14: at a round's end the player of the last-placed balloon draws an advantage card for it. */
final class RoundEndStep implements Step {
    private final BalmyGame g;

    RoundEndStep(BalmyGame g) {
        this.g = g;
    }

    @Override
    public Decision advance(GameContext ctx) {
        if (ctx.over()) return null;
        int b = g.lastPlaced(ctx.state());
        if (b < 0) return null;
        ctx.emit("balmy-balloonists:last-placed", g.owner(b), "balloon", b, "round", ctx.round());
        g.drawAdvantage(ctx, b);
        return null;
    }
}
