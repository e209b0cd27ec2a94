package io.fogisles.kernel.invariant;

import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.sim.GamePool;
import io.fogisles.kernel.sim.Simulation;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * Many checked {@link RandomPlayout}s of one configuration, spread over its variants (e.g. the sides of a
 * board a module offers as options): game i plays variant {@code i % variants} with the seed
 * {@link Simulation#gameSeed}{@code (runSeed, i)}. The figures and the failures kept are the same on any
 * number of threads.
 */
public final class PlayoutBatch {
    /** How many failures are kept with their details (the lowest game numbers); all are counted. */
    public static final int KEEP = 10;

    /** A failed game: its number in the run, its variant, and what went wrong. */
    public record Found(int game, int variant, RandomPlayout.Failure failure) implements java.io.Serializable {
    }

    /**
     * What a run saw: games, decisions made in them, failures counted, and the first {@link #KEEP} of them.
     * Outcomes of parts of a run (threads, a cluster's workers) add up to the same outcome in any order.
     */
    public record Outcome(int games, long decisions, int failures, List<Found> first) implements java.io.Serializable {
        public static final Outcome NONE = new Outcome(0, 0, 0, List.of());

        public Outcome plus(Outcome o) {
            List<Found> all = new ArrayList<>(first);
            all.addAll(o.first);
            all.sort(Comparator.comparingInt(Found::game));
            return new Outcome(games + o.games, decisions + o.decisions, failures + o.failures, List.copyOf(all.subList(0, Math.min(KEEP, all.size()))));
        }

        /** What a playout test says when games failed: how many, of what ({@code what}, e.g. "3 players"), and the first ones, each where it failed. */
        public String report(String what) {
            StringBuilder b = new StringBuilder(failures + " of " + games + " games failed (" + what + "); the first:");
            for (Found f : first) b.append("\n  game ").append(f.game() + 1).append(", ").append(f.failure().describe());
            return b.toString();
        }
    }

    /** One worker's running figures (the games it takes come in increasing order, so its first failures are its lowest). */
    private static final class Acc {
        int games, failures;
        long decisions;
        final List<Found> first = new ArrayList<>();
    }

    private PlayoutBatch() {
    }

    /** Plays games {@code from}…{@code to − 1} of the run on the pool's threads; {@code progress} hears the games done in this call. */
    public static Outcome run(GamePool pool, List<RuleSet> variants, long runSeed, int from, int to, IntConsumer progress) throws InterruptedException {
        return run(pool, variants, List.of(), runSeed, from, to, progress);
    }

    /** {@link #run} with {@code extra} checkers after the modules' own. */
    public static Outcome run(GamePool pool, List<RuleSet> variants, List<Invariants> extra, long runSeed, int from, int to, IntConsumer progress)
            throws InterruptedException {
        if (variants.isEmpty()) throw new IllegalArgumentException("no configuration to play");
        Outcome total = Outcome.NONE;
        for (Acc a : pool.run(from, to, Acc::new, (i, acc) -> {
            int variant = i % variants.size();
            RandomPlayout.Result r = RandomPlayout.play(variants.get(variant), Simulation.gameSeed(runSeed, i), RandomPlayout.MAX_DECISIONS, extra);
            acc.games++;
            acc.decisions += r.decisions();
            if (!r.ok()) {
                acc.failures++;
                if (acc.first.size() < KEEP) acc.first.add(new Found(i, variant, r.failure()));
            }
        }, progress)) total = total.plus(new Outcome(a.games, a.decisions, a.failures, a.first));
        return total;
    }
}
