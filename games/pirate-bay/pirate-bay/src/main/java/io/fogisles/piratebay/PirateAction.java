package io.fogisles.piratebay;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.ActionType;
import java.util.List;

/**
 * Every decision of Pirate Bay. Cards are piece numbers of the rule set's catalog; seats count from 0;
 * x and y are table cells (north is +y, the start card at 0, 0).
 */
public sealed interface PirateAction extends Action {

    /** The turn's action (P4): {@code draw-one}, {@code draw-two}, {@code lay-one}, {@code draw-and-lay}, {@code lay-two}, {@code swap}, {@code place-figure}, {@code challenge}, {@code pass}. */
    record Choose(String action) implements PirateAction {}

    /** Lay a card of the hand at a cell, turned half a turn or not (P3). */
    record Lay(int card, int x, int y, boolean turned) implements PirateAction {}

    /** Place a figure from the supply on a free card (P4.7, P4.10). */
    record PlaceFigure(int card) implements PirateAction {}

    /** Place no figure after laying (P4.3–P4.5: the figure is optional, PD14). */
    record NoFigure() implements PirateAction {}

    /** Give a card of the hand to seat {@code with} and take one of theirs unseen (P4.6, PD12). */
    record Swap(int card, int with) implements PirateAction {}

    /** Challenge the figure on a card (P7.1). */
    record Challenge(int card) implements PirateAction {}

    /** The defender's figure makes way to a free card beside it, or to the supply with {@code card} −1 (P7.3). */
    record Retreat(int card) implements PirateAction {}

    /** The challenger moves one of its figures from a card beside the won card onto it, or none with {@code from} −1 (P7.4). */
    record MoveIn(int from) implements PirateAction {}

    /** The next player chooses the resource that counts after a red face (P6.4, PD15). */
    record ChooseResource(String resource) implements PirateAction {}

    List<ActionType> TYPES = List.of(
            new ActionType("pirate-bay:choose", Choose.class),
            new ActionType("pirate-bay:lay", Lay.class),
            new ActionType("pirate-bay:place-figure", PlaceFigure.class),
            new ActionType("pirate-bay:no-figure", NoFigure.class),
            new ActionType("pirate-bay:swap", Swap.class),
            new ActionType("pirate-bay:challenge", Challenge.class),
            new ActionType("pirate-bay:retreat", Retreat.class),
            new ActionType("pirate-bay:move-in", MoveIn.class),
            new ActionType("pirate-bay:choose-resource", ChooseResource.class));
}
