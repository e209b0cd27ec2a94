package io.fogisles.expansion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.Fixtures;
import io.fogisles.kernel.event.EventSpec;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.event.KernelEvents;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.state.Change;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every event the modules raise is declared with what it carries, and carries exactly that: random games
 * with Module 1 alone and with every module, each raised event checked field by field against its
 * declaration (the declarations feed the reference and {@code api.d.ts}, so these are checked too).
 */
class EventDataDeclaredTest {
    @Test
    @DisplayName("every event raised in random games is declared, documented, and carries the declared data with the declared types")
    void raisedEventsMatchTheirDeclarations() {
        java.util.Set<String> wrong = new TreeSet<>(); // one line per kind of mismatch
        Map<String, Integer> raised = new LinkedHashMap<>();
        Map<String, EventSpec> declared = new LinkedHashMap<>(KernelEvents.SPECS);
        for (ModuleSelection modules : new ModuleSelection[] {ModuleSelection.of("base"), ModuleSelection.of("base", "harbour", "expansion")}) {
            for (int seats = 2; seats <= 4; seats++) {
                RuleSet rules = Fixtures.rules(modules, seats);
                rules.modules().ordered().forEach(d -> declared.putAll(d.manifest().events()));
                for (long seed = 1; seed <= 4; seed++) {
                    try (Game g = rules.newGame(seed, true)) {
                        int[] mark = {0}; // from the start: setup raises events too
                        Runnable check = () -> {
                            for (Change c : g.journal().since(mark[0]))
                                if (c instanceof Change.Event e && wrong.size() < 20) check(e.event(), declared, raised, wrong);
                            mark[0] = g.journal().mark();
                        };
                        check.run();
                        Fixtures.playRandom(g, seed, 5000, check);
                    }
                }
            }
        }
        assertEquals(java.util.Set.of(), wrong);
        for (Map.Entry<String, EventSpec> e : declared.entrySet()) assertTrue(e.getValue().documented(), e.getKey() + " is declared without saying what it carries");
        // the events these games cannot raise: a script's log line or failure, and rare choices of random players
        TreeSet<String> never = new TreeSet<>(declared.keySet());
        never.removeAll(raised.keySet());
        assertTrue(never.size() <= 6 && never.containsAll(List.of(KernelEvents.LOG, KernelEvents.SCRIPT_DISABLED)), "events never raised: " + never);
    }

    private static void check(GameEvent event, Map<String, EventSpec> declared, Map<String, Integer> raised, java.util.Set<String> wrong) {
        raised.merge(event.type(), 1, Integer::sum);
        EventSpec spec = declared.get(event.type());
        if (spec == null) {
            wrong.add(event.type() + " is raised but not declared");
            return;
        }
        for (Map.Entry<String, Object> d : event.data().entrySet()) {
            String type = spec.data().containsKey(d.getKey()) ? spec.data().get(d.getKey()) : spec.data().get(d.getKey() + "?");
            if (type == null) wrong.add(event.type() + " carries '" + d.getKey() + "', which its declaration does not name");
            else if (!type.equals(scriptType(d.getValue()))) wrong.add(event.type() + "." + d.getKey() + " is declared " + type + " but carries " + scriptType(d.getValue()));
        }
        for (String key : spec.data().keySet())
            if (!key.endsWith("?") && !event.data().containsKey(key)) wrong.add(event.type() + " lacks '" + key + "', which its declaration promises always");
    }

    /** The TypeScript type a rule sees for a value (the rule API turns int arrays into arrays of numbers). */
    private static String scriptType(Object v) {
        if (v instanceof Number) return "number";
        if (v instanceof String) return "string";
        if (v instanceof Boolean) return "boolean";
        if (v instanceof int[]) return "number[]";
        if (v instanceof List<?> l) return l.stream().allMatch(x -> x instanceof Number) ? "number[]" : l.stream().allMatch(x -> x instanceof String) ? "string[]" : "list";
        return v == null ? "null" : v.getClass().getSimpleName();
    }
}
