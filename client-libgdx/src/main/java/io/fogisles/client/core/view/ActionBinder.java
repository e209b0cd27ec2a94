package io.fogisles.client.core.view;

import io.fogisles.kernel.action.Action;
import io.fogisles.client.core.GameTable;

/**
 * A module's knowledge of how its actions look on the table (contributed per module, chosen by the
 * loaded modules). It never decides legality: it is only asked about actions the engine listed as legal,
 * and {@link #propose} only builds an action for the engine to judge (and explain, if it refuses).
 */
public interface ActionBinder {

    /** The binding of a legal action of this module, or null when the action is not this module's. */
    Binding bind(GameTable table, int seat, Action action);

    /**
     * A gesture that matched no legal action (a drop on a field that is not highlighted, a click on an
     * unreachable field): the action it would mean for the pending decision, so that the engine can say
     * why it is not allowed; null when the gesture means nothing to this module.
     */
    default Action propose(GameTable table, int seat, String decisionId, Target source, Target target) {
        return null;
    }
}
