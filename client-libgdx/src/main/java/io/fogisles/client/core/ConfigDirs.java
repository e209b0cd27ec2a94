package io.fogisles.client.core;

import java.nio.file.Path;
import java.util.Map;

/**
 * Where the client keeps its files: settings and the last setup in the config folder
 * ({@code $XDG_CONFIG_HOME/fogisles}, else {@code ~/.config/fogisles}), saves in the data folder
 * ({@code $XDG_DATA_HOME/fogisles}, else {@code ~/.local/share/fogisles}). The system properties
 * {@code fogisles.configDir} and {@code fogisles.dataDir} override both (tests, the smoke run).
 */
public record ConfigDirs(Path config, Path data) {

    public static ConfigDirs fromEnvironment() {
        return resolve(System.getenv(), System.getProperty("user.home"), System.getProperty("fogisles.configDir"), System.getProperty("fogisles.dataDir"));
    }

    static ConfigDirs resolve(Map<String, String> env, String home, String configOverride, String dataOverride) {
        Path config = configOverride != null && !configOverride.isBlank() ? Path.of(configOverride)
                : base(env.get("XDG_CONFIG_HOME"), home, ".config").resolve("fogisles");
        Path data = dataOverride != null && !dataOverride.isBlank() ? Path.of(dataOverride)
                : base(env.get("XDG_DATA_HOME"), home, ".local/share").resolve("fogisles");
        return new ConfigDirs(config, data);
    }

    private static Path base(String xdg, String home, String fallback) {
        // the XDG spec: a relative path in the variable is invalid and must be ignored
        if (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()) return Path.of(xdg);
        return Path.of(home == null ? "." : home).resolve(fallback);
    }

    public Path settingsFile() {
        return config.resolve("settings.json");
    }

    public Path autosaveFile() {
        return data.resolve("autosave.json");
    }
}
