package io.fogisles.balmy;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.ActionType;
import java.util.List;

/**
 * Every decision of Balmy Balloonists. Cards are piece numbers of the rule set's catalog; balloons count from 0
 * (balloon {@code b} belongs to seat {@code b % seats}); directions are {@code north} and {@code south}.
 */
public sealed interface BalmyAction extends Action {

    /**
     * Play a local wind card on balloon {@code onto} (M3): from the hand on one's own balloon (option A) or from the
     * cards in front of it on a balloon a silver figure marks (option B); {@code use} is {@code move}, {@code bad-luck}
     * or {@code quadrant} (M4.1, M4.3).
     */
    record Play(int card, int onto, String use) implements BalmyAction {}

    /** Play a card lying in front of the balloon on another target than a balloon (the storm, option C, M17.2). */
    record PlayOn(int card, String target) implements BalmyAction {}

    /** No card can be played this turn (M3.5). */
    record NoCard() implements BalmyAction {}

    /** Discard advantage card {@code advantage} and take local wind card {@code card} from in front of a balloon into the hand; −1, −1: no exchange (M6.4). */
    record Exchange(int advantage, int card) implements BalmyAction {}

    /** Use favourable winds: {@code north}, {@code south}, or {@code none} (M6.1). */
    record FavourableWinds(String direction) implements BalmyAction {}

    /** Where the balloon starts again after a landing: {@code here}, {@code north} or {@code south} (M9.3). */
    record Restart(String where) implements BalmyAction {}

    /** The altitude for this turn: {@code grounded} (stay down), {@code low}, {@code medium} or {@code high} (M7). */
    record SetAltitude(String altitude) implements BalmyAction {}

    /** Stop the bad-luck card with repair card {@code card}, or take it with −1 (M6.3). */
    record Repair(int card) implements BalmyAction {}

    /** The permit of the target that "permit lost" takes (M13.7). */
    record DropPermit(int card) implements BalmyAction {}

    /** Below low: pay the ballast, or land (M13.1). */
    record BelowLow(boolean pay) implements BalmyAction {}

    List<ActionType> TYPES = List.of(
            new ActionType("balmy-balloonists:play", Play.class),
            new ActionType("balmy-balloonists:play-on", PlayOn.class),
            new ActionType("balmy-balloonists:no-card", NoCard.class),
            new ActionType("balmy-balloonists:exchange", Exchange.class),
            new ActionType("balmy-balloonists:favourable-winds", FavourableWinds.class),
            new ActionType("balmy-balloonists:restart", Restart.class),
            new ActionType("balmy-balloonists:altitude", SetAltitude.class),
            new ActionType("balmy-balloonists:repair", Repair.class),
            new ActionType("balmy-balloonists:drop-permit", DropPermit.class),
            new ActionType("balmy-balloonists:below-low", BelowLow.class));
}
