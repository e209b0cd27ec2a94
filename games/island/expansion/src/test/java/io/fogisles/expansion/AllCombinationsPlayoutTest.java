package io.fogisles.expansion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.fogisles.base.BaseGame;
import io.fogisles.base.Fixtures;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.invariant.PlayoutBatch;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.sim.GamePool;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Random legal playouts for every combination of modules {base, base+harbour, base+harbour+expansion} and
 * player count (RULES C14: every combination is allowed): {@value #GAMES} games each, spread evenly over
 * the island sides and harbour sides, with every loaded module's invariants checked from the first
 * decision on and after every decision ({@code BaseInvariants}, {@code HarbourInvariants},
 * {@link ExpansionInvariants}: tile conservation by class, energy, eyepieces, the islands, the offer,
 * harbour access, the expansion tiles and observatories, the end bookkeeping) and every game ending for a
 * valid reason. A failure names the configuration, the game's seed and the decision; {@code ./fogisles soak}
 * plays the same games (its default run seed is {@value #RUN_SEED}) and many more.
 */
class AllCombinationsPlayoutTest {
    static final int GAMES = 500;
    static final long RUN_SEED = 1;
    private static final GamePool POOL = new GamePool(Runtime.getRuntime().availableProcessors());

    @AfterAll
    static void closePool() {
        POOL.close();
    }

    static Stream<Arguments> combinations() {
        List<Arguments> out = new ArrayList<>();
        for (String modules : List.of("base", "base,harbour", "base,harbour,expansion"))
            for (int seats = 2; seats <= 4; seats++) out.add(Arguments.of(modules, seats));
        return out.stream();
    }

    /** The island and harbour sides of a module combination, as "island/harbour" ("-": no harbour). */
    static List<String> sides(String modules) {
        return modules.equals("base") ? List.of("front/-", "back/-") : List.of("front/front", "front/back", "back/front", "back/back");
    }

    static RuleSet rules(String modules, String island, String harbour, int seats) {
        ModuleSelection sel = new ModuleSelection(List.of(modules.split(",")), null).withOption("base", "island", island);
        if (!harbour.equals("-")) sel = sel.withOption("harbour", "side", harbour);
        return Fixtures.rules(sel, seats);
    }

    @ParameterizedTest(name = "C14 modules {0}, {1} players, both island and harbour sides: " + GAMES + " random games keep every module's invariants after every decision and end")
    @MethodSource("combinations")
    void playouts(String modules, int seats) throws InterruptedException {
        List<String> sides = sides(modules);
        List<RuleSet> variants = new ArrayList<>();
        for (String side : sides) variants.add(rules(modules, side.split("/")[0], side.split("/")[1], seats));
        int total = switch (modules) {
            case "base" -> 139;
            case "base,harbour" -> 143;
            default -> 159;
        };
        assertEquals(total, variants.get(0).service(BaseGame.class).pieces.size());
        PlayoutBatch.Outcome o = PlayoutBatch.run(POOL, variants, RUN_SEED, 0, GAMES, null);
        assertEquals(GAMES, o.games());
        if (o.failures() > 0) {
            StringBuilder b = new StringBuilder(o.failures() + " of " + GAMES + " games failed (" + modules + ", " + seats + " players); the first:");
            for (PlayoutBatch.Found f : o.first())
                b.append("\n  game ").append(f.game() + 1).append(", island/harbour ").append(sides.get(f.variant())).append(", ").append(f.failure().describe());
            fail(b.toString(), o.first().get(0).failure().cause());
        }
    }

    @org.junit.jupiter.api.Test
    @org.junit.jupiter.api.DisplayName("determinism: rule sets built separately give the same state hash after every choice (nothing depends on object identity)")
    void sameGameInSeparatelyBuiltRuleSets() {
        ModuleSelection sel = new ModuleSelection(List.of("base", "harbour", "expansion"), null);
        List<Game> games = new ArrayList<>();
        for (int i = 0; i < 3; i++) games.add(Fixtures.factory().create(new io.fogisles.kernel.game.GameConfig(sel, 3)).newGame(41));
        io.fogisles.kernel.random.Rng rng = new io.fogisles.kernel.random.Rng(41);
        io.fogisles.kernel.util.IntList options = new io.fogisles.kernel.util.IntList();
        for (int step = 0; step < 3000 && !games.get(0).isOver(); step++) {
            games.get(0).legalCodes(options);
            int code = options.get(rng.nextInt(options.size()));
            for (Game g : games) g.applyCode(code);
            String hash = games.get(0).state().sha256();
            for (Game g : games) assertEquals(hash, g.state().sha256(), "state after choice " + step);
        }
    }
}
