package io.fogisles.kernel.bot;

import io.fogisles.kernel.data.DidYouMean;
import io.fogisles.kernel.game.RuleSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Bot levels by id: the one list every caller (client, simulate, server) asks. The kernel's own levels
 * work for any game whose modules contribute heuristics and advice ({@link BotContributions}); a module
 * may add levels of its own ({@link BotLevel}).
 */
public final class BotRegistry {
    /** The kernel's levels, weakest first. */
    public static final List<String> STANDARD_LEVELS = List.of("random", "greedy", "strong");
    private final Map<String, Function<RuleSet, Bot>> factories = new LinkedHashMap<>();

    /** A registry with only the random level (tests register their own bots on it). */
    public BotRegistry() {
        factories.put("random", r -> new RandomBot());
    }

    /** Every level for a rule set: the kernel's, then those its modules contribute. */
    public static BotRegistry of(RuleSet rules) {
        BotRegistry r = new BotRegistry();
        r.register("greedy", GreedyBot::new);
        r.register("strong", rs -> new SearchBot(rs, SearchBot.DEFAULT_ITERATIONS));
        for (BotLevel level : rules.contributions(BotLevel.class)) r.register(level.id(), level.factory());
        return r;
    }

    public void register(String id, Function<RuleSet, Bot> factory) {
        factories.put(id, factory);
    }

    /** A new bot of a level for a rule set; a clear error for an unknown level. */
    public Bot create(String id, RuleSet rules) {
        Function<RuleSet, Bot> f = factories.get(id);
        if (f == null) throw new IllegalArgumentException("unknown bot level '" + id + "'" + DidYouMean.hint(id, factories.keySet())
                + "; levels: " + String.join(", ", factories.keySet()));
        return f.apply(rules);
    }

    public List<String> ids() {
        return List.copyOf(factories.keySet());
    }
}
