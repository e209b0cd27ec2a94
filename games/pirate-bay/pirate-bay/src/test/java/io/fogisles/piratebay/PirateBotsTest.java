package io.fogisles.piratebay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.bot.BotKnowledge;
import io.fogisles.kernel.bot.BotRegistry;
import io.fogisles.kernel.bot.SearchBot;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.sim.Simulation;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Pirate Bay's strong level looks past its own turn: its advice asks the kernel to play the strong level's
 * playouts through the other seat's reply (docs/bots.md, Pirate Bay). Those playouts cross the round's end (a
 * reply may be the last turn of a round, P8.1) and the other seat's hidden hand is dealt anew in each; the
 * games must still be played to their end, every time alike for a seed.
 */
class PirateBotsTest {

    @Test
    void theGameAsksTheStrongLevelToPlayThroughTheReplies() {
        RuleSet rules = Fixtures.rules(2, "easy");
        assertTrue(BotKnowledge.of(rules).searchThroughReplies());
        assertEquals("strong", BotRegistry.of(rules).create("strong", rules).id(), "the game's strong level keeps the kernel's id");
        assertEquals(BotRegistry.STANDARD_LEVELS, BotRegistry.of(rules).ids(), "the game replaces the strong level's budget, it adds no level");
    }

    @Test
    void strongGamesWithRepliesAreFinishedAndRepeatable() throws InterruptedException {
        RuleSet rules = Fixtures.rules(2, "easy");
        BotRegistry bots = BotRegistry.of(rules);
        bots.register("strong-small", rs -> new SearchBot(rs, 12)); // the game's level with fewer playouts: a test's budget
        List<Simulation.GameRecord> first = new Simulation(rules, bots).run(3, 2, List.of("strong-small", "greedy"), true, 1, null);
        List<Simulation.GameRecord> again = new Simulation(rules, bots).run(3, 2, List.of("strong-small", "greedy"), true, 1, null);
        for (int i = 0; i < first.size(); i++) {
            Simulation.GameRecord r = first.get(i);
            assertTrue(r.endReason().startsWith("pirate-bay:"), "game " + i + " ended by a rule: " + r.endReason());
            assertEquals(r.scores().totals().length, 2);
            assertEquals(java.util.Arrays.toString(r.scores().totals()), java.util.Arrays.toString(again.get(i).scores().totals()), "game " + i + " again");
            assertEquals(r.decisions(), again.get(i).decisions(), "game " + i + " again");
        }
    }
}
