package io.fogisles.piratebay;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.util.IntList;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The thread's table map follows the table lay by lay (a card laid keeps the frontier, updated for that card;
 * figures placed keep it as it is) instead of reading the table again. Whatever it followed, it must offer the
 * same lays in the same order as a map read afresh from the state: checked at every decision of seeded random
 * games, for every seat's hand.
 */
class TableMapFollowTest {

    @ParameterizedTest(name = "P3.2 / P3.3 / P3.4: the lays of the followed table are those of the table read afresh (mode {0}, {1} players)")
    @CsvSource({"easy, 4", "hard, 4", "easy, 2", "hard, 6"})
    void followedTableOffersTheSameLays(String mode, int seats) {
        RuleSet rules = Fixtures.rules(seats, mode);
        PirateGame g = rules.service(PirateGame.class);
        IntList options = new IntList(64), followed = new IntList(64), fresh = new IntList(64);
        long compared = 0, withLays = 0;
        for (long seed = 1; seed <= 25; seed++) {
            Game game = rules.newGame(seed);
            Rng rng = new Rng(seed);
            while (!game.isOver()) {
                GameState s = game.state();
                TableMap mine = g.table(s), afresh = TableMap.fresh(s, g.state, g.cards);
                for (int seat = 0; seat < seats; seat++) {
                    int hand = g.state.hand.of(seat);
                    if (s.size(hand) == 0) continue;
                    // "can it lay" first: without a frontier it searches the table, with one it reads the frontier
                    assertEquals(afresh.anyLay(g.cards, s, hand, g.rules.hard), mine.anyLay(g.cards, s, hand, g.rules.hard), "can seat " + seat + " lay");
                    if (game.codes().length % 3 == 0) continue; // some tables followed without their frontier worked out
                    followed.clear();
                    fresh.clear();
                    mine.lays(g.cards, s, hand, g.rules.hard, followed);
                    afresh.lays(g.cards, s, hand, g.rules.hard, fresh);
                    assertArrayEquals(fresh.toArray(), followed.toArray(), "lays of seat " + seat + " in game " + seed + " after " + game.codes().length + " decisions");
                    compared++;
                    if (fresh.size() > 0) withLays++;
                }
                assertEquals(afresh.count(), mine.count());
                for (int seat = 0; seat < seats; seat++) assertEquals(afresh.figures(seat), mine.figures(seat), "figures of seat " + seat);
                assertEquals(afresh.anyFree(), mine.anyFree());
                game.legalCodes(options);
                game.applyCode(options.get(rng.nextInt(options.size())));
            }
        }
        assertTrue(withLays > 1000, compared + " hands compared, " + withLays + " with lays");
    }
}
