package io.fogisles.piratebay.check;

import com.google.inject.Inject;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.invariant.InvariantViolation;
import io.fogisles.kernel.invariant.Invariants;
import io.fogisles.kernel.state.GameState;
import io.fogisles.piratebay.Cards;
import io.fogisles.piratebay.PirateGame;
import io.fogisles.piratebay.PirateState;
import io.fogisles.piratebay.Side;
import io.fogisles.piratebay.TableMap;

/**
 * What Pirate Bay promises after every decision: every card in exactly one place, the start card never in a
 * pile or hand (PD1); a card on the table has a cell, no other card shares it, its touching sides match
 * (P3.3) and no island on the table is closed (P6.3, P6.6: closed islands are scored and cleared at once);
 * figures only on table cards, at most four of a seat (P5.1, A); points never fall.
 */
public final class PirateInvariants implements Invariants {
    private final PirateGame g;

    @Inject
    public PirateInvariants(PirateGame g) {
        this.g = g;
    }

    @Override
    public Watch watch(Game game) {
        int seats = game.state().seats();
        int[] lastPoints = new int[seats];
        return () -> check(game.state(), lastPoints);
    }

    private void check(GameState s, int[] lastPoints) {
        PirateState ps = g.state;
        Cards cards = g.cards;
        int table = ps.table.global(), deck = ps.deck.global(), discard = ps.discard.global(), aside = ps.aside.global();
        int[] onTable = new int[s.seats()];
        for (int c = 0; c < cards.size(); c++) {
            int zone = s.zoneOf(c);
            boolean inHand = false;
            for (int seat = 0; seat < s.seats(); seat++) inHand |= zone == ps.hand.of(seat);
            boolean known = zone == table || zone == deck || zone == discard || zone == aside || inHand;
            if (!known) throw new InvariantViolation("P1.1: card " + cards.id(c) + " is in no pile, hand or table (zone " + zone + ")");
            if (c == cards.start() && zone != table && zone != aside)
                throw new InvariantViolation("PD1: the start card is only on the table or aside, not in zone " + zone);
            if (c != cards.start() && zone == aside) throw new InvariantViolation("PD1: card " + cards.id(c) + " is aside, where only the start card goes");
            int cell = s.get(ps.cell, 0, c), owner = s.get(ps.occupant, 0, c);
            if ((zone == table) != (cell >= 0)) throw new InvariantViolation("P3: card " + cards.id(c) + (zone == table ? " lies on the table without a cell" : " has a cell but is not on the table"));
            if (owner >= 0) {
                if (zone != table) throw new InvariantViolation("P5.1: a figure of seat " + owner + " stands on card " + cards.id(c) + ", which is not on the table");
                if (owner >= s.seats()) throw new InvariantViolation("P5.1: card " + cards.id(c) + " carries a figure of seat " + owner + ", who is not playing");
                onTable[owner]++;
            }
        }
        for (int seat = 0; seat < s.seats(); seat++) {
            if (onTable[seat] > g.rules.figures) throw new InvariantViolation("A: seat " + seat + " has " + onTable[seat] + " figures on the table, more than its " + g.rules.figures);
            int p = g.points(s, seat);
            if (p < lastPoints[seat]) throw new InvariantViolation("P6.5/P8.3: seat " + seat + "'s points fell from " + lastPoints[seat] + " to " + p);
            lastPoints[seat] = p;
        }
        TableMap map = g.table(s);
        int n = map.count();
        for (int i = 0; i < n; i++) {
            int c = map.card(i);
            int cell = s.get(ps.cell, 0, c), x = PirateState.x(cell), y = PirateState.y(cell);
            if (map.at(x, y) != c) throw new InvariantViolation("P3.1: cards " + cards.id(c) + " and " + cards.id(map.at(x, y)) + " share the cell " + x + "," + y);
            for (int d = 0; d < 4; d++) {
                Side side = Side.of(d);
                int nb = map.at(x + side.dx, y + side.dy);
                if (nb < 0) continue;
                boolean mine = (map.land(c) & side.bit) != 0, theirs = (map.land(nb) & side.opposite().bit) != 0;
                if (mine != theirs) throw new InvariantViolation("P3.3: card " + cards.id(c) + " at " + x + "," + y + " shows " + (mine ? "land" : "water") + " to the "
                        + side.id() + " against " + (theirs ? "land" : "water") + " of card " + cards.id(nb));
            }
        }
        if (s.get(ps.scoring) == 0) {
            io.fogisles.kernel.util.IntList island = new io.fogisles.kernel.util.IntList(16);
            for (int i = 0; i < n; i++) {
                int c = map.card(i);
                if (map.land(c) == 0) continue;
                if (map.island(s, ps, c, island)) throw new InvariantViolation("P6.3: the island of card " + cards.id(c) + " is closed but still on the table, unscored");
            }
        }
    }
}
