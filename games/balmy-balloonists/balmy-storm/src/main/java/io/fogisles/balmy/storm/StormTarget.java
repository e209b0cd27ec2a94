package io.fogisles.balmy.storm;

import com.google.inject.Inject;
import io.fogisles.balmy.Altitude;
import io.fogisles.balmy.BalmyGame;
import io.fogisles.balmy.CardTarget;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.state.GameState;

/** Option C (M17.2): a card lying in front of a balloon played on the storm moves it by the card's instruction for high altitude. */
final class StormTarget implements CardTarget {
    private final Storm storm;

    @Inject
    StormTarget(Storm storm) {
        this.storm = storm;
    }

    @Override
    public String id() {
        return "storm";
    }

    @Override
    public boolean open(GameState s) {
        return true; // the storm is always on the map (M17.3)
    }

    @Override
    public void play(BalmyGame g, GameContext ctx, int balloon, int card) {
        storm.moveLanes(g, ctx, g.decks.move(card, Altitude.HIGH));
    }
}
