package io.fogisles.harbour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.BaseGame;
import io.fogisles.base.Fixtures;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.invariant.Invariants;
import io.fogisles.kernel.invariant.RandomPlayout;
import io.fogisles.kernel.module.ModuleSelection;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Random legal playouts with Module 2 for all 12 combinations of island side, harbour side and player
 * count (C14): after every decision the invariants of Modules 1 and 2 hold ({@code BaseInvariants} and
 * {@link HarbourInvariants}: bag tiles stay in play, the box holds only what may be there, the offer within
 * 11, access exactly with the office built, Module 1's islands and end bookkeeping), and every game ends
 * for a valid reason. The expansion module's
 * all-combinations test plays the same 12 with Module 3 as well.
 */
class HarbourPlayoutTest {

    static Stream<Arguments> combinations() {
        List<Arguments> out = new ArrayList<>();
        for (String island : List.of("front", "back"))
            for (String side : List.of("front", "back"))
                for (int seats = 2; seats <= 4; seats++) out.add(Arguments.of(seats, island, side));
        return out.stream();
    }

    static RuleSet rules(int seats, String island, String side) {
        return Fixtures.rules(ModuleSelection.of("base", "harbour").withOption("base", "island", island).withOption("harbour", "side", side), seats);
    }

    @ParameterizedTest(name = "B12 / B15 / C14 {0} players, island {1}, harbour {2}: random playouts keep the invariants and end")
    @MethodSource("combinations")
    void playouts(int seats, String island, String side) {
        int onPiers = 0;
        for (long seed = 1; seed <= 2; seed++) {
            Game game = rules(seats, island, side).newGame(seed * 31 + seats);
            BaseGame g = game.rules().service(BaseGame.class);
            Harbour h = game.rules().service(Harbour.class);
            assertEquals(139 + 4, g.pieces.size(), "139 tiles and 4 harbour offices");
            Invariants.Watch invariants = RandomPlayout.watchAll(game);
            invariants.afterDecision();
            int[] pierVisits = {0};
            Fixtures.playRandom(game, seed, 60_000, () -> {
                invariants.afterDecision();
                for (int s = 0; s < seats; s++) if (h.pierOf(game.state(), s) > 0) pierVisits[0]++;
            });
            invariants.atEnd();
            onPiers += pierVisits[0];
        }
        assertTrue(onPiers > 0, "random play reached the piers at least once, so the harbour paths ran");
    }
}
