package io.fogisles.cli.bench;

import io.fogisles.cli.Command;
import io.fogisles.cli.UsageException;
import io.fogisles.cli.Services;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/** {@code ./fogisles bench}: the JMH benchmarks, in a forked JVM with the same settings (GraalJS JIT included). */
public final class BenchCommand implements Command {
    public String name() {
        return "bench";
    }

    public String summary() {
        return "run the JMH benchmarks (playouts, move and placement options, scoring, copies, JS vs Java effects)";
    }

    public String usage() {
        return """
                ./fogisles bench [REGEX] [--quick] [--prof NAME]...
                ./fogisles bench --cpu [--quick]
                ./fogisles bench --expert [--quick]
                ./fogisles bench --greedy [--quick]
                ./fogisles bench --store [--database URL]... [--quick]

                Runs the JMH benchmarks whose names match REGEX (default: all): PlayoutBenchmark (a full 4-player
                random game, base and all modules, both island sides), DecisionBenchmark (fly and place options,
                final scoring, state copy), EffectBenchmark (a field effect in JavaScript vs in Java),
                ScriptSessionBenchmark (what an interactive game's own script session costs), StatisticsBenchmark (what
                simulate's statistics cost per game and per pair).
                --quick: shorter warm-up and measurement (rougher figures).
                --prof NAME: add a JMH profiler, e.g. gc (allocation per operation) or stack (hottest methods);
                repeatable, JMH's own syntax for options (--prof stack:lines=3).
                --cpu: the playouts of PlayoutBenchmark timed by thread CPU time, in this JVM (steadier than
                wall-clock figures when other work shares the cores), with the bytes allocated per decision; then
                the base game with its script effects against the same games with Java twins of them (scripts
                compiled, and interpreted as simulate runs them), a greedy game's CPU time, simulate's games/s on 1 and on 2 threads (20,000 random games each), the
                expert's playouts (as --expert --quick), and the start-up of score FILE and simulate --games 1
                (launched through ./fogisles, wall clock): every figure of docs/performance.md in one command.
                --expert: the expert bot's playouts per searched decision at its default think time (1 s) and per
                CPU second, on positions from greedy games (base and all modules).
                --greedy: four greedy bots' thread CPU time per game (median and best batch; base and all modules,
                seeded games, batches alternating after a warm-up), then the games/s of a 400-game base simulation
                of greedy bots on 2 threads (--quick: 100 games), as simulate plays it (scripts interpreted).
                --store: what the online server's commit of one accepted action costs (p50, p99, max in ms): at one
                table one after another, then at 4 tables at once; in the embedded database (in a temporary folder),
                or in each --database given (serve's postgresql://user:password@host:port/db, or any jdbc: URL; the
                bench makes its own tables there and leaves them).""";
    }

    public int run(List<String> args, Services rt, PrintStream out, PrintStream err) throws Exception {
        boolean quick = args.remove("--quick");
        if (args.remove("--expert")) {
            if (!args.isEmpty()) throw new UsageException("--expert takes no other arguments than --quick");
            ExpertPlayouts.run(out, quick);
            return 0;
        }
        if (args.remove("--greedy")) {
            if (!args.isEmpty()) throw new UsageException("--greedy takes no other arguments than --quick");
            GreedyFigures.run(out, quick);
            return 0;
        }
        if (args.remove("--store")) {
            List<String> databases = new ArrayList<>();
            for (int i = args.indexOf("--database"); i >= 0; i = args.indexOf("--database")) {
                if (i + 1 >= args.size()) throw new UsageException("--database needs a URL (postgresql://user:password@host:port/database or jdbc:...)");
                databases.add(args.remove(i + 1));
                args.remove(i);
            }
            if (!args.isEmpty()) throw new UsageException("--store takes only --database URL (repeatable) and --quick, not " + args);
            StoreCommitFigures.run(out, databases, quick);
            return 0;
        }
        if (args.remove("--cpu")) {
            if (!args.isEmpty()) throw new UsageException("--cpu takes no other arguments than --quick");
            CpuPlayouts.run(out, quick);
            // after the playouts: a JVM that ran the searches first compiled the playout differently (71-72 bytes a
            // decision instead of 62-64, docs/performance.md); on a thread of its own, whose heuristics remember
            // nothing of the greedy games above
            Thread expert = new Thread(() -> ExpertPlayouts.run(out, true), "fogisles-bench-expert");
            expert.start();
            expert.join();
            StartupFigures.run(out, quick);
            return 0;
        }
        List<String> profilers = new ArrayList<>();
        for (int i = args.indexOf("--prof"); i >= 0; i = args.indexOf("--prof")) {
            if (i + 1 >= args.size()) throw new UsageException("--prof needs a profiler name (e.g. gc, stack)");
            profilers.add(args.remove(i + 1));
            args.remove(i);
        }
        for (String a : args) if (a.startsWith("--")) throw new UsageException("unknown option " + a);
        String include = args.isEmpty() ? "io.fogisles.cli.bench.*" : args.get(0);
        List<String> jvm = new ArrayList<>();
        for (String a : ManagementFactory.getRuntimeMXBean().getInputArguments()) if (!a.startsWith("-agentlib")) jvm.add(a);
        ChainedOptionsBuilder o = new OptionsBuilder().include(include).forks(1).jvmArgsAppend(jvm.toArray(new String[0]))
                .warmupIterations(quick ? 2 : 5).warmupTime(TimeValue.seconds(quick ? 1 : 2))
                .measurementIterations(quick ? 3 : 5).measurementTime(TimeValue.seconds(quick ? 1 : 2));
        for (String p : profilers) {
            int colon = p.indexOf(':');
            if (colon < 0) o.addProfiler(p);
            else o.addProfiler(p.substring(0, colon), p.substring(colon + 1));
        }
        out.println("machine: " + java.lang.Runtime.getRuntime().availableProcessors() + " cores, Java " + System.getProperty("java.version")
                + ", scripts " + rt.scripts().implementationName());
        for (RunResult r : new Runner(o.build()).run()) {
            var p = r.getParams();
            String params = p.getParamsKeys().isEmpty() ? "" : p.getParamsKeys().stream().map(k -> k + "=" + p.getParam(k)).toList().toString();
            out.printf(Locale.ROOT, "%-55s %12.3f ± %.3f %s%n", p.getBenchmark().replace("io.fogisles.cli.bench.", "") + params,
                    r.getPrimaryResult().getScore(), r.getPrimaryResult().getScoreError(), r.getPrimaryResult().getScoreUnit());
            for (var e : r.getSecondaryResults().entrySet()) {
                if (!e.getKey().endsWith(".norm")) continue; // per-operation figures only (e.g. gc.alloc.rate.norm)
                out.printf(Locale.ROOT, "    %-51s %12.1f %s%n", e.getKey(), e.getValue().getScore(), e.getValue().getScoreUnit());
            }
        }
        return 0;
    }
}
