package io.fogisles.cli.bench;

import io.fogisles.cli.Services;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;

/** Shared setup of the benchmarks: one runtime per JVM, rule sets by configuration, random playouts. */
final class BenchState {
    private static Services runtime;

    private BenchState() {
    }

    static synchronized Services runtime() {
        if (runtime == null) runtime = new Services();
        return runtime;
    }

    /** "base" / "all" × "front" / "back". */
    static RuleSet rules(String modules, String island, int seats) {
        ModuleSelection sel = modules.equals("all") ? ModuleSelection.of("base", "harbour", "expansion") : ModuleSelection.of("base");
        return runtime().rules(new GameConfig(sel.withOption("base", "island", island), seats));
    }

    /** Plays uniformly random options to the end; returns the number of decisions. */
    static int playRandom(Game g, Rng rng, IntList options) {
        int n = 0;
        while (!g.isOver()) {
            g.legalCodes(options);
            g.applyCode(options.get(rng.nextInt(options.size())));
            n++;
        }
        return n;
    }

    /** Plays random options until the pending decision has the given id. */
    static Game until(RuleSet rules, long seed, String decision, int skip) {
        Game g = rules.newGame(seed);
        Rng rng = new Rng(seed);
        IntList o = new IntList();
        int seen = 0;
        while (!g.isOver()) {
            if (g.pending().id().equals(decision) && seen++ >= skip) return g;
            g.legalCodes(o);
            g.applyCode(o.get(rng.nextInt(o.size())));
        }
        throw new IllegalStateException("no " + decision + " in game " + seed);
    }
}
