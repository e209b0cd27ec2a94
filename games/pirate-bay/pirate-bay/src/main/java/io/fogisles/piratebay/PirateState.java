package io.fogisles.piratebay;

import io.fogisles.kernel.state.IntVar;
import io.fogisles.kernel.state.LayoutBuilder;
import io.fogisles.kernel.state.Scope;
import io.fogisles.kernel.state.Visibility;
import io.fogisles.kernel.state.Zone;
import io.fogisles.kernel.state.ZoneKind;

/**
 * Pirate Bay's part of the game state. Cards are pieces in zones (the draw pile, hands, the table, the
 * discard pile, the start card's place aside); where a card lies on the table and whose figure stands on it
 * are variables indexed by card. Figures are not pieces: a figure is its owner's number on a card
 * ({@link #occupant}); the rest of the four are in the supply.
 */
public final class PirateState {
    /** No card / no seat / not chosen. */
    public static final int NONE = -1;

    /** The draw pile: nobody sees its cards (draws take a random one: the pile is shuffled, P1.1). */
    public final Zone deck;
    /** Each player's hand: only its owner sees the cards (P1.2, PD6); the sizes are public. */
    public final Zone hand;
    /** The cards on the table (where: {@link #cell}). */
    public final Zone table;
    /** Cards of closed islands and ended rounds (P6.6, P8.4), face up. */
    public final Zone discard;
    /** The start card while it is off the table (PD1). */
    public final Zone aside;

    /** Per card: where it lies on the table ({@link #cell(int, int, boolean)}), or {@link #NONE}. */
    public final IntVar cell;
    /** Per card: the seat whose figure stands on it, or {@link #NONE} (P5.1). */
    public final IntVar occupant;

    /** Points from closed islands (P6.5) and from round ends (P8.3), per seat. */
    public final IntVar islandPoints, roundPoints;

    /** The round's start player, and whose turn it is (the round is the kernel's: {@code ctx.round()}). */
    public final IntVar startPlayer, current;
    /** Turns played in the whole game (P2.4: the first pass is the first {@code seats} turns). */
    public final IntVar turns;
    /** The seat that first had all its figures on the table this round (P8.1), or NONE, and the turn it did so in. */
    public final IntVar trigger, triggerTurn;
    /** Turns in a row in which nobody drew or laid a card (P8.5), and whether any card was drawn or laid this round. */
    public final IntVar quietTurns, roundActive;
    /** 1 once the draw pile ran out and the discard pile became the new one (P9.1). */
    public final IntVar endTriggered;
    /** 1 when the round is over and waits for its scoring; 2 when it ended by quiet passes (P8.5). */
    public final IntVar roundOver;

    /** The running turn: the action chosen (an {@link ActionKind} ordinal + 1, 0 none) and whether it drew or laid. */
    public final IntVar action, drewOrLaid;
    /** The cards laid this turn (P4.10: where its figure may go), NONE when not. */
    public final IntVar laidThisTurn;
    /** A challenge won (P7.3–P7.4): the target card, whose figure must make way. */
    public final IntVar challengedCard;

    /** A scoring waiting for its resource (P6.4, P8.2): 1 an island (of {@link #scoringCard}), 2 the round's end. */
    public final IntVar scoring, scoringCard, roller, resource;
    /** The seat asked to choose the resource after a red face (PD15), or NONE. */
    public final IntVar chooser;

    public PirateState(LayoutBuilder b, PirateRules rules) {
        int cards = rules.cards.size();
        deck = b.visibility(b.zone("pirate-bay:deck", Scope.GLOBAL, ZoneKind.LIST, cards), Visibility.NOBODY);
        hand = b.visibility(b.zone("pirate-bay:hand", Scope.SEAT, ZoneKind.LIST, cards), Visibility.OWNER);
        table = b.zone("pirate-bay:table", Scope.GLOBAL, ZoneKind.LIST, cards);
        discard = b.zone("pirate-bay:discard", Scope.GLOBAL, ZoneKind.LIST, cards);
        aside = b.zone("pirate-bay:aside", Scope.GLOBAL, ZoneKind.LIST, Math.max(1, cards));
        cell = b.var("pirate-bay:cell", Scope.GLOBAL, cards, NONE);
        occupant = b.var("pirate-bay:occupant", Scope.GLOBAL, cards, NONE);
        islandPoints = b.var("pirate-bay:island-points", Scope.SEAT);
        roundPoints = b.var("pirate-bay:round-points", Scope.SEAT);
        startPlayer = b.var("pirate-bay:start-player", Scope.GLOBAL);
        current = b.var("pirate-bay:current", Scope.GLOBAL);
        turns = b.var("pirate-bay:turns", Scope.GLOBAL);
        trigger = b.var("pirate-bay:trigger", Scope.GLOBAL, 1, NONE);
        triggerTurn = b.var("pirate-bay:trigger-turn", Scope.GLOBAL);
        quietTurns = b.var("pirate-bay:quiet-turns", Scope.GLOBAL);
        roundActive = b.var("pirate-bay:round-active", Scope.GLOBAL);
        endTriggered = b.var("pirate-bay:end-triggered", Scope.GLOBAL);
        roundOver = b.var("pirate-bay:round-over", Scope.GLOBAL);
        action = b.var("pirate-bay:action", Scope.GLOBAL);
        drewOrLaid = b.var("pirate-bay:drew-or-laid", Scope.GLOBAL);
        laidThisTurn = b.var("pirate-bay:laid-this-turn", Scope.GLOBAL, 2, NONE);
        challengedCard = b.var("pirate-bay:challenged-card", Scope.GLOBAL, 1, NONE);
        scoring = b.var("pirate-bay:scoring", Scope.GLOBAL);
        scoringCard = b.var("pirate-bay:scoring-card", Scope.GLOBAL, 1, NONE);
        roller = b.var("pirate-bay:roller", Scope.GLOBAL, 1, NONE);
        resource = b.var("pirate-bay:resource", Scope.GLOBAL, 1, NONE);
        chooser = b.var("pirate-bay:chooser", Scope.GLOBAL, 1, NONE);
    }

    // ---- where a card lies: x and y within ±OFFSET, and whether it is turned, in one int ----

    /** Table coordinates stay within ±OFFSET: a card is laid next to another, and at most every card of two piles is laid in a game. */
    public static final int OFFSET = 1 << 10;

    public static int cell(int x, int y, boolean turned) {
        return ((x + OFFSET) << 12) | ((y + OFFSET) << 1) | (turned ? 1 : 0);
    }

    public static int x(int cell) {
        return (cell >>> 12) - OFFSET;
    }

    public static int y(int cell) {
        return ((cell >>> 1) & 0x7FF) - OFFSET;
    }

    public static boolean turned(int cell) {
        return (cell & 1) != 0;
    }
}
