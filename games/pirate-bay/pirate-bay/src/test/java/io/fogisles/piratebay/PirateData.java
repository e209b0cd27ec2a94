package io.fogisles.piratebay;

import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.module.ModuleDescriptor;
import io.fogisles.kernel.module.ModuleSelection;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/** Pirate Bay's data files for tests: the real files, and rule sets built from the module with one file replaced. */
final class PirateData {
    private PirateData() {
    }

    /** The module's folder (where its tests run). */
    static final Path MODULE = Path.of("").toAbsolutePath();

    static String read(String relative) {
        try {
            return Files.readString(MODULE.resolve(relative), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A rule set of Pirate Bay whose module reads {@code replaced} (relative path → text) instead of its own files. */
    static RuleSet rulesWith(Map<String, String> replaced, int seats) {
        ModuleCatalog catalog = ModuleCatalog.discover(PirateData.class.getClassLoader());
        ModuleDescriptor d = catalog.get(PirateRules.MODULE);
        catalog.add(new ModuleDescriptor(d.manifest(), d.source(), path -> replaced.containsKey(path) ? replaced.get(path) : d.resources().read(path), d.plugin()));
        return new RuleSetFactory(catalog, Fixtures.host()).create(new GameConfig(ModuleSelection.of(PirateRules.MODULE), seats));
    }
}
