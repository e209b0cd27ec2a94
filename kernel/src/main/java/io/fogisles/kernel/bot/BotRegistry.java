package io.fogisles.kernel.bot;

import io.fogisles.kernel.data.DidYouMean;
import io.fogisles.kernel.game.RuleSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Bot levels by id. The kernel knows the random level and the generic search ({@code strong}); modules
 * that know the game contribute heuristics the greedy and strong levels use (see {@link Heuristic}).
 */
public final class BotRegistry {
    public static final List<String> LEVELS = List.of("random", "greedy", "strong");
    private final Map<String, Function<RuleSet, Bot>> factories = new LinkedHashMap<>();

    public BotRegistry() {
        factories.put("random", r -> new RandomBot());
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
