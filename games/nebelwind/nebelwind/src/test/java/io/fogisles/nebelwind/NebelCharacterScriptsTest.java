package io.fogisles.nebelwind;

import static io.fogisles.nebelwind.NebelData.WOOD;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.module.ModuleDescriptor;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.kernel.module.ModuleSelection;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The characters' texts are JavaScript ({@code scripts/characters.js}) through the script global {@code nebelwind}:
 * the game plays what the file says, and a file that cannot be played (a syntax error, a call the API does not
 * have, a card whose effect no script defines) is refused at its file and line before any game starts.
 */
class NebelCharacterScriptsTest {
    private static final String SCRIPT = "scripts/characters.js", DATA = "data/characters.json";

    /** Nebelwind's module with some files' texts replaced. */
    private static RuleSet build(Map<String, String> replaced, int seats) {
        ModuleDescriptor real = Fixtures.catalog().get(NebelRules.MODULE);
        ModuleCatalog catalog = new ModuleCatalog();
        catalog.add(new ModuleDescriptor(real.manifest(), "test:changed", path -> replaced.containsKey(path) ? replaced.get(path) : real.resources().read(path),
                real.plugin()));
        return new RuleSetFactory(catalog, Fixtures.host()).create(new GameConfig(ModuleSelection.of(NebelRules.MODULE).withOption(NebelRules.MODULE, "firstStartPlayer", "1"), seats));
    }

    private static String real(String file) {
        return Fixtures.catalog().get(NebelRules.MODULE).read(file);
    }

    private static int lineOf(String text, String needle) {
        int at = text.indexOf(needle);
        assertTrue(at >= 0, needle);
        return (int) text.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
    }

    @Test
    @DisplayName("ND9 the card text is the script: a lumberjack whose text gives 5 wood gives 5 wood when hired")
    void theScriptIsTheCardText() {
        String text = real(SCRIPT).replace("nebelwind.gain(e.seat, 'wood', 3);", "nebelwind.gain(e.seat, 'wood', 5);");
        Scenario sc = Scenario.of(build(Map.of(SCRIPT, text), 3), 1).toTurns("green-coal").characterAt(2, "lumberjack").res(0, 0, 0, 5, 1);
        sc.place(0, "character", 2);
        assertEquals(5, sc.res(0, WOOD));
    }

    @Test
    @DisplayName("ND9 a syntax error in scripts/characters.js is refused at nebelwind/scripts/characters.js and its line; no game starts")
    void syntaxError() {
        String text = real(SCRIPT).replace("nebelwind.gain(e.seat, 'wood', 3);", "nebelwind.gain(e.seat, 'wood', 3;");
        ModuleException e = assertThrows(ModuleException.class, () -> build(Map.of(SCRIPT, text), 3));
        int line = lineOf(text, "'wood', 3;");
        assertTrue(e.getMessage().contains("nebelwind/scripts/characters.js:" + line + ":"), line + ": " + e.getMessage());
    }

    @Test
    @DisplayName("ND9 a call the API does not have (nebelwind.gian) is refused at its file:line:column with the nearest name, before any game")
    void unknownMember() {
        String text = real(SCRIPT).replace("nebelwind.gain(e.seat, 'steel', 3);", "nebelwind.gian(e.seat, 'steel', 3);");
        ModuleException e = assertThrows(ModuleException.class, () -> build(Map.of(SCRIPT, text), 3));
        int line = lineOf(text, "nebelwind.gian");
        assertTrue(e.getMessage().contains("nebelwind/scripts/characters.js:" + line + ":3: error: nebelwind.gian is not part of the API (did you mean nebelwind.gain?)"),
                line + ": " + e.getMessage());
        // in a comment it is no call
        String comment = real(SCRIPT).replace("// Smith: 3 steel.", "// Smith: 3 steel (nebelwind.gian would be a typo).");
        assertEquals(3, build(Map.of(SCRIPT, comment), 3).seats());
    }

    @Test
    @DisplayName("ND9 a card whose effect no script defines is refused at its line of data/characters.json, naming the effect")
    void effectNotDefined() {
        String data = real(DATA).replace("\"effect\": \"nebelwind:miser\"", "\"effect\": \"nebelwind:mizer\"");
        ModuleException e = assertThrows(ModuleException.class, () -> build(Map.of(DATA, data), 3));
        assertTrue(e.getMessage().contains("nebelwind/data/characters.json:" + lineOf(data, "nebelwind:mizer") + ":") && e.getMessage().contains("'nebelwind:mizer'"),
                e.getMessage());
        String usable = real(DATA).replace("\"usable\": \"nebelwind:pilot:usable\"", "\"usable\": \"nebelwind:pilot:usabel\"");
        e = assertThrows(ModuleException.class, () -> build(Map.of(DATA, usable), 3));
        assertTrue(e.getMessage().contains("'nebelwind:pilot:usabel'"), e.getMessage());
    }

    @Test
    @DisplayName("ND9 a once card's text that fails when asked whether it is usable makes the card unusable (the game goes on); an end card's that fails counts 0")
    void failingTextsCountNothing() {
        String text = real(SCRIPT).replace("return nebelwind.harbourRowSize() > 0;", "throw new Error('broken');")
                .replace("return 3 * nebelwind.controlMarkers(e.seat);", "return 'three';");
        RuleSet rules = build(Map.of(SCRIPT, text), 3);
        Scenario sc = Scenario.of(rules, 1).toTurns("green-coal").owns(0, "harbourmaster").owns(0, "consul").owns(0, "pilot");
        sc.ctx.set(sc.st.topMarker, 0, 0, 0);
        assertEquals(0, sc.g.points(sc.ctx, 6)[0], "the consul's text gives no whole number");
        assertTrue(CharacterEffects.canUse(sc.g, sc.ctx, 0, sc.character("pilot")));
        assertTrue(!CharacterEffects.canUse(sc.g, sc.ctx, 0, sc.character("harbourmaster")));
        Game game = sc.game;
        assertTrue(!game.isOver());
    }
}
