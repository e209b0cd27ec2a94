package io.fogisles.expansion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.Fixtures;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.module.ModuleDescriptor;
import io.fogisles.kernel.module.ModuleSelection;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A broken parameters file of Module 2 or 3 is reported like Module 1's: the file, the JSON path and its line. */
class ModuleParametersTest {

    @ParameterizedTest(name = "C3 a broken {0} parameters file ({1} not a number) names {0}/data/parameters.json, the path and the line")
    @CsvSource({"harbour, offerLimit, 11", "expansion, allFiveBonus, 5"})
    void brokenParameters(String module, String key, String value) {
        ModuleDescriptor real = Fixtures.catalog().get(module);
        String text = real.read("data/parameters.json").replace("\"" + key + "\": " + value, "\"" + key + "\": \"lots\"");
        assertTrue(text.contains("\"lots\""), "the test found " + key + " in the real file");
        ModuleCatalog catalog = new ModuleCatalog();
        for (String id : Fixtures.catalog().ids()) {
            ModuleDescriptor d = Fixtures.catalog().get(id);
            if (!id.equals(module)) {
                catalog.add(d);
                continue;
            }
            catalog.add(new ModuleDescriptor(d.manifest(), "test:broken-" + module, path -> path.equals("data/parameters.json") ? text : d.resources().read(path), d.plugin()));
        }
        GameConfig config = new GameConfig(ModuleSelection.of("base", "harbour", "expansion"), 3);
        DataException e = assertThrows(DataException.class, () -> new RuleSetFactory(catalog, Fixtures.host()).create(config));
        assertEquals(module + "/data/parameters.json", e.file());
        assertEquals("$." + key, e.path());
        int line = (int) text.substring(0, text.indexOf("\"lots\"")).chars().filter(c -> c == '\n').count() + 1;
        assertEquals(line, e.line(), e.getMessage());
    }
}
