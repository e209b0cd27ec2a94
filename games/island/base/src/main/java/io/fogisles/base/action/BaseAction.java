package io.fogisles.base.action;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.ActionType;
import java.util.List;

/**
 * Every decision of Module 1. Fields are island field numbers, pieces are piece numbers of the rule set's
 * catalog, clouds are cloud numbers (0…clouds−1).
 */
public sealed interface BaseAction extends Action {

    /** Setup: put the balloon on a field next to the base (RULES B1.4). */
    record ChooseStartField(int field) implements BaseAction {}

    /** Phase B: reroll any of the two dice once (RULES B4.2, C17); both false keeps the roll. */
    record Reroll(boolean direction, boolean bonus) implements BaseAction {}

    /** C1: fly to a position (RULES B.5); the cost is the lowest possible (C8). */
    record Fly(int to) implements BaseAction {}

    /** C2: take all tiles of a cloud (RULES B6.1). */
    record TakeCloud(int cloud) implements BaseAction {}

    /** Put a tile just taken or drawn on a free eyepiece (RULES B6.2). */
    record Keep(int piece) implements BaseAction {}

    /** Convert a tile just taken or drawn into energy (RULES B6.2). */
    record Convert(int piece) implements BaseAction {}

    /** Place a tile drawn from a '?' field at once next to the balloon (RULES B7.6). */
    record PlaceNow(int piece, int field) implements BaseAction {}

    /** C3: move a tile from an eyepiece next to the balloon (RULES B7.1). */
    record Place(int piece, int field) implements BaseAction {}

    /** C3: place no more tiles this turn (RULES C16). */
    record EndPlacing() implements BaseAction {}

    /** The '?' bonus: draw one tile, or not (RULES B4.4). */
    record BonusDraw(boolean draw) implements BaseAction {}

    /** The bag is empty: take this tile from a cloud instead (RULES B10.3). */
    record TakeCloudTile(int piece) implements BaseAction {}

    /** The bag is empty: take nothing from the clouds. */
    record DeclineCloudTile() implements BaseAction {}

    /** Choose the value of a tile whose owner picks it (phase D; RULES B13.9, C18). */
    record ChooseValue(int value) implements BaseAction {}

    List<ActionType> TYPES = List.of(
            new ActionType("base:choose-start-field", ChooseStartField.class),
            new ActionType("base:reroll", Reroll.class),
            new ActionType("base:fly", Fly.class),
            new ActionType("base:take-cloud", TakeCloud.class),
            new ActionType("base:keep", Keep.class),
            new ActionType("base:convert", Convert.class),
            new ActionType("base:place-now", PlaceNow.class),
            new ActionType("base:place", Place.class),
            new ActionType("base:end-placing", EndPlacing.class),
            new ActionType("base:bonus-draw", BonusDraw.class),
            new ActionType("base:take-cloud-tile", TakeCloudTile.class),
            new ActionType("base:decline-cloud-tile", DeclineCloudTile.class),
            new ActionType("base:choose-value", ChooseValue.class));
}
