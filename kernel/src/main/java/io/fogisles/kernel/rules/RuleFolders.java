package io.fogisles.kernel.rules;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Where house rules are installed, the same for every program (the headless tools and the desktop client):
 * the bundled rules in {@code scripts/} of the program's folder, then the player's own rule folder. Rules in
 * a later folder win over a rule with the same id in an earlier one (see {@link HouseRuleLibrary}).
 *
 * @param home the program's folder ({@code -Dfogisles.home}, set by the launcher), or null when not found
 * @param user the player's own rule folder ({@code $FOGISLES_RULES}, else {@code $XDG_CONFIG_HOME/fogisles/rules},
 *             else {@code ~/.config/fogisles/rules}); it need not exist yet
 */
public record RuleFolders(Path home, Path user) {

    /** The folders of this process: system property {@code fogisles.home}, the environment, the working directory. */
    public static RuleFolders fromEnvironment() {
        return resolve(System.getProperty("fogisles.home"), System.getenv(), System.getProperty("user.home"), Path.of("").toAbsolutePath());
    }

    /**
     * The folders for explicit inputs (what {@link #fromEnvironment} reads), so tests need not change the process.
     *
     * @param homeProperty the value of {@code -Dfogisles.home}, or null
     * @param workingDir   where to start looking upwards for the program's folder when the property is not set
     */
    public static RuleFolders resolve(String homeProperty, Map<String, String> env, String userHome, Path workingDir) {
        return new RuleFolders(home(homeProperty, workingDir), user(env, userHome));
    }

    private static Path home(String property, Path workingDir) {
        if (property != null && !property.isBlank()) return Path.of(property);
        // run from a checkout without the launcher (an IDE, tests): the nearest folder with scripts/ and the launcher
        for (Path p = workingDir; p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("scripts")) && Files.exists(p.resolve("fogisles"))) return p;
        }
        return null;
    }

    private static Path user(Map<String, String> env, String userHome) {
        String own = env.get("FOGISLES_RULES");
        if (own != null && !own.isBlank()) return Path.of(own);
        String xdg = env.get("XDG_CONFIG_HOME");
        // the XDG spec: a relative path in the variable is invalid and must be ignored
        Path base = xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute() ? Path.of(xdg) : Path.of(userHome == null ? "." : userHome, ".config");
        return base.resolve("fogisles").resolve("rules");
    }

    /** The bundled rules' folder ({@code home/scripts}), or null when the program's folder is unknown. */
    public Path bundled() {
        return home == null ? null : home.resolve("scripts");
    }

    /**
     * The bundled rules of each game that has some: {@code home/games/<game>/house-rules}, in the games'
     * folder order; empty when the program's folder is unknown.
     */
    public List<Path> bundledByGame() {
        List<Path> out = new ArrayList<>();
        if (home == null || !Files.isDirectory(home.resolve("games"))) return out;
        try (var games = Files.list(home.resolve("games"))) {
            games.map(g -> g.resolve("house-rules")).filter(Files::isDirectory).sorted().forEach(out::add);
        } catch (java.io.IOException e) {
            // an unreadable games folder: its bundled rules are not offered, the others are
        }
        return out;
    }

    /** The folders to scan, in order: bundled (scripts/, then each game's), the player's own, then {@code extra}. */
    public List<Path> roots(List<Path> extra) {
        List<Path> out = new ArrayList<>();
        if (bundled() != null) out.add(bundled());
        out.addAll(bundledByGame());
        out.add(user);
        out.addAll(extra);
        return out;
    }

    public List<Path> roots() {
        return roots(List.of());
    }
}
