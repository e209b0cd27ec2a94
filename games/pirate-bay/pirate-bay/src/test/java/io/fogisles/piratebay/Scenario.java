package io.fogisles.piratebay;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.PendingDecision;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.state.Change;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.util.IntList;
import io.fogisles.kernel.view.SeenChange;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds Pirate Bay test positions in real games: every change goes through the game's change API (so the
 * invariants and views see a state the engine could hold), and the game is then driven by real actions.
 * The start: seat 0 begins round 1 (option firstStartPlayer 1), the start card lies at 0,0, every seat
 * holds four cards, and the pending decision is seat 0's choice of action. Cells are x (east +), y (north +).
 *
 * <p>Randomness stays the game's: {@link #rig} advances the game's own generator until its next draws give
 * the values a test needs (a die face, a challenge's two d6), so a test is fixed by its seed and reads as
 * "the die shows …".
 */
public final class Scenario {
    /** Land masks of the shapes (rules A.1): N 1, E 2, S 4, W 8. */
    public static final int CAPE_SHORT = 1, CAPE_LONG = 2, STRAIT_SHORT = 5, STRAIT_LONG = 10, BEND_NE = 3, BEND_NW = 9,
            TEE_NO_NORTH = 14, TEE_NO_EAST = 13, CROSS = 15;

    public final Game game;
    public final PirateGame g;
    public final PirateState ps;
    public final GameContext ctx;

    private Scenario(Game game) {
        this.game = game;
        this.g = game.rules().service(PirateGame.class);
        this.ps = g.state;
        this.ctx = game.context();
    }

    /** The rules for a player count and mode, seat 0 the first start player. */
    public static RuleSet rules(int seats, String mode) {
        return Fixtures.rules(ModuleSelection.of(PirateRules.MODULE).withOption(PirateRules.MODULE, "mode", mode)
                .withOption(PirateRules.MODULE, "firstStartPlayer", "1"), seats);
    }

    /** Rules with the parameters changed (a house rule's way): e.g. a resource die of one face. */
    public static RuleSet rules(int seats, String mode, java.util.function.Consumer<io.fogisles.kernel.game.Parameters> edit) {
        io.fogisles.kernel.game.RuleSetFactory factory = Fixtures.factory();
        factory.addHouseRuleLoader(io.fogisles.kernel.game.RuleSetFactory.parameterOverride(edit));
        return factory.create(new GameConfig(ModuleSelection.of(PirateRules.MODULE).withOption(PirateRules.MODULE, "mode", mode)
                .withOption(PirateRules.MODULE, "firstStartPlayer", "1"), seats));
    }

    public static Scenario start(RuleSet rules, long seed) {
        return new Scenario(rules.newGame(seed, true));
    }

    public static Scenario start(int seats, String mode) {
        return start(rules(seats, mode), 1);
    }

    public static Scenario start(int seats) {
        return start(seats, "easy");
    }

    // ------------------------------------------------------------------ cards

    /** The card with an id of cards.json. */
    public int card(String id) {
        int i = g.cards.ids().indexOf(id);
        if (i < 0) throw new IllegalArgumentException("no card " + id);
        return i;
    }

    /** A card of the given land sides that lies in the draw pile or the discard pile (not in a hand or on the table). */
    public int free(int land) {
        GameState s = game.state();
        for (int c = 0; c < g.cards.size(); c++) {
            int z = s.zoneOf(c);
            if (c != g.cards.start() && g.cards.land(c) == land && (z == ps.deck.global() || z == ps.discard.global())) return c;
        }
        throw new IllegalStateException("no free card with land " + land);
    }

    /** A free card of the given land sides whose points of a resource are {@code points}. */
    public int free(int land, String resource, int points) {
        GameState s = game.state();
        int r = g.rules.resource(resource);
        for (int c = 0; c < g.cards.size(); c++) {
            int z = s.zoneOf(c);
            if (c != g.cards.start() && g.cards.land(c) == land && g.cards.points(c, r) == points && (z == ps.deck.global() || z == ps.discard.global()))
                return c;
        }
        throw new IllegalStateException("no free card with land " + land + " and " + points + " " + resource);
    }

    /** Every hand emptied into the draw pile. */
    public Scenario emptyHands() {
        for (int seat = 0; seat < ctx.seats(); seat++) for (int c : game.state().pieces(ps.hand.of(seat))) ctx.move(c, ps.deck.global());
        return this;
    }

    /** A seat's hand is exactly these cards (its old cards go to the draw pile). */
    public Scenario hand(int seat, int... cards) {
        for (int c : game.state().pieces(ps.hand.of(seat))) ctx.move(c, ps.deck.global());
        for (int c : cards) ctx.move(c, ps.hand.of(seat));
        return this;
    }

    public int[] hand(int seat) {
        return game.state().pieces(ps.hand.of(seat));
    }

    /** The draw pile holds only these cards; the rest of it goes to the discard pile. */
    public Scenario deckOnly(int... cards) {
        for (int c : game.state().pieces(ps.deck.global())) ctx.move(c, ps.discard.global());
        for (int c : cards) ctx.move(c, ps.deck.global());
        return this;
    }

    /** Puts a card on the table at a cell (no rule runs: a position, not a lay). */
    public Scenario put(int card, int x, int y, boolean turned) {
        ctx.move(card, ps.table.global());
        ctx.set(ps.cell, 0, card, PirateState.cell(x, y, turned));
        return this;
    }

    public Scenario put(int card, int x, int y) {
        return put(card, x, y, false);
    }

    /** Takes every card off the table, the start card aside (PD1), the others to the discard pile. */
    public Scenario clearTable() {
        for (int c : game.state().pieces(ps.table.global())) {
            ctx.set(ps.occupant, 0, c, PirateState.NONE);
            ctx.set(ps.cell, 0, c, PirateState.NONE);
            ctx.move(c, c == g.cards.start() ? ps.aside.global() : ps.discard.global());
        }
        return this;
    }

    public int at(int x, int y) {
        return g.table(game.state()).at(x, y);
    }

    // ------------------------------------------------------------------ figures and points

    public Scenario figure(int seat, int card) {
        ctx.set(ps.occupant, 0, card, seat);
        return this;
    }

    public int occupant(int card) {
        return game.state().get(ps.occupant, 0, card);
    }

    public Scenario points(int seat, int island, int roundEnd) {
        ctx.set(ps.islandPoints, seat, island);
        ctx.set(ps.roundPoints, seat, roundEnd);
        return this;
    }

    public int points(int seat) {
        return g.points(game.state(), seat);
    }

    public int islandPoints(int seat) {
        return game.state().get(ps.islandPoints, seat);
    }

    public int roundPoints(int seat) {
        return game.state().get(ps.roundPoints, seat);
    }

    /** Marks the game's first pass as over (P2.4): as many turns played as there are seats. */
    public Scenario afterFirstPass() {
        if (game.state().get(ps.turns) < ctx.seats()) ctx.set(ps.turns, ctx.seats());
        return this;
    }

    // ------------------------------------------------------------------ the game's generator

    /**
     * Advances the game's generator until its next draws, with these bounds, give these values: e.g.
     * {@code rig(new int[] {6, 6}, 5, 2)} makes the next two d6 rolls 6 and 3. Each try is taken back
     * (a trial); each miss costs one draw. The values come from the game's own generator, fixed by the seed.
     */
    public Scenario rig(int[] bounds, int... values) {
        for (int tries = 0; tries < 100_000; tries++) {
            int mark = game.beginTrial();
            boolean hit = true;
            try {
                for (int i = 0; i < values.length && hit; i++) hit = ctx.nextInt(bounds[i]) == values[i];
            } finally {
                game.endTrial(mark);
            }
            if (hit) return this;
            ctx.nextInt(bounds[0]);
        }
        throw new IllegalStateException("the generator never gave " + java.util.Arrays.toString(values));
    }

    /** The next roll of the resource die shows this face (an index of parameters.json's resourceDie). */
    public Scenario resourceDie(int face) {
        return rig(new int[] {g.rules.dieFaces.length}, face);
    }

    /** The face index of the first face with this id (red, blue, black, yellow, green). */
    public int face(String id) {
        int i = java.util.Arrays.asList(g.rules.dieFaces).indexOf(id);
        if (i < 0) throw new IllegalArgumentException("no face " + id);
        return i;
    }

    /** The next challenge rolls: the challenger's d6, then the defender's. */
    public Scenario challengeDice(int attack, int defence) {
        return rig(new int[] {g.rules.challengeDie, g.rules.challengeDie}, attack - 1, defence - 1);
    }

    // ------------------------------------------------------------------ driving the game

    public Outcome submit(Action a) {
        PendingDecision p = game.pending();
        if (p == null) throw new IllegalStateException("the game is over: " + game.endReason());
        Outcome o = game.submit(p.seat(), a);
        if (!o.accepted()) throw new AssertionError("rejected " + a + " at " + p.id() + " of seat " + p.seat() + ": " + ((Outcome.Rejected) o).rejection());
        return o;
    }

    public Scenario choose(ActionKind k) {
        submit(new PirateAction.Choose(k.id));
        return this;
    }

    public Scenario lay(int card, int x, int y, boolean turned) {
        submit(new PirateAction.Lay(card, x, y, turned));
        return this;
    }

    public Scenario lay(int card, int x, int y) {
        return lay(card, x, y, false);
    }

    public Scenario noFigure() {
        submit(new PirateAction.NoFigure());
        return this;
    }

    public Scenario placeFigure(int card) {
        submit(new PirateAction.PlaceFigure(card));
        return this;
    }

    /** The code of a refused action, or null when it was accepted. */
    public String rejection(Action a) {
        Outcome o = game.submit(game.pendingSeat(), a);
        return o instanceof Outcome.Rejected r ? r.rejection().code() : null;
    }

    public String pendingId() {
        PendingDecision p = game.pending();
        return p == null ? null : p.id();
    }

    public int pendingSeat() {
        return game.pendingSeat();
    }

    /** The legal actions of the pending decision. */
    public List<Action> legal() {
        return game.legalActions();
    }

    /** The action ids seat may choose now (the pending decision must be the choice of action). */
    public List<String> actions() {
        if (!"pirate-bay:choose".equals(pendingId())) throw new IllegalStateException("pending: " + pendingId());
        List<String> out = new ArrayList<>();
        for (Action a : game.legalActions()) out.add(((PirateAction.Choose) a).action());
        return out;
    }

    /** Seat {@code seat} passes turns by drawing one card each until it is {@code target}'s turn to choose (for order tests). */
    public Scenario drawUntilTurnOf(int target) {
        for (int guard = 0; guard < 50 && !(pendingId().equals("pirate-bay:choose") && pendingSeat() == target); guard++) choose(ActionKind.DRAW_ONE);
        if (pendingSeat() != target) throw new IllegalStateException("not seat " + target + "'s turn: " + pendingId() + " of " + pendingSeat());
        return this;
    }

    /** Events of a type recorded so far. */
    public List<GameEvent> events(String type) {
        List<GameEvent> out = new ArrayList<>();
        for (Change c : game.journal().all()) if (c instanceof Change.Event e && e.event().type().equals(type)) out.add(e.event());
        return out;
    }

    public int mark() {
        return game.journal().mark();
    }

    /** What a seat sees of the changes since a journal mark (the events and moves a client of that seat is sent). */
    public List<SeenChange> seenSince(int mark, int viewer) {
        return SeenChange.of(game.journal().since(mark), viewer, game.rules().layout());
    }

    public IntList codes() {
        IntList out = new IntList();
        game.legalCodes(out);
        return out;
    }
}
