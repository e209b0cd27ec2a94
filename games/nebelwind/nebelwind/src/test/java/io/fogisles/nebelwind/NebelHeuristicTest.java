package io.fogisles.nebelwind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.nebelwind.bot.NebelHeuristic;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What the bots' heuristic sees of the points in the making (issue 32). */
class NebelHeuristicTest {

    @Test
    @DisplayName("N8.5: outposts on the way from a network card's port to a target are worth more to its holder than as many outposts out of the way")
    void networkCardInTheMaking() {
        Scenario onTheWay = Scenario.start(3, 7).toTurns("green-coal"), elsewhere = Scenario.start(3, 7).toTurns("green-coal");
        NebelData d = onTheWay.d;
        int card = onTheWay.st.network(onTheWay.game.state().piece(onTheWay.st.networkHand.of(0), 0));
        NebelData.NetworkCard c = d.networkCards.get(card);
        // the way: from the card's port, each step one route nearer to its first target
        int[] toTarget = onTheWay.g.hops(c.target1());
        List<Integer> way = new ArrayList<>();
        for (int p = c.port(); ; ) {
            way.add(p);
            if (p == c.target1()) break;
            int next = -1;
            for (int q : d.routes[p]) if (toTarget[q] == toTarget[p] - 1) next = q;
            p = next;
        }
        way.remove(way.size() - 1); // the target itself stays open: the card is not yet partly connected
        // as many outposts on the ports farthest from the card's ends, away from capitals and the tiles' targets
        int[] a = onTheWay.g.hops(c.port()), b = onTheWay.g.hops(c.target1()), e = onTheWay.g.hops(c.target2());
        List<Integer> far = new ArrayList<>();
        for (int p = 0; p < d.ports.size(); p++) if (d.ports.get(p).kind() != NebelData.CAPITAL && !way.contains(p)) far.add(p);
        far.sort((p, q) -> Integer.compare(a[q] + b[q] + e[q], a[p] + b[p] + e[p]));
        for (int i = 0; i < way.size(); i++) {
            onTheWay.outpost(0, d.ports.get(way.get(i)).id());
            elsewhere.outpost(0, d.ports.get(far.get(i)).id());
        }
        NebelHeuristic h = new NebelHeuristic(onTheWay.g, new NebelHeuristic.Making(1, 0.6, 0, 0)), none = new NebelHeuristic(onTheWay.g, NebelHeuristic.Making.NONE);
        double near = h.searchValue(onTheWay.game, 0), off = h.searchValue(elsewhere.game, 0);
        assertEquals(none.searchValue(onTheWay.game, 0), none.searchValue(elsewhere.game, 0), 1e-9, "without the points in the making the two are alike");
        assertTrue(near > off + 0.5, "card " + c.id() + ", way " + way + ": " + near + " against " + off + " out of the way " + far.subList(0, way.size()));
    }
}
