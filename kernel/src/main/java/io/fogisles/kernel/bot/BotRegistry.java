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
 *
 * <p>A level spec is a level's id, for the searching levels optionally followed by a budget:
 * {@code expert:500ms}, {@code expert:2s}, {@code expert:5000playouts} ({@link SearchBudget}). The spec is
 * what simulate's {@code --bots}, the client's seats and saves keep, so a seat's think time travels with it.
 */
public final class BotRegistry {
    /** The kernel's levels, weakest first. */
    public static final List<String> STANDARD_LEVELS = List.of("random", "greedy", "strong", "expert");
    /** The kernel's levels that take a budget after a colon ({@link SearchBudget}). */
    public static final List<String> BUDGETED = List.of("expert");
    private final Map<String, Function<RuleSet, Bot>> factories = new LinkedHashMap<>();
    private final Map<String, java.util.function.BiFunction<RuleSet, SearchBudget, Bot>> budgeted = new LinkedHashMap<>();

    /** A registry with only the random level (tests register their own bots on it). */
    public BotRegistry() {
        factories.put("random", r -> new RandomBot());
    }

    /** Every level for a rule set: the kernel's, then those its modules contribute. */
    public static BotRegistry of(RuleSet rules) {
        BotRegistry r = new BotRegistry();
        r.register("greedy", GreedyBot::new);
        r.register("strong", rs -> new SearchBot(rs, SearchBot.DEFAULT_ITERATIONS));
        r.registerBudgeted(BUDGETED.get(0), ExpertBot::new, SearchBudget.DEFAULT);
        for (BotLevel level : rules.contributions(BotLevel.class)) r.register(level.id(), level.factory());
        return r;
    }

    public void register(String id, Function<RuleSet, Bot> factory) {
        factories.put(id, factory);
        budgeted.remove(id);
    }

    /** A level that takes a budget after a colon ({@code expert:2s}); without one it gets {@code standard}. */
    public void registerBudgeted(String id, java.util.function.BiFunction<RuleSet, SearchBudget, Bot> factory, SearchBudget standard) {
        factories.put(id, rules -> factory.apply(rules, standard));
        budgeted.put(id, factory);
    }

    /** A new bot of a level spec ({@code greedy}, {@code expert:2s}) for a rule set; a clear error for an unknown level or a bad budget. */
    public Bot create(String spec, RuleSet rules) {
        int colon = spec.indexOf(':');
        String id = colon < 0 ? spec : spec.substring(0, colon);
        if (colon >= 0) {
            var f = budgeted.get(id);
            if (f == null) {
                if (!factories.containsKey(id)) throw unknown(id);
                throw new IllegalArgumentException("bot level '" + id + "' takes no budget ('" + spec + "'); "
                        + (budgeted.isEmpty() ? "no level does" : "only " + String.join(", ", budgeted.keySet()) + " does, e.g. expert:500ms"));
            }
            return f.apply(rules, SearchBudget.parse(spec.substring(colon + 1)));
        }
        Function<RuleSet, Bot> f = factories.get(id);
        if (f == null) throw unknown(id);
        return f.apply(rules);
    }

    private IllegalArgumentException unknown(String id) {
        return new IllegalArgumentException("unknown bot level '" + id + "'" + DidYouMean.hint(id, factories.keySet())
                + "; levels: " + String.join(", ", factories.keySet()));
    }

    public List<String> ids() {
        return List.copyOf(factories.keySet());
    }
}
