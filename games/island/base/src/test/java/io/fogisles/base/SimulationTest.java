package io.fogisles.base;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.bot.BotRegistry;
import io.fogisles.kernel.bot.GreedyBot;
import io.fogisles.kernel.bot.SearchBot;
import io.fogisles.kernel.bot.RandomBot;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.sim.Simulation;
import io.fogisles.kernel.sim.Summary;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@link Simulation} with real games of Module 1: thread-independent results and seat rotation. */
class SimulationTest {

    /** Every level, the strong one with a small search budget (its determinism does not depend on the budget). */
    static BotRegistry bots() {
        BotRegistry r = new BotRegistry();
        r.register("greedy", GreedyBot::new);
        r.register("strong", rules -> new SearchBot(rules, 8));
        return r;
    }

    /** A record's fields, with the score arrays compared by content (a record compares arrays by identity). */
    static void assertSameGame(Simulation.GameRecord a, Simulation.GameRecord b, String where) {
        assertEquals(a.seed(), b.seed(), where);
        assertEquals(a.rounds(), b.rounds(), where);
        assertEquals(a.endReason(), b.endReason(), where);
        assertEquals(a.botsBySeat(), b.botsBySeat(), where);
        assertEquals(a.decisions(), b.decisions(), where);
        assertEquals(a.scriptProblems(), b.scriptProblems(), where);
        assertEquals(a.scores().rows(), b.scores().rows(), where);
        assertArrayEquals(a.scores().points(), b.scores().points(), where);
        assertArrayEquals(a.scores().totals(), b.scores().totals(), where);
        assertEquals(a.scores().winners(), b.scores().winners(), where);
    }

    @Test
    @DisplayName("the same run seed gives the same games, game by game, on 1 and on 2 threads")
    void threadsDoNotMatter() throws Exception {
        RuleSet rules = Fixtures.base(3);
        Simulation sim = new Simulation(rules, bots());
        List<String> levels = List.of("random", "greedy", "strong");
        int games = 4;
        AtomicInteger progress = new AtomicInteger();
        List<Simulation.GameRecord> one = sim.run(77, games, levels, true, 1, d -> progress.incrementAndGet());
        List<Simulation.GameRecord> two = sim.run(77, games, levels, true, 2, null);
        assertEquals(games, progress.get(), "progress is reported once per game");
        assertEquals(games, one.size());
        assertEquals(games, two.size());
        Set<Long> seeds = new HashSet<>();
        for (int i = 0; i < games; i++) {
            assertSameGame(one.get(i), two.get(i), "game " + i);
            // records come back in game order: game i is the game of seed i, seated for game i
            assertEquals(Simulation.gameSeed(77, i), one.get(i).seed());
            assertEquals(Simulation.seating(levels, i, true), one.get(i).botsBySeat());
            assertTrue(rules.endReasons().contains(one.get(i).endReason()), one.get(i).endReason() + " is not one of " + rules.endReasons());
            seeds.add(one.get(i).seed());
        }
        assertEquals(games, seeds.size(), "every game has its own seed");
        // a single game played on its own equals the same game inside a run
        assertSameGame(one.get(3), sim.play(Simulation.gameSeed(77, 3), Simulation.seating(levels, 3, true)), "game 3 alone");
        Summary a = Summary.of(one, 1), b = Summary.of(two, 1);
        assertEquals(a.winRateBySeat(), b.winRateBySeat());
        assertEquals(a.rows(), b.rows());
        assertEquals(a.endReasons(), b.endReasons());
        assertEquals(a.decisions(), b.decisions());
        // and a different run seed gives different games (the seed is really used)
        List<Simulation.GameRecord> other = sim.run(78, 2, levels, true, 2, null);
        assertNotEquals(one.get(0).seed(), other.get(0).seed());
    }

    @Test
    @DisplayName("with rotation every level plays every seat equally often; without it the seats stay as given")
    void rotation() throws Exception {
        BotRegistry reg = new BotRegistry();
        // three distinct, cheap levels so that each seat's level can be told apart
        reg.register("lazy", r -> new RandomBot());
        reg.register("idle", r -> new RandomBot());
        List<String> levels = List.of("random", "lazy", "idle");
        Simulation sim = new Simulation(Fixtures.base(3), reg);
        List<Simulation.GameRecord> games = sim.run(5, 6, levels, true, 2, null);
        Map<String, int[]> seatCount = new HashMap<>();
        for (Simulation.GameRecord g : games)
            for (int s = 0; s < 3; s++) seatCount.computeIfAbsent(g.botsBySeat().get(s), k -> new int[3])[s]++;
        assertEquals(Set.of("random", "lazy", "idle"), seatCount.keySet());
        for (var e : seatCount.entrySet()) assertArrayEquals(new int[] {2, 2, 2}, e.getValue(), e.getKey() + " by seat");
        // the summary sees each level in 6 seats: its win rate is its share of victories over its 6 games
        Summary summary = Summary.of(games, 1);
        double sum = 0;
        for (double w : summary.winRateByBot().values()) sum += w;
        assertEquals(1.0, sum, 1e-9, "each level plays every game once, so the rates add up to one victory per game");

        for (Simulation.GameRecord g : sim.run(5, 4, levels, false, 2, null)) assertEquals(levels, g.botsBySeat());
        // 7 games on 3 seats: each level plays each seat 2 or 3 times, and every game seats every level once
        Map<String, int[]> seven = new HashMap<>();
        for (int i = 0; i < 7; i++) {
            List<String> seating = Simulation.seating(levels, i, true);
            assertEquals(Set.copyOf(levels), Set.copyOf(seating), "game " + i);
            for (int s = 0; s < 3; s++) seven.computeIfAbsent(seating.get(s), k -> new int[3])[s]++;
        }
        for (var e : seven.entrySet()) for (int n : e.getValue()) assertTrue(n == 2 || n == 3, e.getKey() + " " + java.util.Arrays.toString(e.getValue()));
    }

    @Test
    @DisplayName("a wrong number of bots or an unknown level fails before any game is played")
    void badLevels() {
        Simulation sim = new Simulation(Fixtures.base(2), BotRegistry.of(Fixtures.base(2)));
        IllegalArgumentException count = assertThrows(IllegalArgumentException.class, () -> sim.run(1, 2, List.of("random"), false, 1, null));
        assertTrue(count.getMessage().contains("1 bots for 2 seats"), count.getMessage());
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> sim.run(1, 2, List.of("random", "grredy"), false, 1, null));
        assertTrue(unknown.getMessage().contains("unknown bot level 'grredy'") && unknown.getMessage().contains("greedy"), unknown.getMessage());
    }
}
