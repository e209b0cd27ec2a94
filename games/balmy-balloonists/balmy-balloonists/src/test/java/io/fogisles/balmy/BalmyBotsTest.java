package io.fogisles.balmy;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.balmy.bot.BalmySearchBot;

import io.fogisles.kernel.bot.BotRegistry;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.sim.Simulation;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The kernel's bot levels play Balmy Balloonists to the end with its heuristic and advice. The searching levels
 * play on copies whose hidden cards are redealt within their decks (the piece attribute deck): before that, a copy
 * could put a bad-luck card into a hand of local wind cards and the bot failed.
 */
class BalmyBotsTest {

    @ParameterizedTest(name = "the {0} bot plays two-player games (two balloons each) to the end against greedy")
    @ValueSource(strings = {"greedy", "strong", "expert"})
    void levelPlaysToTheEnd(String level) {
        Simulation sim = new Simulation(Fixtures.rules(2), BotRegistry.of(Fixtures.rules(2)));
        for (long seed = 1; seed <= 2; seed++) {
            Game game = sim.playGame(seed, List.of(level, "greedy"));
            assertTrue(game.isOver(), level + ", seed " + seed);
            assertTrue(game.state().get(game.rules().service(BalmyGame.class).state.winner) >= 0, "a winner");
        }
    }

    @Test
    void theStrongLevelIsTheSearchThatLooksThroughTheReply() {
        // the kernel's strong level ends its playouts with its own turn; Balmy's (issue 31) plays the other seat's
        // greedy reply too: the registry must hand out the module's level, not the kernel's
        assertInstanceOf(BalmySearchBot.class, BotRegistry.of(Fixtures.rules(2)).create("strong", Fixtures.rules(2)));
    }
}
