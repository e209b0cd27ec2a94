package io.fogisles.harbour;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.Fixtures;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.module.ModuleSelection;
import java.util.function.Consumer;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Module 2's invariants can fail: one state change the rules never make is reported with its rule. */
class HarbourInvariantsCatchTest {

    private static void caught(Consumer<Game> corrupt, String expected) {
        Fixtures.assertCaught(Fixtures.rules(ModuleSelection.of("base", "harbour"), 2), 5, 10, corrupt, expected);
    }

    /** The office of a seat, still on its eyepiece (not yet built) early in the game. */
    private static int unbuiltOffice(Game game, int seat) {
        Harbour h = game.rules().service(Harbour.class);
        for (int p = 0; p < h.base.pieces.size(); p++)
            if (h.base.pieces.kind[p].equals("harbour-office") && h.base.pieces.owner[p] == seat) {
                assertTrue(game.state().zoneOf(p) == h.base.state.eyepieces.of(seat), "the office of seat " + seat + " is not built yet");
                return p;
            }
        throw new AssertionError("no office");
    }

    @Test
    @DisplayName("B12.12 a player's office in the offer is reported")
    void officeInTheOffer() {
        caught(game -> game.context().move(unbuiltOffice(game, 1), game.rules().service(Harbour.class).state.offer.global()), "B12.12 the offer holds piece");
    }

    @Test
    @DisplayName("B12.7 harbour access that does not match the office on the island is reported")
    void accessWithoutOffice() {
        caught(game -> {
            Harbour h = game.rules().service(Harbour.class);
            game.context().set(h.state.access, 0, h.hasAccess(game.state(), 0) ? 0 : 1); // the opposite of what the office says
        }, "B12.7/B12.8 seat 0 has");
    }
}
