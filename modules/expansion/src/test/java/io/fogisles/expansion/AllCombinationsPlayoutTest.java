package io.fogisles.expansion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.BaseGame;
import io.fogisles.base.Fixtures;
import io.fogisles.harbour.PlayoutInvariants;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.state.GameState;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Random legal playouts for every combination of modules {base, base+harbour, base+harbour+expansion},
 * island side, harbour side and player count (RULES C14: every combination is allowed), from the first
 * decision on and after every decision: the {@link PlayoutInvariants} of Modules 1 and 2 (tile
 * conservation by class: the 133 bag tiles always in play, the box only with unused start tiles, unused
 * colours and converted expansion tiles; energy, eyepieces, the base never covered, at most 60 tiles per
 * island; the offer within 11 after phase A and after a trade; access exactly with the office built),
 * and with Module 3 the 20 expansion tiles only with their owner or in the box and one eyepiece per
 * observatory built. Every game ends.
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
        for (long seed = 1; seed <= 3; seed++) {
            Game game = rules.newGame(seed * 7919 + seats);
            PlayoutInvariants invariants = new PlayoutInvariants(game);
            Runnable check = modules.contains("expansion") ? () -> {
                invariants.check();
                expansion(game);
            } : invariants::check;
            check.run();
            Fixtures.playRandom(game, seed, 60_000, check);
            invariants.checkEnd();
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

    /**
     * Module 3: a player's expansion tiles lie only in that player's reserve, hand, eyepieces or island,
     * or in the box once converted (B13.2, B13.6); every observatory on the island added one eyepiece
     * (B13.8), and nothing else did.
     */
    static void expansion(Game game) {
        Expansion x = game.rules().service(Expansion.class);
        BaseGame g = x.base;
        GameState s = game.state();
        int box = game.rules().kernel().box.global();
        for (int p = 0; p < g.pieces.size(); p++) {
            if (!x.isExpansionTile(p) || g.pieces.owner[p] >= s.seats()) continue;
            int seat = g.pieces.owner[p], z = s.zoneOf(p);
            boolean ok = z == box || z == x.reserve.of(seat) || z == g.state.hand.of(seat) || z == g.state.eyepieces.of(seat) || z == g.state.island.of(seat);
            assertTrue(ok, "expansion tile " + p + " (" + g.pieces.kind[p] + ") of seat " + seat + " in zone " + z + ": " + game);
        }
        for (int seat = 0; seat < s.seats(); seat++) {
            int observatories = 0;
            for (int p : s.pieces(g.state.island.of(seat))) if (g.pieces.kind[p].startsWith("observatory")) observatories++;
            assertEquals(Math.min(g.rules.eyepieces + observatories, g.rules.maxEyepieces), s.get(g.state.eyepieceCount, seat),
                    "eyepieces of seat " + seat + " with " + observatories + " observatories built");
        }
    }
}
