package io.fogisles.kernel.game;

import io.fogisles.kernel.event.KernelEvents;
import io.fogisles.kernel.script.HookKind;
import io.fogisles.kernel.script.ScriptError;
import io.fogisles.kernel.script.ScriptUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A game's record of its scripts' troubles and talk: the problems (a unit switched off, a read-only hook
 * that failed), the hooks switched off outside the state, and what the scripts printed.
 */
final class ScriptBook {
    private final Game game;
    private final List<ScriptProblem> problems = new ArrayList<>();
    private final List<String> output = new ArrayList<>();
    /**
     * Read-only hooks that failed and are switched off ({@link HookKind#offWhenFailing}), by id, with the
     * number of actions applied when they failed. Kept outside the state on purpose (reading must not
     * change the game); undo forgets failures made after the point it returns to, so a replay of the
     * action log (a save) switches the same hooks off at the same points.
     */
    private final Map<String, Integer> switchedOff = new HashMap<>();
    private final Set<String> reported = new HashSet<>();
    HookTally tally = new HookTally();
    /** Hooks switched off alone after failing, in a game whose tally isolates failures (check's test games). */
    private final Set<String> hooksOff = new HashSet<>();

    ScriptBook(Game game) {
        this.game = game;
    }

    List<ScriptProblem> problems() {
        return Collections.unmodifiableList(problems);
    }

    List<String> output() {
        return Collections.unmodifiableList(output);
    }

    /** A script call failed: its unit is switched off for this game (in the state) and the problem is told. */
    void disable(ScriptUnit unit, int index, ScriptError error) {
        game.rules().kernel().disableScript(game.changes(), game.state(), index);
        problems.add(new ScriptProblem(unit.id(), game.round(), error));
        game.context().emit(KernelEvents.SCRIPT_DISABLED, -1, "unit", unit.id(), "file", String.valueOf(error.file()), "line", error.line(),
                "column", error.column(), "message", error.message());
    }

    /** A hook failed in a game that isolates failures (check): it alone is switched off, and the problem is told. */
    void hookFailed(ScriptUnit unit, HookKind kind, String id, ScriptError error) {
        hooksOff.add(kind.id() + " " + id);
        problems.add(new ScriptProblem(unit.id(), game.round(), error));
    }

    boolean hookOff(HookKind kind, String id) {
        return !hooksOff.isEmpty() && hooksOff.contains(kind.id() + " " + id);
    }

    /** Whether a failed hook was switched off (keyed by its id: such hook ids are unique, and no string is built per call). */
    boolean switchedOff(HookKind kind, String id) {
        return !switchedOff.isEmpty() && kind.offWhenFailing() && switchedOff.containsKey(id);
    }

    /**
     * A read-only hook failed: report it once per game. A hook that {@link HookKind#offWhenFailing} is also
     * switched off (outside the state): vetoes are asked exactly the same questions by the game and by its
     * replay, so both switch it off at the same action. Score rows and adjustments stay on and count nothing
     * for this call only: they run whenever somebody looks at the scores, so switching them off would make
     * the final scores depend on who looked when.
     */
    void readOnlyFailed(ScriptUnit unit, HookKind kind, String id, ScriptError error) {
        if (kind.offWhenFailing()) switchedOff.putIfAbsent(id, game.decisionCount());
        if (reported.add(kind.id() + " " + id)) problems.add(new ScriptProblem(unit.id(), game.round(), error));
    }

    /** Undo went back to {@code decisions} decisions: failures seen only in the undone future are forgotten. */
    void forgetAfter(int decisions) {
        switchedOff.values().removeIf(at -> at > decisions);
    }

    /** A copy starts with the same hooks switched off. */
    void copyInto(ScriptBook other) {
        switchedOff.keySet().forEach(k -> other.switchedOff.put(k, 0));
        other.hooksOff.addAll(hooksOff);
        if (tally.on()) other.tally = tally; // the bots' look-ahead costs the rule's time too
    }

    void output(ScriptUnit unit, String text) {
        if (output.size() < 1000) output.add(unit.id() + ": " + text);
    }
}
