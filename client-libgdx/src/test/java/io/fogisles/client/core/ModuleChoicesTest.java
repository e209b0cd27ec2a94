package io.fogisles.client.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.module.ModuleCatalog;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The module toggles of the new-game screen follow the manifests' requirements (the island game's modules, as the screen offers them). */
class ModuleChoicesTest {
    private final ModuleChoices c = islandGame();

    private ModuleChoices islandGame() {
        ModuleCatalog catalog = ModuleCatalog.discover(getClass().getClassLoader());
        List<io.fogisles.kernel.module.ModuleDescriptor> island = new java.util.ArrayList<>();
        for (var d : catalog.all()) if (catalog.game("island").modules().contains(d.id())) island.add(d);
        return new ModuleChoices(island);
    }

    @Test
    void moduleOneIsAlwaysOnAndListedFirst() {
        assertEquals(List.of("base", "harbour", "expansion"), c.ids());
        assertTrue(c.mandatory("base"));
        assertFalse(c.mandatory("harbour"));
        assertFalse(c.mandatory("expansion"));
        assertEquals(List.of("base"), c.turnOff("base", List.of("base")));
        assertEquals(List.of("base"), c.normalise(List.of()));
        assertEquals(List.of("base", "harbour", "expansion"), c.normalise(List.of("expansion", "nonsense")));
    }

    @Test
    void turningOnTheExpansionOffersTheHarbour() {
        assertEquals(List.of("harbour"), c.missingFor("expansion", List.of("base")));
        assertEquals(List.of(), c.missingFor("expansion", List.of("base", "harbour")));
        assertEquals(List.of("base", "harbour", "expansion"), c.turnOn("expansion", List.of("base")));
    }

    @Test
    void turningOffTheHarbourTurnsOffWhatNeedsIt() {
        assertEquals(List.of("base"), c.turnOff("harbour", List.of("base", "harbour", "expansion")));
        assertEquals(List.of("base", "harbour"), c.turnOff("expansion", List.of("base", "harbour", "expansion")));
    }
}
