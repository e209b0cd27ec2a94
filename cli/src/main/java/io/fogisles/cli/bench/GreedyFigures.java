package io.fogisles.cli.bench;

import io.fogisles.kernel.bot.BotRegistry;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.sim.GamePool;
import io.fogisles.kernel.sim.Simulation;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * {@code ./fogisles bench --greedy}: what four greedy bots cost, measured one way from round to round. Seeded
 * 4-seat greedy games (base, and all modules) on this thread, after a warm-up, in batches that alternate
 * between the two module sets, so that both see the same load; each batch is timed by the thread's CPU
 * clock (steadier than the wall clock when other work shares the cores). The median and the best batch
 * are printed per module set. Then the figure: a 400-game base simulation of greedy bots on two
 * threads, as {@code simulate} plays it (seats rotated, scripts interpreted), in games per second of wall
 * clock, which depends on what else runs on the machine.
 */
final class GreedyFigures {
    private static final List<String> BOTS = Collections.nCopies(4, "greedy");

    private GreedyFigures() {
    }

    static void run(PrintStream out, boolean quick) throws InterruptedException {
        // as simulate runs: scripts interpreted (before the first rule set makes the script host)
        if (System.getProperty(io.fogisles.kernel.script.GraalScriptHost.COMPILATION_PROPERTY) == null) {
            System.setProperty(io.fogisles.kernel.script.GraalScriptHost.COMPILATION_PROPERTY, "off");
        }
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        if (!mx.isCurrentThreadCpuTimeSupported()) throw new IllegalStateException("this JVM cannot measure thread CPU time");
        String[] sets = {"base", "all"};
        int[] perBatch = {25, 15}; // ~0.3 s a batch each
        Simulation[] sims = new Simulation[sets.length];
        for (int m = 0; m < sets.length; m++) {
            RuleSet rules = BenchState.rules(sets[m], "front", 4);
            sims[m] = new Simulation(rules, BotRegistry.of(rules));
        }
        int warmUp = quick ? 2 : 4, batches = quick ? 4 : 10;
        for (int b = 0; b < warmUp; b++) {
            for (int m = 0; m < sets.length; m++) batch(mx, sims[m], 7, b * perBatch[m], perBatch[m]);
        }
        double[][] ms = new double[sets.length][batches];
        long[] decisions = new long[sets.length];
        for (int b = 0; b < batches; b++) {
            for (int m = 0; m < sets.length; m++) {
                long[] r = batch(mx, sims[m], 1, b * perBatch[m], perBatch[m]);
                ms[m][b] = r[0] / 1e6 / perBatch[m];
                decisions[m] += r[1];
            }
        }
        for (int m = 0; m < sets.length; m++) {
            double[] sorted = ms[m].clone();
            Arrays.sort(sorted);
            out.printf(Locale.ROOT, "Greedy[4 greedy bots, %s, front]  median %.2f ms, best %.2f ms thread CPU per game (%d batches of %d games, %.0f decisions/game)%n",
                    sets[m], sorted[batches / 2], sorted[0], batches, perBatch[m], decisions[m] / (double) (batches * perBatch[m]));
        }
        int games = quick ? 100 : 400;
        Simulation sim = sims[0];
        long t0 = System.nanoTime();
        try (GamePool pool = new GamePool(2)) {
            sim.tally(pool, 1, 0, games, BOTS, true, sim.newTally(), null);
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        out.printf(Locale.ROOT, "Simulate[%d games, 4 greedy bots, base, seed 1, 2 threads]  %.0f games/s (%.2f s; load average %.1f)%n",
                games, games / seconds, seconds, ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }

    /** Plays games {@code from}… of run {@code seed}; returns the thread CPU time (ns) and the decisions made. */
    private static long[] batch(ThreadMXBean mx, Simulation sim, long seed, int from, int games) {
        long t0 = mx.getCurrentThreadCpuTime(), decisions = 0;
        for (int i = from; i < from + games; i++) decisions += sim.playGame(Simulation.gameSeed(seed, i), BOTS).codes().length;
        return new long[] {mx.getCurrentThreadCpuTime() - t0, decisions};
    }
}
