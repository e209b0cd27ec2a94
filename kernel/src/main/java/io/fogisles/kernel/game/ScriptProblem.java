package io.fogisles.kernel.game;

import io.fogisles.kernel.script.ScriptError;

/** A script failure recorded in a game: which unit, in which round, what and where; the unit is then disabled. */
public record ScriptProblem(String unit, int round, ScriptError error) {
    @Override
    public String toString() {
        return "script '" + unit + "' disabled in round " + round + ": " + error;
    }
}
