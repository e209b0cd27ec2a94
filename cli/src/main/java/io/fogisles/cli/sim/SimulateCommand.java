package io.fogisles.cli.sim;

import io.fogisles.cli.Command;
import io.fogisles.cli.GameChoice;
import io.fogisles.cli.Services;
import io.fogisles.cli.UsageException;
import io.fogisles.kernel.bot.BotRegistry;
import io.fogisles.kernel.data.DidYouMean;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.GameDescriptor;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.sim.Comparison;
import io.fogisles.kernel.sim.Estimate;
import io.fogisles.kernel.sim.GamePool;
import io.fogisles.kernel.sim.PairedTally;
import io.fogisles.kernel.sim.ScriptFailures;
import io.fogisles.kernel.sim.Simulation;
import io.fogisles.kernel.sim.Summary;
import io.fogisles.kernel.sim.Tally;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code ./fogisles simulate}: plays many bot games and reports win rates, every score row, game length
 * and how games ended; with {@code --compare} or {@code --house-rule} two configurations on the same seeds,
 * with the paired differences and their intervals. Statistics are streamed: memory does not grow with the
 * number of games.
 */
public final class SimulateCommand implements Command {
    /** Exit code when a script (a house rule or a module's) failed during the games, without --allow-rule-errors. */
    static final int SCRIPT_FAILED = 1;
    /** {@code --games auto}: at least this many pairs, and never fewer per batch. */
    static final int AUTO_BATCH = 200;

    public String name() {
        return "simulate";
    }

    public String summary() {
        return "play many bot games and report statistics (compare two configurations with --compare)";
    }

    public String usage() {
        return """
                ./fogisles simulate [options]

                  --games N            number of games (default 100); with a comparison, number of pairs
                  --games auto         with a comparison: play pairs until the total's difference is known to
                                       ±--precision (points per player, default 0.1), at most --max-games pairs
                                       (default 100000), at least 200
                  --until WHAT         what --games auto watches: total (default), a score row's id, or
                                       win-rate (every seat's win rate, ±--precision percentage points, default 2)
                  --game ID            the game (default: the island game): island, pirate-bay,
                                       balmy-balloonists, nebelwind (./fogisles info lists them)
                  --players P          how many players: 2, 3 or 4 in the island game, 2-6 in Pirate Bay and
                                       Balmy Balloonists, 1-5 in Nebelwind (default 4)
                  --bots L | L1,L2,..  bot level for all seats, or one per seat: random, greedy, strong, expert (default random);
                                       expert takes a budget per searched decision: expert:500ms or expert:2s (think
                                       time, default 1s; results then depend on the machine's speed and load) or
                                       expert:5000playouts (repeatable: the same seed gives the same games)
                  --think-time MS      the think time of every expert seat given without a budget (milliseconds)
                  --rotate / --no-rotate   shift the bots one seat per game (default: on when the levels differ)
                  --modules a,b,c      the game's modules (default its default ones; the island game: base, harbour, expansion)
                  --island front|back  island side (base.island)
                  --harbour-side front|back
                  --option m.key=value any module option (repeatable)
                  --seed S             run seed (default 1); game i's seed derives from it
                  --threads T          worker threads (default: all cores); results do not depend on it
                  --cluster HOST:PORT  play the games on the workers of a cluster (./fogisles worker; docs/cluster.md)
                                       instead of this machine's threads: the same results, faster with more
                                       machines; HOST:PORT is any worker's, or give the engine's client
                                       configuration file (.yaml/.xml); exit 3 when no worker can play
                  --compare 'OPTIONS'  also run a second configuration: these options on top of the first
                                       (e.g. --compare '--island back'); A and B play the same seeds, and the
                                       differences B − A come with 95 % intervals
                  --house-rule R       play with house rule R (an id, or a rule's folder or .js file); without
                                       --compare this compares the game without (A) and with the rule (B)
                  --rule-option ID.NAME=VALUE   an option of a chosen house rule (repeatable)
                  --allow-rule-errors  exit 0 even when a house rule (or a module's script) failed in a game;
                                       the failures are listed either way
                  --report FILE.html   also write a report with charts (one file, opens in any browser)
                  --save-games DIR     write saves of the first --save-first games (default 3) and of the
                                       first 20 games in which a script failed; ./fogisles replay reads them
                  --facts              also list what the players did, by bot level (games that report it, e.g.
                                       Nebelwind: the share of players' games in which each character was
                                       hired, each achievement taken; --json always has them)
                  --json | --csv       machine-readable output (default: a table)
                  --progress / --no-progress   a progress bar on stderr (default: a bar on a terminal, else a line every 10 s)

                example: ./fogisles simulate --games 1000 --players 4 --bots random --modules base,harbour,expansion --seed 1 --json
                         ./fogisles simulate --games auto --precision 0.2 --bots greedy --house-rule grand-cities --report r.html""";
    }

    /**
     * One configuration to simulate: everything a game of the run depends on. It travels to a cluster's
     * workers as it is ({@link SimulateWork}), so a field added here is played alike on every machine.
     */
    record Config(List<String> modules, Map<String, Map<String, String>> options, int players, List<String> bots, Boolean rotate, List<String> houseRules,
                  Map<String, Map<String, String>> ruleOptions) implements java.io.Serializable {
        String describe() {
            StringBuilder b = new StringBuilder(String.join("+", modules));
            options.forEach((m, o) -> o.forEach((k, v) -> b.append(' ').append(m).append('.').append(k).append('=').append(v)));
            if (!houseRules.isEmpty()) {
                List<String> rules = new ArrayList<>();
                for (String h : houseRules) {
                    Map<String, String> o = ruleOptions.getOrDefault(h, Map.of());
                    rules.add(o.isEmpty() ? h : h + "(" + String.join(",", o.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toList()) + ")");
                }
                b.append(" + house rules ").append(String.join(",", rules));
            }
            return b.append(", ").append(players).append(" players, bots ").append(String.join(",", bots)).toString();
        }

        boolean rotating() {
            return rotate != null ? rotate : bots.stream().distinct().count() > 1;
        }

        Config withHouseRules(List<String> rules, Map<String, Map<String, String>> ruleOpts) {
            return new Config(modules, options, players, bots, rotate, List.copyOf(rules), ruleOpts);
        }
    }

    static final class Options {
        /** The game played (its id), for the report: --json's config.game. */
        String game = "island";
        int games = 100;
        boolean auto;
        double precision = 0.1;
        boolean precisionGiven;
        /** What {@code --games auto} watches: {@code total}, {@code win-rate} or a score row's id. */
        String until = "total";
        int maxGames = 100_000;
        long seed = 1;
        int threads = java.lang.Runtime.getRuntime().availableProcessors();
        String format = "table";
        Boolean progress;
        String compare;
        int thinkMillis; // 0: the expert level's own default
        boolean allowRuleErrors;
        boolean facts; // --facts: the table lists the game's facts (GameFacts)
        Path report;
        Path saveDir;
        int saveFirst = 3;
        String cluster; // --cluster: a worker's HOST:PORT or the engine's client configuration
        Config config;
    }

    /** Parses options onto a base configuration (null: the defaults). */
    static Options parse(List<String> args, Options start, ModuleCatalog catalog) {
        Options o = start != null ? start : new Options();
        boolean base = o.config != null; // options on top of a first configuration (--compare)
        List<String> modules = base ? new ArrayList<>(o.config.modules) : null;
        String gameId = null;
        boolean playersGiven = false;
        Map<String, Map<String, String>> options = new LinkedHashMap<>();
        if (o.config != null) o.config.options.forEach((k, v) -> options.put(k, new LinkedHashMap<>(v)));
        int players = o.config != null ? o.config.players : 4; // the game's default when not given (below)
        List<String> bots = o.config != null ? o.config.bots : List.of("random");
        Boolean rotate = o.config != null ? o.config.rotate : null;
        List<String> houseRules = o.config != null ? new ArrayList<>(o.config.houseRules) : new ArrayList<>();
        Map<String, Map<String, String>> ruleOptions = new LinkedHashMap<>();
        if (o.config != null) o.config.ruleOptions.forEach((k, v) -> ruleOptions.put(k, new LinkedHashMap<>(v)));
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "--games" -> {
                    String v = value(args, ++i, a);
                    o.auto = v.equals("auto");
                    if (!o.auto) o.games = positive(a, v);
                }
                case "--precision" -> {
                    o.precision = positiveNumber(a, value(args, ++i, a));
                    o.precisionGiven = true;
                }
                case "--until" -> o.until = value(args, ++i, a);
                case "--max-games" -> o.maxGames = positive(a, value(args, ++i, a));
                case "--game" -> gameId = value(args, ++i, a);
                case "--players" -> {
                    players = positive(a, value(args, ++i, a));
                    playersGiven = true;
                }
                case "--bots" -> bots = List.of(value(args, ++i, a).split(","));
                case "--think-time" -> o.thinkMillis = positive(a, value(args, ++i, a));
                case "--rotate" -> rotate = true;
                case "--no-rotate" -> rotate = false;
                case "--modules" -> modules = new ArrayList<>(List.of(value(args, ++i, a).split(",")));
                case "--island" -> options.computeIfAbsent("base", k -> new LinkedHashMap<>()).put("island", value(args, ++i, a));
                case "--harbour-side" -> options.computeIfAbsent("harbour", k -> new LinkedHashMap<>()).put("side", value(args, ++i, a));
                case "--option" -> {
                    String[] kv = dotted(a, value(args, ++i, a), "module.key=value");
                    options.computeIfAbsent(kv[0], k -> new LinkedHashMap<>()).put(kv[1], kv[2]);
                }
                case "--rule-option" -> {
                    String[] kv = dotted(a, value(args, ++i, a), "ID.NAME=VALUE, e.g. grand-cities.factor=3");
                    ruleOptions.computeIfAbsent(kv[0], k -> new LinkedHashMap<>()).put(kv[1], kv[2]);
                }
                case "--seed" -> {
                    String v = value(args, ++i, a);
                    try {
                        o.seed = Long.parseLong(v);
                    } catch (NumberFormatException e) {
                        throw new UsageException("--seed wants a whole number, got '" + v + "'");
                    }
                }
                case "--threads" -> o.threads = positive(a, value(args, ++i, a));
                case "--cluster" -> o.cluster = value(args, ++i, a);
                case "--json" -> o.format = "json";
                case "--facts" -> o.facts = true;
                case "--csv" -> o.format = "csv";
                case "--progress" -> o.progress = true;
                case "--no-progress" -> o.progress = false;
                case "--compare" -> o.compare = anyValue(args, ++i, a); // options themselves: '--island back'
                case "--house-rule" -> houseRules.add(value(args, ++i, a));
                case "--no-house-rules" -> {
                    houseRules.clear();
                    ruleOptions.clear();
                }
                case "--allow-rule-errors" -> o.allowRuleErrors = true;
                case "--report" -> o.report = Path.of(value(args, ++i, a));
                case "--save-games" -> o.saveDir = Path.of(value(args, ++i, a));
                case "--save-first" -> o.saveFirst = nonNegative(a, value(args, ++i, a));
                default -> throw new UsageException("unknown option " + a + DidYouMean.hint(a, List.of("--game", "--games", "--precision", "--until", "--max-games", "--players",
                        "--bots", "--think-time", "--rotate", "--no-rotate", "--modules", "--island", "--harbour-side", "--option", "--rule-option", "--seed", "--threads", "--cluster",
                        "--json", "--csv", "--progress", "--no-progress", "--compare", "--house-rule", "--no-house-rules", "--allow-rule-errors", "--report",
                        "--save-games", "--save-first")));
            }
        }
        GameDescriptor game;
        if (base) {
            game = GameChoice.ofModules(catalog, modules);
            if (gameId != null && !GameChoice.named(catalog, gameId).id().equals(game.id()))
                throw new UsageException("--compare plays the same game as the first configuration (" + game.id() + "); it cannot change --game");
        } else {
            game = GameChoice.of(catalog, gameId, modules);
        }
        if (modules == null) modules = new ArrayList<>(game.defaultModules());
        GameChoice.checkModules(catalog, game, modules);
        o.game = game.id();
        if (!base && !playersGiven) players = GameChoice.defaultPlayers(game);
        GameChoice.checkPlayers(game, players);
        if (bots.size() != 1 && bots.size() != players)
            throw new UsageException("--bots has " + bots.size() + " levels for " + players + " players; give one level, or one per seat");
        if (bots.size() == 1) bots = java.util.Collections.nCopies(players, bots.get(0));
        if (o.thinkMillis > 0) bots = bots.stream().map(l -> withThinkTime(l, o.thinkMillis)).toList();
        o.config = new Config(modules, options, players, List.copyOf(bots), rotate, List.copyOf(houseRules), ruleOptions);
        return o;
    }

    /** A budgeted level given without a budget gets the think time of --think-time ({@code expert} → {@code expert:500ms}). */
    static String withThinkTime(String level, int millis) {
        return BotRegistry.BUDGETED.contains(level) ? level + ":" + io.fogisles.kernel.bot.SearchBudget.thinkTime(millis) : level;
    }

    /** Splits {@code a.b=c} into {a, b, c} (also {@code table}'s options). */
    public static String[] dotted(String option, String v, String form) {
        int dot = v.indexOf('.'), eq = v.indexOf('=');
        if (dot < 1 || eq < dot + 2) throw new UsageException(option + " wants " + form + ", got '" + v + "'");
        return new String[] {v.substring(0, dot), v.substring(dot + 1, eq), v.substring(eq + 1)};
    }

    private static String value(List<String> args, int i, String option) {
        if (i >= args.size() || args.get(i).startsWith("--")) throw new UsageException(option + " needs a value");
        return args.get(i);
    }

    /** A value that may itself start with "--" (the options of --compare). */
    private static String anyValue(List<String> args, int i, String option) {
        if (i >= args.size() || args.get(i).isBlank()) throw new UsageException(option + " needs a value, e.g. " + option + " '--island back'");
        return args.get(i);
    }

    private static int positive(String option, String v) {
        int n = nonNegative(option, v);
        if (n < 1) throw new UsageException(option + " wants a positive whole number, got '" + v + "'");
        return n;
    }

    private static int nonNegative(String option, String v) {
        try {
            int n = Integer.parseInt(v);
            if (n < 0) throw new NumberFormatException();
            return n;
        } catch (NumberFormatException e) {
            throw new UsageException(option + " wants a " + (option.equals("--save-first") ? "" : "positive ") + "whole number, got '" + v + "'"
                    + (option.equals("--games") ? " (or auto)" : ""));
        }
    }

    private static double positiveNumber(String option, String v) {
        try {
            double d = Double.parseDouble(v);
            if (!(d > 0) || Double.isInfinite(d)) throw new NumberFormatException();
            return d;
        } catch (NumberFormatException e) {
            throw new UsageException(option + " wants a positive number of points per player, e.g. 0.1, got '" + v + "'");
        }
    }

    static List<String> split(String s) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        char quote = 0;
        for (char c : s.toCharArray()) {
            if (quote != 0) {
                if (c == quote) quote = 0;
                else cur.append(c);
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (Character.isWhitespace(c)) {
                if (cur.length() > 0) {
                    out.add(cur.toString());
                    cur.setLength(0);
                }
            } else {
                cur.append(c);
            }
        }
        if (cur.length() > 0) out.add(cur.toString());
        return out;
    }

    /**
     * What a run measured: one configuration's summary, or a paired comparison (then {@code b} is set), and
     * every failing script by configuration label ("" for a single run, "A" / "B" for a comparison), its
     * first error at its real place on disk.
     */
    record Run(Options options, Config a, Config b, Summary single, Comparison comparison, double seconds,
               Map<String, List<ScriptFailures.Failure>> failures) {
        boolean paired() {
            return comparison != null;
        }

        long games() {
            return paired() ? comparison.pairs() : single.games();
        }

        List<ScriptFailures.Failure> failures(String label) {
            return failures.getOrDefault(label, List.of());
        }
    }

    /** The failures of a run by label, their first errors located in the rules' files. */
    private static Map<String, List<ScriptFailures.Failure>> failures(Services rt, Summary single, Comparison c) {
        Map<String, List<ScriptFailures.Failure>> out = new LinkedHashMap<>();
        Map<String, Summary> sides = new LinkedHashMap<>();
        if (c == null) sides.put("", single);
        else {
            sides.put("A", c.a());
            sides.put("B", c.b());
        }
        sides.forEach((label, s) -> {
            if (s.failures().isEmpty()) return;
            List<ScriptFailures.Failure> located = new ArrayList<>();
            for (ScriptFailures.Failure f : s.failures()) {
                io.fogisles.kernel.rules.HouseRule rule = f.houseRule() ? rt.library().get(f.unit()) : null;
                located.add(rule == null ? f : new ScriptFailures.Failure(f.unit(), true, f.games(), f.threw(), f.ranTooLong(), f.switchedOff(), f.firstGame(),
                        f.firstRound(), io.fogisles.kernel.rules.ScriptPlaces.locate(rule, f.first())));
            }
            out.put(label, List.copyOf(located));
        });
        return out;
    }

    public int run(List<String> args, Services rt, PrintStream out, PrintStream err) throws Exception {
        BulkScripts.interpretOnly(); // before the first rule set makes the script host
        Options a = parse(args, null, rt.catalog());
        Options b = null;
        if (a.compare != null) {
            Options copy = new Options();
            copy.config = a.config;
            b = parse(split(a.compare), copy, rt.catalog());
        } else if (!a.config.houseRules().isEmpty()) {
            // measuring a rule: A is the game without it, B with it, on the same seeds
            b = new Options();
            b.config = a.config;
            a.config = a.config.withHouseRules(List.of(), Map.of());
        }
        if (a.auto && b == null)
            throw new UsageException("--games auto plays pairs until a difference is known well enough: it needs a comparison (--house-rule or --compare)");
        if (!a.until.equals("total") && !a.auto)
            throw new UsageException("--until " + a.until + " says what --games auto watches; add --games auto (with --house-rule or --compare)");
        if (a.until.equals(WIN_RATE) && !a.precisionGiven) a.precision = 2;
        if (a.report != null && !a.report.toString().endsWith(".html"))
            throw new UsageException("--report wants a file name ending in .html, got '" + a.report + "'");
        if (a.saveDir != null) GameSaver.check(a.saveDir);
        List<String> givenByPath = new ArrayList<>();
        for (Options o : b == null ? List.of(a) : List.of(a, b)) {
            for (String h : o.config.houseRules()) {
                Path p = Path.of(h);
                if (Files.exists(p)) {
                    rt.addRuleFolder(p); // a rule given by its folder or file
                    givenByPath.add(h);
                }
            }
        }
        a.config = withRuleIds(a.config, rt);
        if (b != null) b.config = withRuleIds(b.config, rt);
        Simulation simA = simulation(rt, a.config), simB = b == null ? null : simulation(rt, b.config);
        if (a.auto) a.until = checkUntil(a.until, simA, simB);
        if (byTheClock(a.config) || (b != null && byTheClock(b.config)))
            err.println("note: expert bots with a think time play as many playouts as the clock allows, so these games depend on the machine's speed"
                    + " and load; give a playout budget (e.g. expert:5000playouts) for a run that repeats exactly");
        // a bar on a terminal; elsewhere (a log, CI) a line every 10 s unless --no-progress
        boolean progress = a.progress == null || a.progress;
        boolean progressLines = a.progress == null && System.console() == null;

        Run result;
        long t0 = System.nanoTime();
        try (Games games = a.cluster == null ? new Games.Local(new GamePool(a.threads), a.seed, a.config, simA, b == null ? null : b.config, simB)
                : Games.OnCluster.connect(a.cluster, new SimulateWork(a.config, b == null ? null : b.config, a.seed), rt, err)) {
            if (b == null) {
                Tally t = simA.newTally();
                ProgressLine bar = progress ? new ProgressLine(err, a.config.describe(), a.games, progressLines) : null;
                games.tally(0, a.games, t, bar == null ? null : bar::update, bar == null ? null : bar::status);
                if (bar != null) bar.finish();
                double seconds = (System.nanoTime() - t0) / 1e9;
                Summary summary = t.summary(seconds);
                result = new Run(a, a.config, null, summary, null, seconds, failures(rt, summary, null));
            } else {
                PairedTally t = simA.newPairedTally(simB);
                playPairs(games, a, b.config, t, progress ? err : null, progressLines);
                double seconds = (System.nanoTime() - t0) / 1e9;
                Comparison comparison = t.comparison(seconds);
                result = new Run(a, a.config, b.config, null, comparison, seconds, failures(rt, null, comparison));
            }
        }

        switch (a.format) {
            case "json" -> out.println(SimulationJson.of(result));
            case "csv" -> out.print(SimulationCsv.of(result));
            default -> out.print(SimulationTable.of(result));
        }
        if (a.report != null) {
            HtmlReport.write(a.report, result);
            if (a.format.equals("table")) out.println("report: " + a.report.toAbsolutePath());
        }
        if (a.saveDir != null) {
            List<Path> saved = GameSaver.save(a.saveDir, result, simA, simB);
            if (a.format.equals("table")) out.println("saved " + saved.size() + " game" + (saved.size() == 1 ? "" : "s") + " to " + a.saveDir.toAbsolutePath()
                    + (saved.isEmpty() ? "" : " (./fogisles replay FILE)"));
            if (!saved.isEmpty() && !givenByPath.isEmpty())
                out.println("note: replay finds house rules in the rules folder (" + Services.userRuleFolder() + ") or the bundled scripts; "
                        + String.join(", ", givenByPath) + " was given by its path: copy it there to replay these saves");
        }
        Map<String, List<ScriptFailures.Failure>> failures = result.failures();
        if (!failures.isEmpty() && !a.allowRuleErrors) {
            err.println("fogisles simulate: " + SimulationTable.failureHeadline(failures, result.games())
                    + "; the figures do not measure the rules as written (details above, or in the JSON's \"failures\").");
            err.println("Fix the rule (./fogisles check shows its problems), or pass --allow-rule-errors to accept these results.");
            return SCRIPT_FAILED;
        }
        return 0;
    }

    /**
     * Plays the pairs: all of them at once for {@code --games N}; for {@code --games auto} in batches until
     * the total's interval is narrow enough. The batch sizes depend only on the statistics, never on the
     * threads, so a run is the same on any machine.
     */
    private static void playPairs(Games games, Options a, Config b, PairedTally t, PrintStream progress, boolean lines) throws InterruptedException {
        int cap = a.auto ? a.maxGames : a.games;
        ProgressLine bar = progress == null ? null : new ProgressLine(progress, "A/B " + b.describe(), a.auto ? -cap : cap, lines);
        int done = 0, batch = a.auto ? Math.min(cap, AUTO_BATCH) : cap;
        while (done < cap) {
            int from = done, to = Math.min(cap, done + batch);
            games.pairs(from, to, t, bar == null ? null : d -> bar.update(from + d), bar == null ? null : bar::status);
            done = to;
            if (!a.auto) break;
            Watched w = watched(t, a.until);
            if (bar != null) bar.detail(String.format(java.util.Locale.ROOT, "%s B − A %+.2f ±%.2f (goal ±%s)", w.what(), w.value(), w.halfWidth(),
                    SimulationTable.plain(a.precision)));
            if (w.halfWidth() < a.precision) break;
            batch = nextBatch(done, w.halfWidth(), a.precision);
        }
        if (bar != null) bar.finish();
    }

    static final String WIN_RATE = "win-rate";

    /** What {@code --games auto} watched after a batch, in the unit the table shows it (points per player; percentage points for win rates). */
    record Watched(String what, double value, double halfWidth) {
    }

    /**
     * The difference {@code --games auto} watches: the total's, a named row's, or the least known seat's win
     * rate (the widest interval: every seat is then known at least that well).
     */
    static Watched watched(PairedTally t, String until) {
        if (until.equals("total")) {
            Estimate e = t.totalDifference();
            return new Watched("total", e.value(), e.halfWidth());
        }
        Comparison c = t.comparison(0);
        if (until.equals(WIN_RATE)) {
            Comparison.Difference widest = null;
            for (Comparison.Difference d : c.winRateBySeat())
                if (widest == null || !(d.delta().halfWidth() <= widest.delta().halfWidth())) widest = d; // NaN (too few pairs) counts as widest
            return new Watched("win rate of " + widest.id(), 100 * widest.delta().value(), 100 * widest.delta().halfWidth());
        }
        for (Comparison.Difference d : c.rows())
            if (d.id().equals(until)) return new Watched(SimulationTable.shortName(until), d.delta().value(), d.delta().halfWidth());
        throw new IllegalStateException("no score row " + until); // checkUntil ruled this out before the games
    }

    /**
     * {@code --until}: a row that A or B scores (by its id as the table shows it, {@code coastalPride}, or in
     * full, {@code coastal-pride:coastalPride}), or win rates where A and B seat as many players; said before
     * any game is played. Returns what to watch, a row by its full id.
     */
    static String checkUntil(String until, Simulation a, Simulation b) {
        if (until.equals("total")) return until;
        if (until.equals(WIN_RATE)) {
            if (a.rules().seats() != b.rules().seats())
                throw new UsageException("--until win-rate: A seats " + a.rules().seats() + " players and B " + b.rules().seats()
                        + ", so their seats' win rates are not compared; watch the total or a score row");
            return until;
        }
        Map<String, String> rows = new LinkedHashMap<>(); // as the table shows it -> full id
        for (Simulation s : List.of(a, b))
            for (io.fogisles.kernel.score.ScoreRow r : s.rules().scoreRows()) rows.putIfAbsent(SimulationTable.shortName(r.id()), r.id());
        if (rows.containsValue(until)) return until;
        if (rows.containsKey(until)) return rows.get(until);
        throw new UsageException("--until " + until + ": neither A nor B scores a row '" + until + "'" + DidYouMean.hint(until, new ArrayList<>(rows.keySet()))
                + "; watch total, win-rate or one of the rows: " + String.join(", ", rows.keySet()));
    }

    /** How the run's stopping rule reads in the table and the report. */
    static String untilText(Options o) {
        String what = switch (o.until) {
            case "total" -> "the total's interval";
            case WIN_RATE -> "every seat's win-rate interval";
            default -> "the interval of row " + SimulationTable.shortName(o.until);
        };
        return what + " was ±" + SimulationTable.plain(o.precision) + (o.until.equals(WIN_RATE) ? " percentage points" : "") + " or narrower";
    }

    /**
     * How many more pairs {@code --games auto} plays: the interval narrows with the square root of the
     * pairs, so about done · (width / goal)² in all; at least {@link #AUTO_BATCH} more, at most as many
     * again as so far (the first estimates of the spread are rough).
     */
    static int nextBatch(int done, double halfWidth, double precision) {
        if (Double.isNaN(halfWidth)) return AUTO_BATCH;
        double needed = done * (halfWidth / precision) * (halfWidth / precision) * 1.05;
        long more = (long) Math.ceil(needed) - done;
        return (int) Math.max(AUTO_BATCH, Math.min(done, more));
    }

    /** Whether a configuration has a bot whose search stops by the clock. */
    private static boolean byTheClock(Config c) {
        for (String level : c.bots()) {
            int colon = level.indexOf(':');
            String id = colon < 0 ? level : level.substring(0, colon);
            if (BotRegistry.BUDGETED.contains(id) && (colon < 0 || io.fogisles.kernel.bot.SearchBudget.parse(level.substring(colon + 1)).timed())) return true;
        }
        return false;
    }

    /** Replaces rule paths by rule ids (the paths were added to the library) and checks that every rule option names a chosen rule. */
    private static Config withRuleIds(Config c, Services rt) {
        List<String> ids = new ArrayList<>();
        for (String h : c.houseRules()) {
            Path p = Path.of(h);
            if (!Files.exists(p) && rt.library().get(h) == null && rt.library().problemsOf(h).isEmpty()) // neither a path nor an installed rule
                throw new UsageException("--house-rule " + h + ": no house rule '" + h + "' is installed"
                        + DidYouMean.hint(h, rt.library().all().stream().map(io.fogisles.kernel.rules.HouseRule::id).toList())
                        + ", and there is no file or folder '" + h + "'; give an installed rule's id or the path of a rule's folder or .js file");
            ids.add(Files.exists(p) ? io.fogisles.kernel.rules.HouseRuleLibrary.load(p).id() : h);
        }
        for (String id : c.ruleOptions().keySet())
            if (!ids.contains(id))
                throw new UsageException("--rule-option " + id + ".…: no house rule '" + id + "' is chosen" + (ids.isEmpty() ? " (choose it with --house-rule " + id + ")"
                        : " (chosen: " + String.join(", ", ids) + ")" + DidYouMean.hint(id, ids)));
        return c.withHouseRules(ids, c.ruleOptions());
    }

    /** The simulation of a configuration, with the bot levels its modules offer (an unknown level is a usage error). */
    static Simulation simulation(Services rt, Config c) {
        List<GameConfig.HouseRuleRef> refs = new ArrayList<>();
        for (String h : c.houseRules) refs.add(new GameConfig.HouseRuleRef(h, null, null, c.ruleOptions().get(h)));
        RuleSet rules = rt.rules(new GameConfig(new ModuleSelection(c.modules, c.options), c.players, refs));
        BotRegistry bots = BotRegistry.of(rules);
        for (String level : c.bots) {
            try {
                bots.create(level, rules);
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
        }
        return new Simulation(rules, bots);
    }
}
