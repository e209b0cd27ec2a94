package io.fogisles.kernel.rules;

import io.fogisles.kernel.script.ScriptError;
import io.fogisles.kernel.script.ScriptSource;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A rule's script files as they are on disk, for pointing the checker's findings at the real file and
 * line: the engine names scripts {@code <rule id>/<file>}, and some problems (an unknown step, an
 * invalid parameter) are only known by a name the rule wrote somewhere in its code.
 */
final class RuleSources {
    /** A place in a file; line and column are 1-based. */
    record Place(String file, int line, int column) {
    }

    private record File(String logical, String real, String text) {
    }

    private static final Pattern CALLED_AT = Pattern.compile(" \\(called at ([^()\\s]+\\.js):(\\d+):(\\d+)\\)$");
    private static final Pattern JS_PLACE = Pattern.compile("([\\w.@/-]+\\.js):(\\d+):(\\d+): ");

    private final HouseRule rule;
    private final List<File> files = new ArrayList<>();

    RuleSources(HouseRule rule) {
        this.rule = rule;
        for (ScriptSource s : rule.scripts()) files.add(new File(s.name(), real(s.name()), s.text()));
    }

    /** The manifest's real path. */
    String manifest() {
        return Files.isDirectory(rule.location()) ? rule.location().resolve("rule.json").toString() : rule.location().toString();
    }

    /** The first script's real path (where findings without a place go). */
    String main() {
        return files.isEmpty() ? manifest() : files.get(0).real();
    }

    /** The real path of a script the engine knows as {@code <rule id>/<file>}; other names unchanged. */
    String real(String logical) {
        if (logical == null) return main();
        String prefix = rule.id() + "/";
        if (!logical.startsWith(prefix)) return logical;
        return Files.isDirectory(rule.location()) ? rule.location().resolve(logical.substring(prefix.length())).toString() : rule.location().toString();
    }

    /**
     * A script error as a finding at its real place. An error of the rule API itself (in the kernel's
     * rule-api.js) names the rule's line that called it; that line is used.
     */
    RuleProblem problem(ScriptError e, RuleProblem.Severity severity, String suffix) {
        String message = e.message();
        String file = e.file();
        int line = e.line(), column = e.column();
        Matcher m = CALLED_AT.matcher(message);
        if (m.find()) {
            file = m.group(1);
            line = Integer.parseInt(m.group(2));
            column = Integer.parseInt(m.group(3));
            message = message.substring(0, m.start());
        }
        if (file == null) { // e.g. stopped by the watchdog: the engine cannot tell where
            file = main();
            line = 1;
            column = 1;
        }
        return new RuleProblem(real(file), line, column, severity, message + suffix);
    }

    /**
     * A finding from a message of the rule loader: at the script place the message names
     * ({@code file.js:line:col: …}), else at the first place in the scripts where one of the names the
     * message quotes ('cards:deal') is written as a string, else at {@code fallback}.
     */
    RuleProblem fromMessage(String message, String fallback, RuleProblem.Severity severity, String suffix) {
        Matcher m = JS_PLACE.matcher(message);
        if (m.find()) {
            String rest = message.substring(m.end());
            ScriptError e = new ScriptError(rule.id(), m.group(1), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)), rest);
            return problem(e, severity, suffix);
        }
        Place p = quotedName(message);
        if (p != null) return new RuleProblem(p.file(), p.line(), p.column(), severity, message + suffix);
        return new RuleProblem(fallback, 1, 1, severity, message + suffix);
    }

    /** Where a name quoted in the message ('…') first appears as a string literal in the scripts, or null. */
    Place quotedName(String message) {
        Matcher q = Pattern.compile("'([^'\\s]+)'").matcher(message);
        while (q.find()) {
            Place p = literal(q.group(1));
            if (p != null) return p;
        }
        return null;
    }

    /** Where {@code 'name'}, {@code "name"} or {@code `name`} first appears in the scripts, or null. */
    Place literal(String name) {
        return find(Pattern.compile("(['\"`])" + Pattern.quote(name) + "\\1"));
    }

    /** Where the pattern first matches in the scripts (at the match's first group when it has one), or null. */
    Place find(Pattern p) {
        for (File f : files) {
            Matcher m = p.matcher(f.text());
            if (m.find()) {
                int at = m.start();
                return place(f, at);
            }
        }
        return null;
    }

    /** A match of a pattern in the scripts: where it starts and its groups. */
    record Found(Place place, List<String> groups) {
    }

    /** Every match of the pattern in the scripts' code, comments left out (blanked, so places stay right). */
    List<Found> findAllInCode(Pattern p) {
        List<Found> out = new ArrayList<>();
        for (File f : files) {
            Matcher m = p.matcher(COMMENT.matcher(f.text()).replaceAll(c -> c.group().replaceAll("[^\n]", " ")));
            while (m.find()) {
                List<String> groups = new ArrayList<>();
                for (int g = 1; g <= m.groupCount(); g++) groups.add(m.group(g));
                out.add(new Found(place(f, m.start()), groups));
            }
        }
        return out;
    }

    /** Block and line comments (a "//" inside a string is rare in rules, and would only hide a finding). */
    private static final Pattern COMMENT = Pattern.compile("/\\*.*?\\*/|//[^\n]*", Pattern.DOTALL);

    private static Place place(File f, int offset) {
        int line = 1, lineStart = 0;
        for (int i = 0; i < offset; i++) {
            if (f.text().charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return new Place(f.real(), line, offset - lineStart + 1);
    }
}
