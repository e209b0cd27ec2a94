package io.fogisles.kernel.bot;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.PendingDecision;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;

/**
 * What a bot may know when it decides: its seat, the decision, the legal options, its own random numbers
 * and — made on demand, because a random bot never needs it — a view of the game whose future draws come
 * from the bot's generator and whose bag is reshuffled, so the bag's real order stays hidden.
 */
public final class BotTurn {
    private final Game game;
    private final int seat;
    private final IntList options;
    private final Rng rng;
    private final long viewSeed;
    private Game view;

    /** The turn of the seat the game asks ({@link Game#pendingSeat}). */
    public BotTurn(Game game, IntList options, Rng rng) {
        this(game, game.pendingSeat(), options, rng);
    }

    /** The turn of {@code seat}, one of several asked at once by a simultaneous decision ({@link Game#asks}). */
    public BotTurn(Game game, int seat, IntList options, Rng rng) {
        this.game = game;
        this.seat = seat;
        this.options = options;
        this.rng = rng;
        this.viewSeed = rng.nextLong();
    }

    public int seat() {
        return seat;
    }

    public PendingDecision pending() {
        return game.pending();
    }

    /** The legal option codes (do not modify). */
    public IntList options() {
        return options;
    }

    /** The bot's own randomness (seeded per bot, never the game's). */
    public Rng rng() {
        return rng;
    }

    /** A copy of the game as this seat sees it, with a re-seeded RNG: safe to read and to play forward. Made once per turn. */
    public Game view() {
        if (view == null) view = game.copyForSearch(seat, viewSeed);
        return view;
    }
}
