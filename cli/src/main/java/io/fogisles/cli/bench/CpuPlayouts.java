package io.fogisles.cli.bench;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.Locale;

/**
 * {@code ./fogisles bench --cpu}: the playouts of {@link PlayoutBenchmark}, timed by the thread's CPU clock
 * instead of the wall clock. On a machine whose cores other work shares, wall-clock figures grow with the
 * load; CPU time grows much less (only through shared caches), so before/after comparisons stay readable.
 * Batches of games; the best batch after warm-up and the median batch are printed, with the bytes the
 * thread allocated per decision (median batch). Then {@link EffectCost} (the base game with its scripts and
 * with Java twins) and {@link EngineFigures}: greedy games and whole simulations on one and two threads.
 */
final class CpuPlayouts {
    private CpuPlayouts() {
    }

    static void run(PrintStream out, boolean quick) {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        if (!mx.isCurrentThreadCpuTimeSupported()) throw new IllegalStateException("this JVM cannot measure thread CPU time");
        int batches = quick ? 12 : 40, games = 500;
        IntList options = new IntList(64);
        for (String modules : new String[] {"base", "all"}) {
            for (String island : new String[] {"front", "back"}) {
                RuleSet rules = BenchState.rules(modules, island, 4);
                double[] perGame = new double[batches], bytes = new double[batches];
                long decisions = 0, seed = 0;
                for (int b = 0; b < batches; b++) {
                    long t0 = mx.getCurrentThreadCpuTime(), a0 = mx.getCurrentThreadAllocatedBytes(), d0 = decisions;
                    for (int i = 0; i < games; i++) {
                        Game g = rules.newGame(++seed);
                        decisions += BenchState.playRandom(g, new Rng(seed), options);
                        if (g.scores().totals().length == 0) throw new IllegalStateException("no score"); // keeps the scoring
                    }
                    perGame[b] = (mx.getCurrentThreadCpuTime() - t0) / 1e3 / games;
                    bytes[b] = (mx.getCurrentThreadAllocatedBytes() - a0) / (double) (decisions - d0);
                }
                double[] measured = Arrays.copyOfRange(perGame, batches / 4, batches); // the first quarter warms up
                Arrays.sort(measured);
                double[] alloc = Arrays.copyOfRange(bytes, batches / 4, batches);
                Arrays.sort(alloc);
                out.printf(Locale.ROOT, "CpuPlayouts[island=%s, modules=%s]  best %.1f us, median %.1f us CPU per playout (%.0f decisions/game), %.0f bytes allocated per decision%n",
                        island, modules, measured[0], measured[measured.length / 2], decisions / (double) seed, alloc[alloc.length / 2]);
            }
        }
        EffectCost.run(out, quick);
        EngineFigures.run(out, quick);
    }
}
