package io.fogisles.harbour;

import io.fogisles.base.BaseGame;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.PendingDecision;
import io.fogisles.kernel.invariant.InvariantViolation;
import io.fogisles.kernel.invariant.Invariants;
import io.fogisles.kernel.state.GameState;
import java.util.Set;

/**
 * What Module 2 promises after every decision (Module 1's own promises are {@code BaseInvariants}'; the
 * offer is this module's zone, so what may lie in it is checked here):
 * <ul>
 *   <li>B12.5/C6 the offer holds at most 11 tiles, except while the start player swaps or a trade gives
 *       and returns; it never holds a player's own piece (office, expansion tile: B12.12);</li>
 *   <li>B12.7/B12.8 a seat can enter the harbour exactly when its office lies on its island, and a balloon
 *       stands on a pier only then;</li>
 *   <li>without Module 3 the office is only ever placed, never converted: it lies on its eyepiece or its
 *       island.</li>
 * </ul>
 */
public final class HarbourInvariants implements Invariants {
    /** Decisions during which the offer may hold more than its limit: the phase-A swap and the trade's give and return. */
    private static final Set<String> OFFER_OVER_LIMIT = Set.of("harbour:swap-offer", "harbour:trade-give", "harbour:return-to-bag");

    @Override
    public Watch watch(Game game) {
        Harbour h = game.rules().service(Harbour.class);
        BaseGame g = h.base;
        int seats = game.state().seats();
        int[] office = new int[seats];
        java.util.Arrays.fill(office, -1);
        for (int p = 0; p < g.pieces.size(); p++) {
            int owner = g.pieces.owner[p];
            if (owner >= 0 && owner < seats && g.pieces.kind[p].equals("harbour-office")) office[owner] = p;
        }
        for (int seat = 0; seat < seats; seat++) if (office[seat] < 0) throw new InvariantViolation("seat " + seat + " has no harbour office");
        boolean convertible = game.rules().modules().has("expansion"); // Module 3 makes the office an expansion tile
        return () -> check(game, h, office, convertible);
    }

    private static void check(Game game, Harbour h, int[] office, boolean convertible) {
        GameState s = game.state();
        BaseGame g = h.base;
        int offer = h.state.offer.global(), inOffer = s.size(offer);
        PendingDecision pending = game.pending();
        if (inOffer > h.rules.offerLimit && (pending == null || !OFFER_OVER_LIMIT.contains(pending.id())))
            throw new InvariantViolation("B12.5/C6 the offer holds " + inOffer + " > " + h.rules.offerLimit + " tiles at " + (pending == null ? "the end" : pending.id()));
        for (int i = 0; i < inOffer; i++) {
            int p = s.piece(offer, i);
            if (g.pieces.owner[p] >= 0) throw new InvariantViolation("B12.12 the offer holds piece " + p + " (" + g.pieces.kind[p] + ") of seat " + g.pieces.owner[p]);
        }
        for (int seat = 0; seat < office.length; seat++) {
            int z = s.zoneOf(office[seat]);
            boolean built = z == g.state.island.of(seat);
            if (built != h.hasAccess(s, seat))
                throw new InvariantViolation("B12.7/B12.8 seat " + seat + (built ? " has its office on the island but no harbour access" : " has harbour access without its office on the island"));
            if (!convertible && !built && z != g.state.eyepieces.of(seat))
                throw new InvariantViolation("the office of seat " + seat + " left its eyepiece for " + s.layout().zoneName(z));
            if (!built && h.pierOf(s, seat) > 0) throw new InvariantViolation("B12.8 the balloon of seat " + seat + " is on pier " + h.pierOf(s, seat) + " without the office on its island");
        }
    }
}
