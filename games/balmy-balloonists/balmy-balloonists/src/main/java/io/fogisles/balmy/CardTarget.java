package io.fogisles.balmy;

import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.state.GameState;

/**
 * A target other than a balloon that a card lying in front of a balloon may be played on instead of another
 * balloon (the storm: option C, M17.2). Contributed by another module with
 * {@code Multibinder.newSetBinder(binder(), CardTarget.class)}; the card step offers it beside option B.
 */
public interface CardTarget {
    /** Its id in actions and events ({@code storm}). */
    String id();

    /** Whether a card may be played on it now. */
    boolean open(GameState s);

    /** Balloon {@code balloon}'s player plays local wind card {@code card} on it (the card is already on the discard pile). */
    void play(BalmyGame g, GameContext ctx, int balloon, int card);
}
