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

    /** A new card game at seat 0's first card, and a lookahead whose dealer records its copies. */
    private record Table(Game game, IntList options, Recording dealer, Lookahead look) implements AutoCloseable {
        static Table of(RuleSet rules, long seed) {
            Game g = rules.newGame(seed, true);
            IntList options = new IntList();
            g.legalCodes(options);
            BotKnowledge know = BotKnowledge.of(rules);
            Recording dealer = new Recording();
            return new Table(g, options, dealer, new Lookahead(know, know, dealer, 200));
        }

        /** Seat 0's view of the game, as a bot's turn gives it. */
        Game view() {
            return new BotTurn(game, 0, options, new Rng(2)).view();
        }

        @Override
        public void close() {
            game.close();
        }
    }

    private int tableAfter(int ownTurns) {
        try (Table t = Table.of(rules, 4)) {
            t.look().playout(t.view(), 0, t.options().get(0), 11, new Rng(1), ownTurns);
            CardsPlugin.CardsState s = rules.service(CardsPlugin.CardsState.class);
            return t.dealer().copies.get(0).state().size(s.table.global());
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
        try (Table t = Table.of(rules, 5)) {
            IntList options = t.options();
            List<Long> deals = t.dealer().deals;
            int[] which = Lookahead.all(options.size());
            double[] a = t.look().sharedDeals(t.view(), 0, options, which, 3, 0, new Rng(9));
            assertEquals(3 * which.length, deals.size());
            for (int r = 0; r < 3; r++) {
                for (int j = 1; j < which.length; j++) assertEquals(deals.get(r * which.length), deals.get(r * which.length + j), "one deal a round");
                if (r > 0) assertNotEquals(deals.get(0), deals.get(r * which.length), "a new deal each round");
            }
            double[] b = new Lookahead(BotKnowledge.of(rules), 200).sharedDeals(t.view(), 0, options, which, 3, 0, new Rng(9));
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
