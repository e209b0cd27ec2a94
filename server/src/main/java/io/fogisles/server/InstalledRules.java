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

    public InstalledRules() {
        this.catalog = ModuleCatalog.discover(InstalledRules.class.getClassLoader());
        this.scripts = new GraalScriptHost();
        this.library = HouseRuleLibrary.scan(RuleFolders.fromEnvironment().roots());
        this.factory = new RuleSetFactory(catalog, scripts);
        factory.addHouseRuleLoader(new HouseRuleSupport(library, scripts));
    }

    @Override
    public RuleSet rules(GameConfig config) {
        RuleSet r = built.get(config);
        if (r != null) return r;
        synchronized (this) { // one build at a time: each costs an injector and a script check
            return built.computeIfAbsent(config, factory::create);
        }
    }

    @Override
    public Map<String, String> modules() {
        Map<String, String> m = new LinkedHashMap<>();
        for (ModuleDescriptor d : catalog.all()) m.put(d.id(), d.manifest().version());
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
