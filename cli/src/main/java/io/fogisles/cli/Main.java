package io.fogisles.cli;

import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.module.ModuleException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Entry point of the headless commands: {@code ./fogisles <command> [options]}. */
public final class Main {
    private final Map<String, Command> commands = new LinkedHashMap<>();

    Main() {
        for (Command c : List.of(new InfoCommand(), new io.fogisles.cli.position.ScoreCommand(), new io.fogisles.cli.position.MovesCommand(io.fogisles.cli.position.ModuleTools.harbourMoves()),
                new io.fogisles.cli.sim.SimulateCommand(), new io.fogisles.cli.sim.SoakCommand(), new io.fogisles.cli.persist.ReplayCommand(), new io.fogisles.cli.rules.CheckCommand(),
                new io.fogisles.cli.rules.ApiDocsCommand(), new io.fogisles.cli.rules.TypesCommand(), new io.fogisles.cli.bench.BenchCommand(), new io.fogisles.cli.online.ServeCommand(),
                new io.fogisles.cli.online.TableCommand(), new io.fogisles.cli.online.JoinCommand(), new io.fogisles.cli.online.HandOverCommand(),
                new io.fogisles.cli.online.LoadTestCommand(), new io.fogisles.cli.cluster.WorkerCommand()))
            commands.put(c.name(), c);
    }

    /** Only these commands (tests of how a command's failure is reported). */
    Main(List<Command> only) {
        for (Command c : only) commands.put(c.name(), c);
    }

    public static void main(String[] args) {
        int code;
        try (Services rt = new Services()) {
            code = new Main().run(List.of(args), rt, System.out, System.err);
        }
        System.out.flush();
        System.exit(code);
    }

    public static String version() {
        return AppVersion.get();
    }

    /** Runs a command; returns the exit code. Bad input gives 2 and a message, never a stack trace. */
    public int run(List<String> args, Services rt, PrintStream out, PrintStream err) {
        if (args.isEmpty() || args.get(0).equals("help") || args.get(0).equals("--help") || args.get(0).equals("-h")) {
            if (args.size() > 1 && commands.containsKey(args.get(1))) {
                out.println(commands.get(args.get(1)).usage());
                return 0;
            }
            help(out);
            return 0;
        }
        Command c = commands.get(args.get(0));
        if (c == null) {
            err.println("fogisles: unknown command '" + args.get(0) + "'" + io.fogisles.kernel.data.DidYouMean.hint(args.get(0), commands.keySet()));
            err.println("Commands: " + String.join(", ", commands.keySet()) + " (./fogisles help)");
            return Command.BAD_INPUT;
        }
        List<String> rest = new ArrayList<>(args.subList(1, args.size()));
        if (rest.contains("--help") || rest.contains("-h")) {
            out.println(c.usage());
            return 0;
        }
        try {
            return c.run(rest, rt, out, err);
        } catch (UsageException e) {
            err.println("fogisles " + c.name() + ": " + e.getMessage());
            err.println("usage: " + c.usage().lines().findFirst().orElse(""));
            return Command.BAD_INPUT;
        } catch (DataException | ModuleException e) {
            err.println("fogisles " + c.name() + ": " + e.getMessage());
            return Command.BAD_INPUT;
        } catch (io.fogisles.cli.cluster.ClusterException e) {
            err.println("fogisles " + c.name() + ": " + e.getMessage());
            return Command.CLUSTER_FAILED;
        } catch (OutOfMemoryError e) {
            outOfMemory(c, err);
            return 1;
        } catch (Exception e) {
            if (causedByOutOfMemory(e)) { // a worker thread's, passed on by its future
                outOfMemory(c, err);
                return 1;
            }
            err.println("fogisles " + c.name() + ": internal error: " + e);
            StackTraceElement[] st = e.getStackTrace();
            for (int i = 0; i < Math.min(8, st.length); i++) err.println("    at " + st[i]);
            err.println("This is a bug in Fog Isles; please report it with the command you ran.");
            return 1;
        }
    }

    /** The heap is too small for this run: say how large it was and how to give it more (the launcher reads FOGISLES_HEAP). */
    private static void outOfMemory(Command c, PrintStream err) {
        long mb = Runtime.getRuntime().maxMemory() >> 20;
        err.println("fogisles " + c.name() + ": out of memory (the heap may grow to " + mb + " MB here). Give it more, e.g. "
                + "FOGISLES_HEAP=2g ./fogisles " + c.name() + " ... (fewer --threads need less).");
    }

    private static boolean causedByOutOfMemory(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) if (t instanceof OutOfMemoryError) return true;
        return false;
    }

    void help(PrintStream out) {
        out.println("Fog Isles " + version() + " — headless commands");
        out.println();
        out.println("usage: ./fogisles                 open the desktop game");
        out.println("       ./fogisles <command> ...   run a headless command");
        out.println();
        for (Command c : commands.values()) out.printf("  %-10s %s%n", c.name(), c.summary());
        out.println();
        out.println("./fogisles help <command> shows the options of a command.");
    }
}
