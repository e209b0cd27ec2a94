package io.fogisles.cli.bench;

import io.fogisles.kernel.effect.Effect;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.base.BaseGame;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The drop field's effect (gain the printed energy) called through the script host (GraalJS, as the base
 * module ships it) against the same effect written in Java. The figure to compare is the ratio.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class EffectBenchmark {
    private GameContext ctx;
    private BaseGame g;
    private Effect javaDrop;
    private final Map<String, Object> args = Map.of("seat", 0, "field", 1, "piece", 0, "energy", 1);

    @Setup
    public void setup() {
        RuleSet rules = BenchState.rules("base", "front", 4);
        Game game = rules.newGame(21);
        ctx = game.context();
        g = rules.service(BaseGame.class);
        javaDrop = (c, a) -> g.gainEnergy(c, (Integer) a.get("seat"), (Integer) a.get("energy"));
    }

    @Benchmark
    public int dropInJavaScript() {
        ctx.set(g.state.energy, 0, 3);
        ctx.runEffect("base:drop", args);
        return ctx.get(g.state.energy, 0);
    }

    @Benchmark
    public int dropInJava() {
        ctx.set(g.state.energy, 0, 3);
        javaDrop.run(ctx, args);
        return ctx.get(g.state.energy, 0);
    }
}
