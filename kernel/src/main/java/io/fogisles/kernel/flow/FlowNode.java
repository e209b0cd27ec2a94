package io.fogisles.kernel.flow;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** A node of the round spec: a group of nodes or a single step, each with a stable id and a turn order. */
public sealed interface FlowNode {
    String id();

    TurnOrder order();

    /** A phase or sub-phase: runs its children in sequence for each seat of its turn order. */
    final class Group implements FlowNode {
        private final String id;
        private final TurnOrder order;
        final List<FlowNode> children;

        public Group(String id, TurnOrder order, List<FlowNode> children) {
            this.id = Objects.requireNonNull(id);
            this.order = Objects.requireNonNull(order);
            this.children = new ArrayList<>(children);
        }

        public String id() {
            return id;
        }

        public TurnOrder order() {
            return order;
        }

        public List<FlowNode> children() {
            return List.copyOf(children);
        }
    }

    /** A step, run for each seat of its turn order. */
    final class StepNode implements FlowNode {
        private final String id;
        private final TurnOrder order;
        Step step;

        public StepNode(String id, TurnOrder order, Step step) {
            this.id = Objects.requireNonNull(id);
            this.order = Objects.requireNonNull(order);
            this.step = Objects.requireNonNull(step);
        }

        public String id() {
            return id;
        }

        public TurnOrder order() {
            return order;
        }

        public Step step() {
            return step;
        }
    }

    static Group group(String id, TurnOrder order, FlowNode... children) {
        return new Group(id, order, List.of(children));
    }

    static StepNode step(String id, TurnOrder order, Step step) {
        return new StepNode(id, order, step);
    }

    static StepNode step(String id, Step step) {
        return new StepNode(id, TurnOrder.INHERIT, step);
    }
}
