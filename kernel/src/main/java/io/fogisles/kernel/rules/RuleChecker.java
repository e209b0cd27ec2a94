package io.fogisles.kernel.rules;

import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.DidYouMean;
import io.fogisles.kernel.data.LocatedJson;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.game.RuleSetNote;
import io.fogisles.kernel.game.ScriptProblem;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.script.ScriptError;
import io.fogisles.kernel.script.ScriptFailure;
import io.fogisles.kernel.script.ScriptHost;
import io.fogisles.kernel.script.ScriptUnit;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Checks house rules without starting the game: the manifest (schema, unknown keys with a suggestion, API
 * version, required modules), the scripts (syntax, what they register, deprecated API), the rules built
 * with the rule on (hooked steps exist, parameters still valid), and short headless games with random
 * choices for 2 and 4 players, in which no hook may fail and which must end.
 */
public final class RuleChecker {
    private final ModuleCatalog catalog;
    private final ScriptHost host;
    private final int smokeGames;

    /** @param smokeGames games played with the rule on (0: none) */
    public RuleChecker(ModuleCatalog catalog, ScriptHost host, int smokeGames) {
        this.catalog = catalog;
        this.host = host;
        this.smokeGames = smokeGames;
    }

    /** The result for one rule: where it is, its id (when the manifest could be read) and what was found. */
    public record Report(Path location, String id, List<RuleProblem> problems) {
        public boolean ok() {
            return problems.stream().noneMatch(p -> p.severity() == RuleProblem.Severity.ERROR);
        }
    }

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
            if (rules.isEmpty()) out.add(new Report(path, null, List.of(new RuleProblem(path.toString(), 0, 0, RuleProblem.Severity.WARNING, "no house rules in this folder"))));
            for (Path r : rules) out.add(checkOne(r));
        } catch (java.io.IOException e) {
            out.add(new Report(path, null, List.of(new RuleProblem(path.toString(), 0, 0, RuleProblem.Severity.ERROR, "cannot list: " + e.getMessage()))));
        }
        return out;
    }

    private Report checkOne(Path path) {
        List<RuleProblem> problems = new ArrayList<>();
        HouseRule rule;
        try {
            rule = HouseRuleLibrary.load(path);
        } catch (DataException e) {
            problems.add(HouseRuleLibrary.problem(e));
            return new Report(path, null, problems);
        }
        String manifestFile = Files.isDirectory(path) ? path.resolve("rule.json").toString() : path.toString();
        // required modules
        for (int i = 0; i < rule.manifest().requires().size(); i++) {
            String m = rule.manifest().requires().get(i);
            if (catalog.get(m) == null) {
                problems.add(at(manifestFile, path, "$.requires[" + i + "]", RuleProblem.Severity.ERROR,
                        "requires module '" + m + "', which is not installed" + DidYouMean.hint(m, catalog.ids()) + "; installed: " + String.join(", ", catalog.ids())));
            }
        }
        if (!problems.isEmpty()) return new Report(path, rule.id(), problems);
        // scripts: syntax, registrations, deprecations
        ScriptUnit unit = new ScriptUnit(rule.id(), rule.id(), HouseRuleSupport.sources(rule, HouseRuleSupport.options(rule, Map.of())), List.of());
        try {
            ScriptHost.CheckResult r = host.checkWithWarnings(unit);
            String main = rule.scripts().get(0).name();
            for (String w : r.warnings()) problems.add(new RuleProblem(main, 1, 1, RuleProblem.Severity.WARNING, w));
        } catch (ScriptFailure f) {
            problems.add(problem(f.error()));
            return new Report(path, rule.id(), problems);
        }
        // the rules with the rule on, and short games
        HouseRuleLibrary single = HouseRuleLibrary.scan(List.of(path));
        RuleSetFactory factory = new RuleSetFactory(catalog, host);
        factory.addHouseRuleLoader(new HouseRuleSupport(single, host));
        ModuleSelection modules = new ModuleSelection(rule.manifest().requires(), Map.of());
        for (int seats : new int[] {2, 4}) {
            RuleSet rules;
            try {
                rules = factory.create(new GameConfig(modules, seats, List.of(GameConfig.HouseRuleRef.of(rule.id()))));
            } catch (ModuleException e) {
                problems.add(problemFromMessage(manifestFile, e.getMessage()));
                return new Report(path, rule.id(), problems);
            } catch (DataException e) {
                problems.add(HouseRuleLibrary.problem(e));
                return new Report(path, rule.id(), problems);
            }
            for (RuleSetNote n : rules.notes()) {
                if (seats == 2 && problems.stream().noneMatch(p -> p.message().equals(n.text())))
                    problems.add(new RuleProblem(rule.scripts().get(0).name(), 1, 1, RuleProblem.Severity.WARNING, n.text()));
            }
            for (int g = 0; g < smokeGames; g++) {
                io.fogisles.kernel.game.Game game = rules.newGame(1000 + 17L * g + seats);
                io.fogisles.kernel.random.Rng rng = new io.fogisles.kernel.random.Rng(g * 31L + seats);
                io.fogisles.kernel.util.IntList o = new io.fogisles.kernel.util.IntList();
                int decisions = 0;
                try {
                    while (!game.isOver() && decisions++ < 50_000) {
                        game.legalCodes(o);
                        game.applyCode(o.get(rng.nextInt(o.size())));
                    }
                } catch (RuntimeException e) {
                    problems.add(new RuleProblem(manifestFile, 1, 1, RuleProblem.Severity.ERROR, "a test game with " + seats + " players stopped: " + e.getMessage()));
                    break;
                }
                if (!game.isOver())
                    problems.add(new RuleProblem(manifestFile, 1, 1, RuleProblem.Severity.ERROR, "a test game with " + seats + " players did not end within 50,000 decisions"));
                for (ScriptProblem p : game.scriptProblems()) {
                    RuleProblem rp = problem(p.error());
                    if (!problems.contains(rp)) problems.add(rp);
                }
            }
        }
        return new Report(path, rule.id(), problems);
    }

    private static RuleProblem problem(ScriptError e) {
        return new RuleProblem(e.file(), e.line(), e.column(), RuleProblem.Severity.ERROR, e.message());
    }

    private static RuleProblem at(String manifestFile, Path path, String jsonPath, RuleProblem.Severity s, String message) {
        try {
            String text = Files.isDirectory(path) ? Files.readString(path.resolve("rule.json")) : null;
            if (text != null) {
                DataException e = LocatedJson.parse(manifestFile, text).error(jsonPath, message);
                return new RuleProblem(manifestFile, e.line(), e.column(), s, jsonPath + ": " + message);
            }
        } catch (java.io.IOException | DataException ignored) {
            // fall through: no location
        }
        return new RuleProblem(manifestFile, 1, 1, s, jsonPath + ": " + message);
    }

    /** "file:line:col: message" inside a message (script errors wrapped by the rule loader) becomes a located problem. */
    private static RuleProblem problemFromMessage(String fallbackFile, String message) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("([\\w./-]+\\.js):(\\d+):(\\d+): (.*)").matcher(message);
        if (m.find()) return new RuleProblem(m.group(1), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)), RuleProblem.Severity.ERROR, m.group(4));
        return new RuleProblem(fallbackFile, 1, 1, RuleProblem.Severity.ERROR, message);
    }
}
