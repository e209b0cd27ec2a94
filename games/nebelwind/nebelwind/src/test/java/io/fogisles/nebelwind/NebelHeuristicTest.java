package io.fogisles.nebelwind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.Game;
import io.fogisles.nebelwind.bot.NebelHeuristic;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What the bots' heuristic sees of the points in the making (issue 32). */
class NebelHeuristicTest {

    @Test
    @DisplayName("N8.5: a network card in the hand is worth more to its holder once outposts stand on the way from its port to a target")
    void networkCardInTheMaking() {
        Scenario built = Scenario.start(3, 7).toTurns("green-coal"), open = Scenario.start(3, 7).toTurns("green-coal");
        NebelData d = built.d;
        int piece = built.game.state().piece(built.st.networkHand.of(0), 0);
        NebelData.NetworkCard c = d.networkCards.get(built.st.network(piece));
        // the way: from the card's port, each step one route nearer to its first target, the target itself left open
        int[] toTarget = built.g.hops(c.target1());
        List<Integer> way = new ArrayList<>();
        for (int p = c.port(); p != c.target1(); ) {
            way.add(p);
            int next = -1;
            for (int q : d.routes[p]) if (toTarget[q] == toTarget[p] - 1) next = q;
            p = next;
        }
        for (int p : way) built.outpost(0, d.ports.get(p).id());
        NebelHeuristic making = new NebelHeuristic(built.g, new NebelHeuristic.Making(1, 0.6, 0, 0)), none = new NebelHeuristic(built.g, NebelHeuristic.Making.NONE);
        double withWay = cardWorth(making, built, piece), withoutWay = cardWorth(making, open, piece);
        assertTrue(withWay > withoutWay + 0.5, "card " + c.id() + ", way " + way + ": worth " + withWay + " built, " + withoutWay + " open");
        assertEquals(0, cardWorth(none, built, piece), 1e-9, "without the points in the making a card in the hand is worth nothing");
    }

    @Test
    @DisplayName("N8.5: by default the points in the making are the search value's (strong, expert) and not greedy's value")
    void makingIsTheSearchValuesByDefault() {
        Scenario built = Scenario.start(3, 7).toTurns("green-coal");
        NebelData d = built.d;
        int piece = built.game.state().piece(built.st.networkHand.of(0), 0);
        NebelData.NetworkCard c = d.networkCards.get(built.st.network(piece));
        built.outpost(0, d.ports.get(c.port()).id());
        NebelHeuristic inForce = new NebelHeuristic(built.g);
        assertTrue(cardWorth(inForce, built, piece) > 0, "the search value counts the card in the hand");
        double with = inForce.value(built.game, 0);
        built.ctx.move(piece, built.st.networkDiscard.global());
        double without = inForce.value(built.game, 0);
        assertEquals(with, without, 1e-9, "greedy's value counts no card in the hand");
    }

    /** What holding the card adds to seat 0's value: the value with it, less the value with the card put aside. */
    private static double cardWorth(NebelHeuristic h, Scenario sc, int piece) {
        Game game = sc.game;
        double with = h.searchValue(game, 0);
        sc.ctx.move(piece, sc.st.networkDiscard.global());
        double without = h.searchValue(game, 0);
        sc.ctx.move(piece, sc.st.networkHand.of(0));
        return with - without;
    }
}
