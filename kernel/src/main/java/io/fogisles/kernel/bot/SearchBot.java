package io.fogisles.kernel.bot;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.PendingDecision;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;

/**
 * The "strong" level, for any game: a determinised Monte Carlo search. For the decisions the modules call
 * worth searching ({@link BotAdvice#worthSearching}) it plays every option out many times on copies of the
 * game that know only what its seat can see, re-dealt for every playout ({@link Game#copyForSearch}); each
 * playout finishes the seat's turn with the greedy policy and is judged by the modules' heuristics. Options
 * are sampled with UCB1 within an iteration budget; the best average wins. Other decisions are taken
 * greedily. A game whose advice asks for it ({@link BotAdvice#searchThroughReplies}) has its playouts go on
 * through the other seats' replies, each played greedily, up to the seat's next turn.
 */
public final class SearchBot implements Bot {
    public static final int DEFAULT_ITERATIONS = 96;
    private static final int MAX_PLAYOUT_DECISIONS = 40;

    private final BotKnowledge know;
    private final GreedyBot greedy;
    private final int iterations;
    private final boolean throughReplies;
    private final IntList playoutOptions = new IntList();

    public SearchBot(RuleSet rules, int iterations) {
        this(BotKnowledge.of(rules), iterations);
    }

    /** A strong bot that judges by {@code know} (for measurements: e.g. other weights of a heuristic). */
    public SearchBot(BotKnowledge know, int iterations) {
        this.know = know;
        this.greedy = new GreedyBot(know);
        this.iterations = iterations;
        this.throughReplies = know.searchThroughReplies();
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
        if (!know.worthSearching(view.pending().id())) return greedy.choose(view, seat, options, turn.rng());
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

    /**
     * Plays the option on a re-dealt copy, finishes the seat's turn greedily (and, when the game asks for it,
     * the other seats' replies, each by the greedy level for that seat), and judges the result.
     */
    private double playout(Game view, int seat, int code, Rng rng) {
        Game sim = view.copyForSearch(seat, rng.nextLong());
        int round = sim.round();
        sim.applyCode(code);
        for (int k = 0; k < MAX_PLAYOUT_DECISIONS && !sim.isOver(); k++) {
            PendingDecision p = sim.pending();
            if (p == null || sim.round() != round) break;
            int mover = p.seat();
            if (mover != seat && (!throughReplies || mover < 0)) break; // (a decision of several seats at once: not played here)
            if (mover == seat && know.startsTurn(p.id())) break; // the seat's next turn has begun
            sim.legalCodes(playoutOptions);
            sim.applyCode(greedy.choose(sim, mover, playoutOptions, rng));
        }
        return know.value(sim, seat);
    }
}
