package io.fogisles.balmy.bot;

import com.google.inject.Inject;
import io.fogisles.balmy.Altitude;
import io.fogisles.balmy.BalmyGame;
import io.fogisles.balmy.BalmyState;
import io.fogisles.balmy.Decks;
import io.fogisles.kernel.bot.Heuristic;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.state.GameState;

/**
 * What a position is worth to a seat in Balmy Balloonists, in sectors of the course (a twelfth of the way round):
 * how far its balloons have come, what their next flight promises, their chips and cards, less what stands in
 * their way (sitting out, the trough, the ground); against the others, the leader counting as much as the
 * average, since only the first home wins.
 */
public final class BalmyHeuristic implements Heuristic {
    /** A won race outweighs any position. */
    static final double WON = 1000;
    /** What a balloon home is worth beyond the whole course: it needs nothing more. */
    static final double HOME_BONUS = 2;
    /** Chips in sectors: what each lets a balloon do later. */
    static final double GAS = 0.08, BALLAST = 0.1, FUEL = 0.12;
    static final double CARD = 0.05, FAVOURABLE_WINDS = 0.25, PERMIT = 0.2, REPAIR = 0.15;
    /** How much of the next flight's distance (by the current card) counts now. */
    static final double NEXT_FLIGHT = 0.5;
    static final double SITS_OUT = 0.8, TROUGH = 1.0, GROUNDED = 0.4, NO_FORWARD = 0.4;

    private final BalmyGame g;

    @Inject
    public BalmyHeuristic(BalmyGame g) {
        this.g = g;
    }

    @Override
    public double value(Game game, int seat) {
        GameState s = game.state();
        int winner = s.get(g.state.winner);
        if (winner >= 0) return winner == seat ? WON : -WON;
        int seats = g.rules.seats;
        double mine = 0, sum = 0, best = Double.NEGATIVE_INFINITY;
        for (int p = 0; p < seats; p++) {
            double w = seatWorth(s, p);
            if (p == seat) mine = w;
            else {
                sum += w;
                best = Math.max(best, w);
            }
        }
        if (seats < 2) return mine;
        return mine - 0.5 * (sum / (seats - 1)) - 0.5 * best;
    }

    /** A seat's worth: its balloons' worths, the trailing one counting once more (all must come home). */
    double seatWorth(GameState s, int seat) {
        if (!g.canWin(s, seat)) return -50;
        double total = 0, least = Double.POSITIVE_INFINITY;
        for (int k = 0; k < g.rules.perSeat; k++) {
            double w = balloonWorth(s, g.rules.balloon(seat, k));
            total += w;
            least = Math.min(least, w);
        }
        return g.rules.perSeat == 1 ? total : total / 2 + least / 2;
    }

    double balloonWorth(GameState s, int b) {
        BalmyState st = g.state;
        int status = s.get(st.status, 0, b);
        int sectors = g.map.sectors();
        if (status == BalmyState.HOME) return sectors + HOME_BONUS;
        if (status == BalmyState.OUT) return 0;
        int lane = g.lane(s, b), n = g.map.fieldsPerSector(lane);
        double w = g.flown(s, b) / (double) n;
        w += GAS * s.get(st.gas, 0, b) + BALLAST * s.get(st.ballast, 0, b) + FUEL * s.get(st.fuel, 0, b);
        if (g.inTrough(s, b)) w -= TROUGH;
        else if (g.altitude(s, b) == Altitude.GROUNDED) w -= GROUNDED;
        else w += NEXT_FLIGHT * g.flightDistance(s, b) / (double) n;
        int next = g.turn(s, b) + 1;
        if (s.get(st.sitOut, 0, b) == next) w -= SITS_OUT;
        if (s.get(st.noForward, 0, b) == next) w -= NO_FORWARD;
        w += CARD * s.size(g.hand(b));
        int az = g.advantages(b);
        for (int i = 0, m = s.size(az); i < m; i++)
            w += g.decks.advantageKind(s.piece(az, i)) == Decks.FAVOURABLE_WINDS ? FAVOURABLE_WINDS : REPAIR;
        w += PERMIT * s.size(g.permits(b));
        return w;
    }
}
