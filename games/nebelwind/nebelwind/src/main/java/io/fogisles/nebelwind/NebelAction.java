package io.fogisles.nebelwind;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.ActionType;
import java.util.List;

/** Every decision of Nebelwind. */
public sealed interface NebelAction extends Action {

    /** Phase A (N3.1): the chip(s) discarded this round, secretly; two with five players (N11.2). */
    record Discard(List<Integer> chips) implements NebelAction {}

    /** N4.3: chip {@code chip} on the space of its number in {@code area} (resource, worker, character, harbour); {@code area} "none": no action (only when nothing else is possible). */
    record Place(String area, int chip) implements NebelAction {}

    /** After round 2 (N9.5): the network card discarded, by its id. */
    record DropNetworkCard(String card) implements NebelAction {}

    /**
     * An answer to any other question of a turn ({@code decision}: move, cargo, and the parts of spaces and
     * characters), as the option's number in that decision's code (see Parts, Cargo): 999 is "done".
     */
    record Choose(String decision, int option) implements NebelAction {}

    List<ActionType> TYPES = List.of(
            new ActionType("nebelwind:discard", Discard.class),
            new ActionType("nebelwind:place", Place.class),
            new ActionType("nebelwind:drop-network-card", DropNetworkCard.class),
            new ActionType("nebelwind:choose", Choose.class));

    List<String> AREAS = List.of("resource", "worker", "character", "harbour");
}
