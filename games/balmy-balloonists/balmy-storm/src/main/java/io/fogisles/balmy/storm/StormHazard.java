package io.fogisles.balmy.storm;

import com.google.inject.Inject;
import io.fogisles.balmy.BalmyGame;
import io.fogisles.balmy.Hazard;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.state.GameState;

/** M17.5: a balloon at high altitude that enters the storm's field ends its movement there, and bad weather strikes. */
final class StormHazard implements Hazard {
    private final Storm storm;

    @Inject
    StormHazard(Storm storm) {
        this.storm = storm;
    }

    @Override
    public boolean meets(BalmyGame g, GameState s, int balloon) {
        return storm.caught(g, s, balloon);
    }

    @Override
    public void hit(BalmyGame g, GameContext ctx, int balloon) {
        storm.strike(g, ctx);
    }
}
