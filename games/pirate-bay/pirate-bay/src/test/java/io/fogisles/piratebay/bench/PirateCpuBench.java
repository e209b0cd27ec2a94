package io.fogisles.piratebay.bench;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import io.fogisles.piratebay.Fixtures;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.Locale;

/**
 * Pirate Bay's random playouts timed by the thread's CPU clock, as {@code ./fogisles bench --cpu} times the
 * island game's: batches of games, the first quarter for warm-up, then the best and the median batch per
 * game and per decision, with the bytes allocated per decision. A benchmark, not a test: run it with
 * {@code games/pirate-bay/pirate-bay/run-bench PirateCpuBench} (docs/performance.md, Pirate Bay).
 *
 * <p>Arguments: {@code [batches] [games per batch] [players] [mode]}; defaults 40, 500, 4, easy.
 */
public final class PirateCpuBench {
    private PirateCpuBench() {
    }

    public static void main(String[] args) {
        int batches = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        int games = args.length > 1 ? Integer.parseInt(args[1]) : 500;
        int seats = args.length > 2 ? Integer.parseInt(args[2]) : 4;
        String mode = args.length > 3 ? args[3] : "easy";
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        if (!mx.isCurrentThreadCpuTimeSupported()) throw new IllegalStateException("this JVM cannot measure thread CPU time");
        RuleSet rules = Fixtures.rules(seats, mode);
        IntList options = new IntList(64);
        double[] perGame = new double[batches], perDecision = new double[batches], bytes = new double[batches];
        long decisions = 0, seed = 0;
        for (int b = 0; b < batches; b++) {
            long t0 = mx.getCurrentThreadCpuTime(), a0 = mx.getCurrentThreadAllocatedBytes(), d0 = decisions;
            for (int i = 0; i < games; i++) {
                Game g = rules.newGame(++seed);
                Rng rng = new Rng(seed);
                while (!g.isOver()) {
                    g.legalCodes(options);
                    g.applyCode(options.get(rng.nextInt(options.size())));
                    decisions++;
                }
                if (g.scores().totals().length != seats) throw new IllegalStateException("no score"); // keeps the scoring
            }
            long cpu = mx.getCurrentThreadCpuTime() - t0;
            perGame[b] = cpu / 1e3 / games;
            perDecision[b] = cpu / 1e3 / (decisions - d0);
            bytes[b] = (mx.getCurrentThreadAllocatedBytes() - a0) / (double) (decisions - d0);
        }
        int from = batches / 4;
        double[] g = Arrays.copyOfRange(perGame, from, batches), d = Arrays.copyOfRange(perDecision, from, batches), a = Arrays.copyOfRange(bytes, from, batches);
        Arrays.sort(g);
        Arrays.sort(d);
        Arrays.sort(a);
        System.out.printf(Locale.ROOT, "PirateCpuBench[%s, %d players]  best %.1f us, median %.1f us CPU per playout (%.0f decisions/game); best %.3f us, median %.3f us per decision; %.0f bytes allocated per decision%n",
                mode, seats, g[0], g[g.length / 2], decisions / (double) seed, d[0], d[d.length / 2], a[a.length / 2]);
    }
}
