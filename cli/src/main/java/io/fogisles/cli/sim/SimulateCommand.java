package io.fogisles.cli.sim;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fogisles.base.bot.BaseBots;
import io.fogisles.cli.Command;
import io.fogisles.cli.Main.UsageException;
import io.fogisles.cli.Services;
import io.fogisles.kernel.bot.BotRegistry;
import io.fogisles.kernel.data.Json;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.sim.Simulation;
import io.fogisles.kernel.sim.Summary;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code ./fogisles simulate}: plays many bot games and reports win rates, every score row, game length
 * and how games ended; with {@code --compare} two configurations side by side on the same seeds.
 */
public final class SimulateCommand implements Command {

    public String name() {
        return "simulate";
    }

    public String summary() {
        return "play many bot games and report statistics (compare two configurations with --compare)";
    }

    public String usage() {
        return """
                ./fogisles simulate [options]

                  --games N            number of games (default 100)
                  --players P          2, 3 or 4 (default 4)
                  --bots L | L1,L2,..  bot level for all seats, or one per seat: random, greedy, strong (default random)
                  --rotate / --no-rotate   shift the bots one seat per game (default: on when the levels differ)
                  --modules a,b,c      modules (default base): base, harbour, expansion
                  --island front|back  island side (base.island)
                  --harbour-side front|back
                  --option m.key=value any module option (repeatable)
                  --seed S             run seed (default 1); game i's seed derives from it
                  --threads T          worker threads (default: all cores); results do not depend on it
                  --compare 'OPTIONS'  also run a second configuration: these options on top of the first
                                       (e.g. --compare '--island back'), and print both with the differences
                  --house-rule R       play with house rule R (an id, or a rule's folder or .js file); without
                                       --compare this compares the game without and with the rule
                  --json | --csv       machine-readable output (default: a table)
                  --progress / --no-progress   a progress bar on stderr (default: when stderr is a terminal)

                example: ./fogisles simulate --games 1000 --players 4 --bots random --modules base,harbour,expansion --seed 1 --json""";
    }

    /** One configuration to simulate. */
    record Config(List<String> modules, Map<String, Map<String, String>> options, int players, List<String> bots, Boolean rotate, List<String> houseRules) {
        String describe() {
            StringBuilder b = new StringBuilder(String.join("+", modules));
            options.forEach((m, o) -> o.forEach((k, v) -> b.append(' ').append(m).append('.').append(k).append('=').append(v)));
            if (!houseRules.isEmpty()) b.append(" + house rules ").append(String.join(",", houseRules));
            return b.append(", ").append(players).append(" players, bots ").append(String.join(",", bots)).toString();
        }

        boolean rotating() {
            return rotate != null ? rotate : bots.stream().distinct().count() > 1;
        }
    }

    static final class Options {
        int games = 100;
        long seed = 1;
        int threads = java.lang.Runtime.getRuntime().availableProcessors();
        String format = "table";
        Boolean progress;
        String compare;
        Config config;
    }

    /** Parses options onto a base configuration (null: the defaults). */
    static Options parse(List<String> args, Options start) {
        Options o = start != null ? start : new Options();
        List<String> modules = o.config != null ? new ArrayList<>(o.config.modules) : new ArrayList<>(List.of("base"));
        Map<String, Map<String, String>> options = new LinkedHashMap<>();
        if (o.config != null) o.config.options.forEach((k, v) -> options.put(k, new LinkedHashMap<>(v)));
        int players = o.config != null ? o.config.players : 4;
        List<String> bots = o.config != null ? o.config.bots : List.of("random");
        Boolean rotate = o.config != null ? o.config.rotate : null;
        List<String> houseRules = o.config != null ? new ArrayList<>(o.config.houseRules) : new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "--games" -> o.games = positive(a, value(args, ++i, a));
                case "--players" -> {
                    players = positive(a, value(args, ++i, a));
                    if (players < 2 || players > 4) throw new UsageException("--players must be 2, 3 or 4, got " + players);
                }
                case "--bots" -> bots = List.of(value(args, ++i, a).split(","));
                case "--rotate" -> rotate = true;
                case "--no-rotate" -> rotate = false;
                case "--modules" -> modules = new ArrayList<>(List.of(value(args, ++i, a).split(",")));
                case "--island" -> options.computeIfAbsent("base", k -> new LinkedHashMap<>()).put("island", value(args, ++i, a));
                case "--harbour-side" -> options.computeIfAbsent("harbour", k -> new LinkedHashMap<>()).put("side", value(args, ++i, a));
                case "--option" -> {
                    String v = value(args, ++i, a);
                    int dot = v.indexOf('.'), eq = v.indexOf('=');
                    if (dot < 1 || eq < dot) throw new UsageException("--option wants module.key=value, got '" + v + "'");
                    options.computeIfAbsent(v.substring(0, dot), k -> new LinkedHashMap<>()).put(v.substring(dot + 1, eq), v.substring(eq + 1));
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
                case "--json" -> o.format = "json";
                case "--csv" -> o.format = "csv";
                case "--progress" -> o.progress = true;
                case "--no-progress" -> o.progress = false;
                case "--compare" -> o.compare = anyValue(args, ++i, a); // options themselves: '--island back'
                case "--house-rule" -> houseRules.add(value(args, ++i, a));
                case "--no-house-rules" -> houseRules.clear();
                default -> throw new UsageException("unknown option " + a + io.fogisles.kernel.data.DidYouMean.hint(a, List.of("--games", "--players",
                        "--bots", "--rotate", "--no-rotate", "--modules", "--island", "--harbour-side", "--option", "--seed", "--threads", "--json", "--csv",
                        "--progress", "--no-progress", "--compare", "--house-rule", "--no-house-rules")));
            }
        }
        if (bots.size() != 1 && bots.size() != players)
            throw new UsageException("--bots has " + bots.size() + " levels for " + players + " players; give one level, or one per seat");
        if (bots.size() == 1) bots = java.util.Collections.nCopies(players, bots.get(0));
        o.config = new Config(modules, options, players, List.copyOf(bots), rotate, List.copyOf(houseRules));
        return o;
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
        try {
            int n = Integer.parseInt(v);
            if (n < 1) throw new NumberFormatException();
            return n;
        } catch (NumberFormatException e) {
            throw new UsageException(option + " wants a positive whole number, got '" + v + "'");
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

    public int run(List<String> args, Services rt, PrintStream out, PrintStream err) throws Exception {
        Options a = parse(args, null);
        Options b = null;
        if (a.compare != null) {
            Options copy = new Options();
            copy.config = a.config;
            b = parse(split(a.compare), copy);
        } else if (!a.config.houseRules().isEmpty()) {
            // measuring a rule: A is the game without it, B with it, on the same seeds
            b = a;
            Options plain = new Options();
            plain.games = a.games;
            plain.seed = a.seed;
            plain.threads = a.threads;
            plain.format = a.format;
            plain.progress = a.progress;
            Config c = a.config;
            plain.config = new Config(c.modules(), c.options(), c.players(), c.bots(), c.rotate(), List.of());
            a = plain;
        }
        for (Options o : b == null ? List.of(a) : List.of(a, b)) {
            for (String h : o.config.houseRules()) {
                java.nio.file.Path p = java.nio.file.Path.of(h);
                if (java.nio.file.Files.exists(p)) rt.addRuleFolder(p); // a rule given by its folder or file
            }
        }
        a = withRuleIds(a, rt);
        if (b != null) b = withRuleIds(b, rt);
        BotRegistry bots = BaseBots.registry();
        boolean progress = a.progress != null ? a.progress : System.console() != null;
        Result ra = simulate(rt, bots, a.config, a, progress ? err : null, b == null ? "" : "A ");
        Result rb = b == null ? null : simulate(rt, bots, b.config, a, progress ? err : null, "B ");
        switch (a.format) {
            case "json" -> out.println(rb == null ? json(ra, a).toString() : compareJson(ra, rb, a).toString());
            case "csv" -> out.print(csv(ra, rb));
            default -> out.print(rb == null ? table(ra, a) : compareTable(ra, rb, a));
        }
        return 0;
    }

    record Result(Config config, Summary summary) {
    }

    /** Replaces rule paths by rule ids (the paths were added to the library). */
    private static Options withRuleIds(Options o, Services rt) {
        List<String> ids = new ArrayList<>();
        for (String h : o.config.houseRules()) {
            java.nio.file.Path p = java.nio.file.Path.of(h);
            ids.add(java.nio.file.Files.exists(p) ? io.fogisles.kernel.rules.HouseRuleLibrary.load(p).id() : h);
        }
        Config c = o.config;
        o.config = new Config(c.modules(), c.options(), c.players(), c.bots(), c.rotate(), List.copyOf(ids));
        return o;
    }

    private static Result simulate(Services rt, BotRegistry bots, Config c, Options o, PrintStream progress, String label) throws InterruptedException {
        List<GameConfig.HouseRuleRef> refs = new ArrayList<>();
        for (String h : c.houseRules) refs.add(GameConfig.HouseRuleRef.of(h));
        RuleSet rules = rt.rules(new GameConfig(new ModuleSelection(c.modules, c.options), c.players, refs));
        for (String level : c.bots) {
            try {
                bots.create(level, rules);
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
        }
        Simulation sim = new Simulation(rules, bots);
        ProgressBar bar = progress == null ? null : new ProgressBar(progress, label + c.describe(), o.games);
        long t0 = System.nanoTime();
        List<Simulation.GameRecord> records = sim.run(o.seed, o.games, c.bots, c.rotating(), o.threads, bar == null ? null : bar::update);
        double seconds = (System.nanoTime() - t0) / 1e9;
        if (bar != null) bar.finish();
        return new Result(c, Summary.of(records, seconds));
    }

    // ------------------------------------------------------------------ output

    static ObjectNode json(Result r, Options o) {
        Summary s = r.summary();
        ObjectNode root = Json.MAPPER.createObjectNode();
        ObjectNode cfg = root.putObject("config");
        cfg.putPOJO("modules", r.config().modules());
        cfg.putPOJO("options", r.config().options());
        cfg.put("players", r.config().players());
        cfg.putPOJO("bots", r.config().bots());
        cfg.putPOJO("houseRules", r.config().houseRules()); // tells A from B when a rule is measured on its own
        cfg.put("rotate", r.config().rotating());
        cfg.put("seed", o.seed);
        cfg.put("threads", o.threads);
        root.put("games", s.games());
        root.put("seconds", round(s.seconds(), 3));
        root.put("gamesPerSecond", round(s.gamesPerSecond(), 1));
        root.put("decisions", s.decisions());
        ObjectNode win = root.putObject("winRate");
        ArrayNode seats = win.putArray("bySeat");
        for (double w : s.winRateBySeat()) seats.add(round(w, 4));
        ObjectNode byBot = win.putObject("byBot");
        s.winRateByBot().forEach((k, v) -> byBot.put(k, round(v, 4)));
        ObjectNode rows = root.putObject("rows");
        s.rows().forEach((k, v) -> rows.set(k.substring(k.indexOf(':') + 1), stat(v)));
        root.set("rounds", stat(s.rounds()));
        ObjectNode ends = root.putObject("endReasons");
        s.endReasons().forEach(ends::put);
        root.put("scriptProblems", s.scriptProblems());
        return root;
    }

    static ObjectNode compareJson(Result a, Result b, Options o) {
        ObjectNode root = Json.MAPPER.createObjectNode();
        root.set("a", json(a, o));
        root.set("b", json(b, o));
        ObjectNode delta = root.putObject("delta");
        ObjectNode rows = delta.putObject("meanRows");
        a.summary().rows().forEach((k, v) -> {
            Summary.Stat other = b.summary().rows().get(k);
            if (other != null) rows.put(k.substring(k.indexOf(':') + 1), round(other.mean() - v.mean(), 3));
        });
        delta.put("meanRounds", round(b.summary().rounds().mean() - a.summary().rounds().mean(), 3));
        ObjectNode byBot = delta.putObject("winRateByBot");
        a.summary().winRateByBot().forEach((k, v) -> {
            Double other = b.summary().winRateByBot().get(k);
            if (other != null) byBot.put(k, round(other - v, 4));
        });
        return root;
    }

    private static ObjectNode stat(Summary.Stat s) {
        ObjectNode n = Json.MAPPER.createObjectNode();
        n.put("mean", round(s.mean(), 3));
        n.put("median", s.median());
        n.put("p10", s.p10());
        n.put("p25", s.p25());
        n.put("p75", s.p75());
        n.put("p90", s.p90());
        n.put("min", s.min());
        n.put("max", s.max());
        return n;
    }

    private static double round(double v, int digits) {
        double f = Math.pow(10, digits);
        return Math.round(v * f) / f;
    }

    static String csv(Result a, Result b) {
        StringBuilder out = new StringBuilder("config,metric,statistic,value\n");
        for (Result r : b == null ? List.of(a) : List.of(a, b)) {
            String c = "\"" + r.config().describe().replace("\"", "'") + "\"";
            Summary s = r.summary();
            out.append(c).append(",games,count,").append(s.games()).append('\n');
            out.append(c).append(",games,perSecond,").append(String.format(Locale.ROOT, "%.1f", s.gamesPerSecond())).append('\n');
            for (int i = 0; i < s.winRateBySeat().length; i++)
                out.append(c).append(",winRate,seat").append(i + 1).append(',').append(String.format(Locale.ROOT, "%.4f", s.winRateBySeat()[i])).append('\n');
            s.winRateByBot().forEach((k, v) -> out.append(c).append(",winRate,").append(k).append(',').append(String.format(Locale.ROOT, "%.4f", v)).append('\n'));
            Map<String, Summary.Stat> all = new LinkedHashMap<>(s.rows());
            all.put("rounds", s.rounds());
            all.forEach((k, v) -> {
                String m = k.substring(k.indexOf(':') + 1);
                for (String[] p : new String[][] {{"mean", "" + v.mean()}, {"median", "" + v.median()}, {"p10", "" + v.p10()}, {"p25", "" + v.p25()},
                        {"p75", "" + v.p75()}, {"p90", "" + v.p90()}, {"min", "" + v.min()}, {"max", "" + v.max()}})
                    out.append(c).append(',').append(m).append(',').append(p[0]).append(',').append(p[1]).append('\n');
            });
            s.endReasons().forEach((k, v) -> out.append(c).append(",end,").append(k).append(',').append(v).append('\n'));
        }
        return out.toString();
    }

    static String table(Result r, Options o) {
        Summary s = r.summary();
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "Fog Isles simulation: %s; %d games, seed %d, %d threads%s%n", r.config().describe(), s.games(), o.seed, o.threads,
                r.config().rotating() ? ", seats rotated" : ""));
        b.append(String.format(Locale.ROOT, "%d games in %.2f s = %.0f games/s (%d decisions)%n%n", s.games(), s.seconds(), s.gamesPerSecond(), s.decisions()));
        b.append("win rate by seat: ");
        for (int i = 0; i < s.winRateBySeat().length; i++) b.append(String.format(Locale.ROOT, " seat %d %5.1f%%", i + 1, 100 * s.winRateBySeat()[i]));
        b.append("\nwin rate by bot:  ");
        s.winRateByBot().forEach((k, v) -> b.append(String.format(Locale.ROOT, " %s %5.1f%%", k, 100 * v)));
        b.append("\n\n").append(String.format(Locale.ROOT, "  %-16s %7s %7s %6s %6s %6s %6s%n", "row (per player)", "mean", "median", "p10", "p25", "p75", "p90"));
        s.rows().forEach((k, v) -> b.append(statLine(k.substring(k.indexOf(':') + 1), v)));
        b.append(statLine("rounds (game)", s.rounds()));
        b.append("\ngame end:");
        s.endReasons().forEach((k, v) -> b.append(String.format(Locale.ROOT, "  %s %.1f%%", k, 100.0 * v / Math.max(1, s.games()))));
        b.append('\n');
        if (s.scriptProblems() > 0) b.append("script problems: ").append(s.scriptProblems()).append(" (a script failed and was switched off)\n");
        return b.toString();
    }

    private static String statLine(String name, Summary.Stat v) {
        return String.format(Locale.ROOT, "  %-16s %7.2f %7.1f %6.1f %6.1f %6.1f %6.1f%n", name, v.mean(), v.median(), v.p10(), v.p25(), v.p75(), v.p90());
    }

    static String compareTable(Result a, Result b, Options o) {
        StringBuilder out = new StringBuilder();
        out.append("A: ").append(a.config().describe()).append('\n');
        out.append("B: ").append(b.config().describe()).append('\n');
        out.append(String.format(Locale.ROOT, "%d games each, same seeds (run seed %d); %.0f and %.0f games/s%n%n", a.summary().games(), o.seed,
                a.summary().gamesPerSecond(), b.summary().gamesPerSecond()));
        out.append(String.format(Locale.ROOT, "  %-18s %9s %9s %9s%n", "mean per player", "A", "B", "B − A"));
        a.summary().rows().forEach((k, v) -> {
            Summary.Stat w = b.summary().rows().get(k);
            if (w != null) out.append(String.format(Locale.ROOT, "  %-18s %9.2f %9.2f %+9.2f%n", k.substring(k.indexOf(':') + 1), v.mean(), w.mean(), w.mean() - v.mean()));
        });
        out.append(String.format(Locale.ROOT, "  %-18s %9.2f %9.2f %+9.2f%n", "rounds", a.summary().rounds().mean(), b.summary().rounds().mean(),
                b.summary().rounds().mean() - a.summary().rounds().mean()));
        out.append("\n  win rate by bot\n");
        a.summary().winRateByBot().forEach((k, v) -> {
            Double w = b.summary().winRateByBot().get(k);
            out.append(String.format(Locale.ROOT, "  %-18s %8.1f%% %8s%n", k, 100 * v, w == null ? "-" : String.format(Locale.ROOT, "%.1f%%", 100 * w)));
        });
        out.append("\n  game end:  A ").append(a.summary().endReasons()).append("   B ").append(b.summary().endReasons()).append('\n');
        return out.toString();
    }

    /** A one-line progress bar on stderr, redrawn at most every 0.2 s. */
    static final class ProgressBar {
        private final PrintStream err;
        private final String label;
        private final int total;
        private final long start = System.nanoTime();
        private volatile long last;

        ProgressBar(PrintStream err, String label, int total) {
            this.err = err;
            this.label = label;
            this.total = total;
        }

        synchronized void update(int done) {
            long now = System.nanoTime();
            if (done < total && now - last < 200_000_000L) return;
            last = now;
            int width = 30, filled = (int) ((long) width * done / Math.max(1, total));
            double secs = (now - start) / 1e9;
            String eta = done == 0 ? "?" : String.format(Locale.ROOT, "%.0fs", secs * (total - done) / done);
            err.print(String.format(Locale.ROOT, "\r%s [%s%s] %d/%d  eta %s ", label, "#".repeat(filled), ".".repeat(width - filled), done, total, eta));
            err.flush();
        }

        void finish() {
            err.print("\r" + " ".repeat(label.length() + 60) + "\r");
            err.flush();
        }
    }
}
