package io.fogisles.kernel.rules;

import io.fogisles.kernel.script.ScriptError;

/**
 * Where a house rule's script error really is: the engine names scripts {@code <rule id>/<file>}; this gives
 * the file's path on disk and, for an error inside the rule API, the rule's own line that called it (as
 * {@code check} reports it). For tools other than the checker, e.g. {@code simulate}'s failure summary.
 */
public final class ScriptPlaces {
    private ScriptPlaces() {
    }

    /** The error at its real place: {@code /path/to/rule.js:3:9: message}. */
    public static ScriptError locate(HouseRule rule, ScriptError e) {
        RuleProblem p = new RuleSources(rule).problem(e, RuleProblem.Severity.ERROR, "");
        return new ScriptError(e.unit(), p.file(), p.line(), p.column(), p.message());
    }
}
