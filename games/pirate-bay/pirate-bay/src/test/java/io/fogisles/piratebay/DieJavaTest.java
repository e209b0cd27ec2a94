package io.fogisles.piratebay;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.bot.BotRegistry;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.sim.Simulation;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The resource die's bundled faces run in Java ({@link PirateRules#dieInJava}) instead of through
 * {@code scripts/die.js}, for speed (docs/performance.md, Pirate Bay, third round). This proves the two paths
 * the same: seeded random games played once with the Java faces and once with the script's end in the same
 * state after the same number of decisions, game by game.
 */
class DieJavaTest {
    static final int GAMES = 150;
    static final long RUN_SEED = 20_261_129L;

    @ParameterizedTest(name = "P6.4 / P8.2 / PD15: the die's faces in Java score as die.js does (mode {0}, {1} players)")
    @CsvSource({"easy, 2", "easy, 4", "easy, 6", "hard, 3", "hard, 4"})
    void javaFacesPlayAsTheScript(String mode, int seats) {
        GameConfig config = new GameConfig(ModuleSelection.of(PirateRules.MODULE).withOption(PirateRules.MODULE, "mode", mode), seats);
        RuleSet java = Fixtures.factory().create(config), script = Fixtures.factory().create(config);
        script.service(PirateGame.class).runDieScripts();
        Simulation byJava = new Simulation(java, new BotRegistry()), byScript = new Simulation(script, new BotRegistry());
        List<String> bots = Collections.nCopies(seats, "random");
        int scored = 0;
        for (int i = 0; i < GAMES; i++) {
            long seed = Simulation.gameSeed(RUN_SEED, i);
            Game a = byJava.playGame(seed, bots), b = byScript.playGame(seed, bots);
            assertEquals(b.codes().length, a.codes().length, "decisions of game " + i);
            assertEquals(b.state().sha256(), a.state().sha256(), "final state of game " + i);
            PirateGame g = java.service(PirateGame.class);
            for (int seat = 0; seat < seats; seat++) if (g.points(a.state(), seat) > 0) scored++;
        }
        assertTrue(scored > GAMES, "the games scored (the die was rolled): " + scored + " seats with points");
    }

    @org.junit.jupiter.api.Test
    @DisplayName("P6.4 / PD15: every face of the box's die runs in Java (red: the next player chooses; the others count their resource)")
    void boxFacesAreJava() {
        PirateRules rules = Fixtures.rules(4).service(PirateGame.class).rules;
        int[] expected = new int[rules.dieEffects.length];
        for (int i = 0; i < expected.length; i++) {
            String e = rules.dieEffects[i];
            expected[i] = e.endsWith("next-player-chooses") ? PirateRules.DIE_NEXT_CHOOSES : rules.resource(e.substring(e.lastIndexOf('-') + 1));
        }
        assertArrayEquals(new int[] {-1, -1, rules.resource("water"), rules.resource("iron"), rules.resource("gold"), rules.resource("wood")}, expected);
        assertArrayEquals(expected, rules.dieInJava);
    }
}
