package io.fogisles.piratebay;

import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.util.IntList;

/**
 * Pirate Bay's rules as operations on a game through its {@link GameContext}: drawing, laying, figures,
 * islands, the resource die and the scorings. The steps decide when; this class says what happens. It keeps
 * nothing between calls: all it knows of a game is in the state.
 */
public final class PirateGame {
    /** A scoring that waits for its resource (P6.4, P8.2). */
    public static final int SCORING_ISLAND = 1, SCORING_ROUND_END = 2;
    /** Why a round ended (P8.1, P8.5). */
    public static final int ROUND_OVER = 1, ROUND_STALEMATE = 2;
    public static final String CHOOSE_RESOURCE = "pirate-bay:choose-resource";

    public final PirateRules rules;
    public final PirateState state;
    public final Cards cards;

    /** Whether the bundled die faces run as their script, as every face did before they ran in Java (for {@code DieJavaTest}). */
    private boolean dieScripts;

    public PirateGame(PirateRules rules, PirateState state) {
        this.rules = rules;
        this.state = state;
        this.cards = rules.cards;
    }

    // ------------------------------------------------------------------ reading

    public TableMap table(GameState s) {
        return TableMap.of(s, state, cards);
    }

    /** How many of a seat's figures stand on the table. */
    public int onTable(GameState s, int seat) {
        int zone = state.table.global(), n = 0; // figures stand only on table cards (P5.1)
        for (int i = 0, size = s.size(zone); i < size; i++) if (s.get(state.occupant, 0, s.piece(zone, i)) == seat) n++;
        return n;
    }

    /** A seat's figures in its supply (P5.2). */
    public int supply(GameState s, int seat) {
        return rules.figures - onTable(s, seat);
    }

    /** P2.4: with 2 or 3 players nobody places a figure in the game's first pass. */
    public boolean figuresAllowed(GameState s) {
        return !rules.firstPassWithoutFigures || s.get(state.turns) >= s.seats();
    }

    public int points(GameState s, int seat) {
        return s.get(state.islandPoints, seat) + s.get(state.roundPoints, seat);
    }

    public int handSize(GameState s, int seat) {
        return s.size(state.hand.of(seat));
    }

    public int deckSize(GameState s) {
        return s.size(state.deck.global());
    }

    /** Every legal lay of a seat's hand (P3), as {@link PirateCodes#lay} codes. */
    public void lays(GameState s, int seat, IntList out) {
        int zone = state.hand.of(seat);
        if (s.size(zone) == 0) return;
        table(s).lays(cards, s, zone, rules.hard, out);
    }

    public boolean canLay(GameState s, int seat) {
        int zone = state.hand.of(seat);
        if (s.size(zone) == 0) return false;
        return canLay(s, seat, table(s));
    }

    /** {@link #canLay(GameState, int)} on a table already loaded. */
    public boolean canLay(GameState s, int seat, TableMap map) {
        int zone = state.hand.of(seat);
        int n = s.size(zone);
        if (n == 0) return false;
        return map.anyLay(cards, s, zone, rules.hard);
    }

    /** The cards sharing a side with a card on the table (P7.1, P7.3), into {@code out}. */
    public void beside(GameState s, TableMap map, int card, IntList out) {
        out.clear();
        int cell = s.get(state.cell, 0, card);
        int x = PirateState.x(cell), y = PirateState.y(cell);
        for (int d = 0; d < 4; d++) {
            Side side = Side.of(d);
            int n = map.at(x + side.dx, y + side.dy);
            if (n >= 0) out.add(n);
        }
    }

    /** The cards whose figure a seat may challenge (P7.1), into {@code out}. */
    public void challengeable(GameState s, int seat, IntList out) {
        out.clear();
        challengeable(s, seat, out, null);
    }

    /** Whether a seat may challenge any figure (P7.1); {@code map} is the table when already loaded, or null. */
    public boolean canChallenge(GameState s, int seat, TableMap map) {
        return challengeable(s, seat, null, map);
    }

    /** The challengeable cards in card order into {@code out}, or (with {@code out} null) whether there is one. */
    private boolean challengeable(GameState s, int seat, IntList out, TableMap map) {
        if (map == null) map = table(s);
        int n = map.count(), own = map.figures(seat), all = 0;
        for (int p = 0; p < s.seats(); p++) all += map.figures(p);
        if (own < 2 || all == own) return false; // P7.1: two figures beside an opponent's
        boolean any = false;
        for (int i = 0; i < n; i++) {
            int c = map.card(i), owner = map.occupant(c);
            if (owner < 0 || owner == seat) continue;
            int cell = s.get(state.cell, 0, c), x = PirateState.x(cell), y = PirateState.y(cell), beside = 0;
            for (int d = 0; d < 4; d++) {
                Side side = Side.of(d);
                int nb = map.at(x + side.dx, y + side.dy);
                if (nb >= 0 && map.occupant(nb) == seat) beside++;
            }
            if (beside >= 2) {
                if (out == null) return true;
                out.add(c);
                any = true;
            }
        }
        if (any) { // in card order, as the players see them listed
            for (int i = 1; i < out.size(); i++)
                for (int j = i; j > 0 && out.get(j - 1) > out.get(j); j--) {
                    int t = out.get(j);
                    out.set(j, out.get(j - 1));
                    out.set(j - 1, t);
                }
        }
        return any;
    }

    /** A seat's figures in its supply, read from a table already loaded. */
    public int supply(TableMap map, int seat) {
        return rules.figures - map.figures(seat);
    }

    /** Whether there is a free card on the table (P5.1). */
    public boolean freeCard(GameState s) {
        int zone = state.table.global();
        for (int i = 0, n = s.size(zone); i < n; i++) if (s.get(state.occupant, 0, s.piece(zone, i)) < 0) return true;
        return false;
    }

    // ------------------------------------------------------------------ cards

    /**
     * Draws a card into a seat's hand (P4.1). When the draw takes the pile's last card, the game's end is
     * triggered and the discard pile becomes the new draw pile (P9.1); when both are empty, nothing is drawn
     * (P9.3). Returns the card, or −1.
     */
    public int draw(GameContext ctx, int seat) {
        int card = ctx.draw(state.deck.global(), state.hand.of(seat));
        if (card < 0) return -1;
        ctx.set(state.drewOrLaid, 1);
        if (ctx.eventsWanted()) ctx.emit(io.fogisles.kernel.event.GameEvent.of("pirate-bay:card-drawn", seat, "card", card).onlyFor(seat));
        if (ctx.state().size(state.deck.global()) == 0 && ctx.get(state.endTriggered) == 0) {
            ctx.set(state.endTriggered, 1);
            int[] discarded = ctx.state().pieces(state.discard.global());
            ctx.moveAll(discarded, state.deck.global());
            ctx.emit("pirate-bay:deck-empty", -1, "cards", discarded.length);
        }
        return card;
    }

    /** Lays a card of a seat's hand on a cell (P3); an island it closes is scored at once (P6.3). */
    public void lay(GameContext ctx, int seat, int card, int x, int y, boolean turned) {
        ctx.move(card, state.table.global());
        ctx.set(state.cell, 0, card, PirateState.cell(x, y, turned));
        ctx.set(state.drewOrLaid, 1);
        int slot = ctx.state().get(state.laidThisTurn, 0, 0) < 0 ? 0 : 1;
        ctx.set(state.laidThisTurn, 0, slot, card);
        if (ctx.eventsWanted()) ctx.emit("pirate-bay:card-laid", seat, "card", card, "x", x, "y", y, "turned", turned);
        TableMap map = table(ctx.state());
        IntList island = map.scratch(); // read only before the scoring, whose die effect may load the map again
        if (map.island(ctx.state(), state, card, island)) {
            if (ctx.eventsWanted()) ctx.emit("pirate-bay:island-closed", seat, "cards", island.toArray());
            startScoring(ctx, SCORING_ISLAND, card, seat);
        }
    }

    /** Gives a card to another seat and takes one of theirs at random (P4.6, PD12). */
    public void swap(GameContext ctx, int seat, int card, int other) {
        int taken = ctx.pickRandom(state.hand.of(other));
        ctx.move(card, state.hand.of(other));
        ctx.move(taken, state.hand.of(seat));
        if (ctx.eventsWanted()) {
            ctx.emit(io.fogisles.kernel.event.GameEvent.of("pirate-bay:swapped", seat, "with", other, "given", card, "taken", taken).onlyFor(seat, other));
            int[] others = new int[Math.max(0, ctx.seats() - 2)];
            for (int s = 0, k = 0; s < ctx.seats(); s++) if (s != seat && s != other) others[k++] = s;
            if (others.length > 0)
                ctx.emit(io.fogisles.kernel.event.GameEvent.of("pirate-bay:swapped", seat, "with", other, "given", -1, "taken", -1).onlyFor(others));
        }
    }

    // ------------------------------------------------------------------ figures

    /** Places a figure from the supply on a free card (P4.7, P4.10); the first seat with all on the table starts the round's end (P8.1). */
    public void placeFigure(GameContext ctx, int seat, int card) {
        ctx.set(state.occupant, 0, card, seat);
        int on = onTable(ctx.state(), seat);
        if (ctx.eventsWanted()) ctx.emit("pirate-bay:figure-placed", seat, "card", card, "onTable", on);
        if (on >= rules.figures && ctx.get(state.trigger) < 0) {
            ctx.set(state.trigger, seat);
            ctx.set(state.triggerTurn, ctx.get(state.turns));
            if (ctx.eventsWanted()) ctx.emit("pirate-bay:fourth-figure", seat, "round", ctx.round());
        }
    }

    /** Moves a figure: to another card, or back to the supply with {@code to} −1 (P7.3, P7.4). */
    public void moveFigure(GameContext ctx, int seat, int from, int to) {
        ctx.set(state.occupant, 0, from, PirateState.NONE);
        if (to >= 0) ctx.set(state.occupant, 0, to, seat);
        if (ctx.eventsWanted()) ctx.emit("pirate-bay:figure-moved", seat, "from", from, "to", to);
    }

    /** Rolls the challenge: one d6 each, the challenger wins only when higher (P7.2, PD17). */
    public boolean challenge(GameContext ctx, int seat, int card) {
        int defender = ctx.state().get(state.occupant, 0, card);
        int attack = ctx.nextInt(rules.challengeDie) + 1, defence = ctx.nextInt(rules.challengeDie) + 1;
        boolean won = attack > defence;
        if (ctx.eventsWanted())
            ctx.emit("pirate-bay:challenged", seat, "card", card, "defender", defender, "attack", attack, "defence", defence, "won", won);
        return won;
    }

    // ------------------------------------------------------------------ scoring

    /**
     * Starts a scoring: the roller rolls the resource die (P6.4, P8.2) and its face's effect names the resource
     * ({@link #resolve}) or asks the next player to choose ({@link #nextPlayerChooses}). A face whose effect
     * did neither (a house rule's effect that failed and was switched off) is read as red: the next player
     * chooses, so a scoring never hangs.
     */
    public void startScoring(GameContext ctx, int kind, int card, int roller) {
        ctx.set(state.scoring, kind);
        ctx.set(state.scoringCard, card);
        ctx.set(state.roller, roller);
        ctx.set(state.resource, PirateState.NONE);
        ctx.set(state.chooser, PirateState.NONE);
        int face = ctx.nextInt(rules.dieFaces.length);
        if (ctx.eventsWanted()) ctx.emit("pirate-bay:die-rolled", roller, "face", rules.dieFaces[face]);
        int inJava = dieScripts ? PirateRules.DIE_SCRIPT : rules.dieInJava[face];
        if (inJava >= 0) resolve(ctx, inJava, -1);           // die.js: pirateBay.countResource(resource)
        else if (inJava == PirateRules.DIE_NEXT_CHOOSES) nextPlayerChooses(ctx); // die.js: pirateBay.nextPlayerChooses()
        else ctx.runEffect(rules.dieEffects[face], "seat", roller, "face", rules.dieFaces[face]);
        if (ctx.get(state.scoring) != 0 && ctx.get(state.chooser) < 0) nextPlayerChooses(ctx);
    }

    /** For {@code DieJavaTest}: run the bundled die faces as their script ({@code scripts/die.js}) again. */
    void runDieScripts() {
        dieScripts = true;
    }

    /** The red face (P6.4, PD15): the next player clockwise from the roller chooses the resource. */
    public void nextPlayerChooses(GameContext ctx) {
        if (ctx.get(state.scoring) == 0 || ctx.get(state.chooser) >= 0) return; // nothing to choose, or already asked
        int next = (ctx.get(state.roller) + 1) % ctx.seats();
        ctx.set(state.chooser, next);
        ctx.push(CHOOSE_RESOURCE, next, 0);
    }

    /** The resource of the waiting scoring is known: score it (P6.5 or P8.3) and clear the table it concerns. */
    public void resolve(GameContext ctx, int resource, int chooser) {
        int kind = ctx.get(state.scoring);
        if (kind == 0) throw new IllegalStateException("no scoring waits for a resource");
        ctx.set(state.resource, resource);
        ctx.set(state.chooser, PirateState.NONE);
        if (ctx.eventsWanted()) ctx.emit("pirate-bay:resource-chosen", chooser, "resource", rules.resources.get(resource));
        ctx.set(state.scoring, 0);
        if (kind == SCORING_ISLAND) scoreIsland(ctx, ctx.get(state.scoringCard), resource);
        else scoreRoundEnd(ctx, resource);
    }

    /** P6.5–P6.6: every seat with a figure on the island scores its points of the resource plus one per figure; then the island goes. */
    private void scoreIsland(GameContext ctx, int card, int resource) {
        GameState s = ctx.state();
        IntList island = new IntList(16);
        table(s).island(s, state, card, island);
        int value = 0;
        int[] figures = new int[ctx.seats()];
        for (int i = 0; i < island.size(); i++) {
            int c = island.get(i);
            value += cards.points(c, resource);
            int owner = s.get(state.occupant, 0, c);
            if (owner >= 0) figures[owner]++;
        }
        for (int seat = 0; seat < figures.length; seat++) {
            if (figures[seat] == 0) continue;
            int points = value + rules.pointsPerFigure * figures[seat];
            ctx.set(state.islandPoints, seat, ctx.get(state.islandPoints, seat) + points);
            if (ctx.eventsWanted()) ctx.emit("pirate-bay:scored", seat, "points", points, "kind", "island", "figures", figures[seat]);
        }
        for (int i = 0; i < island.size(); i++) takeOff(ctx, island.get(i));
    }

    /** P8.3: every figure on the table scores its owner the resource's points of its card; then the round is over (P8.4). */
    private void scoreRoundEnd(GameContext ctx, int resource) {
        GameState s = ctx.state();
        int[] points = new int[ctx.seats()], figures = new int[ctx.seats()];
        for (int c = 0; c < cards.size(); c++) {
            int owner = s.get(state.occupant, 0, c);
            if (owner < 0) continue;
            points[owner] += cards.points(c, resource);
            figures[owner]++;
        }
        for (int seat = 0; seat < points.length; seat++) {
            if (figures[seat] == 0) continue;
            ctx.set(state.roundPoints, seat, ctx.get(state.roundPoints, seat) + points[seat]);
            if (ctx.eventsWanted()) ctx.emit("pirate-bay:scored", seat, "points", points[seat], "kind", "round-end", "figures", figures[seat]);
        }
        finishRound(ctx);
    }

    /** A card leaves the table for the discard pile (the start card for its place aside, PD1); its figure goes home. */
    private void takeOff(GameContext ctx, int card) {
        ctx.set(state.occupant, 0, card, PirateState.NONE);
        ctx.set(state.cell, 0, card, PirateState.NONE);
        ctx.move(card, card == cards.start() ? state.aside.global() : state.discard.global());
    }

    /**
     * P8.4, P9.2: the table is cleared; the game ends when the draw pile has run out, or when the round ended
     * by quiet passes without a card drawn or laid in it at all (P8.5); else the next round's start player is
     * the one with the fewest points (P2.3, PD8).
     */
    private void finishRound(GameContext ctx) {
        GameState s = ctx.state();
        int[] onTable = s.pieces(state.table.global());
        for (int card : onTable) takeOff(ctx, card);
        boolean stalemate = ctx.get(state.roundOver) == ROUND_STALEMATE;
        if (ctx.eventsWanted()) ctx.emit("pirate-bay:round-ended", -1, "round", ctx.round(), "stalemate", stalemate);
        if (stalemate && ctx.get(state.roundActive) == 0) { // P8.5: nobody drew or laid a card all round: nothing moves on
            ctx.endGame("pirate-bay:stalemate");
            return;
        }
        if (ctx.get(state.endTriggered) != 0) {
            ctx.endGame("pirate-bay:deck-played");
            return;
        }
        int previous = ctx.get(state.startPlayer), seats = ctx.seats(), next = previous, fewest = Integer.MAX_VALUE;
        for (int k = 1; k <= seats; k++) {
            int seat = (previous + k) % seats, p = points(s, seat);
            if (p < fewest) {
                fewest = p;
                next = seat;
            }
        }
        ctx.set(state.startPlayer, next);
    }

    /** Starts a round (P2.1): the start card in the middle, the round's bookkeeping reset, the start player's turn. */
    public void startRound(GameContext ctx) {
        int start = cards.start();
        if (start >= 0 && ctx.state().zoneOf(start) != state.table.global()) {
            ctx.move(start, state.table.global());
            ctx.set(state.cell, 0, start, PirateState.cell(0, 0, false));
        }
        ctx.set(state.trigger, PirateState.NONE);
        ctx.set(state.triggerTurn, 0);
        ctx.set(state.quietTurns, 0);
        ctx.set(state.roundActive, 0);
        ctx.set(state.roundOver, 0);
        int first = ctx.get(state.startPlayer);
        ctx.set(state.current, first);
        if (ctx.eventsWanted()) ctx.emit("pirate-bay:start-player", first, "round", ctx.round());
    }
}
