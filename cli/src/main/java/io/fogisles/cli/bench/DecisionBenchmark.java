package io.fogisles.cli.bench;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.util.IntList;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Enumerating the legal options of a flight (C1) and of a placement (C3) in mid-game positions; also
 * copying a game (what search bots do per playout) and scoring a finished one.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class DecisionBenchmark {
    private Game flying;
    private Game placing;
    private Game finished;
    private final IntList options = new IntList(64);

    @Setup
    public void setup() {
        RuleSet rules = BenchState.rules("base", "front", 4);
        flying = BenchState.until(rules, 11, "base:fly", 20);
        placing = BenchState.until(rules, 12, "base:place", 10);
        finished = rules.newGame(13);
        BenchState.playRandom(finished, new io.fogisles.kernel.random.Rng(13), options);
    }

    private Game flyingNow;

    /** A fresh copy of the flight position before each call: a new game has an empty per-position cache. */
    @Setup(Level.Invocation)
    public void freshFlight() {
        flyingNow = flying.copy();
    }

    /** All destinations with their lowest costs (the move calculator runs each time: each call sees a new game). */
    @Benchmark
    public int flyOptions() {
        flyingNow.legalCodes(options);
        return options.size();
    }

    @Benchmark
    public int placeOptions() {
        placing.legalCodes(options);
        return options.size();
    }

    @Benchmark
    public int finalScoring() {
        return finished.scores().totals()[0];
    }

    @Benchmark
    public Game stateCopy() {
        return placing.copy();
    }

    private long searchSeed;

    /** What the strong bot does per playout: a copy with its own RNG and the bag reshuffled (compare with stateCopy). */
    @Benchmark
    public Game searchCopy() {
        return placing.copyForSearch(++searchSeed);
    }
}
