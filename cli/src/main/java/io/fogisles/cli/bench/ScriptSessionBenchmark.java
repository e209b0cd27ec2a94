package io.fogisles.cli.bench;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.script.ScriptHost;
import io.fogisles.kernel.script.ScriptUnit;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * What an interactive game's own script session costs: opening a session and loading every script unit
 * of the rule set into it (one context each, as a game does on its first calls), against a new game
 * that shares its thread's session (bulk simulation) and a new interactive game with its own session.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ScriptSessionBenchmark {
    @Param({"base", "all"})
    public String modules;

    private RuleSet rules;
    private ScriptHost host;
    private long seed;

    @Setup
    public void setup() {
        rules = BenchState.rules(modules, "front", 4);
        host = rules.scriptHost();
        rules.newGame(1).close(); // the thread's shared session is warm
    }

    /** A fresh session with a loaded context for each unit, then closed. */
    @Benchmark
    public int sessionWithAllUnits() {
        int n = 0;
        try (ScriptHost.OwnedSession s = host.openSession()) {
            for (ScriptUnit u : rules.scriptUnits()) n += s.registered(u, "effect").size();
        }
        return n;
    }

    /** A bulk game to its first decision (the shared session is already loaded). */
    @Benchmark
    public int bulkGame() {
        Game g = rules.newGame(++seed);
        return g.pendingSeat();
    }

    /** An interactive game to its first decision, with its first script contexts made as its setup needs them, then closed. */
    @Benchmark
    public int interactiveGame() {
        try (Game g = rules.newGame(++seed, true)) {
            return g.pendingSeat();
        }
    }
}
