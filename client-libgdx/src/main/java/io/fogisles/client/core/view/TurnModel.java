package io.fogisles.client.core.view;

import io.fogisles.kernel.action.Action;
import io.fogisles.client.core.GameTable;
import io.fogisles.kernel.game.PendingDecision;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The pending decision of one seat as the table shows it: every legal action from
 * the table's legal actions turned into a {@link Binding} by the loaded modules' binders, indexed by
 * what is clicked and what is dragged. This is the whole of "what may I do now" in the client: nothing
 * here computes a rule, it only sorts the engine's list.
 */
public final class TurnModel {
    /** At most this many choices get number keys and buttons when they are not buttons themselves. */
    public static final int MAX_NUMBERED = 9;

    private final PendingDecision pending;
    private final List<Binding> bindings;
    private final Map<Target, List<Binding>> byTarget = new LinkedHashMap<>();
    private final Map<Target, List<Binding>> bySource = new LinkedHashMap<>();
    private final List<Binding> numbered;
    private final Binding primary;

    private TurnModel(PendingDecision pending, List<Binding> bindings) {
        this.pending = pending;
        this.bindings = List.copyOf(bindings);
        Binding prim = null;
        List<Binding> buttons = new ArrayList<>();
        List<Binding> plain = new ArrayList<>();
        for (Binding b : this.bindings) {
            if (b.target() != null && b.source() == null) byTarget.computeIfAbsent(b.target(), k -> new ArrayList<>()).add(b);
            if (b.source() != null) bySource.computeIfAbsent(b.source(), k -> new ArrayList<>()).add(b);
            if (b.button() || b.target() == null) buttons.add(b);
            else if (b.source() == null) plain.add(b);
            if (b.primary() && prim == null) prim = b;
        }
        List<Binding> n = new ArrayList<>(buttons);
        if (buttons.size() + plain.size() <= MAX_NUMBERED) n.addAll(plain);
        this.numbered = List.copyOf(n.subList(0, Math.min(n.size(), MAX_NUMBERED)));
        if (prim == null && this.bindings.size() == 1) prim = this.bindings.get(0);
        this.primary = prim;
    }

    /**
     * Builds the model of the pending decision for {@code seat} from the table's legal actions for it.
     * Actions that no binder knows still get a plain button (labelled with the action's own text), so a
     * player is never stuck.
     */
    public static TurnModel of(GameTable table, int seat, List<ActionBinder> binders) {
        PendingDecision p = table.pending();
        if (p == null || p.seat() != seat) return EMPTY;
        List<Action> legal = table.legalActions(seat);
        if (legal.isEmpty()) return EMPTY;
        List<Binding> out = new ArrayList<>();
        for (Action a : legal) {
            Binding b = null;
            for (ActionBinder binder : binders) {
                b = binder.bind(table, seat, a);
                if (b != null) break;
            }
            out.add(b != null ? b : Binding.button(a, "client.action.unknown", a.toString()));
        }
        return new TurnModel(p, out);
    }

    private static final TurnModel EMPTY = new TurnModel(null, List.of());

    public static TurnModel empty() {
        return EMPTY;
    }

    public PendingDecision pending() {
        return pending;
    }

    public boolean isEmpty() {
        return bindings.isEmpty();
    }

    public List<Binding> bindings() {
        return bindings;
    }

    /** Clickable bindings on a target (no source needed). */
    public List<Binding> at(Target t) {
        return byTarget.getOrDefault(t, List.of());
    }

    /** Bindings that start by picking up {@code source}. */
    public List<Binding> from(Target source) {
        return bySource.getOrDefault(source, List.of());
    }

    /** The binding that drops {@code source} on {@code target}, or null. */
    public Binding move(Target source, Target target) {
        for (Binding b : from(source)) if (Objects.equals(b.target(), target)) return b;
        return null;
    }

    public boolean isSource(Target t) {
        return bySource.containsKey(t);
    }

    /** Everything that lights up before anything is picked: clickable targets. */
    public Set<Target> clickTargets() {
        return Collections.unmodifiableSet(byTarget.keySet());
    }

    /** Things that can be picked up (and dragged). */
    public Set<Target> sources() {
        return Collections.unmodifiableSet(bySource.keySet());
    }

    /** Where a picked-up source may go. */
    public Set<Target> targetsOf(Target source) {
        Set<Target> out = new LinkedHashSet<>();
        for (Binding b : from(source)) out.add(b.target());
        return out;
    }

    /** The choices that get number keys 1–9 (buttons first, then small sets of clickable targets). */
    public List<Binding> numbered() {
        return numbered;
    }

    /** What Enter does when nothing is focused, or null. */
    public Binding primary() {
        return primary;
    }

    /** Bindings in the order the arrow keys walk through them (everything that is not only a button). */
    public List<Binding> focusOrder() {
        List<Binding> out = new ArrayList<>();
        for (Binding b : bindings) if (b.target() != null) out.add(b);
        return out;
    }
}
