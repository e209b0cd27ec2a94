package io.fogisles.expansion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.Fixtures;
import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.persist.AtomicFiles;
import io.fogisles.kernel.persist.SaveGame;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Saving is invisible (a property over every module combination, 2–4 players and several seeds): play
 * random legal actions to a random point, save to a real file, load it, continue with the same random
 * choices, and the game ends exactly as the same game played without a save — final state hash, action
 * log and seats. Module 3 needs Module 2, so "base + expansion" alone is not a combination.
 */
class SaveRoundTripTest {
    static final List<String> COMBINATIONS = List.of("base", "base,harbour", "base,harbour,expansion");

    static Stream<Arguments> cases() {
        List<Arguments> out = new ArrayList<>();
        for (String modules : COMBINATIONS)
            for (int seats = 2; seats <= 4; seats++)
                for (long seed : new long[] {3, 1009}) out.add(Arguments.of(modules, seats, seed * seats + modules.length()));
        return out.stream();
    }

    static List<SaveGame.Seat> seats(int n) {
        List<SaveGame.Seat> out = new ArrayList<>();
        for (int i = 0; i < n; i++) out.add(new SaveGame.Seat("P" + (i + 1), i % 2 == 1 ? "random" : null));
        return out;
    }

    /** Plays random legal actions as a player would (submit, so the game keeps its log) until {@code limit} or the end. */
    static void play(Game g, Rng choices, int limit) {
        IntList options = new IntList();
        for (int i = 0; i < limit && !g.isOver(); i++) {
            g.legalCodes(options);
            Outcome o = g.submit(g.pendingSeat(), g.decode(options.get(choices.nextInt(options.size()))));
            assertTrue(o.accepted(), o.toString());
        }
    }

    @ParameterizedTest(name = "modules {0}, {1} players, seed {2}: save at a random point, load, continue = never saved")
    @MethodSource("cases")
    void roundTrip(String modules, int players, long seed, @TempDir Path dir) throws Exception {
        RuleSet rules = Fixtures.rules(new ModuleSelection(List.of(modules.split(",")), null), players);
        Rng pick = new Rng(seed * 7 + 1);
        long choiceSeed = pick.nextLong();
        try (Game never = rules.newGame(seed, true); Game before = rules.newGame(seed, true)) {
            Rng a = new Rng(choiceSeed);
            play(never, a, Integer.MAX_VALUE);
            assertTrue(never.isOver(), "the unsaved game ends");
            int savePoint = pick.nextInt(never.actions().size() + 1); // anywhere from the first decision to the end

            Rng b = new Rng(choiceSeed);
            play(before, b, savePoint);
            Path file = dir.resolve("game.json");
            SaveGame.write(file, before, seats(players), "test");
            assertTrue(Files.size(file) > 0);

            SaveGame.Loaded loaded = SaveGame.read(file, Fixtures.factory(), true); // a freshly built rule set, as after a restart
            try (Game after = loaded.game()) {
                assertEquals(before.state().sha256(), after.state().sha256(), "the loaded game is the saved one");
                assertEquals(before.actions(), after.actions());
                assertEquals(seats(players), loaded.seats());
                assertEquals(List.of(), loaded.warnings());
                play(after, b, Integer.MAX_VALUE); // the same random stream goes on after the save point
                assertTrue(after.isOver());
                assertEquals(never.state().sha256(), after.state().sha256(), "final state (save point " + savePoint + ")");
                assertEquals(never.actions(), after.actions(), "action log");
                assertEquals(never.actionSeats(), after.actionSeats(), "who acted");
                assertEquals(never.scores().winners(), after.scores().winners());

                // saving the finished game over the first save keeps that one as the backup
                SaveGame.write(file, after, seats(players), "test");
                SaveGame.Loaded end = SaveGame.read(file, Fixtures.factory(), false);
                SaveGame.Loaded backup = SaveGame.read(AtomicFiles.backupOf(file), Fixtures.factory(), false);
                try (Game e = end.game(); Game bk = backup.game()) {
                    assertEquals(never.state().sha256(), e.state().sha256());
                    assertEquals(before.state().sha256(), bk.state().sha256(), "the backup is the previous save");
                    assertEquals(before.actions().size(), bk.codes().length);
                }
            }
        }
    }
}
