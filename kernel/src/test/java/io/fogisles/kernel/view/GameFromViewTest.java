package io.fogisles.kernel.view;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.toy.CardsPlugin;
import io.fogisles.kernel.util.IntList;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * {@link RuleSet#gameFromView}: a game made from what one seat may see (as a client receives it), with what
 * the seat cannot see dealt from the bot's own seed: its own hand kept, other hands and the deck filled with
 * the unseen cards, sizes kept, and playable forward. On the cards toy, whose hands and deck are hidden.
 */
class GameFromViewTest {
    private final RuleSet rules = CardsPlugin.rules(3);
    private final CardsPlugin.CardsState cs = rules.service(CardsPlugin.CardsState.class);

    @Test
    void aGameFromASeatsViewKeepsWhatTheSeatSeesAndDealsTheRest() {
        try (Game real = rules.newGame(11, true)) {
            int seat = real.pendingSeat();
            GameState view = SeatView.of(real.state(), seat).toState(rules.layout());
            try (Game g = rules.gameFromView(view, seat, 99)) {
                GameState s = g.state();
                assertArrayEquals(real.state().pieces(cs.hand.of(seat)), s.pieces(cs.hand.of(seat)), "its own hand as it is");
                for (int other = 0; other < 3; other++) {
                    assertEquals(real.state().size(cs.hand.of(other)), s.size(cs.hand.of(other)), "every hand keeps its size");
                    for (int p : s.pieces(cs.hand.of(other))) assertTrue(p >= 0, "a real card in every place, none hidden");
                }
                assertEquals(real.state().size(cs.deck.global()), s.size(cs.deck.global()));
                for (int p = 0; p < rules.layout().pieceCount(); p++) assertTrue(s.zoneOf(p) >= 0, "every card lies somewhere");

                IntList realOptions = new IntList(), viewOptions = new IntList();
                real.legalCodes(realOptions);
                g.legalCodes(viewOptions);
                assertEquals(seat, g.pendingSeat(), "the same decision is pending");
                assertTrue(viewOptions.size() > 0);
                g.applyCode(viewOptions.get(0)); // it plays forward like any game
            }
            try (Game a = rules.gameFromView(view, seat, 5); Game b = rules.gameFromView(view, seat, 5)) {
                assertTrue(a.state().sameAs(b.state()), "the same view and seed give the same game");
            }
        }
    }

    @Test
    void aRealStateIsDealtAsBefore() {
        // the real state has no unlocated cards: the search copy deals as it always did (seeded bot games unchanged)
        try (Game real = rules.newGame(12, true)) {
            GameState a = real.state().copyForSearch(1, new long[] {3, 4}), b = real.state().copyForSearch(1, new long[] {3, 4});
            assertTrue(a.sameAs(b));
            int[] hand = a.pieces(cs.hand.of(1));
            assertTrue(Arrays.stream(hand).allMatch(p -> p >= 0));
        }
    }
}
