package io.fogisles.harbour;

import com.google.inject.Inject;
import com.google.inject.Singleton;
import io.fogisles.base.BaseGame;
import io.fogisles.base.move.EdgeExit;
import io.fogisles.base.move.EdgeRule;
import io.fogisles.base.move.MoveCalculator;
import io.fogisles.base.move.OffIsland;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.hex.Board;
import io.fogisles.kernel.piece.PieceCatalog;
import io.fogisles.kernel.state.GameState;
import java.util.Map;

/**
 * Module 2's rules helpers, and its answers to Module 1's movement extension points: beyond the coast
 * lie the piers once a seat's office is built (RULES B12.7–B12.9, C6), and from a pier a balloon flies
 * back onto the island (B12.14, B15.2).
 */
@Singleton
public final class Harbour implements EdgeRule, OffIsland {
    public final HarbourRules rules;
    public final HarbourState state;
    public final BaseGame base;
    /** By piece number: may the piece be given in a trade? Pieces say {@code "tradable": false} otherwise (B12.12). */
    private final boolean[] tradable;
    /** Made once: Module 1 asks for a seat's exit at every flight decision. */
    private final EdgeExit exit;

    @Inject
    Harbour(HarbourRules rules, HarbourState state, BaseGame base, PieceCatalog catalog) {
        this.rules = rules;
        this.state = state;
        this.base = base;
        this.tradable = new boolean[catalog.size()];
        for (int p = 0; p < tradable.length; p++) tradable[p] = !Boolean.FALSE.equals(catalog.get(p).attributes().get("tradable"));
        int deepest = rules.piers.size();
        this.exit = EdgeExit.of(deepest, (last, direction, beyond) -> state.pierPosition(Math.min(beyond, deepest)));
    }

    /** Whether a piece may ever be given in a trade: expansion tiles and offices may not (RULES B12.12). */
    public boolean tradable(int piece) {
        return piece >= 0 && piece < tradable.length && tradable[piece];
    }

    public boolean hasAccess(GameState s, int seat) {
        return s.get(state.access, seat) != 0;
    }

    /** Pier n (1-based) where the balloon of a seat is, or 0. */
    public int pierOf(GameState s, int seat) {
        return state.pierAt(s.get(base.state.balloon, seat));
    }

    /** Eyepiece tiles a seat may give in a trade: never expansion tiles (RULES B12.12). */
    public int[] giveable(GameState s, int seat) {
        int[] eye = s.pieces(base.state.eyepieces.of(seat));
        int n = 0;
        for (int p : eye) if (tradable[p]) n++;
        int[] out = new int[n];
        n = 0;
        for (int p : eye) if (tradable[p]) out[n++] = p;
        return out;
    }

    /** Tiles the offer and the bag hold together: what a trade can take. */
    public int supply(GameState s) {
        return s.size(state.offer.global()) + s.size(base.state.bag.global());
    }

    /**
     * Whether a seat on a pier can make the pier's trade in full: it has the tiles to give (C6), and offer
     * and bag can supply every tile to take, so that nobody gives tiles for fewer (or none) in return.
     */
    public boolean canTrade(GameState s, int seat) {
        HarbourRules.Pier pier = rules.pier(pierOf(s, seat));
        return giveable(s, seat).length >= pier.give() && supply(s) >= pier.take();
    }

    /** The exit beyond the coast for a seat with access: step k past the coast is pier k, the deepest pier stops the rest (C6). */
    public EdgeExit exit() {
        return exit;
    }

    // ---- EdgeRule ----

    @Override
    public EdgeExit forSeat(GameContext ctx, int seat) {
        return hasAccess(ctx.state(), seat) ? exit() : null; // while the office is on an eyepiece the coast stops the balloon (B12.7)
    }

    // ---- OffIsland ----

    @Override
    public boolean owns(int position) {
        return state.piers.contains(position);
    }

    @Override
    public void moves(GameContext ctx, int seat, int position, MoveCalculator calc) {
        HarbourRules.Pier pier = rules.pier(state.pierAt(position));
        fromPier(calc, base.island, pier, ctx.get(base.state.moveBonus), ctx.get(base.state.freeDirections), ctx.get(base.state.energy, seat));
    }

    /** Destinations when leaving a pier: along the edge into the island, or anywhere from the '?' pier (C6, B15.2). */
    public static void fromPier(MoveCalculator calc, io.fogisles.base.Island island, HarbourRules.Pier pier, int moveBonus, int freeMask, int energy) {
        if (pier.anywhere()) {
            calc.clear();
            for (int f = 0; f < island.size(); f++) if (f != island.base()) calc.offer(f, 0);
            return;
        }
        fromSea(calc, island, pier.value() + moveBonus, freeMask, energy);
    }

    /**
     * Leaving a pier along the edge (RULES B12.14, C6): from any sea position, in any direction, with base
     * value {@code v}; the coast field entered is the first field counted and costs follow B.5; the
     * flight must end on the island and not on the base (C7).
     */
    static void fromSea(MoveCalculator calc, io.fogisles.base.Island island, int v, int freeMask, int energy) {
        calc.clear();
        Board board = island.board();
        for (int entry = 0; entry < board.size(); entry++) {
            for (int d = 0; d < 6; d++) {
                if (board.neighbour(entry, (d + 3) % 6) != Board.NONE) continue; // the balloon comes from the sea
                boolean free = (freeMask & (1 << d)) != 0;
                int nMax = free ? v + energy : (energy - v) / 2; // longer flights cost more than the energy: stop there
                int n = 1;
                for (int f = entry; f != Board.NONE && n <= nMax; f = board.neighbour(f, d), n++) {
                    int cost = MoveCalculator.cost(n, v, free);
                    if (cost <= energy && f != island.base()) calc.offer(f, cost);
                }
            }
        }
    }

    @Override
    public int dValueMin(GameContext ctx, int seat, int position) {
        return rules.pier(state.pierAt(position)).value();
    }

    @Override
    public int dValueMax(GameContext ctx, int seat, int position) {
        return dValueMin(ctx, seat, position);
    }

    @Override
    public Map<String, Object> describe(int position) {
        return Map.of("pier", state.pierAt(position));
    }
}
