package io.fogisles.kernel.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.sim.Simulation;
import io.fogisles.kernel.toy.CardsPlugin;
import io.fogisles.kernel.toy.ToyFixture;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The kernel's bot levels play games the kernel has never heard of: the toy counter game and the card game
 * with private hands contribute only a heuristic and say which decision to search, and get working greedy,
 * strong and expert players (measured against the random level, seats rotated).
 */
class KernelBotsTest {

    /** The strong level's share of the wins over {@code games} games against random players, seats rotated. */
    private static double winShare(RuleSet rules, String level, int games) throws InterruptedException {
        BotRegistry bots = BotRegistry.of(rules);
        List<String> seating = new java.util.ArrayList<>(java.util.Collections.nCopies(rules.seats(), "random"));
        seating.set(0, level);
        double won = 0;
        for (Simulation.GameRecord r : new Simulation(rules, bots).run(5, games, seating, true, 1, null)) {
            int seat = r.botsBySeat().indexOf(level);
            List<Integer> winners = r.scores().winners();
            if (winners.contains(seat)) won += 1.0 / winners.size();
        }
        return won / games;
    }

    @Test
    void everyKernelLevelExistsForAnyGameAndAModuleMayAddItsOwn() {
        RuleSet rules = CardsPlugin.rules(2);
        BotRegistry bots = BotRegistry.of(rules);
        List<String> expected = new java.util.ArrayList<>(BotRegistry.STANDARD_LEVELS);
        expected.add("low-card"); // contributed by the card game (the recipe "a new bot level")
        assertEquals(expected, bots.ids());
        for (String id : bots.ids()) assertEquals(id, bots.create(id, rules).id());
        assertEquals(BotRegistry.STANDARD_LEVELS, BotRegistry.of(ToyFixture.toyRules(2)).ids(), "the toy adds none");
    }

    @Test
    void aModulesOwnLevelPlaysASimulation() throws InterruptedException {
        RuleSet rules = CardsPlugin.rules(2);
        for (Simulation.GameRecord r : new Simulation(rules, BotRegistry.of(rules)).run(1, 10, List.of("low-card", "strong"), true, 1, null))
            assertEquals("cards:hands-empty", r.endReason());
        try (io.fogisles.kernel.game.Game g = rules.newGame(3, true)) {
            Bot low = BotRegistry.of(rules).create("low-card", rules);
            io.fogisles.kernel.util.IntList options = new io.fogisles.kernel.util.IntList();
            while (!g.isOver()) {
                g.legalCodes(options);
                int choice = low.choose(new BotTurn(g, options, new io.fogisles.kernel.random.Rng(1)));
                for (int i = 0; i < options.size(); i++) assertTrue(choice <= options.get(i), "the lowest card of " + options);
                g.applyCode(choice);
            }
        }
    }

    @Test
    void theToyGameGetsAStrongPlayerWithoutWritingOne() throws InterruptedException {
        double strong = winShare(ToyFixture.toyRules(2), "strong", 40);
        assertTrue(strong >= 0.75, "strong won " + strong + " of the toy games against random");
    }

    @Test
    void theExpertLevelPlaysBothGamesOnAPlayoutBudget() throws InterruptedException {
        double toy = winShare(ToyFixture.toyRules(2), "expert:100playouts", 40);
        assertTrue(toy >= 0.75, "expert won " + toy + " of the toy games against random");
        double cards = winShare(CardsPlugin.rules(2), "expert:100playouts", 200);
        assertTrue(cards >= 0.58, "expert won " + cards + " of the card games against random");
    }

    @Test
    void aSearchBudgetIsAThinkTimeOrAPlayoutCountAndReadsBackAsWritten() {
        for (String s : List.of("500ms", "1s", "2s", "1500ms", "5000playouts")) assertEquals(s, SearchBudget.parse(s).toString());
        assertEquals(SearchBudget.thinkTime(2000), SearchBudget.parse("2000ms"));
        assertTrue(SearchBudget.parse("2s").timed() && !SearchBudget.parse("40playouts").timed());
        for (String bad : List.of("", "fast", "0ms", "-1s", "12", "1.5s", "99999999999s"))
            assertTrue(org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> SearchBudget.parse(bad)).getMessage()
                    .contains("like 500ms or 2s"), bad);
        BotRegistry bots = BotRegistry.of(ToyFixture.toyRules(2));
        assertEquals(SearchBudget.thinkTime(500), ((ExpertBot) bots.create("expert:500ms", ToyFixture.toyRules(2))).budget());
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> bots.create("greedy:1s", ToyFixture.toyRules(2)));
        assertTrue(e.getMessage().contains("'greedy' takes no budget"), e.getMessage());
    }

    @Test
    void theCardGameWithHiddenHandsGetsGreedyAndStrongPlayers() throws InterruptedException {
        RuleSet rules = CardsPlugin.rules(2);
        double greedy = winShare(rules, "greedy", 200), strong = winShare(rules, "strong", 200);
        assertTrue(greedy >= 0.58, "greedy won " + greedy + " of the card games against random");
        assertTrue(strong >= 0.58, "strong won " + strong + " of the card games against random");
    }

    /**
     * A game's advice may ask the strong level to play its playouts on through the other seats' replies
     * ({@link BotAdvice#searchThroughReplies}): then every playout is judged when the seat's next turn has begun
     * (or the game is over), after the other seat has answered greedily; without it, when the seat's own turn is
     * done and the other seat is to move. The card game's seats play one card a turn, so both are easy to see.
     */
    @Test
    void aGameMayAskTheStrongLevelToJudgeItsPlayoutsAfterTheOtherSeatsReplies() {
        RuleSet rules = CardsPlugin.rules(2);
        for (boolean replies : new boolean[] {false, true}) {
            List<int[]> judged = new java.util.ArrayList<>(); // per judgement of seat 0 by the search: the seat to move, 1 when over
            int[] otherSeatJudged = {0};
            Heuristic recording = (game, seat) -> {
                if (seat == 1) otherSeatJudged[0]++;
                else judged.add(new int[] {game.isOver() ? -1 : game.pending().seat()});
                return 0;
            };
            BotAdvice advice = new BotAdvice() {
                @Override
                public boolean worthSearching(String decisionId) {
                    return true;
                }

                @Override
                public boolean searchThroughReplies() {
                    return replies;
                }
            };
            SearchBot strong = new SearchBot(new BotKnowledge(List.of(recording), List.of(advice)), 12);
            try (io.fogisles.kernel.game.Game g = rules.newGame(3, true)) {
                io.fogisles.kernel.util.IntList options = new io.fogisles.kernel.util.IntList();
                g.legalCodes(options);
                assertEquals(0, g.pendingSeat());
                assertTrue(options.size() > 1, "seat 0 has a choice");
                int choice = strong.choose(new BotTurn(g, options, new io.fogisles.kernel.random.Rng(7)));
                assertTrue(options.contains(choice));
            }
            assertEquals(12, judged.size(), "one judgement per playout");
            for (int[] j : judged) assertEquals(replies ? 0 : 1, j[0], replies ? "judged at the seat's next turn" : "judged when its turn is done");
            if (replies) assertTrue(otherSeatJudged[0] > 0, "the other seat's reply was chosen greedily, by its own estimate");
            else assertEquals(0, otherSeatJudged[0], "nobody plays the other seat's turn");
        }
    }
}
