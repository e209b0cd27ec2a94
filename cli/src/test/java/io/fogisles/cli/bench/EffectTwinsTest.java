package io.fogisles.cli.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The benchmark's Java twins of the base scripts play the same games as the scripts, so the cost comparison compares like with like. */
class EffectTwinsTest {
    private static final int GAMES = 150;

    @ParameterizedTest(name = "island {0}: random games are the same with the scripts and with Java twins")
    @ValueSource(strings = {"front", "back"})
    void twinsPlayTheSameGames(String island) {
        RuleSet scripts = EffectCost.rules(BenchState.runtime().scripts(), island, false);
        RuleSet twins = EffectCost.rules(BenchState.runtime().scripts(), island, true);
        for (String id : BaseEffectTwins.IDS) {
            assertNotNull(scripts.effectUnit(id), id + " is a script effect");
            assertNull(twins.effectUnit(id), id + " is not run as a script with twins");
        }
        for (long seed = 1; seed <= GAMES; seed++) {
            Game a = play(scripts, seed), b = play(twins, seed);
            assertEquals(a.decisionCount(), b.decisionCount(), "decisions of game " + seed);
            assertArrayEquals(a.state().toBytes(), b.state().toBytes(), "final state of game " + seed);
        }
        int calls = 0;
        for (String id : BaseEffectTwins.IDS) {
            int n = ((BaseEffectTwins.Twin) twins.javaEffect(id)).calls;
            if (id.startsWith("base:bonus-")) assertTrue(n > 0, "the bonus face " + id + " came up in " + GAMES + " games");
            calls += n;
        }
        assertTrue(calls > 10 * GAMES, "the twins ran " + calls + " times"); // a bonus face every round, fields besides
    }

    @Test
    void aWrongTwinIsNoticed() {
        // the comparison above can fail: with a twin of the '?' field that draws two tiles, games differ
        RuleSet scripts = EffectCost.rules(BenchState.runtime().scripts(), "front", false);
        RuleSetFactory factory = new RuleSetFactory(BenchState.runtime().catalog(), BenchState.runtime().scripts());
        factory.addHouseRuleLoader((c, m, p) -> List.of(new BaseEffectTwins("base:question", "base:draw2")));
        RuleSet wrong = factory.create(new GameConfig(ModuleSelection.of("base").withOption("base", "island", "front"), 4));
        int differ = 0;
        for (long seed = 1; seed <= 20; seed++)
            if (!Arrays.equals(play(scripts, seed).state().toBytes(), play(wrong, seed).state().toBytes())) differ++;
        assertTrue(differ > 0, "no game of 20 differed");
    }

    @Test
    void aTwinOfAnEffectNoScriptDefinesIsAnError() {
        RuleSetFactory factory = new RuleSetFactory(BenchState.runtime().catalog(), BenchState.runtime().scripts());
        factory.addHouseRuleLoader((c, m, p) -> List.of(new com.google.inject.AbstractModule() {
            @Override
            protected void configure() {
                io.fogisles.kernel.game.Contributions.effectTwins(binder()).addBinding("base:no-such").toInstance((ctx, a) -> { });
            }
        }));
        ModuleException e = org.junit.jupiter.api.Assertions.assertThrows(ModuleException.class,
                () -> factory.create(new GameConfig(ModuleSelection.of("base"), 4)));
        assertTrue(e.getMessage().contains("a Java twin stands in for effect 'base:no-such', which no script defines"), e.getMessage());
    }

    private static Game play(RuleSet rules, long seed) {
        Game g = rules.newGame(seed);
        BenchState.playRandom(g, new Rng(seed), new IntList());
        return g;
    }
}
