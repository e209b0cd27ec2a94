package io.fogisles.balmy;

import io.fogisles.kernel.state.IntVar;
import io.fogisles.kernel.state.LayoutBuilder;
import io.fogisles.kernel.state.Scope;
import io.fogisles.kernel.state.Visibility;
import io.fogisles.kernel.state.Zone;
import io.fogisles.kernel.state.ZoneKind;

/**
 * Balmy Balloonists' part of the game state. Cards are pieces in zones: the four face-down piles (nobody sees
 * them), their discard piles, each balloon's hand and advantage cards in hand (only its player sees them), the
 * cards played in front of it and its permits (face up), and the quadrant cards lying on the four quadrants (a
 * pile per quadrant, the current card on top, the last). A seat's zones are a family of two, one per balloon of
 * that seat ({@link BalmyRules#slot}). Balloons are variables indexed by balloon number.
 */
public final class BalmyState {
    public static final int NONE = -1;
    /** A balloon's standing in the race (M15): flying, home, out. */
    public static final int RACING = 0, HOME = 1, OUT = 2;

    public final Zone windDeck, windDiscard, quadrantDeck, quadrantDiscard, badLuckDeck, badLuckDiscard, advantageDeck, advantageDiscard;
    /** Per seat, per balloon slot: local wind cards in hand (secret, M1.5), played cards in front (M3.1), advantage cards in hand (secret), permits (face up). */
    public final Zone hand, played, advantages, permits;
    /** The quadrant cards lying on each quadrant: the last is the current card (M1.3, M4.3). */
    public final Zone quadrants;

    /** Per balloon: lane (1…), field, laps (−1 once it crossed the start line backward, M8.5), altitude ({@link Altitude}). */
    public final IntVar lane, field, lap, altitude;
    /** Per balloon: {@link #RACING}, {@link #HOME} or {@link #OUT}; 1 while in the equatorial trough (M5.2). */
    public final IntVar status, trough;
    /** Per balloon: chips (M1.4). */
    public final IntVar gas, ballast, fuel;
    /** Per balloon: the number of its turns begun; the marks below hold the number of the turn they forbid something in. */
    public final IntVar turns;
    /** Per balloon: sit out turn n (M2.4); no rise (M7.4); no option A (M3.2); no forward flight (M8.4); landed in turn n (its turn's movement is over). */
    public final IntVar sitOut, noRise, noOwnCard, noForward, landedIn;
    /** Per balloon: 1 when it must choose where it starts again (M9.3, M10.2). */
    public final IntVar restart;
    /** The balloons the two silver figures stand on (M1.6, M3.4). */
    public final IntVar rose;
    /** The first player (M1.7), the round's turn being played (0…), and whose balloon it is. */
    public final IntVar firstPlayer, position, current;
    /** The winner's seat, or NONE (M15). */
    public final IntVar winner;
    /** Whether a local wind card was played in the running turn (M6.4). */
    public final IntVar cardPlayed;
    /** How many interrupts this module has pushed: a step that runs several parts in one call stops after a part that pushed one. */
    public final IntVar pushes;
    /** A bad-luck card waiting for a repair answer or a choice: the card, its target, the seat that caused it (M6.3, M13.7). */
    public final IntVar pendingCard, pendingTarget, pendingPlayer;
    /** Levels below low a balloon is waiting to pay for or land (M13.1). */
    public final IntVar pendingBelow;

    public BalmyState(LayoutBuilder b, BalmyRules rules) {
        int cards = rules.decks.size, balloons = rules.balloons, slots = rules.perSeat;
        windDeck = b.visibility(b.zone("balmy-balloonists:wind-deck", Scope.GLOBAL, ZoneKind.LIST, cards), Visibility.NOBODY);
        windDiscard = b.zone("balmy-balloonists:wind-discard", Scope.GLOBAL, ZoneKind.LIST, cards);
        quadrantDeck = b.visibility(b.zone("balmy-balloonists:quadrant-deck", Scope.GLOBAL, ZoneKind.LIST, cards), Visibility.NOBODY);
        quadrantDiscard = b.zone("balmy-balloonists:quadrant-discard", Scope.GLOBAL, ZoneKind.LIST, cards);
        badLuckDeck = b.visibility(b.zone("balmy-balloonists:bad-luck-deck", Scope.GLOBAL, ZoneKind.LIST, cards), Visibility.NOBODY);
        badLuckDiscard = b.zone("balmy-balloonists:bad-luck-discard", Scope.GLOBAL, ZoneKind.LIST, cards);
        advantageDeck = b.visibility(b.zone("balmy-balloonists:advantage-deck", Scope.GLOBAL, ZoneKind.LIST, cards), Visibility.NOBODY);
        advantageDiscard = b.zone("balmy-balloonists:advantage-discard", Scope.GLOBAL, ZoneKind.LIST, cards);
        hand = b.visibility(b.zone("balmy-balloonists:hand", Scope.SEAT, ZoneKind.LIST, cards, slots), Visibility.OWNER);
        played = b.zone("balmy-balloonists:played", Scope.SEAT, ZoneKind.LIST, cards, slots);
        advantages = b.visibility(b.zone("balmy-balloonists:advantages", Scope.SEAT, ZoneKind.LIST, cards, slots), Visibility.OWNER);
        permits = b.zone("balmy-balloonists:permits", Scope.SEAT, ZoneKind.LIST, cards, slots);
        quadrants = b.zone("balmy-balloonists:quadrant", Scope.GLOBAL, ZoneKind.LIST, cards, rules.map.quadrants());

        lane = b.var("balmy-balloonists:lane", Scope.GLOBAL, balloons, rules.startLane);
        field = b.var("balmy-balloonists:field", Scope.GLOBAL, balloons, rules.startField);
        lap = b.var("balmy-balloonists:lap", Scope.GLOBAL, balloons, 0);
        altitude = b.var("balmy-balloonists:altitude", Scope.GLOBAL, balloons, Altitude.GROUNDED);
        status = b.var("balmy-balloonists:status", Scope.GLOBAL, balloons, RACING);
        trough = b.var("balmy-balloonists:trough", Scope.GLOBAL, balloons, 0);
        gas = b.var("balmy-balloonists:gas", Scope.GLOBAL, balloons, rules.gas);
        ballast = b.var("balmy-balloonists:ballast", Scope.GLOBAL, balloons, rules.ballast);
        fuel = b.var("balmy-balloonists:fuel", Scope.GLOBAL, balloons, rules.fuel);
        turns = b.var("balmy-balloonists:turns", Scope.GLOBAL, balloons, 0);
        sitOut = b.var("balmy-balloonists:sit-out", Scope.GLOBAL, balloons, 0);
        noRise = b.var("balmy-balloonists:no-rise", Scope.GLOBAL, balloons, 0);
        noOwnCard = b.var("balmy-balloonists:no-own-card", Scope.GLOBAL, balloons, 0);
        noForward = b.var("balmy-balloonists:no-forward", Scope.GLOBAL, balloons, 0);
        landedIn = b.var("balmy-balloonists:landed-in", Scope.GLOBAL, balloons, 0);
        restart = b.var("balmy-balloonists:restart", Scope.GLOBAL, balloons, 0);
        rose = b.var("balmy-balloonists:rose", Scope.GLOBAL, 2, NONE);
        firstPlayer = b.var("balmy-balloonists:first-player", Scope.GLOBAL);
        position = b.var("balmy-balloonists:position", Scope.GLOBAL);
        current = b.var("balmy-balloonists:current", Scope.GLOBAL, 1, NONE);
        winner = b.var("balmy-balloonists:winner", Scope.GLOBAL, 1, NONE);
        pushes = b.var("balmy-balloonists:pushes", Scope.GLOBAL);
        cardPlayed = b.var("balmy-balloonists:card-played", Scope.GLOBAL);
        pendingCard = b.var("balmy-balloonists:pending-card", Scope.GLOBAL, 1, NONE);
        pendingTarget = b.var("balmy-balloonists:pending-target", Scope.GLOBAL, 1, NONE);
        pendingPlayer = b.var("balmy-balloonists:pending-player", Scope.GLOBAL, 1, NONE);
        pendingBelow = b.var("balmy-balloonists:pending-below", Scope.GLOBAL, balloons, 0);
    }
}
