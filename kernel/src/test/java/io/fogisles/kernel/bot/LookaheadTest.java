package io.fogisles.kernel.bot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.toy.CardsPlugin;
import io.fogisles.kernel.util.IntList;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The kernel's playouts past the turn, on the card game with private hands (a turn is one card): how far a playout
 * goes, and that compared options share their deals.
 */
class LookaheadTest {
    private final RuleSet rules = CardsPlugin.rules(2);

    /** A dealer that makes the kernel's copy for search and remembers each copy and its deal. */
    private static final class Recording implements Lookahead.Dealer {
        final List<Game> copies = new ArrayList<>();
        final List<Long> deals = new ArrayList<>();

        @Override
        public Game copy(Game view, int seat, long deal) {
            Game c = Lookahead.COPY_FOR_SEARCH.copy(view, seat, deal);
            copies.add(c);
            deals.add(deal);
            return c;
        }
    }

    /** Seat 0's view of the game, as a bot's turn gives it. */
    private static Game view(Game g, IntList options) {
        return new BotTurn(g, 0, options, new Rng(2)).view();
    }

    private int tableAfter(int ownTurns) {
        try (Game g = rules.newGame(4, true)) {
            BotKnowledge know = BotKnowledge.of(rules);
            Recording dealer = new Recording();
            Lookahead look = new Lookahead(know, know, dealer, 200);
            IntList options = new IntList();
            g.legalCodes(options);
            look.playout(view(g, options), 0, options.get(0), 11, new Rng(1), ownTurns);
            CardsPlugin.CardsState s = rules.service(CardsPlugin.CardsState.class);
            return dealer.copies.get(0).state().size(s.table.global());
        }
    }

    @Test
    void aPlayoutStopsAtTheTurnsEndOrGoesOnThroughTheRepliesAndTheSeatsNextTurns() {
        assertEquals(1, tableAfter(Lookahead.TURN_ALONE), "the turn alone: the seat's card, then the other seat is to act");
        assertEquals(2, tableAfter(0), "through the reply, up to the seat's next turn");
        assertEquals(4, tableAfter(1), "and through one more turn of the seat and its reply");
    }

    @Test
    void comparedOptionsAreEachPlayedOnTheSameDealsOneDealARound() {
        try (Game g = rules.newGame(5, true)) {
            BotKnowledge know = BotKnowledge.of(rules);
            Recording dealer = new Recording();
            Lookahead look = new Lookahead(know, know, dealer, 200);
            IntList options = new IntList();
            g.legalCodes(options);
            int[] which = Lookahead.all(options.size());
            double[] a = look.sharedDeals(view(g, options), 0, options, which, 3, 0, new Rng(9));
            assertEquals(3 * which.length, dealer.deals.size());
            for (int r = 0; r < 3; r++) {
                for (int j = 1; j < which.length; j++) assertEquals(dealer.deals.get(r * which.length), dealer.deals.get(r * which.length + j), "one deal a round");
                if (r > 0) assertNotEquals(dealer.deals.get(0), dealer.deals.get(r * which.length), "a new deal each round");
            }
            double[] b = new Lookahead(know, 200).sharedDeals(view(g, options), 0, options, which, 3, 0, new Rng(9));
            assertArrayEquals(a, b, "the same generator gives the same values");
        }
    }

    @Test
    void theBestFewAreTheHighestBestFirst() {
        assertArrayEquals(new int[] {2, 0}, Lookahead.bestFew(new double[] {3, 1, 5, 2}, 2));
        assertArrayEquals(new int[] {0, 1}, Lookahead.bestFew(new double[] {1, 2}, 3), "all, in order, when there are no more");
        assertEquals(1, Lookahead.best(new double[] {1, 4, 4}), "the first of equal ones");
    }
}
