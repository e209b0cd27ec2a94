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
 * thread allocated per decision (median batch), and CPU per decision; then the same random 4-player playouts of
 * every other game, with their CPU per decision against the island game's. Then {@link EffectCost} (the base game with its scripts and
 * with Java twins) and {@link EngineFigures}: greedy games and whole simulations on one and two threads.
 */
final class CpuPlayouts {
    private CpuPlayouts() {
    }

    /** What batches of random playouts of one rule set cost: per playout (best and median batch), per decision, bytes per decision. */
    record Batches(double best, double median, double decisionsPerGame, double bytes) {
        double perDecision() {
            return median / decisionsPerGame;
        }
    }

    private static Batches batches(com.sun.management.ThreadMXBean mx, RuleSet rules, int batches, IntList options) {
        int games = 500;
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
        return new Batches(measured[0], measured[measured.length / 2], decisions / (double) seed, alloc[alloc.length / 2]);
    }

    static void run(PrintStream out, boolean quick) {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        if (!mx.isCurrentThreadCpuTimeSupported()) throw new IllegalStateException("this JVM cannot measure thread CPU time");
        int batches = quick ? 12 : 40;
        IntList options = new IntList(64);
        double islandPerDecision = 0;
        for (String modules : new String[] {"base", "all"}) {
            for (String island : new String[] {"front", "back"}) {
                Batches b = batches(mx, BenchState.rules(modules, island, 4), batches, options);
                if (modules.equals("base") && island.equals("front")) islandPerDecision = b.perDecision();
                out.printf(Locale.ROOT, "CpuPlayouts[island=%s, modules=%s]  best %.1f us, median %.1f us CPU per playout (%.0f decisions/game, %.3f us per decision), %.0f bytes allocated per decision%n",
                        island, modules, b.best(), b.median(), b.decisionsPerGame(), b.perDecision(), b.bytes());
            }
        }
        // the other games: CPU per decision of a random 4-player playout against the island game's (base, front)
        for (io.fogisles.kernel.module.GameDescriptor game : BenchState.runtime().catalog().games()) {
            if (game.equals(BenchState.runtime().catalog().defaultGame())) continue;
            int seats = Math.max(game.players().min(), Math.min(4, game.players().max()));
            Batches b = batches(mx, BenchState.runtime().rules(new io.fogisles.kernel.game.GameConfig(
                    new io.fogisles.kernel.module.ModuleSelection(game.defaultModules(), null), seats)), batches, options);
            out.printf(Locale.ROOT, "CpuPlayouts[game=%s, %d players]  best %.1f us, median %.1f us CPU per playout (%.0f decisions/game, %.3f us per decision: %.2fx the island game's), %.0f bytes allocated per decision%n",
                    game.id(), seats, b.best(), b.median(), b.decisionsPerGame(), b.perDecision(), b.perDecision() / islandPerDecision, b.bytes());
        }
        EffectCost.run(out, quick);
        EngineFigures.run(out, quick);
    }
}
