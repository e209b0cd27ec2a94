package io.fogisles.piratebay.script;

import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.script.ApiDoc;
import io.fogisles.kernel.script.ScriptBinding;
import io.fogisles.kernel.script.ScriptExport;
import io.fogisles.kernel.script.ScriptValues;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.util.IntList;
import io.fogisles.piratebay.PirateGame;
import io.fogisles.piratebay.PirateState;
import io.fogisles.piratebay.Side;
import io.fogisles.piratebay.TableMap;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Pirate Bay's part of the script API, the global {@code pirateBay}: what the resource die's faces and house
 * rules may read and do. Cards are numbers ({@code pirateBay.card(n)} describes one); seats count from 0;
 * every change goes through the kernel's change API.
 */
public final class PirateScriptApi {
    private final ScriptBinding binding;
    private final PirateGame g;

    public PirateScriptApi(ScriptBinding binding, PirateGame g) {
        this.binding = binding;
        this.g = g;
    }

    private GameContext ctx() {
        return binding.target(GameContext.class);
    }

    private GameState state() {
        return ctx().state();
    }

    private void checkSeat(int seat) {
        if (seat < 0 || seat >= ctx().seats()) throw new IllegalArgumentException("no seat " + seat + " (seats are 0…" + (ctx().seats() - 1) + ")");
    }

    private void checkCard(int card) {
        if (card < 0 || card >= g.cards.size()) throw new IllegalArgumentException("no card " + card + " (cards are 0…" + (g.cards.size() - 1) + ")");
    }

    private int resource(String id) {
        int r = g.rules.resource(id);
        if (r < 0) throw new IllegalArgumentException("no resource '" + id + "' (the resources are " + g.rules.resources + ")" + io.fogisles.kernel.data.DidYouMean.hint(id, g.rules.resources));
        return r;
    }

    // ---------------------------------------------------------------- the resource die

    @ScriptExport
    @ApiDoc("For a face of the resource die: this resource counts for the scoring that waits (an island or the round's end), which is scored at once.")
    public void countResource(String resource) {
        int r = resource(resource);
        if (state().get(g.state.scoring) == 0) throw new IllegalStateException("no scoring waits for a resource (countResource is for the resource die's faces)");
        g.resolve(ctx(), r, -1);
    }

    @ScriptExport
    @ApiDoc("For a face of the resource die: the next player after the one who rolled chooses which resource counts (the red face, P6.4).")
    public void nextPlayerChooses() {
        if (state().get(g.state.scoring) == 0) throw new IllegalStateException("no scoring waits for a resource (nextPlayerChooses is for the resource die's faces)");
        g.nextPlayerChooses(ctx());
    }

    @ScriptExport
    @ApiDoc("The seat that rolled the resource die for the scoring that waits, or -1.")
    public int roller() {
        return state().get(g.state.scoring) == 0 ? -1 : state().get(g.state.roller);
    }

    @ScriptExport
    @ApiDoc(value = "What the waiting scoring is: 'island', 'round-end', or null when none waits.", returns = "'island' | 'round-end' | null")
    public Object scoring() {
        int k = state().get(g.state.scoring);
        return k == PirateGame.SCORING_ISLAND ? "island" : k == PirateGame.SCORING_ROUND_END ? "round-end" : null;
    }

    // ---------------------------------------------------------------- points and players

    @ScriptExport
    @ApiDoc("A seat's points so far: from closed islands and from rounds' ends.")
    public int points(int seat) {
        checkSeat(seat);
        return g.points(state(), seat);
    }

    @ScriptExport
    @ApiDoc("A seat's points from closed islands (P6.5).")
    public int islandPoints(int seat) {
        checkSeat(seat);
        return state().get(g.state.islandPoints, seat);
    }

    @ScriptExport
    @ApiDoc("A seat's points from the rounds' ends (P8.3).")
    public int roundEndPoints(int seat) {
        checkSeat(seat);
        return state().get(g.state.roundPoints, seat);
    }

    @ScriptExport
    @ApiDoc("How many cards a seat holds (the cards themselves are secret).")
    public int handSize(int seat) {
        checkSeat(seat);
        return g.handSize(state(), seat);
    }

    @ScriptExport
    @ApiDoc("How many of a seat's figures stand on the table.")
    public int figuresOnTable(int seat) {
        checkSeat(seat);
        return g.onTable(state(), seat);
    }

    @ScriptExport
    @ApiDoc("How many figures a seat has in its supply.")
    public int supply(int seat) {
        checkSeat(seat);
        return g.supply(state(), seat);
    }

    @ScriptExport
    @ApiDoc("Cards left in the draw pile.")
    public int deckSize() {
        return g.deckSize(state());
    }

    @ScriptExport
    @ApiDoc("Whether the draw pile has run out once (the game ends with this round, P9.1).")
    public boolean endTriggered() {
        return state().get(g.state.endTriggered) != 0;
    }

    @ScriptExport
    @ApiDoc(value = "The game's mode: 'easy' or 'hard' (P3.4).", returns = "'easy' | 'hard'")
    public String mode() {
        return g.rules.hard ? "hard" : "easy";
    }

    @ScriptExport
    @ApiDoc(value = "The resources, in the order of the rules.", returns = "string[]")
    public Object resources() {
        return ScriptValues.toGuest(new ArrayList<>(g.rules.resources));
    }

    // ---------------------------------------------------------------- cards and the table

    @ScriptExport
    @ApiDoc(value = "A card: {id, start, north, east, south, west (true for land, as printed), points: {resource: n}}.", returns = "Card")
    public Object card(int card) {
        checkCard(card);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", g.cards.id(card));
        m.put("start", card == g.cards.start());
        for (Side s : Side.values()) m.put(s.id(), (g.cards.land(card) & s.bit) != 0);
        Map<String, Object> points = new LinkedHashMap<>();
        for (int r = 0; r < g.rules.resources.size(); r++) if (g.cards.points(card, r) > 0) points.put(g.rules.resources.get(r), g.cards.points(card, r));
        m.put("points", points);
        return ScriptValues.toGuest(m);
    }

    @ScriptExport
    @ApiDoc("The points of one resource on a card.")
    public int cardPoints(int card, String resource) {
        checkCard(card);
        return g.cards.points(card, resource(resource));
    }

    @ScriptExport
    @ApiDoc(value = "Where a card lies on the table: {x, y, turned}, or null when it is not on the table.", returns = "Cell | null")
    public Object cell(int card) {
        checkCard(card);
        int cell = state().get(g.state.cell, 0, card);
        if (cell < 0) return null;
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("x", PirateState.x(cell));
        m.put("y", PirateState.y(cell));
        m.put("turned", PirateState.turned(cell));
        return ScriptValues.toGuest(m);
    }

    @ScriptExport
    @ApiDoc("The card on a cell of the table, or -1.")
    public int cardAt(int x, int y) {
        return g.table(state()).at(x, y);
    }

    @ScriptExport
    @ApiDoc(value = "The cards on the table.", returns = "number[]")
    public Object tableCards() {
        return ScriptValues.toGuest(state().pieces(g.state.table.global()));
    }

    @ScriptExport
    @ApiDoc("The seat whose figure stands on a card, or -1.")
    public int occupant(int card) {
        checkCard(card);
        return state().get(g.state.occupant, 0, card);
    }

    @ScriptExport
    @ApiDoc(value = "The cards of the island a card on the table belongs to (its land joined land to land), or [] when it is not on the table.", returns = "number[]")
    public Object island(int card) {
        checkCard(card);
        if (state().get(g.state.cell, 0, card) < 0) return ScriptValues.toGuest(new int[0]);
        IntList out = new IntList(16);
        TableMap map = g.table(state());
        map.island(state(), g.state, card, out);
        return ScriptValues.toGuest(out.toArray());
    }

    @ScriptExport
    @ApiDoc("Whether the island of a card on the table is closed: no land side without a card beside it (P6.2).")
    public boolean closed(int card) {
        checkCard(card);
        if (state().get(g.state.cell, 0, card) < 0) return false;
        return g.table(state()).island(state(), g.state, card, new IntList(16));
    }

    @ScriptExport
    @ApiDoc(value = "The cards in the discard pile (face up).", returns = "number[]")
    public Object discard() {
        List<Integer> out = new ArrayList<>();
        for (int c : state().pieces(g.state.discard.global())) out.add(c);
        return ScriptValues.toGuest(out);
    }
}
