package io.fogisles.kernel.game;

import io.fogisles.kernel.script.HookKind;
import io.fogisles.kernel.script.ScriptError;
import io.fogisles.kernel.script.ScriptUnit;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a game's script hooks did: how often each ran, failed and changed the game, what each veto was asked
 * and forbade, which events of their own the scripts raised, and the CPU time spent in them. `check` shows it
 * to an author (a hook that never runs, or runs and changes nothing: a test of 'City' where the game says
 * 'city'; a veto that forbids everything) and `simulate` reports it per rule (what a rule did and what it
 * cost). Off unless {@link #start}ed: bulk games without house rules pay nothing.
 *
 * <p>Two modes. {@link #start()} (check) also asks for the state's hash around every call, to tell whether a
 * hook changed the game (also a read-only one, whose changes are then undone), and isolates failures: a hook
 * that fails is switched off by itself instead of its whole script, so that one failing hook does not hide
 * what the others do (such a game no longer replays like a played one, which check games need not).
 * {@link #startCounting()} (simulate) counts calls, vetoes, events and CPU time only. A copy of the game (the
 * bots' look-ahead) counts into the same tally: its cost is the rule's cost too.
 */
public final class HookTally {
    /**
     * One hook's counts: {@code ran} every call, {@code failed} those that threw (a failing hook did run: its error
     * is what the author sees), {@code changed} calls that changed the game (for a read-only hook: changes that
     * were undone), {@code droppedEvents} events a read-only hook raised (they go nowhere), {@code cpuNanos} the
     * CPU time of its calls, {@code firstFailure} where it first failed (or null).
     */
    public record Count(String unit, HookKind kind, String id, int ran, int changed, int failed, int droppedEvents, long cpuNanos,
                        ScriptError firstFailure) {
    }

    /** A veto's questions for one action type: how many options it was asked about, and how many it forbade. */
    public record VetoCount(String unit, String id, String actionType, int asked, int forbidden) {
    }

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final boolean CPU = THREADS.isCurrentThreadCpuTimeSupported();

    private static final class Counter {
        final String unit;
        int ran, changed, failed, dropped;
        long cpu;
        ScriptError firstFailure;

        Counter(String unit) {
            this.unit = unit;
        }
    }

    private final EnumMap<HookKind, Map<String, Counter>> counts = new EnumMap<>(HookKind.class);
    private final Map<String, Map<String, int[]>> vetoes = new LinkedHashMap<>(); // "unit id" → action type → {asked, forbidden}
    private final Map<String, int[]> ownEvents = new LinkedHashMap<>();
    private final List<String> order = new ArrayList<>(); // "kind id" in the order hooks first ran
    private boolean on, full;

    HookTally() {
    }

    /** Counts from now on, with the state's hash around every call and failures isolated per hook (check). */
    public void start() {
        on = true;
        full = true;
    }

    /** Counts calls, vetoes, events and CPU time from now on (simulate): no hashing, failures handled as in play. */
    public void startCounting() {
        on = true;
    }

    boolean on() {
        return on;
    }

    /** Whether changes are looked for around each call and a failing hook is switched off alone. */
    boolean full() {
        return full;
    }

    /** This thread's CPU time in ns (the wall clock where the JVM cannot tell). */
    public static long cpuNow() {
        return CPU ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    private Counter counter(ScriptUnit unit, HookKind kind, String id) {
        Map<String, Counter> byId = counts.computeIfAbsent(kind, k -> new LinkedHashMap<>());
        Counter c = byId.get(id);
        if (c == null) {
            c = new Counter(unit.id());
            byId.put(id, c);
            order.add(kind.id() + " " + id);
        }
        return c;
    }

    void ran(ScriptUnit unit, HookKind kind, String id, boolean changed, long cpuNanos) {
        Counter c = counter(unit, kind, id);
        c.ran++;
        if (changed) c.changed++;
        c.cpu += cpuNanos;
    }

    void failed(ScriptUnit unit, HookKind kind, String id, ScriptError error, long cpuNanos) {
        Counter c = counter(unit, kind, id);
        c.ran++;
        c.failed++;
        c.cpu += cpuNanos;
        if (c.firstFailure == null) c.firstFailure = error;
    }

    void droppedEvent(ScriptUnit unit, HookKind kind, String id) {
        counter(unit, kind, id).dropped++;
    }

    /** A veto was asked about an option of an action type, and forbade it or not. */
    public void vetoAsked(String unit, String id, String actionType, boolean forbidden) {
        if (!on) return;
        int[] n = vetoes.computeIfAbsent(unit + " " + id, k -> new LinkedHashMap<>()).computeIfAbsent(actionType, k -> new int[2]);
        n[0]++;
        if (forbidden) n[1]++;
    }

    /** A script raised an event of its own. */
    void ownEvent(String type) {
        ownEvents.computeIfAbsent(type, k -> new int[1])[0]++;
    }

    /** The hooks that ran, in the order they first ran. */
    public List<Count> counts() {
        List<Count> out = new ArrayList<>();
        for (String key : order) {
            HookKind kind = HookKind.of(key.substring(0, key.indexOf(' ')));
            String id = key.substring(key.indexOf(' ') + 1);
            Counter c = counts.get(kind).get(id);
            out.add(new Count(c.unit, kind, id, c.ran, c.changed, c.failed, c.dropped, c.cpu, c.firstFailure));
        }
        return out;
    }

    /** Every veto's questions, by veto and action type. */
    public List<VetoCount> vetoCounts() {
        List<VetoCount> out = new ArrayList<>();
        vetoes.forEach((key, byType) -> byType.forEach((type, n) ->
                out.add(new VetoCount(key.substring(0, key.indexOf(' ')), key.substring(key.indexOf(' ') + 1), type, n[0], n[1]))));
        return out;
    }

    /** The events the scripts raised of their own ({@code game.emit}), by type. */
    public Map<String, Integer> ownEvents() {
        Map<String, Integer> out = new LinkedHashMap<>();
        ownEvents.forEach((k, v) -> out.put(k, v[0]));
        return out;
    }
}
