package io.fogisles.cli;

import io.fogisles.kernel.data.DidYouMean;
import io.fogisles.kernel.module.GameDescriptor;
import io.fogisles.kernel.module.ModuleCatalog;
import java.util.ArrayList;
import java.util.List;

/**
 * The option every command shares: {@code --game ID} names the game (ids from the games' {@code game.json});
 * without it, the default game (the island game), so every command and document that names no game keeps
 * working. Also what the commands check of a game: its modules and player counts.
 */
public final class GameChoice {
    private GameChoice() {
    }

    /** The game an id names, or a usage error that lists the installed games. */
    public static GameDescriptor named(ModuleCatalog catalog, String id) {
        GameDescriptor g = catalog.game(id);
        if (g != null) return g;
        List<String> ids = ids(catalog);
        throw new UsageException("--game: no game '" + id + "'" + DidYouMean.hint(id, ids) + "; installed: " + String.join(", ", ids) + " (./fogisles info)");
    }

    /** The game of {@code --game} (null: the default game). */
    public static GameDescriptor chosen(ModuleCatalog catalog, String id) {
        if (id != null) return named(catalog, id);
        GameDescriptor g = catalog.defaultGame();
        if (g == null) throw new UsageException("no game is installed (no module jar with a META-INF/fogisles/game.json on the class path)");
        return g;
    }

    /** The game of {@code --game} when given, else the game of the modules given (null: none), else the default game. */
    public static GameDescriptor of(ModuleCatalog catalog, String id, List<String> modules) {
        return id != null ? named(catalog, id) : ofModules(catalog, modules == null ? List.of() : modules);
    }

    /** The game a module list is of (the first module that belongs to a game decides), or the default game. */
    public static GameDescriptor ofModules(ModuleCatalog catalog, List<String> modules) {
        for (String m : modules) {
            GameDescriptor g = catalog.gameOf(m);
            if (g != null) return g;
        }
        return chosen(catalog, null);
    }

    /** Refuses modules that are not the game's, naming the game's own. */
    public static void checkModules(ModuleCatalog catalog, GameDescriptor game, List<String> modules) {
        for (String m : modules) {
            if (game.modules().contains(m)) continue;
            GameDescriptor other = catalog.gameOf(m);
            String whose = other != null ? " is a module of " + other.displayName("en") + " (--game " + other.id() + ")" : " is not a module of any installed game"
                    + DidYouMean.hint(m, game.modules());
            throw new UsageException("--modules: '" + m + "'" + whose + "; " + game.displayName("en") + "'s modules are " + String.join(", ", catalog.installedModules(game)));
        }
    }

    /** Refuses a player count outside the game's range. */
    public static int checkPlayers(GameDescriptor game, int players) {
        return checkPlayers(game, players, "--players");
    }

    /** The same, for the option that gave the count ({@code --seats}). */
    public static int checkPlayers(GameDescriptor game, int players, String option) {
        if (!game.players().allows(players))
            throw new UsageException(option + ": " + game.displayName("en") + " is for " + game.players() + " players, got " + players);
        return players;
    }

    /** Four players where the game allows them, else the nearest count it allows. */
    public static int defaultPlayers(GameDescriptor game) {
        return Math.max(game.players().min(), Math.min(4, game.players().max()));
    }

    public static List<String> ids(ModuleCatalog catalog) {
        List<String> out = new ArrayList<>();
        for (GameDescriptor g : catalog.games()) out.add(g.id());
        return out;
    }
}
