package io.fogisles.cli.bench;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.score.ScoreSheet;
import io.fogisles.kernel.sim.PairedTally;
import io.fogisles.kernel.sim.Tally;
import io.fogisles.kernel.util.IntList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * What {@code simulate}'s streaming statistics cost per game, beyond playing and scoring it: one finished
 * 4-player base game added to a configuration's tally, and one pair (two tallies and the differences).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class StatisticsBenchmark {
    private ScoreSheet a, b;
    private int roundsA, roundsB;
    private final List<String> levels = List.of("random", "random", "random", "random");
    private Tally tally;
    private PairedTally paired;

    @Setup
    public void setup() {
        RuleSet rules = BenchState.rules("base", "front", 4);
        IntList options = new IntList(64);
        Game ga = rules.newGame(21), gb = rules.newGame(22);
        BenchState.playRandom(ga, new Rng(21), options);
        BenchState.playRandom(gb, new Rng(22), options);
        a = ga.scores();
        b = gb.scores();
        roundsA = ga.round();
        roundsB = gb.round();
        tally = new Tally(4, Set.of());
        paired = new PairedTally(4, Set.of(), 4, Set.of());
    }

    /** One game into a configuration's tally (every row's histogram and moments, win shares, end reason). */
    @Benchmark
    public Tally oneGame() {
        tally.add(a, roundsA, "base:bag-empty", 750, levels);
        return tally;
    }

    /** One pair of a comparison: both games into their tallies, and the pair's differences. */
    @Benchmark
    public PairedTally onePair() {
        paired.a().add(a, roundsA, "base:bag-empty", 750, levels);
        paired.b().add(b, roundsB, "base:six-coasts", 750, levels);
        paired.addDifferences(a, roundsA, b, roundsB);
        return paired;
    }
}
