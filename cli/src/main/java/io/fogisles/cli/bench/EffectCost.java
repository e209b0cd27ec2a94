package io.fogisles.cli.bench;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.script.GraalScriptHost;
import io.fogisles.kernel.script.ScriptHost;
import io.fogisles.kernel.util.IntList;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Part of {@code ./fogisles bench --cpu}: what the base module's script effects cost on a whole game. The same
 * seeded random 4-player base games are played with the shipped scripts and with {@link BaseEffectTwins}
 * (Java effects that do the same), in alternating batches timed by the thread's CPU clock, once with the
 * scripts compiled by Truffle (as in an interactive game) and once interpreted (as {@code simulate} runs
 * them, docs/decisions.md). Issue 15's bound: the game with scripts costs at most 1.3× the game with twins.
 */
final class EffectCost {
    private EffectCost() {
    }

    static void run(PrintStream out, boolean quick) {
        int batches = quick ? 10 : 30;
        compare(out, "compiled", BenchState.runtime().scripts(), batches);
        ScriptHost interpreted = interpretingHost();
        try {
            compare(out, "interpreted", interpreted, batches);
        } finally {
            interpreted.close();
        }
    }

    /** A script host whose engine never compiles (the property is read when a host is made). */
    private static ScriptHost interpretingHost() {
        String was = System.getProperty(GraalScriptHost.COMPILATION_PROPERTY);
        System.setProperty(GraalScriptHost.COMPILATION_PROPERTY, "off");
        try {
            return new GraalScriptHost();
        } finally {
            if (was == null) System.clearProperty(GraalScriptHost.COMPILATION_PROPERTY);
            else System.setProperty(GraalScriptHost.COMPILATION_PROPERTY, was);
        }
    }

    /** The base game on an island side with 4 seats, its effects as the shipped scripts or as Java twins. */
    static RuleSet rules(ScriptHost scripts, String island, boolean twins) {
        RuleSetFactory factory = new RuleSetFactory(BenchState.runtime().catalog(), scripts);
        if (twins) factory.addHouseRuleLoader((config, modules, parameters) -> List.of(new BaseEffectTwins()));
        return factory.create(new GameConfig(ModuleSelection.of("base").withOption("base", "island", island), 4));
    }

    private static void compare(PrintStream out, String mode, ScriptHost scripts, int batches) {
        RuleSet withScripts = rules(scripts, "front", false), withTwins = rules(scripts, "front", true);
        double[] js = new double[batches], java = new double[batches];
        IntList options = new IntList(64);
        long seed = 0;
        for (int b = 0; b < batches; b++) { // the same games both ways, batch by batch, so drift hits both alike
            js[b] = batch(withScripts, seed, options);
            java[b] = batch(withTwins, seed, options);
            seed += GAMES;
        }
        double[] ratio = new double[batches];
        for (int b = 0; b < batches; b++) ratio[b] = js[b] / java[b];
        double s = median(js, batches), j = median(java, batches), r = median(ratio, batches);
        out.printf(Locale.ROOT, "EffectCost[base, front, scripts %s]  %.1f us CPU per playout with the scripts, %.1f us with Java twins: %.2fx (median of batch ratios; issue 15: <= 1.3x)%n",
                mode, s, j, r);
    }

    private static final int GAMES = 250;

    private static double batch(RuleSet rules, long firstSeed, IntList options) {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long t0 = mx.getCurrentThreadCpuTime();
        for (int i = 1; i <= GAMES; i++) {
            Game g = rules.newGame(firstSeed + i);
            BenchState.playRandom(g, new Rng(firstSeed + i), options);
            if (g.scores().totals().length == 0) throw new IllegalStateException("no score");
        }
        return (mx.getCurrentThreadCpuTime() - t0) / 1e3 / GAMES;
    }

    /** The median of the batches after the first quarter (warm-up). */
    private static double median(double[] values, int batches) {
        double[] m = Arrays.copyOfRange(values, batches / 4, batches);
        Arrays.sort(m);
        return m[m.length / 2];
    }
}
