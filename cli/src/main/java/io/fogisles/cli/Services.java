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
public final class Services implements AutoCloseable {
    private ModuleCatalog catalog;
    private ScriptHost scripts;
    private RuleSetFactory factory;
    private final Map<GameConfig, RuleSet> ruleSets = new ConcurrentHashMap<>();
    /** Where house rules are found: null for this process's folders ({@link io.fogisles.kernel.rules.RuleFolders#fromEnvironment}). */
    private final java.util.List<java.nio.file.Path> ruleRoots;

    public Services() {
        this(null);
    }

    private Services(java.util.List<java.nio.file.Path> ruleRoots) {
        this.ruleRoots = ruleRoots == null ? null : java.util.List.copyOf(ruleRoots);
    }

    /**
     * Services that find house rules in these folders only, not in the program's or the player's: a cluster
     * worker plays the rules a run brought with it, whatever is installed on its machine.
     */
    public static Services withRuleFolders(java.util.List<java.nio.file.Path> roots) {
        return new Services(roots);
    }

    public synchronized ModuleCatalog catalog() {
        if (catalog == null) catalog = ModuleCatalog.discover(Services.class.getClassLoader());
        return catalog;
    }

    public synchronized ScriptHost scripts() {
        if (scripts == null) scripts = new GraalScriptHost();
        return scripts;
    }

    private io.fogisles.kernel.rules.HouseRuleLibrary library;
    private final java.util.List<java.nio.file.Path> extraRuleFolders = new java.util.ArrayList<>();

    public synchronized RuleSetFactory factory() {
        if (factory == null) {
            factory = new RuleSetFactory(catalog(), scripts());
            factory.addHouseRuleLoader(new io.fogisles.kernel.rules.HouseRuleSupport(library(), scripts()));
        }
        return factory;
    }

    /** Adds a folder (or rule) to look for house rules in; call before the first rule set is built. */
    public synchronized void addRuleFolder(java.nio.file.Path p) {
        if (library != null) throw new IllegalStateException("house rules are already loaded");
        extraRuleFolders.add(p);
    }

    /** The installed house rules: bundled (scripts/ of the program's folder), the player's own, and any added. */
    public synchronized io.fogisles.kernel.rules.HouseRuleLibrary library() {
        if (library == null) {
            java.util.List<java.nio.file.Path> roots = new java.util.ArrayList<>();
            if (ruleRoots == null) roots.addAll(io.fogisles.kernel.rules.RuleFolders.fromEnvironment().roots(extraRuleFolders));
            else {
                roots.addAll(ruleRoots);
                roots.addAll(extraRuleFolders);
            }
            library = io.fogisles.kernel.rules.HouseRuleLibrary.scan(roots);
        }
        return library;
    }

    /** The program's folder (see {@link io.fogisles.kernel.rules.RuleFolders}), or null. */
    public static java.nio.file.Path home() {
        return io.fogisles.kernel.rules.RuleFolders.fromEnvironment().home();
    }

    /** The player's own house rules (see {@link io.fogisles.kernel.rules.RuleFolders}). */
    public static java.nio.file.Path userRuleFolder() {
        return io.fogisles.kernel.rules.RuleFolders.fromEnvironment().user();
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
