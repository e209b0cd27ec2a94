package io.fogisles.kernel.rules;

import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.DidYouMean;
import io.fogisles.kernel.data.LocatedJson;
import io.fogisles.kernel.event.KernelEvents;
import io.fogisles.kernel.game.Contributions;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.game.RuleSetNote;
import io.fogisles.kernel.game.ScriptProblem;
import io.fogisles.kernel.i18n.Messages;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.module.ModuleDescriptor;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.script.HookKind;
import io.fogisles.kernel.script.ScriptApiFactory;
import io.fogisles.kernel.script.ScriptBinding;
import io.fogisles.kernel.script.ScriptFailure;
import io.fogisles.kernel.script.ScriptHost;
import io.fogisles.kernel.script.ScriptUnit;
import io.fogisles.kernel.util.IntList;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks house rules without starting the game: the manifest (schema, unknown keys with a suggestion, API
 * version, required modules, missing translations), the scripts (syntax, what they register, deprecated
 * API, the events they listen to), the rules built with the rule on (hooked steps and changed score rows
 * exist, parameters still valid), with the default options and with every other value of each option,
 * and short headless games with random choices in which no hook, score row or veto may fail and which
 * must end. One game is played again in the same script session, and continued from a copy, to catch
 * rules that keep game information in variables outside their hooks.
 *
 * <p>Findings point at the rule's real files on disk, at the line when it can be found.
 */
public final class RuleChecker {
    private static final int MAX_DECISIONS = 50_000;
    private static final Pattern TOP_LEVEL_VARIABLE = Pattern.compile("(?m)^(?:let|var)\\s+[\\w$]+");
    private static final Pattern DEPRECATED_WARNING = Pattern.compile("^(\\w+)\\.(\\w+) is deprecated");

    private final ModuleCatalog catalog;
    private final ScriptHost host;
    private final int smokeGames;
    private final HouseRuleLibrary installed;
    /** The game rules are checked for ({@code check --game}), or null: each rule's own (that of its modules). */
    private io.fogisles.kernel.module.GameDescriptor game;

    /** @param smokeGames games played with the rule on, per player count (0: none) */
    public RuleChecker(ModuleCatalog catalog, ScriptHost host, int smokeGames) {
        this(catalog, host, smokeGames, null);
    }

    /** @param installed the rules installed for play (to warn when a checked rule has the id of another one), or null */
    public RuleChecker(ModuleCatalog catalog, ScriptHost host, int smokeGames, HouseRuleLibrary installed) {
        this.catalog = catalog;
        this.host = host;
        this.smokeGames = smokeGames;
        this.installed = installed;
    }

    /**
     * Checks rules for one game: a rule that requires a module of another game is an error, and a rule that
     * requires none plays its test games in this game (instead of the default game).
     */
    public RuleChecker forGame(io.fogisles.kernel.module.GameDescriptor game) {
        this.game = game;
        return this;
    }

    /** The result for one rule: where it is, its id (when the manifest could be read) and what was found. */
    public record Report(Path location, String id, List<RuleProblem> problems, List<String> details) {
        public Report(Path location, String id, List<RuleProblem> problems) {
            this(location, id, problems, List.of());
        }

        public boolean ok() {
            return problems.stream().noneMatch(p -> p.severity() == RuleProblem.Severity.ERROR);
        }
    }

    /**
     * What the rule's hooks did in the test games (how often each ran and changed the game) and what the
     * rule printed: lines for the author under the findings.
     */
    static final class Observed {
        private final String ruleId;
        private final Map<String, Hook> hooks = new LinkedHashMap<>();
        /** "veto id" → action type → {asked, forbidden, games asked, games in which it forbade every option asked}. */
        private final Map<String, Map<String, int[]>> vetoes = new LinkedHashMap<>();
        private final Map<String, Integer> ownEvents = new LinkedHashMap<>();
        private final List<String> printed = new ArrayList<>();
        private int games;
        private boolean printedMore;

        /** One hook's counts over the test games. */
        private static final class Hook {
            int ran, changed, failed, dropped;
            io.fogisles.kernel.script.ScriptError firstFailure;
        }

        /** Hooks left out of the test games: their step or row does not exist (an error above says so). */
        private final Set<String> leftOut;

        Observed(String ruleId, Set<String> registered, Set<String> leftOut) {
            this.ruleId = ruleId;
            this.leftOut = leftOut;
            for (String key : registered) if (!key.startsWith("setup ")) hooks.put(key, new Hook());
        }

        void add(Game game) {
            games++;
            for (io.fogisles.kernel.game.HookTally.Count c : game.hookTally().counts()) {
                if (!c.unit().equals(ruleId)) continue;
                Hook n = hooks.computeIfAbsent(c.kind().id() + " " + c.id(), k -> new Hook());
                n.ran += c.ran();
                n.changed += c.changed();
                n.failed += c.failed();
                n.dropped += c.droppedEvents();
                if (n.firstFailure == null) n.firstFailure = c.firstFailure();
            }
            for (io.fogisles.kernel.game.HookTally.VetoCount v : game.hookTally().vetoCounts()) {
                if (!v.unit().equals(ruleId)) continue;
                int[] n = vetoes.computeIfAbsent(v.id(), k -> new LinkedHashMap<>()).computeIfAbsent(v.actionType(), k -> new int[4]);
                n[0] += v.asked();
                n[1] += v.forbidden();
                if (v.asked() > 0) n[2]++;
                if (v.asked() > 0 && v.forbidden() == v.asked()) n[3]++;
            }
            game.hookTally().ownEvents().forEach((type, n) -> {
                if (type.startsWith(ruleId + ":")) ownEvents.merge(type, n, Integer::sum);
            });
            String prefix = ruleId + ": ";
            for (String line : game.scriptOutput()) {
                if (!line.startsWith(prefix)) continue;
                if (printed.size() < MAX_PRINTED) printed.add(line.substring(prefix.length()).stripTrailing());
                else printedMore = true;
            }
        }

        List<String> lines() {
            List<String> out = new ArrayList<>();
            if (games == 0) return out;
            out.add("  in " + games + " test game" + (games == 1 ? "" : "s") + ":");
            hooks.forEach((key, n) -> {
                HookKind kind = HookKind.of(key.substring(0, key.indexOf(' ')));
                if (leftOut.contains(key)) {
                    out.add("    " + hookName(key) + ": left out of the test games (its " + (kind == HookKind.ADJUST ? "row" : "step") + " does not exist)");
                    return;
                }
                String what = n.ran == 0 ? "never ran" : "ran " + n.ran + " time" + (n.ran == 1 ? "" : "s");
                if (n.failed > 0) {
                    var e = n.firstFailure;
                    String where = e == null || e.file() == null ? "" : " at " + Path.of(e.file()).getFileName() + ":" + e.line();
                    boolean stopped = e != null && e.message().startsWith("stopped");
                    what += ", " + (stopped ? "stopped" : "failed") + " " + (n.failed == 1 ? "once" : n.failed + " times") + where
                            + (kind != null && !kind.readOnly() ? " and switched off (in play the whole rule is)" : "");
                }
                if (n.ran > n.failed && kind != null) {
                    if (!kind.readOnly()) what += n.changed == 0 ? ", changed nothing" : ", changed the game " + times(n.changed);
                    else if (n.changed > 0) what += ", tried to change the game " + times(n.changed) + " (undone: it only reads)";
                }
                if (n.dropped > 0) what += ", raised " + n.dropped + " event" + (n.dropped == 1 ? "" : "s") + " that went nowhere";
                if (kind == HookKind.VETO) what += vetoText(key.substring(key.indexOf(' ') + 1));
                out.add("    " + hookName(key) + ": " + what);
            });
            ownEvents.forEach((type, n) -> out.add("    raised " + type + ": " + times(n)));
            for (String p : printed) out.add("    printed: " + p);
            if (printedMore) out.add("    (printed more; the first " + MAX_PRINTED + " lines are shown)");
            return out;
        }

        /** "; asked about 412 options, forbade 40 (cards:play 40 of 300)": the action types it forbade some of. */
        private String vetoText(String id) {
            Map<String, int[]> byType = vetoes.getOrDefault(id, Map.of());
            int asked = 0, forbidden = 0;
            List<String> parts = new ArrayList<>();
            for (var e : byType.entrySet()) {
                asked += e.getValue()[0];
                forbidden += e.getValue()[1];
                if (e.getValue()[1] > 0) parts.add(e.getKey() + " " + e.getValue()[1] + " of " + e.getValue()[0]); // the types it forbade some of
            }
            return "; asked about " + asked + " option" + (asked == 1 ? "" : "s") + ", forbade " + forbidden + (parts.isEmpty() ? "" : " (" + String.join("; ", parts) + ")");
        }

        /**
         * Findings from what the hooks did: a veto that forbade every option of an action type in every test game
         * (it would forbid that kind of move outright: a test that is always true?), a read-only hook that changed
         * the game or raised events (undone, dropped).
         */
        void findings(RuleSources src, Findings f) {
            if (games == 0) return;
            int vetoNumber = 0;
            List<RuleSources.Found> vetoCalls = src.findAllInCode(Pattern.compile("\\brule\\s*\\.\\s*veto\\s*\\("));
            for (String key : hooks.keySet()) {
                if (!key.startsWith("veto ")) continue;
                RuleSources.Place at = vetoNumber < vetoCalls.size() ? vetoCalls.get(vetoNumber).place() : null;
                vetoNumber++;
                vetoes.getOrDefault(key.substring(5), Map.of()).forEach((type, n) -> {
                    if (n[2] > 0 && n[3] == n[2])
                        f.add(place(at, src, RuleProblem.Severity.WARNING, "rule.veto forbade every option of '" + type + "' it was asked about (" + n[0] + ") in every test game in which there was one ("
                                + n[2] + "): players can never take that action (the game lets everything through where a veto leaves no move at all). A test that is always true?"));
                });
            }
            hooks.forEach((key, n) -> {
                HookKind kind = HookKind.of(key.substring(0, key.indexOf(' ')));
                if (kind == null || !kind.readOnly() || n.changed == 0 && n.dropped == 0) return;
                RuleSources.Place at = placeOf(key, src);
                String what = hookName(key);
                // one finding (one place has one): what was undone, what went nowhere
                List<String> did = new ArrayList<>();
                if (n.changed > 0) did.add("changed the game in " + n.changed + " of its " + n.ran + " calls");
                if (n.dropped > 0) did.add("raised " + n.dropped + " event" + (n.dropped == 1 ? "" : "s") + " with game.emit");
                String undone = n.changed > 0 && n.dropped > 0 ? "its changes were undone and its events went nowhere" : n.changed > 0 ? "its changes were undone" : "its events went nowhere";
                f.add(place(at, src, RuleProblem.Severity.WARNING, what + " " + String.join(" and ", did) + "; it only reads: " + undone
                        + " (change the game and raise events in rule.on, rule.before or rule.after)"));
            });
        }

        /** Where a hook is registered, found by the name it registers (a row's name, an adjusted row), or by its call. */
        private RuleSources.Place placeOf(String key, RuleSources src) {
            String kind = key.substring(0, key.indexOf(' ')), id = key.substring(key.indexOf(' ') + 1);
            return switch (kind) {
                case "score" -> src.literal(id.substring(id.indexOf(':') + 1));
                case "adjust" -> src.literal(HouseRuleSupport.hookTarget(kind, id));
                case "tie-break" -> src.find(Pattern.compile("\\brule\\s*\\.\\s*tieBreak\\s*\\("));
                case "veto" -> src.find(Pattern.compile("\\brule\\s*\\.\\s*veto\\s*\\("));
                default -> null;
            };
        }

        private static RuleProblem place(RuleSources.Place at, RuleSources src, RuleProblem.Severity s, String message) {
            return at != null ? new RuleProblem(at.file(), at.line(), at.column(), s, message) : new RuleProblem(src.main(), 1, 1, s, message);
        }

        private static String times(int n) {
            return n == 1 ? "once" : n + " times";
        }

        /** A hook as its author wrote it: {@code rule.on('kernel:round-started')}. */
        private String hookName(String key) {
            String kind = key.substring(0, key.indexOf(' ')), id = key.substring(key.indexOf(' ') + 1);
            String target = id.contains("/") ? HouseRuleSupport.hookTarget(kind, id) : id.startsWith(ruleId + ":") ? id.substring(ruleId.length() + 1) : id;
            String call = switch (kind) {
                case "score" -> "scoreRow";
                case "adjust" -> "adjustScore";
                case "tie-break" -> "tieBreak";
                default -> kind;
            };
            return "rule." + call + (kind.equals("tie-break") || kind.equals("veto") ? "" : "('" + target + "')");
        }
    }

    private static final int MAX_PRINTED = 20;

    /** Checks a rule, or every rule in a folder of rules. */
    public List<Report> check(Path path) {
        if (HouseRuleLibrary.isRule(path)) return List.of(checkOne(path));
        List<Report> out = new ArrayList<>();
        if (!Files.isDirectory(path)) {
            out.add(new Report(path, null, List.of(new RuleProblem(path.toString(), 0, 0, RuleProblem.Severity.ERROR,
                    Files.exists(path) ? "not a house rule: a rule is a folder with rule.json, or a .js file starting with /* " + HouseRuleLibrary.SINGLE_FILE_MARKER + " … */"
                            : "no such file or folder"))));
            return out;
        }
        try (var s = Files.list(path)) {
            List<Path> rules = s.sorted().filter(HouseRuleLibrary::isRule).toList();
            if (rules.isEmpty()) out.add(new Report(path, null, List.of(new RuleProblem(path.toString(), 0, 0, RuleProblem.Severity.WARNING,
                    "no house rules in this folder (a rule is a folder with rule.json, or a .js file starting with /* " + HouseRuleLibrary.SINGLE_FILE_MARKER + " … */)"))));
            for (Path r : rules) out.add(checkOne(r));
        } catch (IOException e) {
            out.add(new Report(path, null, List.of(new RuleProblem(path.toString(), 0, 0, RuleProblem.Severity.ERROR, "cannot list: " + e.getMessage()))));
        }
        return out;
    }

    /** What one check found, without repeats. */
    private static final class Findings {
        final Set<RuleProblem> list = new LinkedHashSet<>();

        void add(RuleProblem p) {
            // the same problem in another option set or player count is the same problem
            // (and one place fails once: "no seat 10 (seats are 0…1)" with 2 players is "… 0…3" with 4)
            for (RuleProblem q : list)
                if (q.file().equals(p.file()) && q.line() == p.line() && q.column() == p.column() && q.severity() == p.severity()
                        && (q.line() > 1 || q.column() > 1 || stem(q.message()).equals(stem(p.message())))) return;
            list.add(p);
        }

        private static String stem(String m) {
            int i = m.indexOf(" (with option ");
            return i < 0 ? m : m.substring(0, i);
        }

        boolean hasErrors() {
            return list.stream().anyMatch(p -> p.severity() == RuleProblem.Severity.ERROR);
        }
    }

    /**
     * Everything about one rule in one run (issue 34): every manifest problem, every file's syntax error, every
     * static problem of the API, events, steps and rows, then the test games, in which a hook that fails is
     * switched off alone so that the others are still tried. A hook on an unknown step or row is reported
     * before the games and left out of them, so that the rest of the rule is tried.
     */
    private Report checkOne(Path path) {
        List<DataException> unreadable = new ArrayList<>();
        HouseRule rule = HouseRuleLibrary.loadForCheck(path, unreadable);
        Findings f = new Findings();
        if (rule == null) return new Report(path, null, manifestProblems(path, unreadable));
        for (DataException e : unreadable) f.add(HouseRuleLibrary.problem(e));
        RuleSources src = new RuleSources(rule);
        List<String> requires = checkManifest(rule, path, src, f);
        ModuleSelection modules = new ModuleSelection(requires.isEmpty() ? rootModules() : List.copyOf(closure(requires)), Map.of());
        Set<String> available = closure(requires);

        // every file's syntax errors, each file parsed on its own
        List<io.fogisles.kernel.script.ScriptError> syntax = host.syntaxErrors(rule.id(), rule.scripts());
        for (io.fogisles.kernel.script.ScriptError e : syntax) f.add(src.problem(e, RuleProblem.Severity.ERROR, ""));

        // the modules without the rule: the API, the steps and the rows the rule may name
        RuleSet plain = buildPlain(modules, src, f);

        // scripts: load errors, what they register, deprecations
        ScriptHost.CheckResult loaded = null;
        if (syntax.isEmpty()) {
            try {
                loaded = host.checkWithWarnings(new ScriptUnit(rule.id(), rule.id(), HouseRuleSupport.sources(rule, HouseRuleSupport.options(rule, Map.of())), List.of()));
                for (String w : loaded.warnings()) f.add(warningAt(src, w));
            } catch (ScriptFailure e) {
                f.add(src.problem(HouseRuleSupport.explainLoadError(e.error(), catalog.ids()), RuleProblem.Severity.ERROR, ""));
            } catch (RuntimeException e) { // an option that the manifest declares wrongly
                f.add(new RuleProblem(src.manifest(), 1, 1, RuleProblem.Severity.ERROR, String.valueOf(e.getMessage())));
            }
        }
        List<Target> targets = loaded != null ? targets(loaded.registered()) : targetsInText(rule, src);
        Set<String> leftOut = new LinkedHashSet<>();
        if (plain != null) {
            checkUnknownMembers(rule, available, apiGlobals(plain), src, f);
            checkTargets(rule, plain, targets, src, f, leftOut);
            if (loaded == null) checkEvents(rule, available, targets, null, 0, src, f);
        }
        if (loaded == null || plain == null) return report(path, rule, f);
        // the test games play the rule as far as it can be read: with the modules it meant (a misspelled one
        // replaced by its nearest), whatever else its manifest got wrong
        HouseRule playable = requires.equals(rule.manifest().requires()) ? rule : rule.requiring(requires);

        // the rules with the rule on: default options first, then each other value of each option
        Set<String> seen = ConcurrentHashMap.newKeySet();
        RuleSetFactory factory = new RuleSetFactory(catalog, host);
        factory.addHouseRuleLoader(new HouseRuleSupport(HouseRuleLibrary.of(playable), host).leavingOut(leftOut));
        factory.addHouseRuleLoader((config, mods, parameters) -> List.of(b -> Contributions.listeners(b).addBinding().toInstance((ctx, e) -> seen.add(e.type()))));
        RuleSet first = null;
        int games = 0;
        Observed observed = new Observed(rule.id(), new LinkedHashSet<>(loaded.registered()), leftOut);
        for (Map<String, String> options : optionSets(rule)) {
            String suffix = options.isEmpty() ? "" : " (with option " + options.entrySet().iterator().next().getKey() + "=" + options.values().iterator().next() + ")";
            int[] seatCounts = options.isEmpty() ? new int[] {2, 4} : new int[] {3};
            int gamesEach = options.isEmpty() ? smokeGames : Math.min(1, smokeGames);
            for (int seats : seatCounts) {
                RuleSet rules = build(factory, rule, modules, seats, options, src, f, suffix);
                if (rules == null) break;
                if (first == null) {
                    first = rules;
                    for (RuleSetNote n : rules.notes()) f.add(warningAt(src, n.text()));
                }
                for (int g = 0; g < gamesEach; g++) {
                    games++;
                    Game game = smokeGame(rules, 1000 + 17L * g + seats, g * 31L + seats, seats, src, f, suffix);
                    if (game != null && options.isEmpty()) observed.add(game);
                    if (game != null && options.isEmpty() && seats == 2 && g == 0) checkReplay(rules, game, src, f);
                }
            }
        }
        checkEvents(rule, available, targets, games > 0 ? seen : null, games, src, f);
        if (first != null) checkDeprecatedCalls(first, src, f);
        observed.findings(src, f);
        return new Report(path, rule.id(), List.copyOf(f.list), observed.lines());
    }

    private static Report report(Path path, HouseRule rule, Findings f) {
        return new Report(path, rule.id(), List.copyOf(f.list));
    }

    /** What a registered hook names: the step of rule.before/after, the row of rule.adjustScore, the event of rule.on. */
    record Target(String kind, String name, String key) {
    }

    private static List<Target> targets(Set<String> registered) {
        List<Target> out = new ArrayList<>();
        for (String key : registered) {
            String kind = key.substring(0, key.indexOf(' ')), id = key.substring(key.indexOf(' ') + 1);
            if (kind.equals("before") || kind.equals("after") || kind.equals("adjust") || kind.equals("on"))
                out.add(new Target(kind, HouseRuleSupport.hookTarget(kind, id), key));
        }
        return out;
    }

    private static final Pattern HOOK_CALL = Pattern.compile("\\brule\\s*\\.\\s*(before|after|adjustScore|on)\\s*\\(\\s*(['\"`])([^'\"`]+)\\2");

    /** The same, read from the text, when the scripts cannot be loaded (a syntax error): the static checks still run. */
    private static List<Target> targetsInText(HouseRule rule, RuleSources src) {
        List<Target> out = new ArrayList<>();
        for (RuleSources.Found u : src.findAllInCode(HOOK_CALL)) {
            String kind = u.groups().get(0).equals("adjustScore") ? "adjust" : u.groups().get(0);
            out.add(new Target(kind, u.groups().get(2), null));
        }
        return out;
    }

    /**
     * Steps and rows named by the hooks must exist in the game without the rule (or be the rule's own rows):
     * each one that does not is an error at its name, with the nearest, and its hook is left out of the test
     * games ({@code leftOut}) so that the rest of the rule is tried.
     */
    private static void checkTargets(HouseRule rule, RuleSet plain, List<Target> targets, RuleSources src, Findings f, Set<String> leftOut) {
        List<String> steps = plain.flow().ids();
        Set<String> rows = new LinkedHashSet<>();
        for (var r : plain.scoreRows()) rows.add(r.id());
        for (Target t : targets) {
            String message = null;
            switch (t.kind()) {
                case "before", "after" -> {
                    if (!steps.contains(t.name()))
                        message = "rule." + t.kind() + "('" + t.name() + "', …): no flow node '" + t.name() + "'" + DidYouMean.hint(t.name(), steps)
                                + "; known nodes: " + String.join(", ", steps);
                }
                case "adjust" -> {
                    if (!rows.contains(t.name()) && !t.name().startsWith(rule.id() + ":"))
                        message = "rule.adjustScore('" + t.name() + "', …): no score row '" + t.name() + "'" + DidYouMean.hint(t.name(), rows)
                                + "; rows: " + String.join(", ", rows);
                }
                default -> {
                }
            }
            if (message == null) continue;
            if (t.key() != null) leftOut.add(t.key());
            RuleSources.Place p = src.literal(t.name());
            f.add(p != null ? new RuleProblem(p.file(), p.line(), p.column(), RuleProblem.Severity.ERROR, message + (t.key() != null ? " (left out of the test games)" : ""))
                    : new RuleProblem(src.main(), 1, 1, RuleProblem.Severity.ERROR, message));
        }
    }

    /** The game's modules without the rule: what the rule's names are checked against. */
    private RuleSet buildPlain(ModuleSelection modules, RuleSources src, Findings f) {
        try {
            var g = this.game != null ? this.game : catalog.gameOf(modules.modules().get(0));
            int seats = g == null ? 2 : Math.max(2, g.players().min());
            return new RuleSetFactory(catalog, host).create(new GameConfig(modules, seats, List.of()));
        } catch (ModuleException | DataException e) {
            f.add(new RuleProblem(src.manifest(), 1, 1, RuleProblem.Severity.ERROR, "the game of the required modules cannot be built: " + e.getMessage()));
            return null;
        }
    }

    /** The API's globals and their members (rule, game, and each module's). */
    private static Map<String, Set<String>> apiGlobals(RuleSet rules) {
        Map<String, Set<String>> members = new LinkedHashMap<>();
        members.put("rule", new java.util.TreeSet<>(ApiReference.ruleEntries().stream().map(ApiReference.Entry::name).toList()));
        for (ScriptApiFactory a : rules.contributions(ScriptApiFactory.class))
            members.put(a.name(), new java.util.TreeSet<>(ApiReference.javaEntries(a.create(new ScriptBinding()).getClass()).stream().map(ApiReference.Entry::name).toList()));
        return members;
    }

    // ------------------------------------------------------------------ manifest

    /**
     * The manifest's problems beyond its own form (that HouseRuleLibrary checks): required modules, translations,
     * an installed rule with the same id. Returns the modules the rest of the check uses: those required, a
     * module that is not installed replaced by its nearest name when there is one (else left out).
     */
    private List<String> checkManifest(HouseRule rule, Path path, RuleSources src, Findings f) {
        HouseRuleManifest m = rule.manifest();
        List<String> usable = new ArrayList<>();
        for (int i = 0; i < m.requires().size(); i++) {
            String id = m.requires().get(i);
            if (catalog.get(id) == null) {
                String near = DidYouMean.closest(id, catalog.ids());
                f.add(at(src.manifest(), path, "$.requires[" + i + "]", RuleProblem.Severity.ERROR,
                        "requires module '" + id + "', which is not installed" + DidYouMean.hint(id, catalog.ids()) + "; installed: " + String.join(", ", catalog.ids())
                                + (near != null ? " (the rest of this check takes it for '" + near + "')" : "")));
                if (near != null && !usable.contains(near)) usable.add(near);
                continue;
            }
            if (!usable.contains(id)) usable.add(id);
            var of = catalog.gameOf(id);
            if (of == null) continue;
            if (game != null && !game.id().equals(of.id())) {
                f.add(at(src.manifest(), path, "$.requires[" + i + "]", RuleProblem.Severity.ERROR,
                        "requires module '" + id + "' of " + of.displayName("en") + ", but this check is for " + game.displayName("en") + " (--game " + game.id()
                                + "); a rule is for the game of the modules it requires"));
            }
            for (int j = 0; j < i; j++) {
                var other = catalog.gameOf(m.requires().get(j));
                if (other != null && !other.id().equals(of.id()))
                    f.add(at(src.manifest(), path, "$.requires[" + i + "]", RuleProblem.Severity.ERROR,
                            "requires '" + id + "' of " + of.displayName("en") + " and '" + m.requires().get(j) + "' of " + other.displayName("en")
                                    + ": a rule plays in one game; require the modules of one"));
            }
        }
        List<String> noName = Messages.LANGUAGES.stream().filter(l -> !m.name().containsKey(l)).toList();
        if (!noName.isEmpty())
            f.add(at(src.manifest(), path, "$.name", RuleProblem.Severity.WARNING, "no name in " + String.join(", ", noName) + ": those players see the English one"));
        List<String> noText = Messages.LANGUAGES.stream().filter(l -> !m.description().containsKey(l)).toList();
        if (!noText.isEmpty())
            f.add(at(src.manifest(), path, "$.description", RuleProblem.Severity.WARNING, "no description in " + String.join(", ", noText)
                    + (noText.size() == Messages.LANGUAGES.size() ? ": players see only the name" : ": those players see the English one")));
        if (installed != null && installed.get(rule.id()) != null) {
            HouseRule used = installed.get(rule.id()), hidden = installed.hiddenBy(rule.id());
            if (hidden != null && (same(hidden.location(), rule.location()) || same(used.location(), rule.location())))
                f.add(new RuleProblem(src.manifest(), 1, 1, RuleProblem.Severity.WARNING, HouseRuleLibrary.shadowing(used, hidden)));
            else if (!same(used.location(), rule.location()))
                f.add(new RuleProblem(src.manifest(), 1, 1, RuleProblem.Severity.WARNING, "the installed rule " + used.location() + " has the same id '" + rule.id()
                        + "'; a game can use only one of them (the one in the later folder: your rules folder comes after the bundled scripts)"));
        }
        // one game: modules of another game than the first's are left out
        var of = usable.isEmpty() ? null : catalog.gameOf(usable.get(0));
        if (of != null) usable.removeIf(id -> catalog.gameOf(id) != null && !catalog.gameOf(id).id().equals(of.id()));
        return usable;
    }

    /** A rule.json that cannot be read at all: its problems, and the JSON's further syntax errors where the parser can go on. */
    private static List<RuleProblem> manifestProblems(Path path, List<DataException> found) {
        List<RuleProblem> out = new ArrayList<>();
        for (DataException e : found) out.add(HouseRuleLibrary.problem(e));
        return out;
    }

    /** All of a broken rule.json's problems in one pass (the loader stops at the first), or the loader's problem. */
    private static List<RuleProblem> manifestProblems(Path path, DataException first) {
        Path manifest = path.resolve("rule.json");
        if (Files.isDirectory(path) && manifest.toString().equals(first.file()) && Files.isRegularFile(manifest)) {
            try {
                List<RuleProblem> all = HouseRuleLibrary.manifestProblems(manifest.toString(), io.fogisles.kernel.data.TextFiles.readUtf8(manifest))
                        .stream().map(HouseRuleLibrary::problem).toList();
                if (!all.isEmpty()) return all;
            } catch (DataException unreadable) {
                // the loader's own problem says it
            }
        }
        return List.of(HouseRuleLibrary.problem(first));
    }

    private static boolean same(Path a, Path b) {
        return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }

    /** The default options, then for each option each other value, an integer's min and max (the rest at their defaults). */
    static List<Map<String, String>> optionSets(HouseRule rule) {
        List<Map<String, String>> out = new ArrayList<>();
        out.add(Map.of());
        rule.manifest().options().entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> {
            for (String v : e.getValue().valuesToTry()) out.add(Map.of(e.getKey(), v));
        });
        return out;
    }

    // ------------------------------------------------------------------ building and playing

    /**
     * The modules a rule that names no module is tried with: the default game's core module (a rule set of no
     * module at all would have no game to play); without installed games, the modules that need no other.
     */
    private List<String> rootModules() {
        var game = this.game != null ? this.game : catalog.defaultGame();
        if (game != null) return List.of(game.coreModule());
        List<String> out = new ArrayList<>();
        for (var d : catalog.all()) if (d.manifest().requires().isEmpty()) out.add(d.id());
        return out;
    }

    private RuleSet build(RuleSetFactory factory, HouseRule rule, ModuleSelection modules, int seats, Map<String, String> options,
                          RuleSources src, Findings f, String suffix) {
        GameConfig.HouseRuleRef ref = new GameConfig.HouseRuleRef(rule.id(), null, null, options);
        try {
            return factory.create(new GameConfig(modules, seats, List.of(ref)));
        } catch (ModuleException e) {
            f.add(src.fromMessage(e.getMessage(), src.main(), RuleProblem.Severity.ERROR, suffix));
        } catch (DataException e) {
            f.add(dataProblem(rule, e, src, suffix));
        }
        return null;
    }

    /**
     * A module refused its parameters while the game was built with the rule on. When the file is a
     * module's own parameters, the rule's setup changed them: the finding goes to where the rule names
     * the parameter.
     */
    private RuleProblem dataProblem(HouseRule rule, DataException e, RuleSources src, String suffix) {
        String what = (e.path() == null || e.path().isEmpty() ? "" : e.path() + ": ") + e.problem();
        for (ModuleDescriptor d : catalog.all()) {
            String params = d.manifest().entryPoints().parameters();
            if (params == null || !d.displayPath(params).equals(e.file())) continue;
            Matcher key = Pattern.compile("^\\$\\.([A-Za-z0-9]+)").matcher(e.path() == null ? "" : e.path());
            String name = key.find() ? key.group(1) : null;
            RuleSources.Place p = name == null ? null : src.literal(name);
            String message = "the rule's setup gave module '" + d.id() + "' a parameter it refuses: " + what + suffix;
            return p != null ? new RuleProblem(p.file(), p.line(), p.column(), RuleProblem.Severity.ERROR, message)
                    : new RuleProblem(src.main(), 1, 1, RuleProblem.Severity.ERROR, message);
        }
        return new RuleProblem(e.file(), e.line(), e.column(), RuleProblem.Severity.ERROR, what + suffix);
    }

    /** One game with random choices; the scores are read at every round start and at the end. */
    private Game smokeGame(RuleSet rules, long seed, long choiceSeed, int seats, RuleSources src, Findings f, String suffix) {
        Game game = rules.newGame(seed);
        game.hookTally().start();
        Rng rng = new Rng(choiceSeed);
        IntList o = new IntList();
        int decisions = 0, round = game.round();
        try {
            while (!game.isOver() && decisions++ < MAX_DECISIONS) {
                game.legalCodes(o);
                game.applyCode(o.get(rng.nextInt(o.size())));
                if (game.round() != round) {
                    round = game.round();
                    game.scores();
                }
            }
            game.scores();
        } catch (RuntimeException e) {
            f.add(new RuleProblem(src.main(), 1, 1, RuleProblem.Severity.ERROR, "a test game with " + seats + " players stopped: " + e.getMessage() + suffix));
            return null;
        }
        if (!game.isOver())
            f.add(new RuleProblem(src.main(), 1, 1, RuleProblem.Severity.ERROR, "a test game with " + seats + " players did not end within " + MAX_DECISIONS + " decisions" + suffix));
        for (ScriptProblem p : game.scriptProblems()) f.add(src.problem(p.error(), RuleProblem.Severity.ERROR, suffix));
        return game;
    }

    /**
     * Plays a finished test game again with the same choices in the same script session, and continues
     * a copy of it from the middle. A rule whose hooks only read the game behaves the same each time; one
     * that keeps game information in variables outside its hooks does not, because those variables are
     * not part of the game: every game starts them afresh, but they are not saved, undone or copied.
     */
    private static void checkReplay(RuleSet rules, Game played, RuleSources src, Findings f) {
        int[] codes = played.codes();
        if (codes.length == 0 || !played.scriptProblems().isEmpty()) return; // a failing rule is reported already
        long[] hashes = new long[codes.length];
        Game reference = rules.newGame(played.seed());
        int differs = follow(reference, codes, 0, hashes, true);
        if (differs < 0 && reference.state().hash64() != played.state().hash64()) differs = codes.length - 1;
        if (differs < 0) {
            // copies from a few points: a counter outside the hooks may happen to agree at any one of them
            Game again = rules.newGame(played.seed());
            int at = 0;
            for (int part = 1; part <= 3 && differs < 0; part++) {
                int next = codes.length * part / 4;
                differs = follow(again, java.util.Arrays.copyOf(codes, next), at, hashes, false);
                at = next;
                if (differs < 0) differs = follow(again.copy(), codes, at, hashes, false);
            }
            if (differs < 0) differs = follow(again, codes, at, hashes, false);
        }
        if (differs < 0) return;
        RuleSources.Place p = src.find(TOP_LEVEL_VARIABLE);
        String message = "the same game played again went differently (from decision " + (differs + 1) + " on): the rule seems to keep game information in variables "
                + "outside its hooks. Such variables are not part of the game: each game starts them afresh, but they are not saved, undone or copied "
                + "(bots think ahead on copies, so they misjudge the rule). "
                + "Work it out from the game in each hook instead (base.*, game.*)";
        f.add(p != null ? new RuleProblem(p.file(), p.line(), p.column(), RuleProblem.Severity.WARNING, message)
                : new RuleProblem(src.main(), 1, 1, RuleProblem.Severity.WARNING, message));
    }

    // ------------------------------------------------------------------ events and deprecations

    /** Every event type the kernel and the installed modules declare, with the module that declares it. */
    private Map<String, String> declaredEvents() {
        Map<String, String> out = new LinkedHashMap<>();
        for (String k : KernelEvents.ALL) out.put(k, "kernel");
        for (ModuleDescriptor d : catalog.all()) for (String e : d.manifest().eventTypes()) out.putIfAbsent(e, d.id());
        return out;
    }

    /**
     * The events the rule listens to ({@code rule.on}) must be declared by a module the rule requires
     * (or be its own); a declared one that never happened in the test games gets a gentler warning.
     */
    private void checkEvents(HouseRule rule, Set<String> available, List<Target> targets, Set<String> seen, int games, RuleSources src, Findings f) {
        Map<String, String> declared = declaredEvents();
        for (Target t : targets) {
            if (!t.kind().equals("on")) continue;
            String type = t.name();
            if (type.equals("*") || type.startsWith(rule.id() + ":")) continue;
            RuleSources.Place p = src.literal(type);
            String module = declared.get(type);
            String message = null;
            RuleProblem.Severity severity = RuleProblem.Severity.WARNING;
            if (module == null) {
                message = "no module declares the event type '" + type + "'" + DidYouMean.hint(type, declared.keySet())
                        + "; this hook never runs (see the \"events\" of the modules, or scripts/api/reference.md)";
                // in the kernel's or an installed module's namespace it is a misspelling: the hook can never run;
                // another namespace may be another house rule's own events
                String namespace = type.contains(":") ? type.substring(0, type.indexOf(':')) : "";
                if (namespace.equals("kernel") || catalog.get(namespace) != null) severity = RuleProblem.Severity.ERROR;
            } else if (!module.equals("kernel") && !available.contains(module)) {
                message = "the event '" + type + "' comes from module '" + module + "', which the rule does not require; add it to \"requires\", or the hook may never run";
            } else if (seen != null && !seen.contains(type)) {
                message = "the event '" + type + "' did not happen in the " + games + " test games, so this hook was not tried";
            }
            if (message == null) continue;
            f.add(p != null ? new RuleProblem(p.file(), p.line(), p.column(), severity, message) : new RuleProblem(src.main(), 1, 1, severity, message));
        }
    }

    /**
     * Every {@code global.member} the scripts write, for the API's globals ({@code rule}, {@code game},
     * {@code base}, …), must be a member of that global: a misspelled call ({@code base.gainEnergie}) would
     * fail only when a game reaches it, so it is an error found before any game, with the nearest name. A
     * module's global ({@code base}) used by a rule that does not require that module (itself or through a
     * module it requires) is said too: such a rule may be chosen for a game without the module.
     */
    private void checkUnknownMembers(HouseRule rule, Set<String> available, Map<String, Set<String>> members, RuleSources src, Findings f) {
        Set<String> globals = new LinkedHashSet<>(members.keySet());
        for (String id : catalog.ids()) if (!available.contains(id)) globals.add(id); // a module's global is named after it
        Pattern use = Pattern.compile("(?<![\\w$.])(" + String.join("|", globals.stream().map(Pattern::quote).toList()) + ")\\s*\\.\\s*([A-Za-z_$][\\w$]*)");
        Set<String> reported = new LinkedHashSet<>(), told = new LinkedHashSet<>();
        Map<String, RuleSources.Place> notRequired = new LinkedHashMap<>(); // a module's global the rule does not require: its first use
        for (RuleSources.Found u : src.findAllInCode(use)) {
            String global = u.groups().get(0), member = u.groups().get(1);
            boolean unavailable = catalog.get(global) != null && !available.contains(global);
            if (unavailable) notRequired.putIfAbsent(global, u.place());
            Set<String> known = members.get(global);
            if (known == null || known.contains(member) || !reported.add(global + "." + member)) continue;
            RuleSources.Place p = u.place();
            String near = DidYouMean.closest(member, known);
            String message = global + "." + member + " is not part of the API" + (near == null ? "" : " (did you mean " + global + "." + near + "?)")
                    + "; see scripts/api/reference.md for what '" + global + "' offers";
            if (unavailable && told.add(global)) message += "; " + onlyWhenRequired(global, rule, src);
            f.add(new RuleProblem(p.file(), p.line(), p.column(), RuleProblem.Severity.ERROR, message));
        }
        notRequired.forEach((global, p) -> {
            if (!told.contains(global))
                f.add(new RuleProblem(p.file(), p.line(), p.column(), RuleProblem.Severity.WARNING, onlyWhenRequired(global, rule, src)
                        + " (a rule that does not require module '" + global + "' may be chosen for a game without it, where '" + global + "' is undefined)"));
        });
    }

    /** The modules a rule may count on: those it requires and those they require in turn. */
    private Set<String> closure(List<String> requires) {
        Set<String> out = new LinkedHashSet<>();
        java.util.ArrayDeque<String> todo = new java.util.ArrayDeque<>(requires);
        while (!todo.isEmpty()) {
            String id = todo.poll();
            if (!out.add(id)) continue;
            var d = catalog.get(id);
            if (d != null) for (var dep : d.manifest().requires()) todo.add(dep.id());
        }
        return out;
    }

    private static String onlyWhenRequired(String global, HouseRule rule, RuleSources src) {
        String manifest = java.nio.file.Path.of(src.manifest()).getFileName().toString();
        return "'" + global + "' is available only to rules that require it: " + (rule.manifest().requires().isEmpty()
                ? "add \"requires\": [\"" + global + "\"] to " + manifest : "add \"" + global + "\" to \"requires\" in " + manifest);
    }

    /** Calls of deprecated host functions (base.x, …), found in the text; rule.* deprecations warn when they run. */
    private static void checkDeprecatedCalls(RuleSet rules, RuleSources src, Findings f) {
        Map<String, Class<?>> globals = new LinkedHashMap<>();
        if (!rules.scriptUnits().isEmpty())
            for (ScriptApiFactory a : rules.scriptUnits().get(0).apis()) globals.put(a.name(), a.create(new ScriptBinding()).getClass());
        ApiReference.deprecations(globals).forEach((fn, replacement) -> {
            if (fn.startsWith("rule.")) return;
            int dot = fn.indexOf('.');
            RuleSources.Place p = src.find(Pattern.compile("\\b" + Pattern.quote(fn.substring(0, dot)) + "\\s*\\.\\s*" + Pattern.quote(fn.substring(dot + 1)) + "\\s*\\("));
            if (p != null)
                f.add(new RuleProblem(p.file(), p.line(), p.column(), RuleProblem.Severity.WARNING, fn + " is deprecated; use " + replacement + " instead"));
        });
    }

    /**
     * Applies {@code codes[from…]} to a game: records the state hash after each ({@code record}) or
     * compares it with the recorded one. Returns the first decision where the game went differently, or −1.
     */
    private static int follow(Game g, int[] codes, int from, long[] hashes, boolean record) {
        IntList o = new IntList();
        for (int i = from; i < codes.length; i++) {
            g.legalCodes(o);
            if (!o.contains(codes[i])) return i;
            g.applyCode(codes[i]);
            if (record) hashes[i] = g.state().hash64();
            else if (g.state().hash64() != hashes[i]) return i;
        }
        return -1;
    }

    /** A warning the scripts gave while loading (a deprecated function), at the first call of that function when it can be found. */
    private static RuleProblem warningAt(RuleSources src, String warning) {
        Matcher m = DEPRECATED_WARNING.matcher(warning);
        RuleSources.Place p = m.find() ? src.find(Pattern.compile("\\b" + m.group(1) + "\\s*\\.\\s*" + m.group(2) + "\\s*\\(")) : null;
        return p != null ? new RuleProblem(p.file(), p.line(), p.column(), RuleProblem.Severity.WARNING, warning)
                : new RuleProblem(src.main(), 1, 1, RuleProblem.Severity.WARNING, warning);
    }

    private static RuleProblem at(String manifestFile, Path path, String jsonPath, RuleProblem.Severity s, String message) {
        try {
            String text = Files.isDirectory(path) ? Files.readString(path.resolve("rule.json")) : null;
            if (text != null) {
                LocatedJson doc = LocatedJson.syntaxErrors(manifestFile, text).document(); // also a manifest mended of its syntax errors
                if (doc == null) throw new IOException("unreadable");
                DataException e = doc.error(jsonPath, message);
                return new RuleProblem(manifestFile, e.line(), e.column(), s, jsonPath + ": " + message);
            }
        } catch (IOException | DataException ignored) {
            // fall through: no location
        }
        return new RuleProblem(manifestFile, 1, 1, s, jsonPath + ": " + message);
    }
}
