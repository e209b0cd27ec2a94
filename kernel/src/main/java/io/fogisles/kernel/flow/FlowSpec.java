package io.fogisles.kernel.flow;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * The declarative flow of a game, edited by the modules in load order and then compiled: a setup group
 * that runs once, a round group that repeats until the game ends, and named interrupt steps that rules
 * push on demand (e.g. "handle the piece just drawn"). Every node is addressed by its stable id, so a
 * module can insert, replace or wrap another module's steps without knowing its code.
 */
public final class FlowSpec {
    private final FlowNode.Group setup;
    private final FlowNode.Group round;
    private final Map<String, FlowNode.StepNode> interrupts = new LinkedHashMap<>();

    public FlowSpec(FlowNode.Group setup, FlowNode.Group round) {
        this.setup = setup;
        this.round = round;
    }

    public FlowNode.Group setup() {
        return setup;
    }

    public FlowNode.Group round() {
        return round;
    }

    public Map<String, FlowNode.StepNode> interrupts() {
        return java.util.Collections.unmodifiableMap(interrupts);
    }

    /** Declares a step that is not part of the round but is pushed by rules when needed. */
    public void defineInterrupt(String id, Step step) {
        if (find(id) != null) throw new FlowException("flow node '" + id + "' is already defined");
        interrupts.put(id, new FlowNode.StepNode(id, TurnOrder.INHERIT, step));
    }

    public void insertAfter(String anchorId, FlowNode node) {
        insert(anchorId, node, 1);
    }

    public void insertBefore(String anchorId, FlowNode node) {
        insert(anchorId, node, 0);
    }

    /** Adds a node at the end of a group. */
    public void append(String groupId, FlowNode node) {
        checkNew(node);
        FlowNode g = find(groupId);
        if (!(g instanceof FlowNode.Group group)) throw new FlowException("no flow group '" + groupId + "' to append '" + node.id() + "' to");
        group.children.add(node);
    }

    /** Replaces the step behind a step id (its place and turn order stay). */
    public void replace(String stepId, Step step) {
        stepNode(stepId, "replace").step = step;
    }

    /** Wraps the step behind a step id: the wrapper receives the current step and usually delegates to it. */
    public void wrap(String stepId, UnaryOperator<Step> wrapper) {
        FlowNode.StepNode n = stepNode(stepId, "wrap");
        n.step = wrapper.apply(n.step);
    }

    /** Removes a node (a step or a whole group). */
    public void remove(String id) {
        if (interrupts.remove(id) != null) return;
        Parent p = parentOf(id);
        if (p == null) throw new FlowException("no flow node '" + id + "' to remove");
        p.group.children.remove(p.index);
    }

    public FlowNode find(String id) {
        if (interrupts.containsKey(id)) return interrupts.get(id);
        return find(setup, id) != null ? find(setup, id) : find(round, id);
    }

    /** Every node id, in tree order (setup, round, interrupts). */
    public List<String> ids() {
        List<String> out = new ArrayList<>();
        collect(setup, out);
        collect(round, out);
        out.addAll(interrupts.keySet());
        return out;
    }

    private static void collect(FlowNode n, List<String> out) {
        out.add(n.id());
        if (n instanceof FlowNode.Group g) for (FlowNode c : g.children) collect(c, out);
    }

    private FlowNode.StepNode stepNode(String id, String verb) {
        FlowNode n = find(id);
        if (n == null) throw new FlowException("no flow step '" + id + "' to " + verb + "; known steps: " + ids());
        if (!(n instanceof FlowNode.StepNode s)) throw new FlowException("'" + id + "' is a group, not a step; cannot " + verb + " it");
        return s;
    }

    private void insert(String anchorId, FlowNode node, int offset) {
        checkNew(node);
        Parent p = parentOf(anchorId);
        if (p == null) throw new FlowException("no flow node '" + anchorId + "' to insert '" + node.id() + "' " + (offset == 0 ? "before" : "after") + "; known nodes: " + ids());
        p.group.children.add(p.index + offset, node);
    }

    private void checkNew(FlowNode node) {
        List<String> added = new ArrayList<>();
        collect(node, added);
        Set<String> seen = new HashSet<>();
        for (String id : added) {
            if (!seen.add(id) || find(id) != null) throw new FlowException("flow node '" + id + "' is already defined");
        }
    }

    private record Parent(FlowNode.Group group, int index) {}

    private Parent parentOf(String id) {
        Parent p = parentOf(setup, id);
        return p != null ? p : parentOf(round, id);
    }

    private static Parent parentOf(FlowNode.Group g, String id) {
        for (int i = 0; i < g.children.size(); i++) {
            FlowNode c = g.children.get(i);
            if (c.id().equals(id)) return new Parent(g, i);
            if (c instanceof FlowNode.Group cg) {
                Parent p = parentOf(cg, id);
                if (p != null) return p;
            }
        }
        return null;
    }

    private static FlowNode find(FlowNode n, String id) {
        if (n.id().equals(id)) return n;
        if (n instanceof FlowNode.Group g) {
            for (FlowNode c : g.children) {
                FlowNode f = find(c, id);
                if (f != null) return f;
            }
        }
        return null;
    }
}
