package io.fogisles.nebelwind;

import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.script.GraalScriptHost;
import io.fogisles.kernel.script.ScriptHost;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Real parts for Nebelwind's tests: the class-path modules, one GraalJS host, rule sets cached by configuration. */
public final class Fixtures {
    private static ScriptHost host;
    private static ModuleCatalog catalog;
    private static final Map<GameConfig, RuleSet> RULES = new ConcurrentHashMap<>();

    private Fixtures() {
    }

    public static synchronized ScriptHost host() {
        if (host == null) host = new GraalScriptHost();
        return host;
    }

    public static synchronized ModuleCatalog catalog() {
        if (catalog == null) catalog = ModuleCatalog.discover(Fixtures.class.getClassLoader());
        return catalog;
    }

    public static RuleSetFactory factory() {
        return new RuleSetFactory(catalog(), host());
    }

    public static RuleSet rules(int seats) {
        return rules(ModuleSelection.of(NebelRules.MODULE), seats);
    }

    public static RuleSet rules(int seats, String option, String value) {
        return rules(ModuleSelection.of(NebelRules.MODULE).withOption(NebelRules.MODULE, option, value), seats);
    }

    public static RuleSet rules(ModuleSelection modules, int seats) {
        return RULES.computeIfAbsent(new GameConfig(modules, seats), c -> factory().create(c));
    }
}
