package io.fogisles.client.core;

import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.rules.HouseRule;
import io.fogisles.kernel.rules.HouseRuleLibrary;
import io.fogisles.kernel.rules.HouseRuleSupport;
import io.fogisles.kernel.rules.RuleChecker;
import io.fogisles.kernel.rules.RuleProblem;
import io.fogisles.kernel.script.ScriptHost;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The installed house rules as the client uses them: the library scanned from the rule folders (the same
 * as the headless tools: {@link io.fogisles.kernel.rules.RuleFolders}), each rule's check by the kernel's
 * {@link RuleChecker} (manifest, script syntax, required modules, the rules built for 2 and 4 players; no
 * test games, to stay quick), and a loader for the rule-set factory that always uses the newest library.
 * {@link #reload} rescans after a file changed and says what is new, changed, gone or broken. Thread-safe:
 * reloads run on a background thread while the screens read the last result.
 */
public final class HouseRules {
    private final List<Path> roots;
    private final ModuleCatalog catalog;
    private final ScriptHost host;
    private volatile HouseRuleLibrary library = HouseRuleLibrary.scan(List.of());
    private final Map<String, Check> checks = new ConcurrentHashMap<>(); // rule id -> check of the files with that SHA-256
    private final RuleCheckCache stored; // the checks of the last start, or null

    /** A rule's check: the SHA-256 of the files checked and what the checker found (errors keep it from being chosen). */
    public record Check(String sha256, List<RuleProblem> problems) {
        public Check {
            // errors first: they are what stops the rule, and notices show only the first few lines
            List<RuleProblem> sorted = new ArrayList<>(problems);
            sorted.sort(java.util.Comparator.comparing(p -> p.severity() == RuleProblem.Severity.ERROR ? 0 : 1));
            problems = List.copyOf(sorted);
        }

        public boolean ok() {
            return problems.stream().noneMatch(p -> p.severity() == RuleProblem.Severity.ERROR);
        }
    }

    /** What a reload found, compared with the library before it. */
    public record Reload(List<HouseRule> added, List<HouseRule> changed, List<String> removed, Map<Path, List<RuleProblem>> broken) {
    }

    public HouseRules(List<Path> roots, ModuleCatalog catalog, ScriptHost host) {
        this(roots, catalog, host, null);
    }

    /** @param stored the checks of the last start (used for unchanged rules of the same program), or null */
    public HouseRules(List<Path> roots, ModuleCatalog catalog, ScriptHost host, RuleCheckCache stored) {
        this.roots = List.copyOf(roots);
        this.catalog = catalog;
        this.host = host;
        this.stored = stored;
    }

    public List<Path> roots() {
        return roots;
    }

    public HouseRuleLibrary library() {
        return library;
    }

    /** For the rule-set factory: builds the chosen rules from the library as it is when a game is made. */
    public RuleSetFactory.HouseRuleLoader loader() {
        return (config, modules, parameters) -> new HouseRuleSupport(library, host).load(config, modules, parameters);
    }

    /** The check of a rule as installed now, or null while it has not been checked. */
    public Check check(String id) {
        HouseRule r = library.get(id);
        Check c = r == null ? null : checks.get(id);
        return c != null && c.sha256().equals(r.sha256()) ? c : null;
    }

    /**
     * Scans the folders again and checks every rule that is new or whose files changed. Problems of files
     * that could not be read as rules at all are in {@link Reload#broken()} (and {@link #broken()}).
     */
    public Reload reload() {
        return reload(id -> { });
    }

    /**
     * As {@link #reload()}; {@code progress} hears null once the folders are scanned (the library is new, the
     * checks are still running) and then the id of each rule whose check is done, so screens can show the
     * rules at once and their checks as they come.
     */
    public synchronized Reload reload(java.util.function.Consumer<String> progress) {
        HouseRuleLibrary before = library;
        HouseRuleLibrary now = HouseRuleLibrary.scan(roots);
        List<HouseRule> added = new ArrayList<>(), changed = new ArrayList<>();
        List<String> removed = new ArrayList<>();
        for (HouseRule r : now.all()) {
            HouseRule old = before.get(r.id());
            if (old == null) added.add(r);
            else if (!old.sha256().equals(r.sha256())) changed.add(r);
        }
        for (HouseRule r : before.all()) if (now.get(r.id()) == null) removed.add(r.id());
        Map<Path, List<RuleProblem>> broken = new LinkedHashMap<>(now.problems());
        before.problems().forEach((p, l) -> {
            if (l.equals(broken.get(p))) broken.remove(p); // only report what is new
        });
        library = now;
        progress.accept(null);
        RuleChecker checker = null;
        boolean checked = false;
        for (HouseRule r : now.all()) {
            Check c = checks.get(r.id());
            if (c != null && c.sha256().equals(r.sha256())) continue;
            c = stored == null ? null : stored.get(r.id(), r.sha256());
            if (c == null) {
                if (checker == null) checker = new RuleChecker(catalog, host, 0);
                c = check(checker, r);
                checked = true;
            }
            checks.put(r.id(), c);
            progress.accept(r.id());
        }
        checks.keySet().retainAll(now.all().stream().map(HouseRule::id).toList());
        if (checked && stored != null) stored.save(Map.copyOf(checks));
        return new Reload(added, changed, removed, broken);
    }

    private static Check check(RuleChecker checker, HouseRule r) {
        List<RuleProblem> problems = new ArrayList<>();
        try {
            for (RuleChecker.Report rep : checker.check(r.location())) problems.addAll(rep.problems());
        } catch (RuntimeException e) { // the checker reports problems; anything else is a problem too
            problems.add(new RuleProblem(r.location().toString(), 1, 1, RuleProblem.Severity.ERROR,
                    "the check itself failed: " + e + "; ./fogisles check " + r.location() + " shows more"));
        }
        return new Check(r.sha256(), problems);
    }

    /** Files in the rule folders that could not be read as rules, with why. */
    public Map<Path, List<RuleProblem>> broken() {
        return library.problems();
    }
}
