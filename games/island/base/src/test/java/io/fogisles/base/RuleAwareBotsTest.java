package io.fogisles.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.bot.BotTurn;
import io.fogisles.kernel.bot.GreedyBot;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.rules.HouseRuleLibrary;
import io.fogisles.kernel.rules.HouseRuleSupport;
import io.fogisles.kernel.util.IntList;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bots play the rule in force: greedy players judge positions by the scoring with the house rules' rows
 * and adjustments, so a rule that doubles the volcano penalty (B11.6) changes where they place.
 */
class RuleAwareBotsTest {
    static final int GAMES = 6;

    @Test
    @DisplayName("B11.6 a rule doubling the volcano penalty changes greedy players' placements, and they build fewer volcano penalties")
    void doubledVolcanoPenaltyChangesGreedyPlay(@TempDir Path dir) throws Exception {
        Path rule = Files.createDirectories(dir.resolve("double-volcanoes"));
        Files.writeString(rule.resolve("rule.json"), "{\"id\": \"double-volcanoes\", \"name\": {\"en\": \"Double volcanoes\"}, \"version\": \"1.0.0\","
                + " \"apiVersion\": \"1\", \"requires\": [\"base\"]}");
        Files.writeString(rule.resolve("rule.js"), "rule.adjustScore('base:volcanoes', (seat, points) => points * 2);\n");
        RuleSetFactory f = Fixtures.factory();
        f.addHouseRuleLoader(new HouseRuleSupport(HouseRuleLibrary.scan(List.of(dir)), Fixtures.host()));
        RuleSet plain = f.create(new GameConfig(ModuleSelection.of("base"), 3));
        RuleSet doubled = f.create(new GameConfig(ModuleSelection.of("base"), 3, List.of(GameConfig.HouseRuleRef.of("double-volcanoes"))));
        int differentGames = 0, penaltyPlain = 0, penaltyDoubled = 0;
        for (long seed = 1; seed <= GAMES; seed++) {
            Game a = greedyGame(plain, seed), b = greedyGame(doubled, seed);
            if (!java.util.Arrays.equals(a.codes(), b.codes())) differentGames++;
            for (int s = 0; s < 3; s++) {
                penaltyPlain += a.scores().points("base:volcanoes", s);
                penaltyDoubled += b.scores().points("base:volcanoes", s) / 2; // the row as the base game counts it
            }
            assertEquals(List.of(), b.scriptProblems());
        }
        assertTrue(differentGames > 0, "the rule changed no greedy game");
        assertTrue(penaltyDoubled >= penaltyPlain, "with the penalty doubled, greedy players built no fewer penalties: " + penaltyDoubled + " vs " + penaltyPlain);
    }

    private static Game greedyGame(RuleSet rules, long seed) {
        Game game = rules.newGame(seed);
        GreedyBot bot = new GreedyBot(rules);
        Rng rng = new Rng(seed * 31);
        IntList options = new IntList();
        while (!game.isOver()) {
            game.legalCodes(options);
            game.applyCode(bot.choose(new BotTurn(game, options, rng)));
        }
        return game;
    }
}
