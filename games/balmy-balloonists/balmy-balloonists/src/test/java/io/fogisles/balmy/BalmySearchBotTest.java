package io.fogisles.balmy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.balmy.bot.BalmySearchBot;
import io.fogisles.kernel.bot.BotTurn;
import io.fogisles.kernel.bot.GreedyBot;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Balmy's strong level looks past its own turn (issue 31): its playouts go on through the other seat's greedy replies
 * and its own next turns, so it sees where its option B sends a silver figure and what a card lying face up in front of
 * the other seat's balloon can then do to the balloon the figure lands on. Greedy's single trial, judged by the same
 * heuristic, does not.
 */
class BalmySearchBotTest {

    /**
     * Two players, seat 0 (balloons 0 and 2) to play balloon 0's card, with only w25 (medium: one lane north) in
     * front and the figures on seat 1's balloons 1 and 3. Option B on balloon 1 (the trailing one, so the better hit
     * by the heuristic) sends its figure on to balloon 2, high on lane 4 beside Iraq, where w35 in front of balloon 1
     * (high: one lane south) blows it into Iraq in seat 1's next turn: without a permit it lands and sits out its next
     * turn (M4.5, M9.2); option B on balloon 3 sends the figure to balloon 0, which flies at medium, where w35 does
     * nothing.
     */
    static Scenario trap() {
        Scenario s = Scenario.start(2).plain();
        int x = s.card("w25"), y = s.card("w35");
        s.hand(0).played(0, x).played(1, y).rose(1, 3);
        s.at(0, 3, 20).altitude(0, Altitude.MEDIUM).chips(0, 0, 0, 6); // can neither rise nor sink: stays at medium
        s.at(1, 3, 9).altitude(1, Altitude.MEDIUM);
        s.at(3, 3, 10).altitude(3, Altitude.MEDIUM);
        s.at(2, 4, 8).altitude(2, Altitude.HIGH).chips(2, 6, 6, 6); // lane 5 beside it: field 9, Iraq
        // on the current card of balloons 1 and 3's quadrant, lane 2 flies slower than lane 3 at medium: w25 hurts
        s.quadrant(0, s.quadrantCard(c -> s.g.decks.flight(c, 2, Altitude.MEDIUM) + 2 <= s.g.decks.flight(c, 3, Altitude.MEDIUM)));
        return s;
    }

    private static int target(int code) {
        return BalmyCodes.playOnto(code);
    }

    @Test
    @DisplayName("M3.4: greedy plays option B on the trailing balloon; the strong level sees the figure move on to its own high balloon and the reply blow it into a zone (M9.2), and plays on the other")
    void strongSeesWhereTheFigureGoes() {
        for (long seed = 1; seed <= 3; seed++) {
            Scenario s = trap();
            IntList options = s.codes();
            assertEquals(2, options.size(), "option B on balloon 1 or on balloon 3");
            int greedy = new GreedyBot(s.game.rules()).choose(new BotTurn(s.game, options, new Rng(seed)));
            assertEquals(1, target(greedy), "greedy hits the trailing balloon, seed " + seed);
            int strong = new BalmySearchBot(s.game.rules()).choose(new BotTurn(s.game, options, new Rng(seed)));
            assertEquals(3, target(strong), "the strong level keeps the figure off its high balloon, seed " + seed);
        }
    }

    @Test
    @DisplayName("M9.2: in the trap, the reply the strong level fears is real: after option B on balloon 1, seat 1 blows balloon 2 into Iraq, where it lands")
    void theReplyIsReal() {
        Scenario s = trap();
        s.playOn(s.card("w25"), 1, "move");
        while (s.current() == 0) s.submit(s.legal().get(0));
        assertTrue(s.figure(0) == 2 || s.figure(1) == 2, "the figure moved on to balloon 2");
        s.submit(new BalmyAction.Play(s.card("w35"), 2, "move"));
        assertEquals(5, s.lane(2));
        assertEquals(9, s.field(2), "Iraq");
        assertEquals(Altitude.GROUNDED, s.alt(2), "landed: no permit for Iraq");
    }
}
