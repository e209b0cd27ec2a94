package io.fogisles.base.bot;

import io.fogisles.kernel.bot.Bot;
import io.fogisles.kernel.bot.BotTurn;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.PendingDecision;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import java.util.Set;

/**
 * The "strong" level: a determinised Monte Carlo search. For the decisions that shape a turn (where to
 * fly, which cloud to take or whether to trade or activate a tile) it plays every option out many times
 * on copies of the game whose hidden draw order is re-seeded each time (so it never sees the real bag
 * order): each playout finishes its own turn with the greedy policy and is judged by the modules'
 * heuristics. Options are sampled with UCB1 within an iteration budget; the best average wins. Other
 * decisions are taken greedily.
 */
public final class StrongBot implements Bot {
    public static final int DEFAULT_ITERATIONS = 96;
    static final Set<String> SEARCHED = Set.of("base:fly", "base:take-cloud", "harbour:trade-start", "base:choose-start-field");
    private static final int MAX_PLAYOUT_DECISIONS = 40;

    private final GreedyBot greedy;
    private final int iterations;

    public StrongBot(RuleSet rules, int iterations) {
        this.greedy = new GreedyBot(rules);
        this.iterations = iterations;
    }

    @Override
    public String id() {
        return "strong";
    }

    @Override
    public int choose(BotTurn turn) {
        IntList options = turn.options();
        if (options.size() == 1) return options.get(0);
        Game view = turn.view();
        int seat = turn.seat();
        if (!SEARCHED.contains(view.pending().id())) return greedy.choose(view, seat, options, turn.rng());
        return search(view, seat, options, turn.rng());
    }

    private int search(Game view, int seat, IntList options, Rng rng) {
        int n = options.size();
        double[] sum = new double[n];
        int[] visits = new int[n];
        int budget = Math.max(iterations, 2 * n);
        double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
        for (int it = 0; it < budget; it++) {
            int i;
            if (it < n) {
                i = it; // every option once
            } else {
                double scale = Math.max(1e-6, hi - lo);
                double bestUcb = Double.NEGATIVE_INFINITY;
                i = 0;
                for (int k = 0; k < n; k++) {
                    double mean = (sum[k] / visits[k] - lo) / scale;
                    double ucb = mean + Math.sqrt(2.0 * Math.log(it) / visits[k]);
                    if (ucb > bestUcb) {
                        bestUcb = ucb;
                        i = k;
                    }
                }
            }
            double v = playout(view, seat, options.get(i), rng);
            sum[i] += v;
            visits[i]++;
            lo = Math.min(lo, v);
            hi = Math.max(hi, v);
        }
        int best = 0;
        for (int k = 1; k < n; k++) if (sum[k] / visits[k] > sum[best] / visits[best]) best = k;
        return options.get(best);
    }

    /** Plays the option on a re-seeded copy, finishes the seat's turn greedily, and judges the result. */
    private double playout(Game view, int seat, int code, Rng rng) {
        Game sim = view.copyForSearch(rng.nextLong());
        int round = sim.round();
        sim.applyCode(code);
        IntList opts = new IntList();
        for (int k = 0; k < MAX_PLAYOUT_DECISIONS && !sim.isOver(); k++) {
            PendingDecision p = sim.pending();
            if (p == null || p.seat() != seat || sim.round() != round) break;
            if (p.id().equals("base:fly") || p.id().equals("base:reroll")) break; // the next turn or round has begun
            sim.legalCodes(opts);
            sim.applyCode(greedy.choose(sim, seat, opts, rng));
        }
        return greedy.value(sim, seat);
    }
}
