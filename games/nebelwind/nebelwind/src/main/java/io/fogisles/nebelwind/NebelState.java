package io.fogisles.nebelwind;

import io.fogisles.kernel.state.IntVar;
import io.fogisles.kernel.state.LayoutBuilder;
import io.fogisles.kernel.state.Scope;
import io.fogisles.kernel.state.Visibility;
import io.fogisles.kernel.state.Zone;
import io.fogisles.kernel.state.ZoneKind;

/**
 * Nebelwind's part of the game state. Cards and tiles are pieces (in this order: characters, harbour cards,
 * demand tiles, network cards). The character and harbour decks and the demand stacks hide only their order:
 * which cards are in them follows from the cards in sight, and hiding it would let a bot's copy deal a demand
 * tile into the character deck (the kernel deals unseen pieces over all hidden places alike). The network cards
 * are the only pieces hidden whole (deck, hands, discard); the board (whales, outposts, cargo, chips on spaces) is variables. "Participant" is a place in the turn
 * order: a person's seat or an automaton (N12, N13); per-participant arrays have {@link NebelRules#MAX_PARTICIPANTS}
 * entries. Spaces store a participant + 1 (0: free).
 */
public final class NebelState {
    public static final int NONE = -1;
    /** The four areas a chip goes to (N4.3), in the automata's zone order (ND21). */
    public static final int RESOURCE = 0, WORKER = 1, CHARACTER = 2, HARBOUR = 3;
    public static final int SPACES = 5;

    public final int characterBase, harbourBase, demandBase, networkBase, pieceCount;

    // cards and tiles
    public final Zone characterDeck, characterRow, characterDiscard, characters, drawn;
    public final Zone harbourDeck, harbourRow, harbourDiscard;
    /** Per region: the territory stack and the capital stack (face down), and the tiles laid out (track and capital). */
    public final Zone territoryStack, capitalStack, demandShown, demandTaken, automataTiles;
    public final Zone networkDeck, networkHand, networkComplete, networkDiscard;

    /** Per character row space: the card there, or NONE (N5.3: not replaced before the round's end). */
    public final IntVar characterSpace, harbourSpace;
    /** Per region and place: the territory tile on the demand track (place 0 the bottom), and the capital tiles shown. */
    public final IntVar track, capitalShown;
    /** Per character: 1 once used (a "once" card turned over, N5.4). */
    public final IntVar characterUsed;

    // board
    public final IntVar resources;
    /** Per seat and whale: the port, or NONE in the supply; its cargo kind, or NONE. */
    public final IntVar whalePort, whaleCargo;
    /** Per port: the seats with an outpost there, as bits (N5.12). */
    public final IntVar outposts;
    public final IntVar cargoSupply;

    // chips
    /** Per participant: the chips played this round (bit n for chip n, public) and how many are left to play. */
    public final IntVar played, chipsLeft;
    /** Per seat: the chips discarded this round (bits), seen by the seat only (N3.2, ND13). */
    public final IntVar discarded;
    /** Per participant: an automaton's discarded chip, seen by nobody (N12.3). */
    public final IntVar automatonDiscard;
    /** The spaces: who placed there (participant + 1). Harbour cards stack: top and count (N4.5). */
    public final IntVar resourceSpace, workerSpace, characterChip, harbourTop, harbourCount;
    /** Per participant: the areas used this round (bits, N4.4 and achievement D5). */
    public final IntVar areasUsed;

    // turn order
    public final IntVar startMarker, roundStart, current, turnsLeft;

    // victory conditions
    /** Per region: the network tile laid (its index in the data), the top field's marker (seat or NONE), the bottom markers (seat bits). */
    public final IntVar networkTile, topMarker, bottomMarkers;
    /** The achievements laid out (their index), one per letter, and who took each (seat or NONE). */
    public final IntVar achievementLaid, achievementOwner;
    /** Per seat: network cards noted as partly connected (bits by card number), secret (ND6). */
    public final IntVar partial;
    /**
     * Per seat: the points of its partly connected network cards (N10.6), open, set when the game ends (NONE before):
     * the cards are shown for the scoring, so every seat's score sheet (a client's, made from its own view) adds up
     * as the server's does, while during the game the notes stay secret.
     */
    public final IntVar partialShown;
    /** Per seat: deliveries this turn (achievement B6). */
    public final IntVar deliveries;
    /** N13.5: in the solo game, at the end: 1 when the person reached the level's goal, 0 when not; −1 before the end and with more players. */
    public final IntVar soloGoal;

    // the running turn and its parts
    /** Per whale of the seat at turn: bit w moved (N6.1), bit 3+w loaded or unloaded (N7.1), bit 6+w loaded krill (N7.3). */
    public final IntVar whaleDone;
    /** A part of a turn that waits for its answer: what it allows ({@link Effects}), how many more, and a number it needs. */
    public final IntVar partKind, partLeft, partArg;

    public NebelState(LayoutBuilder b, NebelRules rules) {
        NebelData d = rules.data;
        int chars = d.characters.size(), harbours = d.harbours.size(), demands = d.demands.size(), cards = d.networkCards.size(), regions = d.regions.size();
        characterBase = 0;
        harbourBase = chars;
        demandBase = harbourBase + harbours;
        networkBase = demandBase + demands;
        pieceCount = networkBase + cards;
        int seatsMax = 5, parts = NebelRules.MAX_PARTICIPANTS;
        characterDeck = b.hideOrder(b.zone("nebelwind:character-deck", Scope.GLOBAL, ZoneKind.LIST, chars));
        characterRow = b.zone("nebelwind:character-row", Scope.GLOBAL, ZoneKind.LIST, chars);
        characterDiscard = b.zone("nebelwind:character-discard", Scope.GLOBAL, ZoneKind.LIST, chars);
        characters = b.zone("nebelwind:characters", Scope.SEAT, ZoneKind.LIST, chars);
        drawn = b.zone("nebelwind:drawn", Scope.GLOBAL, ZoneKind.LIST, chars);
        harbourDeck = b.hideOrder(b.zone("nebelwind:harbour-deck", Scope.GLOBAL, ZoneKind.LIST, harbours));
        harbourRow = b.zone("nebelwind:harbour-row", Scope.GLOBAL, ZoneKind.LIST, harbours);
        harbourDiscard = b.zone("nebelwind:harbour-discard", Scope.GLOBAL, ZoneKind.LIST, harbours);
        territoryStack = b.hideOrder(b.zone("nebelwind:territory-stack", Scope.GLOBAL, ZoneKind.LIST, demands, regions));
        capitalStack = b.hideOrder(b.zone("nebelwind:capital-stack", Scope.GLOBAL, ZoneKind.LIST, demands, regions));
        demandShown = b.zone("nebelwind:demand-shown", Scope.GLOBAL, ZoneKind.LIST, demands);
        demandTaken = b.zone("nebelwind:demand-taken", Scope.SEAT, ZoneKind.LIST, demands);
        automataTiles = b.zone("nebelwind:automata-tiles", Scope.GLOBAL, ZoneKind.LIST, demands);
        networkDeck = b.visibility(b.zone("nebelwind:network-deck", Scope.GLOBAL, ZoneKind.LIST, cards, 3), Visibility.NOBODY);
        networkHand = b.visibility(b.zone("nebelwind:network-hand", Scope.SEAT, ZoneKind.LIST, cards), Visibility.OWNER);
        networkComplete = b.zone("nebelwind:network-complete", Scope.SEAT, ZoneKind.LIST, cards);
        networkDiscard = b.visibility(b.zone("nebelwind:network-discard", Scope.GLOBAL, ZoneKind.LIST, cards), Visibility.NOBODY);

        characterSpace = b.var("nebelwind:character-space", Scope.GLOBAL, SPACES, NONE);
        harbourSpace = b.var("nebelwind:harbour-space", Scope.GLOBAL, SPACES, NONE);
        track = b.var("nebelwind:track", Scope.GLOBAL, regions * rules.trackPlaces, NONE);
        capitalShown = b.var("nebelwind:capital-shown", Scope.GLOBAL, regions * rules.capitalPlaces, NONE);
        characterUsed = b.var("nebelwind:character-used", Scope.GLOBAL, chars, 0);

        resources = b.var("nebelwind:resources", Scope.SEAT, 4, 0);
        whalePort = b.var("nebelwind:whale-port", Scope.SEAT, rules.whales, NONE);
        whaleCargo = b.var("nebelwind:whale-cargo", Scope.SEAT, rules.whales, NONE);
        outposts = b.var("nebelwind:outposts", Scope.GLOBAL, d.ports.size(), 0);
        cargoSupply = b.var("nebelwind:cargo-supply", Scope.GLOBAL, d.cargo.size(), rules.cargoPerKind);

        played = b.var("nebelwind:played", Scope.GLOBAL, parts, 0);
        chipsLeft = b.var("nebelwind:chips-left", Scope.GLOBAL, parts, rules.chips - rules.discards);
        discarded = b.visibility(b.var("nebelwind:discarded", Scope.SEAT), Visibility.OWNER);
        automatonDiscard = b.visibility(b.var("nebelwind:automaton-discard", Scope.GLOBAL, parts, 0), Visibility.NOBODY);
        resourceSpace = b.var("nebelwind:resource-space", Scope.GLOBAL, SPACES, 0);
        workerSpace = b.var("nebelwind:worker-space", Scope.GLOBAL, SPACES, 0);
        characterChip = b.var("nebelwind:character-chip", Scope.GLOBAL, SPACES, 0);
        harbourTop = b.var("nebelwind:harbour-top", Scope.GLOBAL, SPACES, 0);
        harbourCount = b.var("nebelwind:harbour-count", Scope.GLOBAL, SPACES, 0);
        areasUsed = b.var("nebelwind:areas-used", Scope.GLOBAL, parts, 0);

        startMarker = b.var("nebelwind:start-marker", Scope.GLOBAL);
        roundStart = b.var("nebelwind:round-start", Scope.GLOBAL);
        current = b.var("nebelwind:current", Scope.GLOBAL);
        turnsLeft = b.var("nebelwind:turns-left", Scope.GLOBAL);

        networkTile = b.var("nebelwind:network-tile", Scope.GLOBAL, regions, NONE);
        topMarker = b.var("nebelwind:top-marker", Scope.GLOBAL, regions, NONE);
        bottomMarkers = b.var("nebelwind:bottom-markers", Scope.GLOBAL, regions, 0);
        achievementLaid = b.var("nebelwind:achievement-laid", Scope.GLOBAL, 4, NONE);
        achievementOwner = b.var("nebelwind:achievement-owner", Scope.GLOBAL, 4, NONE);
        partial = b.visibility(b.var("nebelwind:partial", Scope.SEAT), Visibility.OWNER);
        partialShown = b.var("nebelwind:partial-shown", Scope.SEAT, 1, NONE);
        deliveries = b.var("nebelwind:deliveries", Scope.SEAT);
        soloGoal = b.var("nebelwind:solo-goal", Scope.GLOBAL, 1, NONE);

        whaleDone = b.var("nebelwind:whale-done", Scope.GLOBAL);
        partKind = b.var("nebelwind:part-kind", Scope.GLOBAL);
        partLeft = b.var("nebelwind:part-left", Scope.GLOBAL);
        partArg = b.var("nebelwind:part-arg", Scope.GLOBAL, 1, NONE);
        if (seatsMax < rules.seats) throw new IllegalStateException("more seats than Nebelwind has places for");
    }

    public int character(int piece) {
        return piece - characterBase;
    }

    public int harbour(int piece) {
        return piece - harbourBase;
    }

    public int demand(int piece) {
        return piece - demandBase;
    }

    public int network(int piece) {
        return piece - networkBase;
    }
}
