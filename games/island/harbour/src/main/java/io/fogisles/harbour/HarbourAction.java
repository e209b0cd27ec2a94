package io.fogisles.harbour;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.ActionType;
import java.util.List;

/** Every decision of Module 2. Pieces are piece numbers of the rule set's catalog. */
public sealed interface HarbourAction extends Action {

    /** Phase A with a full offer: the start player returns this offer tile to the bag (RULES B12.5). */
    record SwapOffer(int piece) implements HarbourAction {}

    /** C2 on a pier: trade at the pier's ratio (RULES B12.10). */
    record Trade() implements HarbourAction {}

    /** C2 on a pier: do not trade (the trade is optional, C6). */
    record DeclineTrade() implements HarbourAction {}

    /** Take this tile from the offer (in a trade, or as the no-tile fallback, B12.11). */
    record TakeFromOffer(int piece) implements HarbourAction {}

    /** Draw a tile from the bag instead (in a trade, or as the fallback). */
    record DrawFromBag() implements HarbourAction {}

    /** Give this eyepiece tile to the offer (in a trade; never an expansion tile, B12.12). */
    record Give(int piece) implements HarbourAction {}

    /** The offer holds more than 11: return this offer tile to the bag (C6). */
    record ReturnToBag(int piece) implements HarbourAction {}

    List<ActionType> TYPES = List.of(
            new ActionType("harbour:swap-offer", SwapOffer.class),
            new ActionType("harbour:trade", Trade.class),
            new ActionType("harbour:decline-trade", DeclineTrade.class),
            new ActionType("harbour:take-from-offer", TakeFromOffer.class),
            new ActionType("harbour:draw-from-bag", DrawFromBag.class),
            new ActionType("harbour:give", Give.class),
            new ActionType("harbour:return-to-bag", ReturnToBag.class));
}
