package io.fogisles.expansion;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.ActionType;
import java.util.List;

/** Module 3's decision: activate an expansion tile instead of C2 (RULES B13.4, C6). */
public sealed interface ExpansionAction extends Action {

    /** Take this unlocked tile from beside the island; then keep it on a free eyepiece or convert it (C18). */
    record Activate(int piece) implements ExpansionAction {}

    /** No cloud is left to take: the player does not activate a tile either (activating is optional, B13.4). */
    record DeclineActivation() implements ExpansionAction {}

    List<ActionType> TYPES = List.of(
            new ActionType("expansion:activate", Activate.class),
            new ActionType("expansion:decline-activation", DeclineActivation.class));
}
