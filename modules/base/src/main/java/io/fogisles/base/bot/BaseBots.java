package io.fogisles.base.bot;

import io.fogisles.kernel.bot.BotRegistry;

/** The bot levels available for games of Modules 1–3. */
public final class BaseBots {
    private BaseBots() {
    }

    /** A registry with every level: random, greedy, strong. */
    public static BotRegistry registry() {
        BotRegistry r = new BotRegistry();
        r.register("greedy", GreedyBot::new);
        r.register("strong", rules -> new StrongBot(rules, StrongBot.DEFAULT_ITERATIONS));
        return r;
    }
}
