package io.fogisles.client.core;

import io.fogisles.kernel.game.ScriptProblem;
import io.fogisles.kernel.rules.HouseRule;
import io.fogisles.kernel.rules.HouseRuleLibrary;
import io.fogisles.kernel.rules.RuleProblem;
import io.fogisles.kernel.script.ScriptError;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * House rules in the player's words: names and descriptions in the chosen language, problems as
 * {@code file:line:col: message} with the file shortened to its place in the rule folder, and the notices
 * for a reload, a rule switched off during play, and a continued game whose rules changed. GL-free.
 */
public final class RuleTexts {
    /** At most this many problems of one rule are listed in a notice (the new-game screen lists all). */
    public static final int DETAILS = 4;

    private RuleTexts() {
    }

    public static String name(HouseRule r, String lang) {
        return r.manifest().displayName(lang);
    }

    public static String description(HouseRule r, String lang) {
        Map<String, String> d = r.manifest().description();
        return d.getOrDefault(lang, d.getOrDefault("en", ""));
    }

    /** A rule's name for an id: the installed rule's name in the language, else the id itself. */
    public static String name(HouseRuleLibrary library, String id, String lang) {
        HouseRule r = library.get(id);
        return r == null ? id : name(r, lang);
    }

    /** A problem as one line: where (shortened) and what. */
    public static String line(RuleProblem p, List<Path> roots) {
        String where = shorten(p.file(), roots);
        return where + (p.line() > 0 ? ":" + p.line() + ":" + Math.max(1, p.column()) : "") + ": "
                + (p.severity() == RuleProblem.Severity.WARNING ? "warning: " : "") + p.message();
    }

    /** A script error as one line: {@code file:line:col: message}. */
    public static String line(ScriptError e, List<Path> roots) {
        String where = shorten(e.file() == null ? e.unit() : e.file(), roots);
        return where + (e.line() > 0 ? ":" + e.line() + ":" + Math.max(1, e.column()) : "") + ": " + e.message();
    }

    /** A file below one of the rule folders as a path relative to that folder (absolute paths are long to read). */
    static String shorten(String file, List<Path> roots) {
        if (file == null) return "?";
        try {
            Path p = Path.of(file);
            if (!p.isAbsolute()) return file;
            for (Path root : roots) {
                Path r = root.toAbsolutePath().normalize();
                if (p.normalize().startsWith(r)) return r.relativize(p.normalize()).toString();
            }
        } catch (java.nio.file.InvalidPathException e) {
            // not a path: show as it is
        }
        return file;
    }

    /**
     * The notices for a reload: rules found, reloaded (with their errors, if any), gone, and files that are
     * not readable rules. {@code inGame} are the ids of the house rules of the game being played (a change
     * to one of them applies to the next game).
     */
    public static List<Notices.Notice> reloaded(HouseRules.Reload r, HouseRules rules, UiText text, Collection<String> inGame) {
        List<Notices.Notice> out = new ArrayList<>();
        String lang = text.lang();
        List<Path> roots = rules.roots();
        for (HouseRule h : r.added()) out.add(checked(h, rules, text, text.t("client.rules.added", name(h, lang), h.manifest().version())));
        for (HouseRule h : r.changed()) {
            String head = text.t("client.rules.reloaded", name(h, lang), h.manifest().version());
            if (inGame.contains(h.id())) head += " " + text.t("client.rules.next-game");
            out.add(checked(h, rules, text, head));
        }
        for (String id : r.removed()) out.add(new Notices.Notice(Notices.Kind.INFO, text.t("client.rules.removed", id), List.of()));
        for (Map.Entry<Path, List<RuleProblem>> e : r.broken().entrySet()) {
            List<String> details = new ArrayList<>();
            for (RuleProblem p : e.getValue()) if (details.size() < DETAILS) details.add(line(p, roots));
            out.add(new Notices.Notice(Notices.Kind.PROBLEM, text.t("client.rules.broken", shorten(e.getKey().toString(), roots)), details));
        }
        return out;
    }

    private static Notices.Notice checked(HouseRule h, HouseRules rules, UiText text, String head) {
        HouseRules.Check c = rules.check(h.id());
        if (c == null || c.ok()) return new Notices.Notice(Notices.Kind.INFO, head, List.of());
        List<String> details = new ArrayList<>();
        for (RuleProblem p : c.problems()) if (p.severity() == RuleProblem.Severity.ERROR && details.size() < DETAILS) details.add(line(p, rules.roots()));
        return new Notices.Notice(Notices.Kind.PROBLEM, head + " " + text.t("client.rules.has-errors"), details);
    }

    /** A house rule (or module script) that failed during play and was switched off for the rest of the game. */
    public static Notices.Notice disabled(ScriptProblem p, HouseRuleLibrary library, List<Path> roots, UiText text) {
        String who = name(library, p.unit(), text.lang());
        return new Notices.Notice(Notices.Kind.PROBLEM, text.t("client.rules.disabled", who, Math.max(1, p.round())), List.of(line(p.error(), roots)));
    }

    /**
     * A score row's name: the bundles' {@code score.<id>} when there is one; for a house rule's row
     * ({@code rule-id:rowName}) the name its manifest gives the row in the language ({@code scoreRows}); else
     * the rule's name, followed by the row's name in words unless the rule's name already says it.
     */
    public static String scoreRow(String id, HouseRuleLibrary library, UiText text) {
        if (text.has("score." + id)) return text.t("score." + id);
        int colon = id.indexOf(':');
        if (colon < 0) return id;
        HouseRule r = library.get(id.substring(0, colon));
        String named = r == null ? null : r.manifest().scoreRowName(id.substring(colon + 1), text.lang());
        if (named != null) return UiText.fontSafe(named);
        String rule = name(library, id.substring(0, colon), text.lang());
        String words = id.substring(colon + 1).replaceAll("([a-z0-9])([A-Z])", "$1 $2").toLowerCase(java.util.Locale.ROOT);
        return rule.toLowerCase(java.util.Locale.ROOT).contains(words) ? rule : rule + ": " + words;
    }

    /** A continued game whose modules or house rules changed since it was saved (it still matched, step by step). */
    public static Notices.Notice continued(List<String> warnings, UiText text) {
        return new Notices.Notice(Notices.Kind.PROBLEM, text.t("client.continue.warnings"), warnings);
    }
}
