package io.fogisles.kernel.flow;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The flow spec flattened into arrays: node {@code i} is a group (with child node numbers) or a step.
 * The engine stores node and decision numbers in the game state, never object references.
 */
public final class CompiledFlow {
    final List<FlowNode> nodes = new ArrayList<>();
    final List<int[]> children = new ArrayList<>();
    final Map<String, Integer> byId = new HashMap<>();
    final List<Decision> decisions = new ArrayList<>();
    final Map<Decision, Integer> decisionIndex = new IdentityHashMap<>();
    final int setupRoot;
    final int roundRoot;

    public CompiledFlow(FlowSpec spec) {
        setupRoot = add(spec.setup());
        roundRoot = add(spec.round());
        for (FlowNode.StepNode s : spec.interrupts().values()) add(s);
        nodeArray = nodes.toArray(new FlowNode[0]);
        childArray = children.toArray(new int[0][]);
        decisionArray = decisions.toArray(new Decision[0]);
        stepArray = new Step[nodeArray.length];
        orderArray = new TurnOrder[nodeArray.length];
        for (int i = 0; i < nodeArray.length; i++) {
            orderArray[i] = nodeArray[i].order();
            if (nodeArray[i] instanceof FlowNode.StepNode sn) stepArray[i] = sn.step();
        }
    }

    private int add(FlowNode n) {
        int index = nodes.size();
        nodes.add(n);
        children.add(null);
        byId.put(n.id(), index);
        if (n instanceof FlowNode.Group g) {
            int[] kids = new int[g.children.size()];
            for (int i = 0; i < kids.length; i++) kids[i] = add(g.children.get(i));
            children.set(index, kids);
        } else if (n instanceof FlowNode.StepNode s) {
            for (Decision d : s.step().decisions()) register(d);
        }
        return index;
    }

    private void register(Decision d) {
        if (decisionIndex.containsKey(d)) return;
        decisionIndex.put(d, decisions.size());
        decisions.add(d);
    }

    public int setupRoot() {
        return setupRoot;
    }

    public int roundRoot() {
        return roundRoot;
    }

    // arrays for the hot lookups, filled once the flow is compiled
    private final FlowNode[] nodeArray;
    private final int[][] childArray;
    private final Decision[] decisionArray;
    private final Step[] stepArray;   // null for groups
    private final TurnOrder[] orderArray;

    public FlowNode node(int index) {
        return nodeArray[index];
    }

    /** The step of a step node, or null for a group (read by the runner for every node it enters). */
    public Step step(int index) {
        return stepArray[index];
    }

    public TurnOrder order(int index) {
        return orderArray[index];
    }

    public int[] children(int index) {
        return childArray[index];
    }

    public int nodeCount() {
        return nodes.size();
    }

    /** The node number of an id, or −1. */
    public int indexOf(String id) {
        Integer i = byId.get(id);
        return i == null ? -1 : i;
    }

    public Decision decision(int index) {
        return decisionArray[index];
    }

    public List<Decision> decisions() {
        return List.copyOf(decisions);
    }

    /** The number of a decision a step returned; a step must list every decision it can return. */
    public int decisionIndex(Decision d, String stepId) {
        Integer i = decisionIndex.get(d);
        if (i == null) throw new IllegalStateException("step '" + stepId + "' returned decision '" + d.id() + "' that it does not list in decisions()");
        return i;
    }

    public List<String> ids() {
        List<String> out = new ArrayList<>();
        for (FlowNode n : nodes) out.add(n.id());
        return out;
    }
}
