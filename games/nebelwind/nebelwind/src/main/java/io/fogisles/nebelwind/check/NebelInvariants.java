package io.fogisles.nebelwind.check;

import com.google.inject.Inject;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.invariant.InvariantViolation;
import io.fogisles.kernel.invariant.Invariants;
import io.fogisles.kernel.state.GameState;
import io.fogisles.nebelwind.NebelData;
import io.fogisles.nebelwind.NebelGame;
import io.fogisles.nebelwind.NebelRules;
import io.fogisles.nebelwind.NebelState;

/**
 * What Nebelwind promises after every decision (issue 32, item 6): resources never below 0; at most one outpost of
 * a player per port and no more than the supply (N5.12, N5.13), whales at real ports; chips conserved (each
 * participant's played and discarded chips are its own, and played + left + discarded is the whole set, N3, N4);
 * demand tiles conserved (each in a stack, laid out, or taken; every track place and capital place holds a
 * laid-out tile, N1.5, N7.7); cargo conserved (supply plus aboard is the box's, N7.2).
 */
public final class NebelInvariants implements Invariants {
    private final NebelGame g;

    @Inject
    public NebelInvariants(NebelGame g) {
        this.g = g;
    }

    @Override
    public Watch watch(Game game) {
        return () -> check(game.state());
    }

    private void check(GameState s) {
        NebelState st = g.state;
        NebelRules r = g.rules;
        NebelData d = g.data;
        int seats = s.seats();
        for (int seat = 0; seat < seats; seat++) {
            for (int res = 0; res < 4; res++)
                if (g.res(s, seat, res) < 0) throw new InvariantViolation("A: seat " + seat + " has " + g.res(s, seat, res) + " " + NebelData.RESOURCES.get(res));
            if (g.outpostCount(s, seat) > r.outposts) throw new InvariantViolation("N5.13: seat " + seat + " has more outposts than its " + r.outposts);
            for (int w = 0; w < r.whales; w++) {
                int p = s.get(st.whalePort, seat, w);
                if (p < -1 || p >= d.ports.size()) throw new InvariantViolation("N6: whale " + w + " of seat " + seat + " is at no port (" + p + ")");
            }
        }
        for (int p = 0; p < d.ports.size(); p++)
            if ((s.get(st.outposts, 0, p) >>> seats) != 0) throw new InvariantViolation("N5.12: port " + d.ports.get(p).id() + " has an outpost of a seat not playing");
        int all = ((1 << r.chips) - 1) << 1;
        for (int part = 0; part < r.participants; part++) {
            int played = s.get(st.played, 0, part), seat = r.seatOf[part];
            int discarded = seat >= 0 ? s.get(st.discarded, seat) : s.get(st.automatonDiscard, 0, part);
            if ((played & ~all) != 0 || (discarded & ~all) != 0 || (played & discarded) != 0)
                throw new InvariantViolation("N3/N4: participant " + part + " played " + Integer.toBinaryString(played) + " and discarded " + Integer.toBinaryString(discarded));
            int left = s.get(st.chipsLeft, 0, part);
            if (Integer.bitCount(played) + left != r.chips - r.discards)
                throw new InvariantViolation("N4.1: participant " + part + " played " + Integer.bitCount(played) + " chips and has " + left + " left, not " + (r.chips - r.discards));
        }
        int shown = st.demandShown.global(), onTrack = 0;
        for (int t = 0; t < d.demands.size(); t++) {
            int zone = s.zoneOf(st.demandBase + t);
            NebelData.Demand tile = d.demands.get(t);
            boolean ok = zone == shown || zone == st.automataTiles.global() || zone == (tile.capital() ? st.capitalStack : st.territoryStack).of(0, tile.region())
                    || isTaken(s, zone, seats);
            if (!ok) throw new InvariantViolation("N1.5: demand tile " + tile.id() + " is in zone " + zone + ", neither stacked, laid out nor taken");
        }
        for (int i = 0; i < d.regions.size() * r.trackPlaces; i++) {
            int t = s.get(st.track, 0, i);
            if (t >= 0 && s.zoneOf(t) != shown) throw new InvariantViolation("N7.7: track place " + i + " names tile " + t + ", which is not laid out");
            if (t >= 0) onTrack++;
        }
        for (int i = 0; i < d.regions.size() * r.capitalPlaces; i++) {
            int t = s.get(st.capitalShown, 0, i);
            if (t >= 0 && s.zoneOf(t) != shown) throw new InvariantViolation("N7.7: capital place " + i + " names tile " + t + ", which is not laid out");
            if (t >= 0) onTrack++;
        }
        if (onTrack != s.size(shown)) throw new InvariantViolation("N1.5: " + s.size(shown) + " tiles are laid out but " + onTrack + " places hold one");
        int[] aboard = new int[d.cargo.size()];
        for (int seat = 0; seat < seats; seat++)
            for (int w = 0; w < r.whales; w++) {
                int c = s.get(st.whaleCargo, seat, w);
                if (c >= 0) aboard[c]++;
            }
        for (int k = 0; k < aboard.length; k++)
            if (aboard[k] + s.get(st.cargoSupply, 0, k) != r.cargoPerKind)
                throw new InvariantViolation("N7.2: " + d.cargo.get(k) + ": " + s.get(st.cargoSupply, 0, k) + " in the supply and " + aboard[k] + " aboard, not " + r.cargoPerKind);
    }

    private boolean isTaken(GameState s, int zone, int seats) {
        for (int seat = 0; seat < seats; seat++) if (zone == g.state.demandTaken.of(seat)) return true;
        return false;
    }
}
