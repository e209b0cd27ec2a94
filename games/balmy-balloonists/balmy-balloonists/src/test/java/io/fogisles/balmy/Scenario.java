package io.fogisles.balmy;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.Parameters;
import io.fogisles.kernel.game.PendingDecision;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.state.Change;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.state.IntVar;
import io.fogisles.kernel.util.IntList;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntPredicate;

/**
 * Builds Balmy Balloonists test positions in real games: every change goes through the game's change API (so the
 * invariants and views see a state the engine could hold), and the game is then driven by real actions.
 *
 * <p>The start: seat 0 is the first player (option firstPlayer 1), setup has run, and the pending decision is
 * balloon 0's card. Balloon {@code b} belongs to seat {@code b % seats}; with 2–3 players balloon {@code b + seats}
 * is seat {@code b}'s second balloon. Draws take a random card of a face-down pile, so a test that needs a certain
 * card drawn leaves only that card in the pile ({@link #windNext}, {@link #quadrantNext}, {@link #badLuckNext}).
 */
public final class Scenario {
    public final Game game;
    public final BalmyGame g;
    public final BalmyState bs;
    public final GameContext ctx;

    private Scenario(Game game) {
        this.game = game;
        this.g = game.rules().service(BalmyGame.class);
        this.bs = g.state;
        this.ctx = game.context();
    }

    /** The rules for a player count, seat 0 the first player. */
    public static RuleSet rules(int seats) {
        return Fixtures.rules(selection(), seats);
    }

    static ModuleSelection selection() {
        return ModuleSelection.of(BalmyRules.MODULE).withOption(BalmyRules.MODULE, "firstPlayer", "1");
    }

    /** Rules with the parameters changed (a house rule's way). */
    public static RuleSet rules(int seats, Consumer<Parameters> edit) {
        RuleSetFactory factory = Fixtures.factory();
        factory.addHouseRuleLoader(RuleSetFactory.parameterOverride(edit));
        return factory.create(new GameConfig(selection(), seats));
    }

    public static Scenario start(RuleSet rules, long seed) {
        return new Scenario(rules.newGame(seed, true));
    }

    public static Scenario start(int seats) {
        return start(rules(seats), 1);
    }

    private GameState s() {
        return game.state();
    }

    // ------------------------------------------------------------------ finding cards

    /** A card by its id (w01, q07, fire-2, permit-china-1). */
    public int card(String id) {
        for (int c = 0; c < g.decks.size; c++) if (g.decks.id(c).equals(id)) return c;
        throw new IllegalArgumentException("no card " + id);
    }

    /** Whether a card lies in one of the four piles or their discard piles (not in a hand, in front of a balloon or on a quadrant). */
    public boolean free(int c) {
        int z = s().zoneOf(c);
        return z == bs.windDeck.global() || z == bs.windDiscard.global() || z == bs.quadrantDeck.global() || z == bs.quadrantDiscard.global()
                || z == bs.badLuckDeck.global() || z == bs.badLuckDiscard.global() || z == bs.advantageDeck.global() || z == bs.advantageDiscard.global();
    }

    /** A free local wind card whose moves match: {@code low, medium, high} each a lane count (north negative) or null for any; a symbol or −1 for any. */
    public int wind(Integer low, Integer medium, Integer high, int symbol) {
        return find(c -> g.decks.isWind(c) && (low == null || g.decks.move(c, Altitude.LOW) == low) && (medium == null || g.decks.move(c, Altitude.MEDIUM) == medium)
                && (high == null || g.decks.move(c, Altitude.HIGH) == high) && (symbol < 0 || g.decks.symbol(c) == symbol));
    }

    /** A free local wind card that moves {@code lanes} at {@code altitude} (any symbol). */
    public int windMoving(int altitude, int lanes) {
        return find(c -> g.decks.isWind(c) && g.decks.move(c, altitude) == lanes);
    }

    /** A free quadrant card matching the test. */
    public int quadrantCard(IntPredicate test) {
        return find(c -> g.decks.isQuadrant(c) && test.test(c));
    }

    /** A free quadrant card with the bad-weather symbol {@code kind} ({@link Decks#RISE} …) and amount. */
    public int weatherCard(int kind, int amount) {
        return quadrantCard(c -> g.decks.weatherKind(c) == kind && g.decks.weatherAmount(c) == amount);
    }

    /** A free bad-luck card of a kind (bad-weather, fire, …). */
    public int badLuck(String kind) {
        int k = g.decks.badLuckKinds().indexOf(kind);
        if (k < 0) throw new IllegalArgumentException("no bad-luck kind " + kind);
        return find(c -> g.decks.isBadLuck(c) && g.decks.badLuckKind(c) == k);
    }

    /** A free advantage card of a type (favourable-winds, permit-china, repair-comms-fire, …). */
    public int advantage(String type) {
        return find(c -> g.decks.isAdvantage(c) && g.decks.advantageType(c).equals(type));
    }

    private int find(IntPredicate test) {
        for (int c = 0; c < g.decks.size; c++) if (test.test(c) && free(c)) return c;
        throw new IllegalStateException("no free card of that kind");
    }

    // ------------------------------------------------------------------ balloons

    /** Puts a balloon on a field of a lane, out of the trough, on its first lap. */
    public Scenario at(int b, int lane, int field) {
        ctx.set(bs.lane, 0, b, lane);
        ctx.set(bs.field, 0, b, field);
        ctx.set(bs.lap, 0, b, 0);
        ctx.set(bs.trough, 0, b, 0);
        return this;
    }

    public Scenario lap(int b, int lap) {
        ctx.set(bs.lap, 0, b, lap);
        return this;
    }

    public Scenario altitude(int b, int altitude) {
        ctx.set(bs.altitude, 0, b, altitude);
        return this;
    }

    public Scenario chips(int b, int gas, int ballast, int fuel) {
        ctx.set(bs.gas, 0, b, gas);
        ctx.set(bs.ballast, 0, b, ballast);
        ctx.set(bs.fuel, 0, b, fuel);
        return this;
    }

    /** Puts the balloon in the equatorial trough beside the field of the last lane it left (M5.2). */
    public Scenario trough(int b, int field) {
        at(b, g.map.lanes(), field);
        ctx.set(bs.trough, 0, b, 1);
        return this;
    }

    /** Sets a "next turn" mark so that it applies to the balloon's next turn. */
    public Scenario markNext(IntVar mark, int b) {
        ctx.set(mark, 0, b, g.turn(s(), b) + 1);
        return this;
    }

    public int lane(int b) {
        return g.lane(s(), b);
    }

    public int field(int b) {
        return g.field(s(), b);
    }

    public int alt(int b) {
        return g.altitude(s(), b);
    }

    public int gas(int b) {
        return s().get(bs.gas, 0, b);
    }

    public int ballast(int b) {
        return s().get(bs.ballast, 0, b);
    }

    public int fuel(int b) {
        return s().get(bs.fuel, 0, b);
    }

    public boolean inTrough(int b) {
        return g.inTrough(s(), b);
    }

    public int status(int b) {
        return s().get(bs.status, 0, b);
    }

    /** Whether a "next turn" mark is set for the balloon's next turn. */
    public boolean markedNext(IntVar mark, int b) {
        return s().get(mark, 0, b) == g.turn(s(), b) + 1;
    }

    // ------------------------------------------------------------------ cards of a balloon

    /** The balloon's hand is exactly these local wind cards (its old ones go back to the pile). */
    public Scenario hand(int b, int... cards) {
        for (int c : s().pieces(g.hand(b))) ctx.move(c, bs.windDeck.global());
        for (int c : cards) ctx.move(c, g.hand(b));
        return this;
    }

    /** The cards lying in front of the balloon are exactly these (the old ones go back to the pile). */
    public Scenario played(int b, int... cards) {
        for (int c : s().pieces(g.played(b))) ctx.move(c, bs.windDeck.global());
        for (int c : cards) ctx.move(c, g.played(b));
        return this;
    }

    /** The balloon's advantage cards (in hand) and permits (face up) are exactly these. */
    public Scenario advantages(int b, int... cards) {
        for (int c : s().pieces(g.advantages(b))) ctx.move(c, bs.advantageDeck.global());
        for (int c : s().pieces(g.permits(b))) ctx.move(c, bs.advantageDeck.global());
        for (int c : cards) ctx.move(c, g.decks.advantageKind(c) == Decks.PERMIT ? g.permits(b) : g.advantages(b));
        return this;
    }

    /** Every balloon: no advantage cards, nothing in front, the given hand size of free cards kept as is. */
    public Scenario plain() {
        for (int b = 0; b < g.rules.balloons; b++) {
            advantages(b);
            played(b);
        }
        return this;
    }

    public int[] handOf(int b) {
        return s().pieces(g.hand(b));
    }

    public int[] playedOf(int b) {
        return s().pieces(g.played(b));
    }

    public int[] advantagesOf(int b) {
        return s().pieces(g.advantages(b));
    }

    public int[] permitsOf(int b) {
        return s().pieces(g.permits(b));
    }

    /** The silver figures stand on these balloons. */
    public Scenario rose(int first, int second) {
        ctx.set(bs.rose, 0, 0, first);
        ctx.set(bs.rose, 0, 1, second);
        return this;
    }

    public int figure(int i) {
        return s().get(bs.rose, 0, i);
    }

    // ------------------------------------------------------------------ piles and quadrants

    /** Lays a quadrant card on a quadrant: it becomes the current card there. */
    public Scenario quadrant(int q, int card) {
        ctx.move(card, g.quadrantZone(q));
        return this;
    }

    public int currentQuadrant(int q) {
        return g.quadrantCard(s(), q);
    }

    /** The local wind pile holds only these cards; the rest of it goes to the discard pile. */
    public Scenario windNext(int... cards) {
        return only(bs.windDeck.global(), bs.windDiscard.global(), cards);
    }

    public Scenario quadrantNext(int... cards) {
        return only(bs.quadrantDeck.global(), bs.quadrantDiscard.global(), cards);
    }

    public Scenario badLuckNext(int... cards) {
        return only(bs.badLuckDeck.global(), bs.badLuckDiscard.global(), cards);
    }

    public Scenario advantageNext(int... cards) {
        return only(bs.advantageDeck.global(), bs.advantageDiscard.global(), cards);
    }

    private Scenario only(int deck, int discard, int... cards) {
        for (int c : s().pieces(deck)) ctx.move(c, discard);
        for (int c : cards) ctx.move(c, deck);
        return this;
    }

    public int size(int zone) {
        return s().size(zone);
    }

    // ------------------------------------------------------------------ driving the game

    public Outcome submit(Action a) {
        PendingDecision p = game.pending();
        if (p == null) throw new IllegalStateException("the game is over: " + game.endReason());
        Outcome o = game.submit(p.seat(), a);
        if (!o.accepted()) throw new AssertionError("rejected " + a + " at " + p.id() + " of seat " + p.seat() + ": " + ((Outcome.Rejected) o).rejection());
        return o;
    }

    /** The refusal code of an action, or null when it was accepted. */
    public String rejection(Action a) {
        Outcome o = game.submit(game.pendingSeat(), a);
        return o instanceof Outcome.Rejected r ? r.rejection().code() : null;
    }

    /** Option A: a card from the current balloon's hand played on it, used as {@code use}. */
    public Scenario playOwn(int card, String use) {
        submit(new BalmyAction.Play(card, current(), use));
        return this;
    }

    public Scenario playOwn(int card) {
        return playOwn(card, "move");
    }

    /** Option B: a card from in front of the current balloon played on another balloon. */
    public Scenario playOn(int card, int onto, String use) {
        submit(new BalmyAction.Play(card, onto, use));
        return this;
    }

    public Scenario noCard() {
        submit(new BalmyAction.NoCard());
        return this;
    }

    public Scenario setAltitude(int altitude) {
        submit(new BalmyAction.SetAltitude(Altitude.id(altitude)));
        return this;
    }

    public Scenario winds(String direction) {
        submit(new BalmyAction.FavourableWinds(direction));
        return this;
    }

    public Scenario restart(String where) {
        submit(new BalmyAction.Restart(where));
        return this;
    }

    public String pendingId() {
        PendingDecision p = game.pending();
        return p == null ? null : p.id();
    }

    public int pendingSeat() {
        return game.pendingSeat();
    }

    /** The balloon whose turn is running. */
    public int current() {
        return s().get(bs.current);
    }

    public List<Action> legal() {
        return game.legalActions();
    }

    public IntList codes() {
        IntList out = new IntList();
        game.legalCodes(out);
        return out;
    }

    /** Events of a type recorded so far. */
    public List<GameEvent> events(String type) {
        List<GameEvent> out = new ArrayList<>();
        for (Change c : game.journal().all()) if (c instanceof Change.Event e && e.event().type().equals(type)) out.add(e.event());
        return out;
    }
}
