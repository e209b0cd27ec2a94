package io.fogisles.base.bot;

import io.fogisles.base.Fixtures;
import io.fogisles.kernel.bot.Bot;
import io.fogisles.kernel.bot.BotAdvice;
import io.fogisles.kernel.bot.BotKnowledge;
import io.fogisles.kernel.bot.BotTurn;
import io.fogisles.kernel.bot.GreedyBot;
import io.fogisles.kernel.bot.Heuristic;
import io.fogisles.kernel.bot.SearchBot;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.sim.Simulation;
import io.fogisles.kernel.util.IntList;
import java.util.List;
import java.util.Locale;

/**
 * Round 7's proxy for tuning {@link SearchWeights} (a tool, run by hand, not a test): a greedy bot that judges
 * by {@link BaseHeuristic#searchValue} with candidate weights against three default greedy bots, base game, 4
 * players, seats rotated, the same games (common random numbers) for every candidate; a shared win counts 1/k.
 * Coordinate search from {@link SearchWeights#ROUND6}; weight sets are given as changes to it. See docs/measurements/round7-expert.md.
 *
 * <pre>java -cp … io.fogisles.base.bot.SearchWeightsTuning games seed rounds [start weights]</pre>
 */
public final class SearchWeightsTuning {
    private SearchWeightsTuning() {
    }

    public static void main(String[] args) {
        int games = Integer.parseInt(args[0]);
        long seed = Long.parseLong(args[1]);
        int rounds = Integer.parseInt(args[2]);
        RuleSet rules = Fixtures.base(4);
        BaseHeuristic base = null;
        for (Heuristic h : rules.contributions(Heuristic.class)) if (h instanceof BaseHeuristic b) base = b;
        if (args.length > 4 && args[4].startsWith("strong")) { // strong:N with the weights vs 3 strong:N (the listed weight sets, ';')
            int iters = Integer.parseInt(args[4].substring("strong:".length()));
            for (String spec : args[3].split(";")) {
                SearchWeights w = SearchWeights.parse(spec, SearchWeights.ROUND6);
                long t0 = System.nanoTime();
                double r = rate(rules, base, w, games, seed, iters);
                System.out.printf(Locale.ROOT, "strong:%d %.2f %% of %d (%.0f s) %s%n", iters, 100 * r / games, games, (System.nanoTime() - t0) / 1e9, w);
                System.out.flush();
            }
            return;
        }
        if (args.length > 4 && args[4].equals("eval")) { // evaluate the listed weight sets only (separated by ';')
            for (String spec : args[3].split(";")) {
                SearchWeights w = SearchWeights.parse(spec, SearchWeights.ROUND6);
                System.out.printf(Locale.ROOT, "%.2f %% %s%n", 100 * rate(rules, base, w, games, seed) / games, w);
            }
            return;
        }
        SearchWeights start = args.length > 3 ? SearchWeights.parse(args[3], SearchWeights.ROUND6) : SearchWeights.ROUND6;
        double[] w = start.toArray();
        double[] step = {0.5, 0.2, 0.3, 0.1, 0.3, 0.5, 0.5, 0.5, 0.5, 0.5, 0.3, 4};
        double best = rate(rules, base, SearchWeights.of(w), games, seed);
        System.out.printf(Locale.ROOT, "start %.2f %% %s%n", 100 * best / games, SearchWeights.of(w));
        for (int r = 0; r < rounds; r++) {
            boolean moved = false;
            for (int i = 0; i < w.length; i++) {
                for (int dir : new int[] {1, -1}) {
                    double[] c = w.clone();
                    c[i] += dir * step[i];
                    if (i == 11 && c[i] < 1) continue;
                    double v = rate(rules, base, SearchWeights.of(c), games, seed);
                    System.out.printf(Locale.ROOT, "  r%d %s %+.2f: %.2f %%%n", r, SearchWeights.NAMES[i], dir * step[i], 100 * v / games);
                    if (v > best) {
                        best = v;
                        w = c;
                        moved = true;
                        System.out.printf(Locale.ROOT, "best %.2f %% %s%n", 100 * best / games, SearchWeights.of(w));
                        break;
                    }
                }
            }
            if (!moved) for (int i = 0; i < step.length; i++) step[i] /= 2;
            System.out.flush();
        }
        System.out.printf(Locale.ROOT, "final %.2f %% %s%n", 100 * best / games, SearchWeights.of(w));
    }

    /** The candidate's summed win shares over the games. */
    static double rate(RuleSet rules, BaseHeuristic base, SearchWeights w, int games, long seed) {
        return rate(rules, base, w, games, seed, 0);
    }

    /** With {@code iterations} > 0: strong bots of that many iterations instead of greedy ones. */
    static double rate(RuleSet rules, BaseHeuristic base, SearchWeights w, int games, long seed, int iterations) {
        BaseHeuristic h = base.withSearchWeights(w);
        Heuristic judge = new Heuristic() {
            @Override
            public double value(Game game, int seat) {
                return h.searchValue(game, seat);
            }
        };
        BotKnowledge know = new BotKnowledge(List.of(judge), rules.contributions(BotAdvice.class));
        double wins = 0;
        for (int i = 0; i < games; i++) {
            long gs = Simulation.gameSeed(seed, i);
            int cand = i % 4;
            Game game = rules.newGame(gs);
            Bot[] bots = new Bot[4];
            Rng[] rngs = new Rng[4];
            for (int s = 0; s < 4; s++) {
                if (iterations > 0) bots[s] = s == cand ? new SearchBot(know, iterations) : new SearchBot(rules, iterations);
                else bots[s] = s == cand ? new GreedyBot(know) : new GreedyBot(rules);
                rngs[s] = new Rng(gs * 31 + s);
            }
            IntList options = new IntList(64);
            for (int d = 0; d < 200_000 && !game.isOver(); d++) {
                game.legalCodes(options);
                int seat = game.pendingSeat();
                game.applyCode(bots[seat].choose(new BotTurn(game, options, rngs[seat])));
            }
            var winners = game.scores().winners();
            if (winners.contains(cand)) wins += 1.0 / winners.size();
        }
        return wins;
    }
}
