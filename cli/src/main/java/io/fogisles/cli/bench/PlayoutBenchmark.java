package io.fogisles.cli.bench;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** A full 4-player game with random bots, from setup to the final score. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class PlayoutBenchmark {
    @Param({"base", "all"})
    public String modules;

    @Param({"front", "back"})
    public String island;

    private RuleSet rules;
    private final IntList options = new IntList(64);
    private long seed;

    @Setup
    public void setup() {
        rules = BenchState.rules(modules, island, 4);
    }

    @Benchmark
    public int randomPlayout() {
        Game g = rules.newGame(++seed);
        BenchState.playRandom(g, new Rng(seed), options);
        return g.scores().totals()[0];
    }
}
