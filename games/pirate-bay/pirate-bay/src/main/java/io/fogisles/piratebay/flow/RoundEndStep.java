package io.fogisles.piratebay.flow;

import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.piratebay.PirateGame;
import io.fogisles.piratebay.PirateState;

/**
 * P8.2–P8.4: the round's scoring. The seat that first had all its figures on the table (or, after a quiet
 * pass, the seat whose turn ended it) rolls the resource die; after a red face the next player chooses
 * first (an interrupt), and this step runs again to find the scoring done.
 */
final class RoundEndStep implements Step {
    private final PirateGame g;

    RoundEndStep(PirateGame g) {
        this.g = g;
    }

    @Override
    public Decision advance(GameContext ctx) {
        if (ctx.scratch(0) == 1) return null;
        ctx.setScratch(0, 1);
        PirateState s = g.state;
        g.startScoring(ctx, PirateGame.SCORING_ROUND_END, PirateState.NONE, ctx.get(s.roller));
        return null;
    }
}
