package io.fogisles.nebelwind;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.util.IntList;
import java.util.List;

/**
 * Builds Nebelwind test positions in real games: changes go through the game's change API, and the game is
 * then driven by real actions. With three or more players seat 0 starts (option firstStartPlayer 1); with one
 * or two, an automaton starts (N12.1, N13.1).
 */
public final class Scenario {
    public final Game game;
    public final NebelGame g;
    public final NebelState st;
    public final NebelData d;
    public final GameContext ctx;

    private Scenario(Game game) {
        this.game = game;
        this.g = game.rules().service(NebelGame.class);
        this.st = g.state;
        this.d = g.data;
        this.ctx = game.context();
    }

    public static RuleSet rules(int seats) {
        return Fixtures.rules(ModuleSelection.of(NebelRules.MODULE).withOption(NebelRules.MODULE, "firstStartPlayer", "1"), seats);
    }

    public static Scenario start(int seats, long seed) {
        return new Scenario(rules(seats).newGame(seed, true));
    }

    /** A game of another rule set (e.g. one whose module files a test changed). */
    public static Scenario of(RuleSet rules, long seed) {
        return new Scenario(rules.newGame(seed, true));
    }

    public static Scenario start(int seats) {
        return start(seats, 1);
    }

    // ------------------------------------------------------------------ driving

    public void ok(int seat, Action a) {
        Outcome o = game.submit(seat, a);
        assertTrue(o.accepted(), () -> "seat " + seat + " " + a + " refused: " + o + " (pending " + game.pending() + ")");
    }

    public Outcome try_(int seat, Action a) {
        return game.submit(seat, a);
    }

    public void choose(int seat, String decision, int option) {
        ok(seat, new NebelAction.Choose(decision, option));
    }

    public String pendingId() {
        return game.pending() == null ? null : game.pending().id();
    }

    public IntList legal(int seat) {
        IntList out = new IntList();
        game.legalCodesFor(seat, out);
        return out;
    }

    /** N1.9: every person's first whale, in turn order, at these ports. */
    public Scenario firstWhales(String... ports) {
        for (String p : ports) choose(game.pendingSeat(), "nebelwind:first-whale", port(p));
        return this;
    }

    /** Phase A: every person discards this chip. */
    public Scenario discard(int chip) {
        for (int seat = 0; seat < game.state().seats(); seat++) ok(seat, new NebelAction.Discard(List.of(chip)));
        return this;
    }

    /** Setup done (first whales at the given port for all), phase A done (every person discards 5). */
    public Scenario toTurns(String port) {
        String[] ports = new String[game.state().seats()];
        java.util.Arrays.fill(ports, port);
        return firstWhales(ports).discard(5);
    }

    public void place(int seat, String area, int chip) {
        ok(seat, new NebelAction.Place(area, chip));
    }

    /** Answers "done" to the move and cargo steps, ending the seat's turn. */
    public void endTurn(int seat) {
        while (game.pendingSeat() == seat && ("nebelwind:move".equals(pendingId()) || "nebelwind:cargo".equals(pendingId())))
            choose(seat, pendingId(), Parts.DONE);
    }

    // ------------------------------------------------------------------ positions

    public int port(String id) {
        int p = d.port(id);
        if (p < 0) throw new IllegalArgumentException("no port " + id);
        return p;
    }

    public Scenario res(int seat, int wood, int steel, int coins, int krill) {
        int[] v = {wood, steel, coins, krill};
        for (int r = 0; r < 4; r++) ctx.set(st.resources, seat, r, v[r]);
        return this;
    }

    public int res(int seat, int r) {
        return g.res(game.state(), seat, r);
    }

    public Scenario outpost(int seat, String port) {
        int p = port(port);
        ctx.set(st.outposts, 0, p, game.state().get(st.outposts, 0, p) | (1 << seat));
        return this;
    }

    public Scenario whale(int seat, int w, String port) {
        ctx.set(st.whalePort, seat, w, port == null ? NebelState.NONE : port(port));
        return this;
    }

    public Scenario cargo(int seat, int w, String kind) {
        int k = d.cargo.indexOf(kind);
        int old = game.state().get(st.whaleCargo, seat, w);
        if (old >= 0) ctx.set(st.cargoSupply, 0, old, game.state().get(st.cargoSupply, 0, old) + 1);
        ctx.set(st.cargoSupply, 0, k, game.state().get(st.cargoSupply, 0, k) - 1);
        ctx.set(st.whaleCargo, seat, w, k);
        return this;
    }

    public int whalePort(int seat, int w) {
        return game.state().get(st.whalePort, seat, w);
    }

    /** The character with this id, moved into the row at space {@code space} (1–5), its old card back into the deck. */
    public Scenario characterAt(int space, String id) {
        int piece = st.characterBase + character(id);
        int old = game.state().get(st.characterSpace, 0, space - 1);
        if (old >= 0) ctx.move(old, st.characterDeck.global());
        int other = -1;
        for (int i = 0; i < NebelState.SPACES; i++) if (game.state().get(st.characterSpace, 0, i) == piece) other = i;
        if (other >= 0) ctx.set(st.characterSpace, 0, other, NebelState.NONE);
        ctx.move(piece, st.characterRow.global());
        ctx.set(st.characterSpace, 0, space - 1, piece);
        return this;
    }

    /** Gives a seat a character (no effect runs). */
    public Scenario owns(int seat, String id) {
        int piece = st.characterBase + character(id);
        for (int i = 0; i < NebelState.SPACES; i++) if (game.state().get(st.characterSpace, 0, i) == piece) ctx.set(st.characterSpace, 0, i, NebelState.NONE);
        ctx.move(piece, st.characters.of(seat));
        return this;
    }

    public int character(String id) {
        for (int c = 0; c < d.characters.size(); c++) if (d.characters.get(c).id().equals(id)) return c;
        throw new IllegalArgumentException("no character " + id);
    }

    /** The harbour card for a port id moved to harbour space {@code space} (1–5). */
    public Scenario harbourAt(int space, String cardId) {
        int h = -1;
        for (int i = 0; i < d.harbours.size(); i++) if (d.harbours.get(i).id().equals(cardId)) h = i;
        int piece = st.harbourBase + h;
        int old = game.state().get(st.harbourSpace, 0, space - 1);
        if (old >= 0) ctx.move(old, st.harbourDeck.global());
        for (int i = 0; i < NebelState.SPACES; i++) if (game.state().get(st.harbourSpace, 0, i) == piece) ctx.set(st.harbourSpace, 0, i, NebelState.NONE);
        ctx.move(piece, st.harbourRow.global());
        ctx.set(st.harbourSpace, 0, space - 1, piece);
        return this;
    }

    /** A tile of the region's stack showing a cargo, put at a track place (the tile there goes to the stack). */
    public Scenario trackShows(String region, int place, String cargo) {
        int r = d.regions.indexOf(region), k = d.cargo.indexOf(cargo);
        int stack = st.territoryStack.of(0, r);
        for (int piece : game.state().pieces(stack)) {
            if (d.demands.get(st.demand(piece)).cargo() != k) continue;
            int i = r * g.rules.trackPlaces + place, old = game.state().get(st.track, 0, i);
            ctx.move(old, stack);
            ctx.move(piece, st.demandShown.global());
            ctx.set(st.track, 0, i, piece);
            return this;
        }
        throw new IllegalStateException("no " + cargo + " tile in " + region + "'s stack");
    }

    public GameState state() {
        return game.state();
    }
}
