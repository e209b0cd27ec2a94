package io.fogisles.nebelwind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.bot.BotRegistry;
import io.fogisles.kernel.bot.BotTurn;
import io.fogisles.kernel.bot.Lookahead;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import io.fogisles.nebelwind.bot.NebelSearchBot;
import java.util.Arrays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Nebelwind's strong level (issue 32) searches the secret discard for real: its playouts play on through the reveal
 * and the seat's turns, so the chips are judged by what the chips left can do. The kernel's turn-only search ended a
 * discard's playout at once (the next to answer is another seat) and judged every chip alike.
 */
class NebelSearchBotTest {

    private static Scenario atDiscard(long seed) {
        return Scenario.start(3, seed).firstWhales("green-coal", "green-coal", "green-coal");
    }

    @Test
    @DisplayName("N3.1: the strong level's discard playouts go on through the reveal and the seat's turns, so the chips are judged apart")
    void discardIsSearched() {
        for (long seed = 1; seed <= 2; seed++) {
            Scenario s = atDiscard(seed);
            assertEquals("nebelwind:discard", s.pendingId());
            IntList options = s.legal(0);
            assertTrue(options.size() >= 4, "a chip of each number may be discarded: " + options);
            int[] all = new int[options.size()];
            for (int i = 0; i < all.length; i++) all[i] = i;
            NebelSearchBot bot = new NebelSearchBot(s.game.rules());
            double[] v = bot.values(s.game.copyForSearch(0, 7), 0, options, all, NebelSearchBot.DISCARD_ROUNDS, NebelSearchBot.DISCARD_TURNS, new Rng(seed));
            double lo = Arrays.stream(v).min().orElseThrow(), hi = Arrays.stream(v).max().orElseThrow();
            assertTrue(hi - lo > 1e-6, "the chips are judged apart, seed " + seed + ": " + Arrays.toString(v));
            // the turn-only playouts end at the discard itself: every chip alike, as the kernel's strong level saw them
            double[] turnOnly = bot.values(s.game.copyForSearch(0, 7), 0, options, all, 2, Lookahead.TURN_ALONE, new Rng(seed));
            assertEquals(turnOnly[0], Arrays.stream(turnOnly).max().orElseThrow(), 1e-9, "turn-only: alike, seed " + seed);
            assertEquals(turnOnly[0], Arrays.stream(turnOnly).min().orElseThrow(), 1e-9, "turn-only: alike, seed " + seed);
        }
    }

    @Test
    @DisplayName("N3.1 / ND13: the game's strong level is the module's search, and it answers the discard with a legal chip from its seat's view")
    void strongLevelIsTheModules() {
        Scenario s = atDiscard(3);
        var bot = BotRegistry.of(s.game.rules()).create("strong", s.game.rules());
        assertTrue(bot instanceof NebelSearchBot, "registered as the level strong: " + bot.getClass());
        IntList options = s.legal(0);
        int code = bot.choose(new BotTurn(s.game, 0, options, new Rng(3)));
        assertTrue(options.contains(code), "a legal discard");
    }
}
