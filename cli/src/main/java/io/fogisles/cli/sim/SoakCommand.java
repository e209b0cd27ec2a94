package io.fogisles.cli.sim;

import io.fogisles.cli.Command;
import io.fogisles.cli.GameChoice;
import io.fogisles.cli.Services;
import io.fogisles.cli.UsageException;
import io.fogisles.cli.cluster.Coordinator;
import io.fogisles.kernel.data.DidYouMean;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.invariant.Invariants;
import io.fogisles.kernel.invariant.PlayoutBatch;
import io.fogisles.kernel.invariant.RandomPlayout;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.kernel.module.GameDescriptor;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.sim.GamePool;
import io.fogisles.kernel.sim.Simulation;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code ./fogisles soak}: many random games per module combination and player count, every loaded
 * module's invariants checked after every decision ({@link RandomPlayout}). Games are spread over the
 * island and harbour sides; a failure is printed with everything needed to play that one game again.
 */
public final class SoakCommand implements Command {
    /** Exit code when a game broke an invariant (or the engine threw). */
    static final int FOUND = 1;
    /** The island game's shortcuts for pinning its variants: --island and --harbour-side. */
    private static final List<String> SIDE_VALUES = List.of("front", "back");

    /** Checkers of the caller's own, run after the modules' (tests use one to make a game fail). */
    private final List<Invariants> extra;

    public SoakCommand() {
        this(List.of());
    }

    SoakCommand(List<Invariants> extra) {
        this.extra = List.copyOf(extra);
    }

    public String name() {
        return "soak";
    }

    public String summary() {
        return "many random games with every module's invariants checked after every decision";
    }

    public String usage() {
        return """
                ./fogisles soak [options]

                Plays random legal games (uniform choices, no bots) and checks after every decision what each
                loaded module promises (where every piece may be, value ranges, the islands, the end
                bookkeeping). Each module combination and player count is one row; its games are spread
                evenly over the game's variants (the island game: the island sides, and the harbour sides
                when the harbour is loaded; Pirate Bay: its two modes).

                  --game ID            the game (default: the island game): island, pirate-bay,
                                       balmy-balloonists, nebelwind
                  --games N            games per combination and player count (default 10000)
                  --modules a,b,c      one module combination (repeatable); default: every combination the
                                       game's installed modules allow (base; base,harbour; base,harbour,expansion)
                  --players P[,P...]   player counts (default: every count the game allows)
                  --island front|back  only this island side (default: both)
                  --harbour-side front|back   only this harbour side (default: both)
                  --option m.key=value only this value of a variant (e.g. pirate-bay.mode=hard)
                  --seed S             run seed (default 1); game i's seed derives from it, as in simulate;
                                       the tests play the first 500 games of seed 1
                  --threads T          worker threads (default: all cores); results do not depend on it
                  --cluster HOST:PORT  play the games on the workers of a cluster (./fogisles worker; docs/cluster.md):
                                       the same games, rows and failures; exit 3 when no worker can play
                  --game-seed G        play only the game with seed G (a failure prints the command line
                                       that does this); needs one --modules, one --players and each
                                       variant pinned (--island / --harbour-side / --option)
                  --progress / --no-progress   a progress bar on stderr (default: when stderr is a terminal)

                Prints a table (combination, games, decisions, failures, games/s) and for each failure the
                game's seed, the decision, the invariant's message and the command that replays it.
                Exit 0: every game kept every invariant; 1: a game broke one (or the engine threw); 2: bad options.

                example: ./fogisles soak --games 10000 --threads 2
                         ./fogisles soak --modules base,harbour --players 3 --games 500 --seed 7
                         ./fogisles soak --game pirate-bay --games 2000""";
    }

    static final class Options {
        String game;
        int games = 10_000;
        final List<List<String>> modules = new ArrayList<>();
        List<Integer> players; // null: every count the game allows
        final Map<String, String> pinned = new LinkedHashMap<>(); // variant (module.key) → value
        long seed = 1;
        Long gameSeed;
        int threads = Runtime.getRuntime().availableProcessors();
        Boolean progress;
        String cluster;
    }

    static Options parse(List<String> args) {
        Options o = new Options();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "--game" -> o.game = value(args, ++i, a);
                case "--games" -> o.games = positive(a, value(args, ++i, a));
                case "--modules" -> o.modules.add(List.of(value(args, ++i, a).split(",")));
                case "--players" -> {
                    List<Integer> ps = new ArrayList<>();
                    for (String p : value(args, ++i, a).split(",")) {
                        int n = positive(a, p);
                        if (!ps.contains(n)) ps.add(n);
                    }
                    o.players = ps;
                }
                case "--island" -> o.pinned.put("base.island", side(a, value(args, ++i, a)));
                case "--harbour-side" -> o.pinned.put("harbour.side", side(a, value(args, ++i, a)));
                case "--option" -> {
                    String[] kv = SimulateCommand.dotted(a, value(args, ++i, a), "module.key=value, e.g. pirate-bay.mode=hard");
                    o.pinned.put(kv[0] + "." + kv[1], kv[2]);
                }
                case "--seed" -> o.seed = whole(a, value(args, ++i, a));
                case "--game-seed" -> o.gameSeed = whole(a, value(args, ++i, a));
                case "--threads" -> o.threads = positive(a, value(args, ++i, a));
                case "--cluster" -> o.cluster = value(args, ++i, a);
                case "--progress" -> o.progress = true;
                case "--no-progress" -> o.progress = false;
                default -> throw new UsageException("unknown option " + a + DidYouMean.hint(a, List.of("--game", "--games", "--modules", "--players", "--island",
                        "--harbour-side", "--option", "--seed", "--game-seed", "--threads", "--cluster", "--progress", "--no-progress")));
            }
        }
        return o;
    }

    private static String value(List<String> args, int i, String option) {
        if (i >= args.size() || args.get(i).startsWith("--")) throw new UsageException(option + " needs a value");
        return args.get(i);
    }

    private static int positive(String option, String v) {
        try {
            int n = Integer.parseInt(v);
            if (n < 1) throw new NumberFormatException();
            return n;
        } catch (NumberFormatException e) {
            throw new UsageException(option + " wants a positive whole number, got '" + v + "'");
        }
    }

    private static long whole(String option, String v) {
        try {
            return Long.parseLong(v);
        } catch (NumberFormatException e) {
            throw new UsageException(option + " wants a whole number, got '" + v + "'");
        }
    }

    private static String side(String option, String v) {
        if (!SIDE_VALUES.contains(v)) throw new UsageException(option + " wants front or back, got '" + v + "'" + DidYouMean.hint(v, SIDE_VALUES));
        return v;
    }

    /** One row of the run: a module combination and player count, played over its side variants (it travels to a cluster's workers as it is). */
    record Row(List<String> modules, int players, List<Map<String, String>> variants) implements java.io.Serializable {
        String label() {
            return String.join("+", modules) + ", " + players + " players";
        }
    }

    @Override
    public int run(List<String> args, Services rt, PrintStream out, PrintStream err) throws Exception {
        BulkScripts.interpretOnly(); // before the first rule set makes the script host
        Options o = parse(args);
        GameDescriptor game = GameChoice.of(rt.catalog(), o.game, o.modules.isEmpty() ? null : o.modules.get(0));
        for (List<String> modules : o.modules) GameChoice.checkModules(rt.catalog(), game, modules);
        List<Integer> counts = new ArrayList<>();
        if (o.players == null) for (int n = game.players().min(); n <= game.players().max(); n++) counts.add(n);
        else for (int n : o.players) counts.add(GameChoice.checkPlayers(game, n));
        List<List<String>> combinations = o.modules.isEmpty() ? allowedCombinations(rt, game) : o.modules;
        List<Row> rows = new ArrayList<>();
        for (List<String> modules : combinations) {
            for (String v : o.pinned.keySet()) {
                String m = v.substring(0, v.indexOf('.'));
                if (!game.variants().contains(v))
                    throw new UsageException("'" + v + "' is not a variant of " + game.displayName("en") + " that soak spreads games over; its variants: " + String.join(", ", game.variants()));
                if (!modules.contains(m)) throw new UsageException(pinOption(v) + " needs module '" + m + "' in --modules " + String.join(",", modules));
            }
            for (int players : counts) rows.add(new Row(modules, players, variants(rt.catalog(), game, modules, o.pinned)));
        }
        if (o.gameSeed != null) return replay(rt, o, rows, out);

        boolean progress = o.progress != null ? o.progress : System.console() != null;
        out.printf(Locale.ROOT, "soak: %,d random games per row, every module's invariants after every decision (seed %d, %d thread%s)%n%n", o.games, o.seed,
                o.threads, o.threads == 1 ? "" : "s");
        out.printf(Locale.ROOT, "%-40s %9s %13s %9s %9s%n", "combination", "games", "decisions", "failures", "games/s");
        Map<Row, PlayoutBatch.Outcome> failed = new LinkedHashMap<>();
        long t0 = System.nanoTime(), games = 0, decisions = 0, failures = 0;
        try (GamePool pool = o.cluster == null ? new GamePool(o.threads) : null;
             Coordinator cluster = o.cluster == null ? null : Coordinator.connect(o.cluster, new SoakWork(rows, o.seed, extra), rt, err)) {
            for (int index = 0; index < rows.size(); index++) {
                Row row = rows.get(index);
                List<RuleSet> rules = new ArrayList<>(); // on a cluster too: a combination that cannot be played is a usage error here
                for (Map<String, String> v : row.variants()) rules.add(rt.rules(config(row.modules(), v, row.players())));
                ProgressLine bar = progress ? new ProgressLine(err, row.label(), o.games) : null;
                long start = System.nanoTime();
                PlayoutBatch.Outcome r;
                if (cluster == null) r = PlayoutBatch.run(pool, rules, extra, o.seed, 0, o.games, bar == null ? null : bar::update);
                else {
                    PlayoutBatch.Outcome[] sum = {PlayoutBatch.Outcome.NONE};
                    cluster.play(index, 0, o.games, PlayoutBatch.Outcome.class, part -> sum[0] = sum[0].plus(part), bar == null ? null : bar::update,
                            bar == null ? null : bar::status);
                    r = sum[0];
                }
                double seconds = (System.nanoTime() - start) / 1e9;
                if (bar != null) bar.finish();
                out.printf(Locale.ROOT, "%-40s %,9d %,13d %,9d %9.1f%n", row.label(), r.games(), r.decisions(), r.failures(), r.games() / seconds);
                out.flush();
                games += r.games();
                decisions += r.decisions();
                failures += r.failures();
                if (r.failures() > 0) failed.put(row, r);
            }
            if (cluster != null) err.println(cluster.summary());
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        out.printf(Locale.ROOT, "%-40s %,9d %,13d %,9d %9.1f%n", "all", games, decisions, failures, games / seconds);
        out.printf(Locale.ROOT, "%.1f s%n", seconds);
        if (failed.isEmpty()) return 0;
        failed.forEach((row, r) -> printFailures(out, o, row, r));
        err.printf(Locale.ROOT, "fogisles soak: %,d of %,d games broke an invariant (details above); each 'replay:' line plays one of them again%n", failures, games);
        return FOUND;
    }

    /** {@code --game-seed}: plays that one game of the one configuration the options name. */
    private int replay(Services rt, Options o, List<Row> rows, PrintStream out) {
        if (rows.size() != 1 || rows.get(0).variants().size() != 1)
            throw new UsageException("--game-seed plays one game: give one --modules, one --players and each variant the modules have (--island /"
                    + " --harbour-side / --option) (the 'replay:' line of a failure has them all)");
        Row row = rows.get(0);
        Map<String, String> v = row.variants().get(0);
        RandomPlayout.Result r = RandomPlayout.play(rt.rules(config(row.modules(), v, row.players())), o.gameSeed, RandomPlayout.MAX_DECISIONS, extra);
        String what = row.label() + describe(v) + ", seed " + o.gameSeed;
        if (r.ok()) {
            out.printf(Locale.ROOT, "%s: %,d decisions, every invariant held%n", what, r.decisions());
            return 0;
        }
        out.println(what + ": " + r.failure().describe());
        printCause(out, r.failure());
        return FOUND;
    }

    private static void printFailures(PrintStream out, Options o, Row row, PlayoutBatch.Outcome r) {
        out.println();
        out.printf(Locale.ROOT, "%s: %,d of %,d games failed%s%n", row.label(), r.failures(), r.games(), r.failures() > r.first().size() ? " (the first " + r.first().size() + ")" : "");
        for (PlayoutBatch.Found f : r.first()) {
            Map<String, String> v = row.variants().get(f.variant());
            out.printf(Locale.ROOT, "  game %d%s, %s%n", f.game() + 1, describe(v), f.failure().describe());
            StringBuilder cmd = new StringBuilder("./fogisles soak --modules " + String.join(",", row.modules()) + " --players " + row.players());
            v.forEach((key, value) -> cmd.append(' ').append(pinOption(key)).append(' ').append(key.equals("base.island") || key.equals("harbour.side") ? value : key + "=" + value));
            out.println("    replay: " + cmd + " --game-seed " + f.failure().seed());
            printCause(out, f.failure());
        }
    }

    /** Where the engine threw, when it did: a few frames, for the bug report. */
    private static void printCause(PrintStream out, RandomPlayout.Failure f) {
        if (f.cause() == null) return;
        StackTraceElement[] st = f.cause().getStackTrace();
        for (int i = 0; i < Math.min(6, st.length); i++) out.println("      at " + st[i]);
    }

    /** The option that pins a variant: the island game's shortcuts, else --option. */
    private static String pinOption(String variant) {
        return switch (variant) {
            case "base.island" -> "--island";
            case "harbour.side" -> "--harbour-side";
            default -> "--option";
        };
    }

    private static String describe(Map<String, String> variant) {
        StringBuilder b = new StringBuilder();
        variant.forEach((key, value) -> b.append(", ").append(switch (key) {
            case "base.island" -> "island";
            case "harbour.side" -> "harbour side";
            default -> key;
        }).append(' ').append(value));
        return b.toString();
    }

    /**
     * The variants of a combination, in the order the tests use (the game's first variant outer): each of the
     * game's variants whose module is in the combination takes every value its option allows, unless pinned.
     */
    static List<Map<String, String>> variants(ModuleCatalog catalog, GameDescriptor game, List<String> modules, Map<String, String> pinned) {
        List<Map<String, String>> out = new ArrayList<>();
        out.add(new LinkedHashMap<>());
        for (String variant : game.variants()) {
            String m = variant.substring(0, variant.indexOf('.')), key = variant.substring(variant.indexOf('.') + 1);
            if (!modules.contains(m)) continue;
            var spec = catalog.get(m).manifest().options().get(key);
            if (spec == null) throw new IllegalStateException("game " + game.id() + " spreads games over " + variant + ", which module " + m + " does not declare");
            List<String> values = pinned.containsKey(variant) ? List.of(pinned.get(variant)) : spec.values();
            if (pinned.containsKey(variant) && !spec.values().contains(pinned.get(variant)))
                throw new UsageException(variant + " has the values " + String.join(", ", spec.values()) + ", got '" + pinned.get(variant) + "'"
                        + DidYouMean.hint(pinned.get(variant), spec.values()));
            List<Map<String, String>> next = new ArrayList<>();
            for (Map<String, String> v : out)
                for (String value : values) {
                    Map<String, String> w = new LinkedHashMap<>(v);
                    w.put(variant, value);
                    next.add(w);
                }
            out = next;
        }
        return out;
    }

    static GameConfig config(List<String> modules, Map<String, String> variant, int players) {
        ModuleSelection sel = new ModuleSelection(modules, null);
        for (Map.Entry<String, String> e : variant.entrySet()) {
            String v = e.getKey();
            sel = sel.withOption(v.substring(0, v.indexOf('.')), v.substring(v.indexOf('.') + 1), e.getValue());
        }
        return new GameConfig(sel, players);
    }

    /**
     * Every combination of the game's installed modules that can be played (a module's requirements chosen
     * with it), smallest first, each in load order.
     */
    static List<List<String>> allowedCombinations(Services rt, GameDescriptor game) {
        List<String> ids = rt.catalog().installedModules(game);
        List<List<String>> out = new ArrayList<>();
        for (int mask = 1; mask < 1 << ids.size(); mask++) {
            List<String> modules = new ArrayList<>();
            for (int i = 0; i < ids.size(); i++) if ((mask & 1 << i) != 0) modules.add(ids.get(i));
            try {
                out.add(rt.rules(new GameConfig(new ModuleSelection(modules, null), 2)).modules().ids()); // in load order: base first
            } catch (ModuleException e) {
                // a module without the modules it requires: not a playable combination
            }
        }
        out.sort(java.util.Comparator.comparingInt(List::size));
        return out;
    }
}
