package io.fogisles.harbour;

import com.google.inject.Inject;
import com.google.inject.Singleton;
import io.fogisles.base.BaseGame;
import io.fogisles.base.move.EdgeExit;
import io.fogisles.base.move.EdgeRule;
import io.fogisles.base.move.MoveCalculator;
import io.fogisles.base.move.OffIsland;
import io.fogisles.kernel.game.GameContext;
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

    @Inject
    Harbour(HarbourRules rules, HarbourState state, BaseGame base) {
        this.rules = rules;
        this.state = state;
        this.base = base;
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
        for (int p : eye) if (base.pieces.tradable[p]) n++;
        int[] out = new int[n];
        n = 0;
        for (int p : eye) if (base.pieces.tradable[p]) out[n++] = p;
        return out;
    }

    /** The exit beyond the coast for a seat with access: step k past the coast is pier k, the deepest pier stops the rest (C6). */
    public EdgeExit exit() {
        int deepest = rules.piers.size();
        return EdgeExit.of(deepest, (last, direction, beyond) -> state.pierPosition(Math.min(beyond, deepest)));
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
        int v = pier.value() + moveBonus;
        calc.fromSea(v, v, freeMask, energy);
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
