package io.fogisles.cli;

import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.script.GraalScriptHost;
import io.fogisles.kernel.script.ScriptHost;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What every command shares, created on first use and once per process: the module catalog, the script
 * engine, and rule sets by configuration (so that many files in one call pay the start-up cost once).
 */
public final class Runtime implements AutoCloseable {
    private ModuleCatalog catalog;
    private ScriptHost scripts;
    private RuleSetFactory factory;
    private final Map<GameConfig, RuleSet> ruleSets = new ConcurrentHashMap<>();

    public synchronized ModuleCatalog catalog() {
        if (catalog == null) catalog = ModuleCatalog.discover(Runtime.class.getClassLoader());
        return catalog;
    }

    public synchronized ScriptHost scripts() {
        if (scripts == null) scripts = new GraalScriptHost();
        return scripts;
    }

    public synchronized RuleSetFactory factory() {
        if (factory == null) factory = new RuleSetFactory(catalog(), scripts());
        return factory;
    }

    /** The rule set of a configuration, built once. */
    public RuleSet rules(GameConfig config) {
        RuleSet r = ruleSets.get(config);
        if (r != null) return r;
        synchronized (this) {
            return ruleSets.computeIfAbsent(config, c -> factory().create(c));
        }
    }

    /** How many rule sets were built (each costs a Guice injector and a script check). */
    public int ruleSetCount() {
        return ruleSets.size();
    }

    @Override
    public synchronized void close() {
        if (scripts != null) scripts.close();
    }
}
