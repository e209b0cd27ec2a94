package io.fogisles.cli.sim;

import io.fogisles.cli.AppVersion;
import io.fogisles.cli.UsageException;
import io.fogisles.cli.sim.SimulateCommand.Config;
import io.fogisles.cli.sim.SimulateCommand.Run;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.persist.SaveGame;
import io.fogisles.kernel.sim.Simulation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

/**
 * {@code simulate --save-games DIR}: writes chosen games as saves that {@code ./fogisles replay} and the
 * client read. The run keeps no game, only the numbers of the games to save (the first few, and the first
 * ones in which a script failed); each is played again from its seed, which gives the same game, and its
 * decisions are then replayed into a game that keeps action records.
 */
final class GameSaver {
    private GameSaver() {
    }

    /** Fails before any game is played when the folder cannot be used. */
    static void check(Path dir) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) throw new UsageException("--save-games wants a folder; " + dir + " is a file");
    }

    /** The games to save, by number (0-based): the first {@code first}, and those in which a script failed. */
    static List<Long> chosen(Run r) {
        TreeSet<Long> out = new TreeSet<>();
        for (long i = 0; i < Math.min(r.options().saveFirst, r.games()); i++) out.add(i);
        if (r.paired()) {
            out.addAll(r.comparison().a().failedGames());
            out.addAll(r.comparison().b().failedGames());
        } else {
            out.addAll(r.single().failedGames());
        }
        return List.copyOf(out);
    }

    /** Writes the chosen games; a pair's games as {@code game-0001-A.json} and {@code -B.json}. Returns the files written. */
    static List<Path> save(Path dir, Run r, Simulation a, Simulation b) throws IOException {
        Files.createDirectories(dir);
        List<Path> out = new ArrayList<>();
        for (long i : chosen(r)) {
            String name = String.format(Locale.ROOT, "game-%04d", i + 1);
            if (!r.paired()) {
                out.add(save(dir.resolve(name + ".json"), r, a, r.a(), (int) i));
            } else {
                out.add(save(dir.resolve(name + "-A.json"), r, a, r.a(), (int) i));
                out.add(save(dir.resolve(name + "-B.json"), r, b, r.b(), (int) i));
            }
        }
        return out;
    }

    private static Path save(Path file, Run r, Simulation sim, Config c, int i) throws IOException {
        long seed = Simulation.gameSeed(r.options().seed, i);
        List<String> levels = Simulation.seating(c.bots(), i, c.rotating());
        Game played = sim.playGame(seed, levels);
        try (Game recorded = played.rules().newGame(seed, true)) {
            for (int code : played.codes()) recorded.applyCode(code);
            List<SaveGame.Seat> seats = new ArrayList<>();
            for (int s = 0; s < levels.size(); s++) seats.add(new SaveGame.Seat(levels.get(s) + " bot " + (s + 1), levels.get(s)));
            SaveGame.write(file, recorded, seats, AppVersion.get());
        }
        return file;
    }
}
