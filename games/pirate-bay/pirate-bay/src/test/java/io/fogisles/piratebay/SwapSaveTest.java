package io.fogisles.piratebay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.persist.SaveGame;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game with swaps (P4.6) is saved and read back to the same state: the swap's other seat is its own field
 * ({@code with}), not the save's {@code seat} of the player who acted (that clash made every save with a swap
 * unreadable, and replayed the swap as the wrong player's).
 */
class SwapSaveTest {
    @Test
    @DisplayName("P4.6: a game with swaps saves and replays to the same state")
    void swapsSurviveASave(@TempDir Path dir) throws Exception {
        RuleSet rules = Fixtures.rules(3);
        Game game = rules.newGame(11, true);
        Random random = new Random(5);
        int swaps = 0;
        for (int step = 0; step < 400 && !game.isOver() && swaps < 3; step++) {
            List<Action> legal = game.legalActions();
            Action pick = null;
            for (Action a : legal) if (a instanceof PirateAction.Swap || (a instanceof PirateAction.Choose c && c.action().equals("swap"))) pick = a;
            if (pick == null) pick = legal.get(random.nextInt(legal.size()));
            if (pick instanceof PirateAction.Swap) swaps++;
            assertTrue(game.submit(game.pendingSeat(), pick).accepted());
        }
        assertTrue(swaps > 0, "the game had a swap");
        Path file = dir.resolve("swaps.json");
        SaveGame.write(file, game, List.of(new SaveGame.Seat("a", null), new SaveGame.Seat("b", "greedy"), new SaveGame.Seat("c", "greedy")), "test");
        SaveGame.Loaded back = SaveGame.read(file, Fixtures.factory(), false);
        assertEquals(game.state().sha256(), back.game().state().sha256());
        var actions = new com.fasterxml.jackson.databind.ObjectMapper().readTree(file.toFile()).get("actions");
        for (int i = 0; i < actions.size(); i++) assertEquals(game.actionSeats().get(i), actions.get(i).get("seat").asInt(), "the seat that acted at step " + i);
    }
}
