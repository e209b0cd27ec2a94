package io.fogisles.expansion;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.fogisles.kernel.bot.BotAdvice;
import io.fogisles.kernel.bot.BotKnowledge;
import io.fogisles.kernel.bot.GreedyBot;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.PendingDecision;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The greedy bot tries options in trials on one copy (issue 15) and its heuristic remembers island values:
 * it must choose exactly what the greedy bot of a copy per option chose (the reference below, with the
 * heuristics of another rule set), and a trial must leave the game as it was. {@code IslandMemoTest} checks
 * the remembered values against values worked out afresh.
 */
class GreedyTrialTest {
    /** The greedy bot as it was: a copy of the game per option. */
    static int copyPerOption(BotKnowledge know, Game view, int seat, IntList options, Rng rng) {
        if (options.size() == 1) return options.get(0);
        PendingDecision p = view.pending();
        int quick = know.quickAnswer(view, seat, p.id(), options);
        if (quick != BotAdvice.NONE) return quick;
        int best = options.get(0), ties = 0;
        double bestValue = Double.NEGATIVE_INFINITY;
        IntList settle = new IntList();
        for (int i = 0; i < options.size(); i++) {
            int code = options.get(i);
            Game c = view.copy();
            c.applyCode(code);
            for (int guard = 0; guard < 8; guard++) {
                PendingDecision q = c.pending();
                if (q == null || q.seat() != seat || !know.settles(q.id())) break;
                c.legalCodes(settle);
                int answer = know.settle(c, seat, q.id(), settle);
                c.applyCode(answer != BotAdvice.NONE ? answer : settle.get(0));
            }
            double v = know.value(c, seat);
            if (v > bestValue + 1e-9) {
                bestValue = v;
                best = code;
                ties = 1;
            } else if (Math.abs(v - bestValue) <= 1e-9 && rng.nextInt(++ties) == 0) {
                best = code;
            }
        }
        return best;
    }

    @ParameterizedTest(name = "{0}, {1} players: greedy in trials chooses as greedy with a copy per option, every decision of 2 games")
    @CsvSource({"base,front,-,4", "'base,harbour',back,front,3", "'base,harbour,expansion',front,back,2"})
    void sameChoices(String modules, String island, String harbour, int seats) {
        RuleSet rules = AllCombinationsPlayoutTest.rules(modules, island, harbour, seats);
        GreedyBot trials = new GreedyBot(rules);
        BotKnowledge reference = BotKnowledge.of(AllCombinationsPlayoutTest.rules(modules, island, harbour, seats)); // its own heuristics
        IntList options = new IntList();
        for (long seed = 1; seed <= 2; seed++) {
            try (Game game = rules.newGame(seed)) {
                Rng r = new Rng(seed);
                while (!game.isOver()) {
                    int seat = game.pendingSeat();
                    game.legalCodes(options);
                    long viewSeed = r.nextLong(), pick = r.nextLong();
                    Game view = game.copyForSearch(seat, viewSeed);
                    String before = view.state().sha256();
                    int[] codesBefore = view.codes();
                    int a = trials.choose(view, seat, options, new Rng(pick));
                    assertEquals(before, view.state().sha256(), "the trials left the game as it was");
                    assertArrayEquals(codesBefore, view.codes());
                    int b = copyPerOption(reference, game.copyForSearch(seat, viewSeed), seat, options, new Rng(pick));
                    assertEquals(b, a, "seed " + seed + ", decision " + game.decisionCount() + " (" + game.pending().id() + ")");
                    game.applyCode(a);
                }
            }
        }
    }
}
