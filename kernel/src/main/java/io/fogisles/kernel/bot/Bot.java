package io.fogisles.kernel.bot;

/**
 * A computer player. It answers the pending decision of its seat by choosing one of the legal option
 * codes. It sees the game only through {@link BotTurn}, whose view is a search copy ({@link
 * io.fogisles.kernel.game.Game#copyForSearch}): its random generator comes from the bot's own and the bag
 * is reshuffled with it, so the real draw order (hidden information) never reaches a bot.
 */
public interface Bot {
    /** The level's id: {@code random}, {@code greedy}, {@code strong} or {@code expert}. */
    String id();

    /** One of {@code turn.options()}. */
    int choose(BotTurn turn);
}
