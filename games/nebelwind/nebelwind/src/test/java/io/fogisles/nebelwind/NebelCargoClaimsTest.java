package io.fogisles.nebelwind;

import static io.fogisles.nebelwind.NebelData.KRILL;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.util.IntList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** N7 (cargo), N8 (victory conditions), N9.5 and N10 (points), by rule id; three players, seat 0 starts. */
class NebelCargoClaimsTest {

    /** Seat 0 at the cargo step of its first turn (its chip on resource space 1), its whale at {@code port}. */
    private static Scenario atCargo(String port) {
        Scenario sc = Scenario.start(3).toTurns("green-coal").whale(0, 0, port);
        sc.place(0, "resource", 1);
        sc.choose(0, "nebelwind:move", Parts.DONE);
        return sc;
    }

    /** A tile of the region's track showing a cargo, put at a place (its tile moved back to the stack). */
    private static void trackShows(Scenario sc, String region, int place, String cargo) {
        int r = sc.d.regions.indexOf(region), k = sc.d.cargo.indexOf(cargo);
        GameState s = sc.state();
        int stack = sc.st.territoryStack.of(0, r);
        for (int piece : s.pieces(stack)) {
            if (sc.d.demands.get(sc.st.demand(piece)).cargo() != k) continue;
            int i = r * 4 + place, old = s.get(sc.st.track, 0, i);
            sc.ctx.move(old, stack);
            sc.ctx.move(piece, sc.st.demandShown.global());
            sc.ctx.set(sc.st.track, 0, i, piece);
            return;
        }
        throw new IllegalStateException("no " + cargo + " tile in " + region + "'s stack");
    }

    @Test
    @DisplayName("N7.1 / N7.2: a whale loads its port's cargo from the supply (one aboard; the old one goes back), once a turn")
    void load() {
        Scenario sc = atCargo("green-coal");
        int coal = sc.d.cargo.indexOf("coal");
        sc.choose(0, "nebelwind:cargo", Cargo.LOAD);
        assertEquals(coal, sc.state().get(sc.st.whaleCargo, 0, 0));
        assertEquals(5, sc.state().get(sc.st.cargoSupply, 0, coal));
        assertFalse(sc.legal(0).contains(Cargo.LOAD), "one load or unload per whale and turn");
    }

    @Test
    @DisplayName("N7.3 / ND18: at a krill port loading gives 1 krill, besides a load or unload, and the cargo stays aboard")
    void krill() {
        Scenario sc = atCargo("green-krill").cargo(0, 0, "oil");
        int krill = sc.res(0, KRILL);
        sc.choose(0, "nebelwind:cargo", Cargo.KRILL);
        assertEquals(krill + 1, sc.res(0, KRILL));
        assertEquals(sc.d.cargo.indexOf("oil"), sc.state().get(sc.st.whaleCargo, 0, 0));
        assertFalse(sc.legal(0).contains(Cargo.KRILL), "once a turn");
    }

    @Test
    @DisplayName("N7.4 / N7.6 / N7.7: unloading at a territory port takes a matching tile of the region's track (bottom places give a bonus); the track slides down and refills")
    void unloadTerritory() {
        Scenario sc = atCargo("green-medicine").cargo(0, 0, "oil");
        trackShows(sc, "green", 0, "oil");
        int tile = sc.g.trackTile(sc.state(), 0, 0), above = sc.g.trackTile(sc.state(), 0, 1);
        int stack = sc.state().size(sc.st.territoryStack.of(0, 0));
        IntList options = sc.legal(0);
        assertTrue(options.contains(Cargo.UNLOAD) && options.contains(Cargo.UNLOAD + 1), "a bottom place: either bonus");
        NebelData.Demand d = sc.d.demands.get(sc.st.demand(tile));
        int[] before = new int[4];
        for (int r = 0; r < 4; r++) before[r] = sc.res(0, r);
        sc.choose(0, "nebelwind:cargo", Cargo.UNLOAD + 1);
        assertEquals(sc.st.demandTaken.of(0), sc.state().zoneOf(tile));
        for (int r = 0; r < 4; r++) assertEquals(before[r] + d.alt()[r], sc.res(0, r), "the second bonus");
        assertEquals(above, sc.g.trackTile(sc.state(), 0, 0), "slid down");
        assertEquals(stack - 1, sc.state().size(sc.st.territoryStack.of(0, 0)), "refilled from the stack");
        assertEquals(-1, sc.state().get(sc.st.whaleCargo, 0, 0));
        assertEquals(6, sc.state().get(sc.st.cargoSupply, 0, sc.d.cargo.indexOf("oil")), "the cargo goes back");
    }

    @Test
    @DisplayName("N7.4: a capital tile is delivered at its capital only; nothing is delivered at a bank or in another region")
    void unloadCapital() {
        Scenario sc = atCargo("green-capital");
        int cap = sc.g.capitalTile(sc.state(), 0, 0);
        String kind = sc.d.cargo.get(sc.d.demands.get(sc.st.demand(cap)).cargo());
        sc.cargo(0, 0, kind);
        assertTrue(sc.legal(0).contains(Cargo.CAPITAL));
        sc.choose(0, "nebelwind:cargo", Cargo.CAPITAL);
        assertEquals(sc.st.demandTaken.of(0), sc.state().zoneOf(cap));
        Scenario bank = atCargo("west-bank").cargo(0, 0, "oil");
        IntList options = bank.legal(0);
        for (int i = 0; i < options.size(); i++) assertTrue(options.get(i) == Cargo.KRILL || options.get(i) >= 999, "at a bank: " + options);
    }

    @Test
    @DisplayName("N8.2 / N8.3 / N10.5 / ND5: a network tile is claimed when the capital and the target are in one chain: the top field first, then the bottom (one marker each)")
    void networkTile() {
        Scenario sc = Scenario.start(3).toTurns("green-coal");
        int r = 0;
        int t = sc.state().get(sc.st.networkTile, 0, r);
        NebelData.NetworkTile tile = sc.d.networkTiles.get(t);
        // a chain from the capital to the target along a shortest way
        int[] hops = sc.g.hops(tile.from());
        int p = tile.to();
        for (int seat = 0; seat < 2; seat++) {
            int q = p;
            while (true) {
                sc.outpost(seat, sc.d.ports.get(q).id());
                if (q == tile.from()) break;
                for (int n : sc.d.routes[q]) if (hops[n] == hops[q] - 1) {
                    q = n;
                    break;
                }
            }
            sc.g.claim(sc.ctx, seat);
        }
        assertEquals(0, sc.state().get(sc.st.topMarker, 0, r));
        assertEquals(1 << 1, sc.state().get(sc.st.bottomMarkers, 0, r));
        sc.g.claim(sc.ctx, 1);
        assertEquals(1 << 1, sc.state().get(sc.st.bottomMarkers, 0, r), "one marker per player per tile");
        assertEquals(tile.fewTop(), sc.g.points(sc.ctx, 4)[0], "N10.5: 3 players play the few side");
        assertEquals(tile.fewBottom(), sc.g.points(sc.ctx, 4)[1]);
    }

    @Test
    @DisplayName("N8.5 / N8.6 / N10.6 / ND6: a network card is complete (revealed) when its port reaches both targets, noted secretly when one; a claim is never lost")
    void networkCards() {
        Scenario sc = Scenario.start(3).toTurns("green-coal");
        GameState s = sc.state();
        int piece = s.piece(sc.st.networkHand.of(0), 0);
        NebelData.NetworkCard card = sc.d.networkCards.get(sc.st.network(piece));
        connect(sc, 0, card.port(), card.target1());
        sc.g.claim(sc.ctx, 0);
        assertEquals(sc.st.networkHand.of(0), sc.state().zoneOf(piece), "one target only: not complete");
        assertTrue((sc.state().get(sc.st.partial, 0) & (1 << sc.st.network(piece))) != 0, "noted");
        assertEquals(0, sc.state().viewFor(1).get(sc.st.partial, 0), "secretly");
        int partialPoints = sc.g.points(sc.ctx, 5)[0];
        assertTrue(partialPoints >= card.partial());
        for (int p = 0; p < sc.d.ports.size(); p++) sc.ctx.set(sc.st.outposts, 0, p, 0);
        sc.whale(0, 0, null);
        sc.g.claim(sc.ctx, 0);
        assertEquals(partialPoints, sc.g.points(sc.ctx, 5)[0], "N8.6: never lost");
        connect(sc, 0, card.port(), card.target1());
        connect(sc, 0, card.port(), card.target2());
        sc.g.claim(sc.ctx, 0);
        assertEquals(sc.st.networkComplete.of(0), sc.state().zoneOf(piece), "revealed");
    }

    private static void connect(Scenario sc, int seat, int from, int to) {
        int[] hops = sc.g.hops(from);
        int q = to;
        while (true) {
            sc.outpost(seat, sc.d.ports.get(q).id());
            if (q == from) break;
            for (int n : sc.d.routes[q]) if (hops[n] == hops[q] - 1) {
                q = n;
                break;
            }
        }
    }

    @Test
    @DisplayName("N8.4 / N10.4 / ND8: a player who meets a laid-out achievement takes it, and nobody else can")
    void achievement() {
        Scenario sc = Scenario.start(3).toTurns("green-coal");
        int letterA = sc.state().get(sc.st.achievementLaid, 0, 0);
        NebelData.Achievement a = sc.d.achievements.get(letterA);
        for (int i = 0; i < sc.d.achievements.size(); i++) if (sc.d.achievements.get(i).id().equals("A1")) sc.ctx.set(sc.st.achievementLaid, 0, 0, i);
        String[] ports = {"green-capital", "green-medicine", "green-coal", "green-mushrooms", "green-krill", "silver-capital"};
        for (String p : ports.clone()) {
            sc.outpost(0, p);
            sc.outpost(1, p);
        }
        sc.g.claim(sc.ctx, 0);
        sc.g.claim(sc.ctx, 1);
        assertEquals(0, sc.state().get(sc.st.achievementOwner, 0, 0), "6 outposts (A1): seat 0 first");
        assertEquals(4, sc.g.points(sc.ctx, 3)[0]);
        assertEquals(0, sc.g.points(sc.ctx, 3)[1]);
        assertTrue(a.letter() == 0);
    }

    @Test
    @DisplayName("N10.1 / N10.2 / N10.3: the start player marker scores 2; 1 VP per territory tile and 2 per capital tile; per region the most tile points score 5, shared when tied")
    void points() {
        Scenario sc = Scenario.start(3).toTurns("green-coal");
        GameState s = sc.state();
        int t0 = sc.g.trackTile(s, 0, 0), t1 = sc.g.trackTile(s, 0, 1), c0 = sc.g.capitalTile(s, 0, 0), u = sc.g.trackTile(s, 1, 0);
        sc.ctx.move(t0, sc.st.demandTaken.of(0));
        sc.ctx.move(c0, sc.st.demandTaken.of(1));
        sc.ctx.move(t1, sc.st.demandTaken.of(2));
        sc.ctx.move(u, sc.st.demandTaken.of(2));
        assertEquals(List.of(2, 0, 0), List.of(sc.g.points(sc.ctx, 0)[0], sc.g.points(sc.ctx, 0)[1], sc.g.points(sc.ctx, 0)[2]));
        int[] cargo = sc.g.points(sc.ctx, 1);
        assertEquals(List.of(1, 2, 2), List.of(cargo[0], cargo[1], cargo[2]));
        int[] majority = sc.g.points(sc.ctx, 2);
        // green: seat 1 has 2 (a capital tile), seats 0 and 2 have 1; silver: seat 2 alone
        assertEquals(List.of(0, 5, 5), List.of(majority[0], majority[1], majority[2]));
        sc.ctx.move(sc.g.trackTile(sc.state(), 0, 2), sc.st.demandTaken.of(2)); // another green territory tile: seat 2 has 2 green points too
        majority = sc.g.points(sc.ctx, 2);
        assertEquals(List.of(0, 2, 7), List.of(majority[0], majority[1], majority[2]), "green tied 2:2 (the 5 shared, rounded down), silver 5");
    }

    @Test
    @DisplayName("N10.7 / ND9 / ND29: end characters score (a governor: 2 VP per outpost in its region; the whaler: 2 per whale)")
    void endCharacters() {
        Scenario sc = Scenario.start(3).toTurns("green-coal").owns(0, "governor-green").owns(0, "whaler");
        sc.outpost(0, "green-capital").outpost(0, "green-coal").outpost(0, "silver-coal");
        assertEquals(2 * 2 + 2, sc.g.points(sc.ctx, 6)[0]);
    }

    @Test
    @DisplayName("N10.8: equal totals: the most wood and steel left wins")
    void tieBreak() {
        io.fogisles.kernel.score.TieBreak tb = sc().game.rules().tieBreaks().get(0);
        Scenario sc = sc();
        sc.res(0, 1, 1, 0, 0).res(1, 3, 0, 0, 0);
        assertTrue(tb.value(sc.ctx, 1) > tb.value(sc.ctx, 0));
    }

    private static Scenario sc() {
        return Scenario.start(3);
    }
}
