package io.fogisles.client.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.persist.AtomicFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SettingsStoreTest {
    @TempDir
    Path dir;

    @Test
    void settingsSurviveARoundTrip() throws Exception {
        SettingsStore store = new SettingsStore(dir.resolve("fogisles/settings.json"));
        Settings s = store.load();
        assertEquals("en", s.language);
        s.language = "fr";
        s.uiScale = 1.5f;
        s.animationSpeed = Settings.AnimationSpeed.FAST;
        s.windowWidth = 1600;
        s.windowHeight = 900;
        s.fullscreen = true;
        s.lastSetup = new GameSetup(List.of(
                new SeatSetup(false, "greedy", SeatSetup.PlayerColour.BLUE, SeatSetup.PlayerSymbol.STAR),
                new SeatSetup(true, "strong", SeatSetup.PlayerColour.RED, SeatSetup.PlayerSymbol.CROSS)),
                List.of("base", "harbour"), Map.of("base", Map.of("island", "back")), List.of(new HouseRuleChoice("coastal-pride", Map.of("points", "2"))), 42, true);
        store.save(s);
        Settings back = new SettingsStore(dir.resolve("fogisles/settings.json")).load();
        assertEquals("fr", back.language);
        assertEquals(1.5f, back.uiScale);
        assertEquals(Settings.AnimationSpeed.FAST, back.animationSpeed);
        assertEquals(1600, back.windowWidth);
        assertEquals(900, back.windowHeight);
        assertTrue(back.fullscreen);
        assertEquals(s.lastSetup, back.lastSetup);
        assertEquals("back", back.lastSetup.selection().options().get("base").get("island"));
        assertEquals(List.of(new HouseRuleChoice("coastal-pride", Map.of("points", "2"))), back.lastSetup.houseRules(), "the chosen house rules are remembered");
    }

    @Test
    void writesAreAtomicWithABackupOfThePreviousFile() throws Exception {
        Path file = dir.resolve("settings.json");
        SettingsStore store = new SettingsStore(file);
        Settings s = new Settings();
        store.save(s);
        s.language = "de";
        store.save(s);
        assertTrue(Files.exists(AtomicFiles.backupOf(file)), "the previous version is kept");
        assertTrue(Files.readString(AtomicFiles.backupOf(file)).contains("\"en\""));
        assertTrue(Files.readString(file).contains("\"de\""));
        try (var files = Files.list(dir)) {
            assertEquals(2, files.count(), "no temporary files are left behind");
        }
    }

    @Test
    void aBrokenOrStrangeFileFallsBackToDefaults() throws Exception {
        Path file = dir.resolve("settings.json");
        Files.writeString(file, "{ this is not json");
        SettingsStore store = new SettingsStore(file);
        Settings s = store.load();
        assertEquals("en", s.language);
        assertNotNull(store.problem());
        Files.writeString(file, "{\"language\":\"xx\",\"uiScale\":9,\"windowWidth\":5,\"unknown\":1,"
                + "\"lastSetup\":{\"seats\":[{\"bot\":true,\"colour\":\"RED\",\"symbol\":\"STAR\"},{\"bot\":false,\"colour\":\"RED\",\"symbol\":\"STAR\"}]}}");
        s = store.load();
        assertNull(store.problem());
        assertEquals("en", s.language);
        assertEquals(1f, s.uiScale);
        assertEquals(1280, s.windowWidth);
        assertEquals(2, s.lastSetup.seats().size());
        assertTrue(s.lastSetup.seats().get(0).colour() != s.lastSetup.seats().get(1).colour(), "duplicate colours are repaired");
        assertTrue(s.lastSetup.seats().get(0).symbol() != s.lastSetup.seats().get(1).symbol(), "duplicate symbols are repaired");
        assertEquals(List.of("base"), s.lastSetup.modules());
    }

    @Test
    void configFolderFollowsXdg() {
        ConfigDirs d = ConfigDirs.resolve(Map.of("XDG_CONFIG_HOME", "/cfg", "XDG_DATA_HOME", "/data"), "/home/a", null, null);
        assertEquals(Path.of("/cfg/fogisles/settings.json"), d.settingsFile());
        assertEquals(Path.of("/data/fogisles/autosave.json"), d.autosaveFile());
        d = ConfigDirs.resolve(Map.of("XDG_CONFIG_HOME", "relative/ignored"), "/home/a", null, null);
        assertEquals(Path.of("/home/a/.config/fogisles"), d.config());
        assertEquals(Path.of("/home/a/.local/share/fogisles"), d.data());
        d = ConfigDirs.resolve(Map.of(), "/home/a", "/x", "/y");
        assertEquals(Path.of("/x"), d.config());
        assertEquals(Path.of("/y"), d.data());
    }
}
