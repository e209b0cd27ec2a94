package io.fogisles.cli.fuzz;

import io.fogisles.cli.CliFixture;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.persist.SaveGame;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Saves: a real save of a game with all modules, mutated once ({@link Mutation}). {@link SaveGame#parse}
 * reads it or throws a {@code DataException} naming the save and where in it; {@code replay} on it
 * verifies (0), finds a divergence it names (1), refuses it (2) or replays it unverified (3), never with a
 * stack trace or an internal error.
 */
class SaveFuzzTest {
    private static byte[] valid;

    /** A 3-player game with all modules, 25 random actions in, as saved by the game. */
    static synchronized byte[] validSave() throws IOException {
        if (valid != null) return valid;
        var rules = CliFixture.runtime().rules(new GameConfig(ModuleSelection.of("base", "harbour", "expansion"), 3));
        Path f = Files.createTempFile("fuzz-save", ".json");
        try (Game g = rules.newGame(42, true)) {
            Rng rng = new Rng(3);
            IntList o = new IntList();
            for (int i = 0; i < 25; i++) {
                g.legalCodes(o);
                g.submit(g.pendingSeat(), g.decode(o.get(rng.nextInt(o.size()))));
            }
            SaveGame.write(f, g, List.of(new SaveGame.Seat("Ann", null), new SaveGame.Seat("Bo", "greedy"), new SaveGame.Seat("Cy", null)), "test");
            valid = Files.readAllBytes(f);
        } finally {
            Files.deleteIfExists(f);
        }
        return valid;
    }

    @Provide
    Arbitrary<Mutation> mutations() {
        return Mutation.any();
    }

    @Property(tries = 20, seed = "1705")
    @Label("a save, mutated: parsed or a DataException with the save and where; replay exits 0, 1, 2 or 3 without a stack trace")
    void mutatedSave(@ForAll("mutations") Mutation m) throws IOException {
        Path dir = Files.createTempDirectory("fuzz-save");
        Path f = dir.resolve("game.json");
        try {
            Files.write(f, m.apply(validSave()));
            Located.loadsOrSaysWhere("game.json", m.toString(), () -> SaveGame.parse(f, CliFixture.runtime().factory()));
            Located.exitsCleanly(CliFixture.run("replay", f.toString()), Set.of(0, 1, 2, 3), m.toString());
        } finally {
            Files.deleteIfExists(f);
            Files.deleteIfExists(dir);
        }
    }
}
