package io.fogisles.nebelwind.bside;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.bot.BotRegistry;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.sim.Simulation;
import io.fogisles.nebelwind.NebelRules;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The kernel's bot levels play the B sides from the engine's legal actions, the questions asked of other seats included. */
class BSideBotsTest {

    @Test
    @DisplayName("ND22 / ND23: random, greedy and strong bots play whole B-side games at every player count")
    void botsPlay() throws InterruptedException {
        for (int seats = 1; seats <= 5; seats++) {
            RuleSet rules = BSideFixtures.rules(seats);
            List<String> seating = seats == 1 ? List.of("greedy") : seats == 2 ? List.of("greedy", "strong")
                    : seats == 3 ? List.of("random", "greedy", "greedy") : java.util.Collections.nCopies(seats, "greedy");
            for (Simulation.GameRecord r : new Simulation(rules, BotRegistry.of(rules)).run(seats, 1, seating, true, 1, null)) {
                if (seats == 1) assertTrue(List.of(NebelRules.SOLO_GOAL_REACHED, NebelRules.SOLO_GOAL_MISSED).contains(r.endReason()), r.endReason()); // N13.5
                else assertEquals("nebelwind:last-round", r.endReason(), seats + " players");
                assertEquals(seats == 5 ? 5 : 4, r.rounds());
            }
        }
    }
}
