package io.fogisles.cli.bench;

import io.fogisles.kernel.bot.BotRegistry;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.sim.GamePool;
import io.fogisles.kernel.sim.Simulation;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * The rest of {@code ./fogisles bench --cpu}, what users of {@code simulate} feel: a greedy game's CPU time
 * on one thread, and whole simulations of random 4-player base games ({@link Simulation#tally}, as
 * {@code simulate} plays them) on one and on two threads, warmed up first, in games per second of wall
 * clock and CPU per game of the whole process (compiler threads included). Wall-clock figures depend on
 * what else runs on the machine; the CPU figures much less.
 */
final class EngineFigures {
    private EngineFigures() {
    }

    static void run(PrintStream out, boolean quick) {
        RuleSet rules = BenchState.rules("base", "front", 4);
        Simulation sim = new Simulation(rules, BotRegistry.of(rules));
        greedy(out, sim, quick ? 6 : 30);
        try {
            int games = quick ? 4_000 : 20_000;
            simulate(sim, games, 2); // warm-up on both threads
            double one = simulate(out, sim, games, 1), two = simulate(out, sim, games, 2);
            out.printf(Locale.ROOT, "Simulate: 2 threads play %.2f times as many games per second as 1%n", two / one);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void greedy(PrintStream out, Simulation sim, int games) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        List<String> bots = Collections.nCopies(4, "greedy");
        for (int i = 0; i < games / 3; i++) sim.playGame(Simulation.gameSeed(7, i), bots); // warm-up
        long t0 = mx.getCurrentThreadCpuTime(), decisions = 0;
        for (int i = 0; i < games; i++) decisions += sim.playGame(Simulation.gameSeed(1, i), bots).decisionCount();
        double us = (mx.getCurrentThreadCpuTime() - t0) / 1e3 / games;
        out.printf(Locale.ROOT, "Greedy[4 greedy bots, base, front]  %.0f us CPU per game (%.0f games per CPU second, %.0f decisions/game)%n",
                us, 1e6 / us, decisions / (double) games);
    }

    private static double simulate(PrintStream out, Simulation sim, int games, int threads) throws InterruptedException {
        com.sun.management.OperatingSystemMXBean os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long cpu0 = os.getProcessCpuTime();
        double perSecond = simulate(sim, games, threads);
        double cpuPerGame = (os.getProcessCpuTime() - cpu0) / 1e3 / games;
        out.printf(Locale.ROOT, "Simulate[%d games, 4 random bots, base, %d thread%s]  %.0f games/s, %.0f us process CPU per game%n",
                games, threads, threads == 1 ? "" : "s", perSecond, cpuPerGame);
        return perSecond;
    }

    private static double simulate(Simulation sim, int games, int threads) throws InterruptedException {
        long t0 = System.nanoTime();
        try (GamePool pool = new GamePool(threads)) {
            sim.tally(pool, 1, 0, games, Collections.nCopies(4, "random"), true, sim.newTally(), null);
        }
        return games / ((System.nanoTime() - t0) / 1e9);
    }
}
