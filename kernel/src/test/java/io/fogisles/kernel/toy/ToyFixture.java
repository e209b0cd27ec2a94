package io.fogisles.kernel.toy;

import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.script.GraalScriptHost;
import io.fogisles.kernel.script.ScriptHost;

/** Shared real parts for kernel tests: one GraalJS host and the class-path module catalog (with the toy module). */
public final class ToyFixture {
    private static ScriptHost host;

    private ToyFixture() {
    }

    public static synchronized ScriptHost host() {
        if (host == null) host = new GraalScriptHost();
        return host;
    }

    public static ModuleCatalog catalog() {
        return ModuleCatalog.discover(ToyFixture.class.getClassLoader());
    }

    public static RuleSet toyRules(int seats) {
        return new RuleSetFactory(catalog(), host()).create(new GameConfig(ModuleSelection.of("toy"), seats));
    }
}
