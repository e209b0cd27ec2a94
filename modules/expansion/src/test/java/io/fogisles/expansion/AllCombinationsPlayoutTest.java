package io.fogisles.expansion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.BaseGame;
import io.fogisles.base.Fixtures;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.state.Zone;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Random legal playouts for every combination of modules {base, base+harbour, base+harbour+expansion},
 * island side, harbour side and player count (RULES C14: every combination is allowed). After every
 * decision all tiles are somewhere (bag, clouds, offer, eyepieces, hands, islands, reserves, box: 139,
 * 143 with the harbour offices, 159 with all 20 expansion tiles), energy stays within 0–25, eyepieces are
 * never overfull, no field holds two tiles, and every game ends.
 */
class AllCombinationsPlayoutTest {

    static Stream<Arguments> combinations() {
        List<Arguments> out = new ArrayList<>();
        for (String modules : List.of("base", "base,harbour", "base,harbour,expansion"))
            for (String island : List.of("front", "back"))
                for (String harbour : modules.equals("base") ? List.of("-") : List.of("front", "back"))
                    for (int seats = 2; seats <= 4; seats++) out.add(Arguments.of(modules, island, harbour, seats));
        return out.stream();
    }

    static RuleSet rules(String modules, String island, String harbour, int seats) {
        ModuleSelection sel = new ModuleSelection(List.of(modules.split(",")), null).withOption("base", "island", island);
        if (!harbour.equals("-")) sel = sel.withOption("harbour", "side", harbour);
        return Fixtures.rules(sel, seats);
    }

    @ParameterizedTest(name = "C14 modules {0}, island {1}, harbour {2}, {3} players: invariants hold and the game ends")
    @MethodSource("combinations")
    void playouts(String modules, String island, String harbour, int seats) {
        RuleSet rules = rules(modules, island, harbour, seats);
        BaseGame g = rules.service(BaseGame.class);
        int total = switch (modules) {
            case "base" -> 139;
            case "base,harbour" -> 143;
            default -> 159;
        };
        assertEquals(total, g.pieces.size());
        List<Integer> zones = new ArrayList<>();
        for (Zone z : rules.layout().zones()) {
            int n = z.count() * (z.scope() == io.fogisles.kernel.state.Scope.SEAT ? seats : 1);
            for (int i = 0; i < n; i++) zones.add(z.scope() == io.fogisles.kernel.state.Scope.SEAT ? z.of(i / z.count(), i % z.count()) : z.of(0, i));
        }
        for (long seed = 1; seed <= 3; seed++) {
            Game game = rules.newGame(seed * 7919 + seats);
            Fixtures.playRandom(game, seed, 60_000, () -> check(game, g, zones, total));
            assertTrue(game.isOver(), game.toString());
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

    static void check(Game game, BaseGame g, List<Integer> zones, int total) {
        GameState s = game.state();
        int count = 0;
        for (int z : zones) count += s.size(z);
        assertEquals(total, count, "every tile is in exactly one place: " + game);
        for (int seat = 0; seat < s.seats(); seat++) {
            int e = s.get(g.state.energy, seat);
            assertTrue(e >= 0 && e <= 25, "energy " + e);
            assertTrue(s.size(g.state.eyepieces.of(seat)) <= s.get(g.state.eyepieceCount, seat), "eyepieces overfull");
            assertTrue(s.get(g.state.eyepieceCount, seat) <= 7, "C2 at most 7 eyepieces");
        }
    }
}
