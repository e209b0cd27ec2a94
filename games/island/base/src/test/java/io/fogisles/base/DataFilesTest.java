package io.fogisles.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.module.ModuleDescriptor;
import io.fogisles.kernel.module.ModuleSelection;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Module 1's data files (RULES C: the decisions live in data): a broken file is refused with its name, the JSON path and the line. */
class DataFilesTest {

    /** The real base module, with one of its files replaced by {@code text}. */
    private static DataException buildWith(String file, String text, int seats) {
        ModuleDescriptor real = Fixtures.catalog().get("base");
        ModuleCatalog catalog = new ModuleCatalog();
        catalog.add(new ModuleDescriptor(real.manifest(), "test:broken-" + file, path -> path.equals(file) ? text : real.resources().read(path), real.plugin()));
        return assertThrows(DataException.class, () -> new RuleSetFactory(catalog, Fixtures.host()).create(new GameConfig(ModuleSelection.of("base"), seats)));
    }

    private static String real(String file) {
        return Fixtures.catalog().get("base").read(file);
    }

    /** The 1-based line of the first occurrence of {@code needle}. */
    private static int lineOf(String text, String needle) {
        int at = text.indexOf(needle);
        assertTrue(at >= 0, needle);
        return (int) text.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
    }

    @Test
    @DisplayName("C4 a broken tiles file (a count that is not a number) names base/data/tiles.json, the JSON path and the line")
    void brokenTiles() {
        String text = real("data/tiles.json").replace("{\"kind\": \"joker\", \"values\": {\"0\": 2,", "{\"kind\": \"joker\", \"values\": {\"0\": \"two\",");
        DataException e = buildWith("data/tiles.json", text, 2);
        assertEquals("base/data/tiles.json", e.file());
        assertTrue(e.path().startsWith("$.groups[1].values"), e.path());
        assertEquals(lineOf(text, "\"two\""), e.line());
        assertTrue(e.getMessage().contains("base/data/tiles.json") && e.getMessage().contains("$.groups[1]"), e.getMessage());
    }

    @Test
    @DisplayName("C3 a broken parameters file (energyMax not a number) names base/data/parameters.json, $.energyMax and the line")
    void brokenParameters() {
        String text = real("data/parameters.json").replace("\"energyMax\": 25", "\"energyMax\": \"lots\"");
        DataException e = buildWith("data/parameters.json", text, 2);
        assertEquals("base/data/parameters.json", e.file());
        assertEquals("$.energyMax", e.path());
        assertEquals(lineOf(text, "\"energyMax\""), e.line());
    }

    @Test
    @DisplayName("B1.8 a parameters file without a cloud count for the number of players says which key to add")
    void missingCloudCount() {
        String text = real("data/parameters.json").replace("\"clouds\": {\"2\": 4, \"3\": 5, \"4\": 7}", "\"clouds\": {\"3\": 5, \"4\": 7}");
        DataException e = buildWith("data/parameters.json", text, 2);
        assertEquals("base/data/parameters.json", e.file());
        assertEquals("$.clouds", e.path());
        assertTrue(e.getMessage().contains("no cloud count for 2 players") && e.getMessage().contains("\"2\": n"), e.getMessage());
    }

    @Test
    @DisplayName("C1 a broken island file (a value outside 0–9) names base/data/islands/front.json, the JSON path and the line")
    void brokenIsland() {
        String text = real("data/islands/front.json");
        int at = text.indexOf("\"value\":");
        String broken = text.substring(0, at) + text.substring(at).replaceFirst("\"value\": *\\d+", "\"value\": 12");
        DataException e = buildWith("data/islands/front.json", broken, 2);
        assertEquals("base/data/islands/front.json", e.file());
        assertTrue(e.path().startsWith("$.fields["), e.path());
        assertEquals(lineOf(broken, "\"value\": 12"), e.line());
    }
}
