package io.fogisles.balmy.check;

import com.google.inject.Inject;
import io.fogisles.balmy.Altitude;
import io.fogisles.balmy.BalmyGame;
import io.fogisles.balmy.BalmyState;
import io.fogisles.balmy.Decks;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.invariant.InvariantViolation;
import io.fogisles.kernel.invariant.Invariants;
import io.fogisles.kernel.state.GameState;

/**
 * What Balmy Balloonists promises after every decision: every card in exactly one place of its own deck (pile,
 * discard pile, a hand, in front of a balloon, a quadrant), so every deck keeps its size (M1.2); at most three
 * cards in front of a balloon (M3.2); permits only face up, other advantage cards only in hand (M6); a quadrant
 * card on every quadrant (M1.3); chips never negative (M7.2, M11); every balloon in the race on exactly one field
 * of the map, or grounded there, or in the trough beside the last lane (M5); balloons home or out hold no cards
 * (M15.1); the silver figures on two different balloons (M1.6); a winner exactly when the game is over (M15).
 */
public final class BalmyInvariants implements Invariants {
    private final BalmyGame g;

    @Inject
    public BalmyInvariants(BalmyGame g) {
        this.g = g;
    }

    @Override
    public Watch watch(Game game) {
        return new Watch() {
            @Override
            public void afterDecision() {
                check(game.state(), game.isOver());
            }

            @Override
            public void atEnd() {
                check(game.state(), true);
                if (game.state().get(g.state.winner) < 0) throw new InvariantViolation("M15.2: the game is over without a winner");
            }
        };
    }

    private void check(GameState s, boolean over) {
        BalmyState st = g.state;
        Decks d = g.decks;
        int balloons = g.rules.balloons;
        for (int c = 0; c < d.size; c++) {
            int zone = s.zoneOf(c);
            boolean ok;
            if (d.isWind(c)) ok = zone == st.windDeck.global() || zone == st.windDiscard.global() || ownedBy(zone, true, false) >= 0;
            else if (d.isQuadrant(c)) ok = zone == st.quadrantDeck.global() || zone == st.quadrantDiscard.global() || quadrantOf(zone) >= 0;
            else if (d.isBadLuck(c)) ok = zone == st.badLuckDeck.global() || zone == st.badLuckDiscard.global();
            else {
                boolean permit = d.advantageKind(c) == Decks.PERMIT;
                ok = zone == st.advantageDeck.global() || zone == st.advantageDiscard.global() || ownedBy(zone, false, permit) >= 0;
            }
            if (!ok) throw new InvariantViolation("M1.2: card " + d.id(c) + " (" + d.kind(c) + ") lies in zone " + zone + ", which is no place of its deck");
        }
        for (int q = 0; q < g.map.quadrants(); q++)
            if (s.size(g.quadrantZone(q)) == 0) throw new InvariantViolation("M1.3: quadrant " + (q + 1) + " has no quadrant card");
        for (int b = 0; b < balloons; b++) {
            int gas = s.get(st.gas, 0, b), ballast = s.get(st.ballast, 0, b), fuel = s.get(st.fuel, 0, b);
            if (gas < 0 || ballast < 0 || fuel < 0)
                throw new InvariantViolation("M7.2: balloon " + b + " has negative chips: gas " + gas + ", ballast " + ballast + ", fuel " + fuel);
            if (s.size(g.played(b)) > g.rules.playedLimit)
                throw new InvariantViolation("M3.2: " + s.size(g.played(b)) + " cards lie in front of balloon " + b + ", more than " + g.rules.playedLimit);
            int status = s.get(st.status, 0, b), alt = g.altitude(s, b);
            if (alt < Altitude.GROUNDED || alt > Altitude.HIGH) throw new InvariantViolation("M7.1: balloon " + b + " has altitude " + alt);
            if (status == BalmyState.RACING) {
                int lane = g.lane(s, b), field = g.field(s, b);
                if (lane < 1 || lane > g.map.lanes() || field < 0 || field >= g.map.length(lane))
                    throw new InvariantViolation("M8: balloon " + b + " is on lane " + lane + ", field " + field + ", which is not on the map");
                if (g.inTrough(s, b) && lane != g.map.lanes())
                    throw new InvariantViolation("M5.2: balloon " + b + " is in the trough beside lane " + lane + ", not the last lane");
                int lap = s.get(st.lap, 0, b);
                if (lap > 0) throw new InvariantViolation("M8.5: balloon " + b + " has flown " + lap + " laps and is still racing");
            } else if (status == BalmyState.HOME || status == BalmyState.OUT) {
                int cards = s.size(g.hand(b)) + s.size(g.played(b)) + s.size(g.advantages(b)) + s.size(g.permits(b));
                if (cards > 0) throw new InvariantViolation("M15.1: balloon " + b + " left the race but still holds " + cards + " cards");
                if (g.inTrough(s, b)) throw new InvariantViolation("M15.1: balloon " + b + " left the race but is in the trough");
            } else {
                throw new InvariantViolation("M15: balloon " + b + " has status " + status);
            }
        }
        int f0 = s.get(st.rose, 0, 0), f1 = s.get(st.rose, 0, 1);
        if (f0 < 0 || f1 < 0 || f0 >= balloons || f1 >= balloons || f0 == f1)
            throw new InvariantViolation("M1.6: the silver figures stand on balloons " + f0 + " and " + f1 + " (of " + balloons + ")");
        int winner = s.get(st.winner);
        if ((winner >= 0) != over) throw new InvariantViolation("M15.2: winner " + winner + " but the game is " + (over ? "over" : "running"));
    }

    /** The balloon a per-balloon zone belongs to (a hand or the cards in front for wind cards; advantages or permits), or −1. */
    private int ownedBy(int zone, boolean wind, boolean permit) {
        for (int b = 0; b < g.rules.balloons; b++) {
            if (wind && (zone == g.hand(b) || zone == g.played(b))) return b;
            if (!wind && zone == (permit ? g.permits(b) : g.advantages(b))) return b;
        }
        return -1;
    }

    private int quadrantOf(int zone) {
        for (int q = 0; q < g.map.quadrants(); q++) if (zone == g.quadrantZone(q)) return q;
        return -1;
    }
}
