package io.fogisles.cli.rules;

import io.fogisles.cli.Command;
import io.fogisles.cli.UsageException;
import io.fogisles.cli.Services;
import io.fogisles.kernel.rules.RuleChecker;
import io.fogisles.kernel.rules.RuleFingerprint;
import io.fogisles.kernel.rules.RuleProblem;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** {@code ./fogisles check PATH…}: validates house rules without starting the game. */
public final class CheckCommand implements Command {
    public String name() {
        return "check";
    }

    public String summary() {
        return "validate house rules (manifest, scripts, a short test game) without starting the game";
    }

    public String usage() {
        return """
                ./fogisles check PATH... [--games N] [--game ID] [--watch]

                Checks a house rule (a folder with rule.json, or a single .js rule) or every rule in a folder:
                the manifest (unknown keys with a suggestion, API version, required modules), the scripts
                (syntax, deprecated functions, events no module raises), the game built with the rule on, and
                N short test games with random choices for 2 and 4 players (default 2), plus one game for each
                other value of each option, in which no hook, score row or veto may fail. One game is played
                again to find rules that keep game information outside the game.
                Prints file:line:col: severity: message; exits 1 when there is an error.
                A rule is for the game of the modules it requires ("requires": ["pirate-bay"]); one that
                requires none is tried in the island game, or in the game of --game ID, which also refuses
                rules of another game.
                --watch: check again whenever a file changes (stop with Ctrl-C).""";
    }

    public int run(List<String> args, Services rt, PrintStream out, PrintStream err) throws Exception {
        boolean watch = args.remove("--watch");
        int games = 2;
        String gameId = null;
        List<Path> paths = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--games")) {
                if (++i >= args.size()) throw new UsageException("--games needs a number");
                try {
                    games = Integer.parseInt(args.get(i));
                } catch (NumberFormatException e) {
                    throw new UsageException("--games wants a whole number, got '" + args.get(i) + "'");
                }
            } else if (a.equals("--game")) {
                if (++i >= args.size()) throw new UsageException("--game needs a value");
                gameId = args.get(i);
            } else if (a.startsWith("--")) {
                throw new UsageException("unknown option " + a + io.fogisles.kernel.data.DidYouMean.hint(a, List.of("--games", "--game", "--watch")));
            } else {
                paths.add(Path.of(a));
            }
        }
        if (paths.isEmpty()) throw new UsageException("give a rule or a folder of rules, e.g. ./fogisles check scripts");
        RuleChecker checker = new RuleChecker(rt.catalog(), rt.scripts(), games, rt.library());
        if (gameId != null) checker.forGame(io.fogisles.cli.Games.named(rt.catalog(), gameId));
        if (!watch) return checkAll(checker, paths, out);
        watch(checker, paths, out, Long.MAX_VALUE, () -> Thread.sleep(500));
        return 0;
    }

    /** What the watch loop does between two looks at the files (sleep; a test edits files instead). */
    public interface Pause {
        void pause() throws InterruptedException;
    }

    /**
     * Checks, then looks at the files {@code polls} times, pausing before each look, and checks again
     * whenever their contents changed. Returns the exit code of the last check.
     */
    public static int watch(RuleChecker checker, List<Path> paths, PrintStream out, long polls, Pause pause) throws InterruptedException {
        int code = checkAll(checker, paths, out);
        Map<String, String> seen = RuleFingerprint.of(paths);
        out.println("watching " + paths + " for changes (Ctrl-C to stop)");
        for (long i = 0; i < polls; i++) {
            pause.pause();
            Map<String, String> now = RuleFingerprint.of(paths);
            if (!now.equals(seen)) {
                seen = now;
                out.println("--- changed: checking again");
                code = checkAll(checker, paths, out);
            }
        }
        return code;
    }

    private static int checkAll(RuleChecker checker, List<Path> paths, PrintStream out) {
        int errors = 0, warnings = 0, rules = 0;
        for (Path p : paths) {
            for (RuleChecker.Report r : checker.check(p)) {
                if (r.id() != null || !r.ok()) rules++;
                for (RuleProblem pr : r.problems()) {
                    out.println(pr);
                    if (pr.severity() == RuleProblem.Severity.ERROR) errors++;
                    else warnings++;
                }
                if (r.ok() && r.id() != null) out.println("ok: " + r.id() + " (" + r.location() + ")");
                r.details().forEach(out::println);
            }
        }
        out.println(rules + " rule" + (rules == 1 ? "" : "s") + " checked: " + errors + " error" + (errors == 1 ? "" : "s") + ", " + warnings + " warning" + (warnings == 1 ? "" : "s"));
        return errors > 0 ? 1 : 0;
    }
}
