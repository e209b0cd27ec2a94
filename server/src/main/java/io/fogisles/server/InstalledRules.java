package io.fogisles.server;

import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.module.ModuleDescriptor;
import io.fogisles.kernel.rules.HouseRule;
import io.fogisles.kernel.rules.HouseRuleLibrary;
import io.fogisles.kernel.rules.HouseRuleSupport;
import io.fogisles.kernel.rules.RuleFolders;
import io.fogisles.kernel.script.GraalScriptHost;
import io.fogisles.kernel.script.ScriptHost;
import io.fogisles.server.table.RuleSource;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The modules on the class path and the house rules in the usual folders (bundled, the user's; see
 * {@link RuleFolders}), as the server offers them. One script engine for all tables; a rule set per
 * configuration, built once.
 */
public final class InstalledRules implements RuleSource, AutoCloseable {
    private final ModuleCatalog catalog;
    private final ScriptHost scripts;
    private final HouseRuleLibrary library;
    private final RuleSetFactory factory;
    private final Map<GameConfig, RuleSet> built = new ConcurrentHashMap<>();
    /** The games this server hosts (their ids), or null: every installed game. */
    private final java.util.Set<String> games;

    public InstalledRules() {
        this(null);
    }

    /**
     * Only these games' tables ({@code serve --game}); null or empty: every installed game.
     *
     * @throws io.fogisles.kernel.module.ModuleException naming the installed games when an id is unknown
     */
    public InstalledRules(java.util.Collection<String> games) {
        this.catalog = ModuleCatalog.discover(InstalledRules.class.getClassLoader());
        this.scripts = new GraalScriptHost();
        this.library = HouseRuleLibrary.scan(RuleFolders.fromEnvironment().roots());
        this.factory = new RuleSetFactory(catalog, scripts);
        factory.addHouseRuleLoader(new HouseRuleSupport(library, scripts));
        if (games == null || games.isEmpty()) {
            this.games = null;
        } else {
            for (String id : games)
                if (catalog.game(id) == null)
                    throw new io.fogisles.kernel.module.ModuleException(null, "no game '" + id + "'" + io.fogisles.kernel.data.DidYouMean.hint(id,
                            catalog.games().stream().map(io.fogisles.kernel.module.GameDescriptor::id).toList()) + "; installed: "
                            + String.join(", ", catalog.games().stream().map(io.fogisles.kernel.module.GameDescriptor::id).toList()));
            this.games = java.util.Set.copyOf(games);
        }
    }

    /** Whether this server hosts the game a module belongs to (modules of no game: only when it hosts every game). */
    private boolean hosts(String module) {
        if (games == null) return true;
        var g = catalog.gameOf(module);
        return g != null && games.contains(g.id());
    }

    @Override
    public RuleSet rules(GameConfig config) {
        for (String m : config.modules().modules())
            if (!hosts(m)) throw new io.fogisles.kernel.module.ModuleException(m, "this server hosts " + String.join(", ", new java.util.TreeSet<>(games))
                    + " only; module '" + m + "' is of another game");
        RuleSet r = built.get(config);
        if (r != null) return r;
        synchronized (this) { // one build at a time: each costs an injector and a script check
            return built.computeIfAbsent(config, factory::create);
        }
    }

    @Override
    public Map<String, String> modules() {
        Map<String, String> m = new LinkedHashMap<>();
        for (ModuleDescriptor d : catalog.all()) if (hosts(d.id())) m.put(d.id(), d.manifest().version());
        return m;
    }

    @Override
    public List<String> houseRules() {
        List<String> ids = new ArrayList<>();
        for (HouseRule h : library.all()) ids.add(h.id());
        return ids;
    }

    @Override
    public void close() {
        scripts.close();
    }
}
