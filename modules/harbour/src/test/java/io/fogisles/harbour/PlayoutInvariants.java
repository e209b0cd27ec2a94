package io.fogisles.harbour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.fogisles.base.BaseGame;
import io.fogisles.base.BaseInvariants;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.PendingDecision;
import io.fogisles.kernel.state.GameState;
import java.util.Set;

/**
 * What must hold after every decision of a game with Modules 1 and (if loaded) 2 and 3, checked by the
 * random playouts. Each check can fail when a rule sends a piece to the wrong place: the kernel keeps every
 * piece in exactly one zone, so counting all zones proves nothing; instead each class of piece is
 * checked against the zones it may be in. Module 1's islands and end bookkeeping are checked by the same
 * {@link BaseInvariants} as the base game's playouts; call {@link #checkEnd} when the game is over.
 */
public final class PlayoutInvariants {
    /** Decisions during which the offer may hold more than its limit: the phase-A swap and the trade's give and return. */
    private static final Set<String> OFFER_OVER_LIMIT = Set.of("harbour:swap-offer", "harbour:trade-give", "harbour:return-to-bag");

    private final Game game;
    private final BaseGame g;
    private final Harbour h; // null without Module 2
    private final boolean withExpansion;
    private final int box;
    private final int bagTiles;
    private final int startTilesInBox;
    private final BaseInvariants base;

    public PlayoutInvariants(Game game) {
        this.game = game;
        this.g = game.rules().service(BaseGame.class);
        this.h = game.rules().modules().has("harbour") ? game.rules().service(Harbour.class) : null;
        this.withExpansion = game.rules().modules().has("expansion");
        this.box = game.rules().kernel().box.global();
        int bag = 0, start = 0;
        for (int p = 0; p < g.pieces.size(); p++) {
            if (g.pieces.inBag[p]) bag++;
            if (g.pieces.start[p]) start++;
        }
        this.bagTiles = bag;
        this.startTilesInBox = Math.max(0, start - game.state().seats()); // B1.2: one start tile per player, the others stay in the box
        this.base = new BaseInvariants(game);
    }

    public void check() {
        GameState s = game.state();
        for (int seat = 0; seat < s.seats(); seat++) seat(s, seat);
        bagTilesInPlay(s);
        box(s);
        playerPieces(s);
        if (h != null) harbour(s);
        base.check(); // B7.3, B7.10 and the end bookkeeping B9.6, B9.8, B10.2
    }

    /** The game ended, for a valid reason (B9.6, B10.1, B10.2, C12). */
    public void checkEnd() {
        base.checkEnd();
    }

    /** B0.6/C3 energy 0–25; eyepieces never overfull, C2 at most 7; B7.3/C7 the base never covered, no field holds two tiles. */
    private void seat(GameState s, int seat) {
        int e = s.get(g.state.energy, seat);
        assertTrue(e >= 0 && e <= g.rules.energyMax, "energy " + e + " of seat " + seat + " in " + game);
        int count = s.get(g.state.eyepieceCount, seat);
        assertTrue(s.size(g.state.eyepieces.of(seat)) <= count, "eyepieces overfull: " + game);
        assertTrue(count <= g.rules.maxEyepieces, "C2 at most " + g.rules.maxEyepieces + " eyepieces, seat " + seat + " has " + count);
        assertTrue(s.piece(g.state.island.of(seat), g.island.base()) < 0, "the base is never covered: " + game);
        assertTrue(s.size(g.state.island.of(seat)) <= g.island.size() - 1, "more tiles than fields besides the base: " + game);
    }

    /**
     * Tile conservation by class: the bag's tiles (133) are always in play — bag, clouds, offer, eyepieces,
     * hands or islands. Converting (B6.2) and every return from the offer (B12.5, C6) send them back into
     * the bag, never into the box.
     */
    private void bagTilesInPlay(GameState s) {
        int inPlay = 0;
        for (int p = 0; p < g.pieces.size(); p++) {
            if (!g.pieces.inBag[p]) continue;
            int z = s.zoneOf(p);
            if (z == g.state.bag.global() || isCloud(z) || isOffer(z) || seatOf(s, z) >= 0) inPlay++;
            else fail("bag tile " + p + " (" + g.pieces.kind[p] + ") left play: it lies in zone " + z + (z == box ? " (the box)" : "") + " in " + game);
        }
        assertEquals(bagTiles, inPlay);
    }

    /**
     * The box holds only what may be there: the start tiles nobody drew (B1.2, they never come back),
     * the pieces of colours nobody plays, and converted expansion tiles (C18 "removed from the game").
     */
    private void box(GameState s) {
        int start = 0;
        for (int p : s.pieces(box)) {
            if (g.pieces.start[p]) start++;
            else if (g.pieces.owner[p] < 0) fail("piece " + p + " (" + g.pieces.kind[p] + ") must never be in the box: " + game);
            else if (g.pieces.owner[p] < s.seats() && !g.pieces.returnToBox[p]) fail("a player's piece " + p + " that is not removed by converting lies in the box");
        }
        assertEquals(startTilesInBox, start, "start tiles in the box");
        if (h != null) return; // with the harbour a start tile may be given away like any tile and end in the bag
        for (int p = 0; p < g.pieces.size(); p++) {
            if (!g.pieces.start[p]) continue;
            int z = s.zoneOf(p), seat = seatOf(s, z);
            assertTrue(z == box || seat >= 0 && z != g.state.hand.of(seat), "C4 a start tile never enters the bag or a cloud: piece " + p + " in zone " + z);
        }
    }

    /** A player's own pieces (harbour office, expansion tiles) stay with that player or leave the game: never bag, clouds, offer or another player. */
    private void playerPieces(GameState s) {
        for (int p = 0; p < g.pieces.size(); p++) {
            int owner = g.pieces.owner[p];
            if (owner < 0) continue;
            int z = s.zoneOf(p);
            if (owner >= s.seats()) {
                assertEquals(box, z, "a colour nobody plays stays in the box: piece " + p);
                continue;
            }
            int seat = seatOf(s, z);
            boolean ok = z == box || seat == owner || seat < 0 && !isCloud(z) && !isOffer(z) && z != g.state.bag.global();
            assertTrue(ok, "piece " + p + " (" + g.pieces.kind[p] + ") of seat " + owner + " in zone " + z + ": " + game);
        }
    }

    /**
     * B12.5 / C6 the offer holds at most 11 tiles except while the start player swaps or a trade gives and
     * returns; B12.7/B12.8 a seat can enter the harbour exactly when its office lies on its island.
     */
    private void harbour(GameState s) {
        PendingDecision pending = game.pending();
        if (pending == null || !OFFER_OVER_LIMIT.contains(pending.id()))
            assertTrue(s.size(h.state.offer.global()) <= h.rules.offerLimit,
                    "offer holds " + s.size(h.state.offer.global()) + " > " + h.rules.offerLimit + " at " + (pending == null ? "the end" : pending.id()) + " in " + game);
        for (int seat = 0; seat < s.seats(); seat++) {
            boolean officeBuilt = false;
            for (int p : s.pieces(g.state.island.of(seat))) if (g.pieces.kind[p].equals("harbour-office") && g.pieces.owner[p] == seat) officeBuilt = true;
            assertEquals(officeBuilt, h.hasAccess(s, seat), "harbour access of seat " + seat + " without (or despite) its office on the island");
            if (!withExpansion) { // Module 2: the office starts on an eyepiece and can only be placed, never converted
                int office = office(seat);
                assertTrue(s.zoneOf(office) == g.state.eyepieces.of(seat) || s.zoneOf(office) == g.state.island.of(seat), "office of seat " + seat + " left its eyepiece for zone " + s.zoneOf(office));
            }
            if (h.pierOf(s, seat) > 0) assertTrue(officeBuilt, "a balloon on a pier without the office on its island");
        }
    }

    private int office(int seat) {
        for (int p = 0; p < g.pieces.size(); p++) if (g.pieces.kind[p].equals("harbour-office") && g.pieces.owner[p] == seat) return p;
        throw new IllegalStateException("no office for seat " + seat);
    }

    private boolean isCloud(int zone) {
        for (int c = 0; c < g.rules.clouds; c++) if (g.state.clouds.of(0, c) == zone) return true;
        return false;
    }

    private boolean isOffer(int zone) {
        return h != null && zone == h.state.offer.global();
    }

    /** The seat whose eyepieces, hand or island the zone is, or −1. */
    private int seatOf(GameState s, int zone) {
        for (int seat = 0; seat < s.seats(); seat++)
            if (zone == g.state.eyepieces.of(seat) || zone == g.state.hand.of(seat) || zone == g.state.island.of(seat)) return seat;
        return -1;
    }
}
