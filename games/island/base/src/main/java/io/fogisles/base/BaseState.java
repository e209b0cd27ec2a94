package io.fogisles.base;

import io.fogisles.kernel.piece.PieceCatalog;
import io.fogisles.kernel.state.IntVar;
import io.fogisles.kernel.state.LayoutBuilder;
import io.fogisles.kernel.state.Scope;
import io.fogisles.kernel.state.Zone;
import io.fogisles.kernel.state.ZoneKind;

/** Module 1's part of the game state: handles to its variables and zones. */
public final class BaseState {
    public final IntVar energy;
    /** Where each balloon is: a field of its island, or a position another module defines (see {@link Positions}). */
    public final IntVar balloon;
    public final IntVar startPlayer;
    /** The rolled direction (ordinal of {@link io.fogisles.kernel.hex.Direction}). */
    public final IntVar direction;
    /** Index of the rolled bonus face in the bonus die. */
    public final IntVar bonusFace;
    /** Bit d set: direction d is free this round (the rolled one, plus bonus directions). */
    public final IntVar freeDirections;
    /** Added to every V this round (the "+1" face). */
    public final IntVar moveBonus;
    /** Usable eyepieces per seat (5; observatories add more). */
    public final IntVar eyepieceCount;
    /** Round in which a seat first had all coasts connected (0 = not yet). */
    public final IntVar connectedRound;
    /** Round in which the end was triggered (0 = not yet). */
    public final IntVar triggerRound;
    /** Round in which someone could not draw from the empty bag (RULES B10.2; 0 = not yet). */
    public final IntVar bagEmptyRound;
    /** Tiles on a seat's island when its coasts were last checked (skips the check when nothing was placed). */
    public final IntVar checkedTiles;
    /** D-values chosen in phase D (for tiles whose value the owner picks). */
    public final IntVar dValue;

    public final Zone bag;
    public final Zone clouds;
    public final Zone eyepieces;
    public final Zone island;
    /** Tiles just taken or drawn, waiting for the keep-or-convert choice. */
    public final Zone hand;

    public BaseState(LayoutBuilder b, BaseRules rules, PieceCatalog pieces) {
        energy = b.var("base:energy", Scope.SEAT);
        balloon = b.var("base:balloon", Scope.SEAT, 1, -1);
        startPlayer = b.var("base:start-player", Scope.GLOBAL);
        direction = b.var("base:direction", Scope.GLOBAL);
        bonusFace = b.var("base:bonus-face", Scope.GLOBAL, 1, -1);
        freeDirections = b.var("base:free-directions", Scope.GLOBAL);
        moveBonus = b.var("base:move-bonus", Scope.GLOBAL);
        eyepieceCount = b.var("base:eyepiece-count", Scope.SEAT, 1, rules.eyepieces);
        connectedRound = b.var("base:connected-round", Scope.SEAT);
        triggerRound = b.var("base:trigger-round", Scope.GLOBAL);
        bagEmptyRound = b.var("base:bag-empty-round", Scope.GLOBAL);
        dValue = b.var("base:d-value", Scope.SEAT, 1, -1);
        checkedTiles = b.var("base:checked-tiles", Scope.SEAT);
        int all = Math.max(1, pieces.size());
        bag = b.hideOrder(b.zone("base:bag", Scope.GLOBAL, ZoneKind.LIST, all)); // players see which tiles are in it, not their order
        clouds = b.zone("base:cloud", Scope.GLOBAL, ZoneKind.LIST, rules.cloudCapacity + 1, rules.clouds);
        eyepieces = b.zone("base:eyepieces", Scope.SEAT, ZoneKind.LIST, Math.max(1, rules.maxEyepieces));
        island = b.zone("base:island", Scope.SEAT, ZoneKind.SLOTS, rules.island.size());
        hand = b.zone("base:hand", Scope.SEAT, ZoneKind.LIST, 16);
    }
}
