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
            java.nio.file.Path home = home();
            if (home != null) roots.add(home.resolve("scripts"));
            roots.add(userRuleFolder());
            roots.addAll(extraRuleFolders);
            library = io.fogisles.kernel.rules.HouseRuleLibrary.scan(roots);
        }
        return library;
    }

    /** The program's folder: -Dfogisles.home (set by the launcher), else the nearest folder above the working directory with a scripts/ folder and the launcher. */
    public static java.nio.file.Path home() {
        String prop = System.getProperty("fogisles.home");
        if (prop != null) return java.nio.file.Path.of(prop);
        for (java.nio.file.Path p = java.nio.file.Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (java.nio.file.Files.isDirectory(p.resolve("scripts")) && java.nio.file.Files.exists(p.resolve("fogisles"))) return p;
        }
        return null;
    }

    /** The player's own house rules: $FOGISLES_RULES, else ~/.config/fogisles/rules. */
    public static java.nio.file.Path userRuleFolder() {
        String env = System.getenv("FOGISLES_RULES");
        if (env != null && !env.isBlank()) return java.nio.file.Path.of(env);
        String xdg = System.getenv("XDG_CONFIG_HOME");
        java.nio.file.Path base = xdg != null && !xdg.isBlank() ? java.nio.file.Path.of(xdg) : java.nio.file.Path.of(System.getProperty("user.home"), ".config");
        return base.resolve("fogisles").resolve("rules");
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
