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

    /** The toy game with house rules from a folder of rules (each a sub-folder with rule.json and rule.js). */
    public static RuleSet toyRulesWith(java.nio.file.Path ruleFolder, int seats, String... ruleIds) {
        RuleSetFactory f = new RuleSetFactory(catalog(), host());
        f.addHouseRuleLoader(new io.fogisles.kernel.rules.HouseRuleSupport(io.fogisles.kernel.rules.HouseRuleLibrary.scan(java.util.List.of(ruleFolder)), host()));
        java.util.List<io.fogisles.kernel.game.GameConfig.HouseRuleRef> refs = java.util.Arrays.stream(ruleIds).map(io.fogisles.kernel.game.GameConfig.HouseRuleRef::of).toList();
        return f.create(new GameConfig(ModuleSelection.of("toy"), seats, refs));
    }

    /** Writes a house rule folder {@code id} (rule.json with the id, rule.js with {@code script}) under {@code root}. */
    public static void writeRule(java.nio.file.Path root, String id, String script) throws java.io.IOException {
        java.nio.file.Path dir = java.nio.file.Files.createDirectories(root.resolve(id));
        java.nio.file.Files.writeString(dir.resolve("rule.json"), "{\"id\": \"" + id + "\", \"name\": {\"en\": \"" + id + "\"}, \"version\": \"1.0.0\", \"apiVersion\": \"1\", \"requires\": [\"toy\"]}");
        java.nio.file.Files.writeString(dir.resolve("rule.js"), script);
    }

    public static RuleSet toyRules(int seats) {
        return new RuleSetFactory(catalog(), host()).create(new GameConfig(ModuleSelection.of("toy"), seats));
    }
}
