package io.fogisles.kernel.bot;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.PendingDecision;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;

/**
 * The "expert" level, for any game: an information-set Monte Carlo tree search over the seat's whole turn.
 * Every playout deals the hidden information anew from the bot's own generator ({@link Game#copyForSearch}:
 * the bag in another order, other future draws) and walks a tree of the seat's own decisions of this turn
 * to its end. At the decisions the modules call worth searching ({@link BotAdvice#worthSearching}) the tree
 * branches by UCT; at the others it takes the greedy choice. Each option's greedy judgement (its prior) is
 * computed once, when the option first appears in a node, and counts as one playout, so the search starts on
 * the greedy line and widens where the playouts say it pays.
 *
 * <p>What happens at the turn's end is its {@link Design}. {@link Design#WEIGHTED} (the default since round 7):
 * the playout stops when another seat acts, the round ends or the seat's next turn begins, and is judged by the
 * modules' {@link Heuristic#searchValue}s (the scoring in force included, {@link RuleScoring}); the decisions
 * it does not search are taken greedily by the same estimate. The search value is the modules' estimate tuned
 * for winning (in the first module: other weights of the same parts, found with greedy and strong bots as proxies); against
 * three strong bots it lifted the expert from par to the figures of docs/measurements/round7-expert.md.
 * {@link Design#TURN} (the default before): the same, judged by {@link Heuristic#value}s, the estimate greedy
 * and strong judge by. {@link Design#LOOK_AHEAD}:
 * the playout goes on through the other seats' turns (and the seat's own questions between its turns), played
 * by the modules' cheap model of a player ({@link BotAdvice#rolloutAnswer}), up to the seat's next turn or the
 * game's end, and is judged relatively: the seat's {@link Heuristic#searchValue} minus the best other seat's,
 * or, when the game ended, its total minus the best other total on the score sheet. Measured against three
 * strong bots (docs/measurements/round6-expert.md) the look-ahead won more at 2,000 playouts per decision but
 * not at 5,000 (27.3 % against 26.5 % over the same 200 games), at several times the cost of a playout, so it
 * is not the default; {@code -Dfogisles.expert.design=lookahead} selects it for the bots made without one.
 *
 * <p>Cost: one copy of the game per playout plus one per new option of a node (the priors); the tree is
 * shared by all playouts, so as it fills, a playout is one copy, a few applied options and one evaluation
 * (with the look-ahead: the other seats' turns played by rule and one estimate per seat). The budget
 * ({@link SearchBudget}) applies to each searched decision; the seat's other decisions are taken greedily,
 * and decisions with one option or an obvious answer ({@link BotAdvice#quickAnswer}) are not judged. On a
 * playout budget the bot is a function of its random generator; on a think time it is not (the clock decides
 * how many playouts run).
 */
public final class ExpertBot implements Bot {
    /**
     * How much UCT explores, for values scaled to [0, 1] by the lowest and highest seen in the search. Low,
     * because the priors already order the options. The value of the trial games that matched the strong
     * level (docs/bots.md). {@code -Dfogisles.expert.exploration} changes it for bots made afterwards (for tuning):
     * 1.0 won 48.5 % against three strong bots where 0.3 won 45.5 % (round 7's 200 games), and 48.8 % against 46.8 %
     * on 200 others, too little to tell from noise (docs/measurements/round8-expert.md).
     */
    static final double EXPLORATION = 0.3;
    private static final int MAX_DEPTH = 40;
    /** A guard against a turn that never ends: decisions applied in one playout, forced ones included. */
    private static final int MAX_STEPS = 200;
    private static final int MAX_SETTLED = 8;
    /** A guard for the look-ahead: decisions of the other seats (and the seat's own between its turns) in one playout. */
    private static final int MAX_ROLLOUT_STEPS = 400;

    /**
     * What a playout does at the turn's end and how it is judged: whether it plays on through the other seats'
     * turns ({@code lookAhead}), judges relatively (the seat's estimate minus the best other seat's), judges a
     * finished game by its score sheet ({@code finalScores}) and reads the modules' {@link Heuristic#searchValue}
     * rather than {@link Heuristic#value}. See the class comment.
     */
    public record Design(boolean lookAhead, boolean relative, boolean finalScores, boolean searchValue) {
        /** The turn alone, judged by the heuristics' {@link Heuristic#value}s (greedy's and strong's estimate): the default before round 7. */
        public static final Design TURN = new Design(false, false, false, false);
        /** The turn alone, judged by the modules' {@link Heuristic#searchValue}s (round 7): the default. */
        public static final Design WEIGHTED = new Design(false, false, false, true);
        /** Round 6's trial: on to the seat's next turn with the cheap model, judged relatively. */
        public static final Design LOOK_AHEAD = new Design(true, true, true, true);

        /** The design of bots made without one: {@code -Dfogisles.expert.design=lookahead}, {@code turn} or {@code weighted} (the default). */
        public static Design fromSystem() {
            String d = System.getProperty("fogisles.expert.design", "weighted");
            return switch (d) {
                case "turn" -> TURN;
                case "lookahead" -> LOOK_AHEAD;
                case "weighted" -> WEIGHTED;
                default -> throw new IllegalArgumentException("fogisles.expert.design is turn, weighted or lookahead; got '" + d + "'");
            };
        }
    }

    private final BotKnowledge know;
    private final SearchBudget budget;
    private final Design design;
    private final GreedyBot greedy;
    private final double exploration = explorationFromSystem();
    private final IntList options = new IntList(64);
    private final IntList settleOptions = new IntList(16);
    private final TurnNode[] pathNodes = new TurnNode[MAX_DEPTH];
    private final int[] pathEdges = new int[MAX_DEPTH];
    private Search last = new Search(0, 0, 0, 0);
    private int lookAheadDecisions, finishedPlayouts;

    public ExpertBot(RuleSet rules, SearchBudget budget) {
        this(BotKnowledge.of(rules), budget, Design.fromSystem());
    }

    public ExpertBot(RuleSet rules, SearchBudget budget, Design design) {
        this(BotKnowledge.of(rules), budget, design);
    }

    public ExpertBot(BotKnowledge know, SearchBudget budget) {
        this(know, budget, Design.fromSystem());
    }

    public ExpertBot(BotKnowledge know, SearchBudget budget, Design design) {
        this.know = know;
        this.budget = budget;
        this.design = design;
        // the decisions it does not search are judged as its playouts judge them
        this.greedy = new GreedyBot(design.searchValue() ? know.bySearchValue() : know);
    }

    private static double explorationFromSystem() {
        String e = System.getProperty("fogisles.expert.exploration");
        if (e == null || e.isBlank()) return EXPLORATION;
        try {
            return Double.parseDouble(e.trim());
        } catch (NumberFormatException x) {
            throw new IllegalArgumentException("fogisles.expert.exploration is a number; got '" + e + "'");
        }
    }

    /**
     * What the last search did: for measurements (playouts per second) and tests, not for play. {@code
     * lookAheadDecisions}: the decisions its playouts took past the seat's turn with the cheap model; {@code
     * finished}: the playouts that reached the game's end (judged by the score sheet).
     */
    public record Search(int playouts, long nanos, int lookAheadDecisions, int finished) {
    }

    @Override
    public String id() {
        return "expert";
    }

    public SearchBudget budget() {
        return budget;
    }

    /** The last search (zero playouts when the last decision needed none). */
    public Search lastSearch() {
        return last;
    }

    @Override
    public int choose(BotTurn turn) {
        last = new Search(0, 0, 0, 0);
        IntList real = turn.options();
        if (real.size() == 1) return real.get(0);
        Game view = turn.view();
        int seat = turn.seat();
        String decision = view.pending().id();
        int quick = know.quickAnswer(view, seat, decision, real);
        if (quick != BotAdvice.NONE) return quick;
        if (!know.worthSearching(decision)) return greedy.choose(view, seat, real, turn.rng());
        return search(view, seat, real, turn.rng());
    }

    private int search(Game view, int seat, IntList rootOptions, Rng rng) {
        long start = System.nanoTime();
        long deadline = budget.timed() ? start + budget.thinkMillis() * 1_000_000L : Long.MAX_VALUE;
        int playouts = budget.timed() ? Integer.MAX_VALUE : budget.playouts();
        playouts = Math.max(playouts, rootOptions.size()); // every option at least once, whatever the budget
        TurnNode root = new TurnNode();
        String rootDecision = view.pending().id();
        double[] range = {Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        int done = 0;
        lookAheadDecisions = 0;
        finishedPlayouts = 0;
        while (done < playouts && (done < rootOptions.size() || System.nanoTime() < deadline)) {
            playout(view, seat, root, rootDecision, rootOptions, rng, range);
            done++;
        }
        last = new Search(done, System.nanoTime() - start, lookAheadDecisions, finishedPlayouts);
        return mostVisited(root, rootDecision, rootOptions);
    }

    /**
     * One playout: a fresh guess of the hidden information, then down the tree to the end of the turn. Each
     * option is chosen by UCT on the playouts' means, with the heuristic's judgement of the option alone (its
     * prior, computed once when the option first appears) counted as one playout; so a new node first follows
     * the greedy choice and the search then widens where the playouts say it pays.
     */
    private void playout(Game view, int seat, TurnNode root, String rootDecision, IntList rootOptions, Rng rng, double[] range) {
        Game sim = view.copyForSearch(seat, rng.nextLong());
        int round = sim.round();
        TurnNode node = root;
        int depth = 0;
        for (int step = 0; step < MAX_STEPS && depth < MAX_DEPTH && !sim.isOver(); step++) {
            PendingDecision p = sim.pending();
            if (p == null || p.seat() != seat || sim.round() != round) break; // another seat acts, or the round is over
            String decision = p.id();
            IntList legal = rootOptions;
            if (depth > 0) {
                if (know.startsTurn(decision)) break; // the seat's next turn
                sim.legalCodes(options);
                legal = options;
                if (legal.size() == 1) {
                    sim.applyCode(legal.get(0));
                    continue;
                }
                int quick = know.quickAnswer(sim, seat, decision, legal);
                if (quick != BotAdvice.NONE) {
                    sim.applyCode(quick);
                    continue;
                }
            }
            int edge = depth == 0 || know.worthSearching(decision) ? select(node, decision, legal, sim, seat, rng, range)
                    : bestPrior(node, decision, legal, sim, seat, range);
            pathNodes[depth] = node;
            pathEdges[depth] = edge;
            depth++;
            sim.applyCode(node.code(edge));
            node = node.child(edge);
        }
        settle(sim, seat);
        if (design.lookAhead()) playOthers(sim, seat, rng);
        if (sim.isOver()) finishedPlayouts++;
        double v = judge(sim, seat);
        widen(range, v);
        for (int d = 0; d < depth; d++) pathNodes[d].record(pathEdges[d], v);
    }

    /**
     * The look-ahead: the other seats' turns (and the seat's own decisions between its turns, such as a bonus
     * draw) are played by the modules' cheap model ({@link BotKnowledge#rolloutAnswer}, then the quick
     * answers and settle rules, else chance) until the seat's next turn begins or the game ends.
     */
    private void playOthers(Game sim, int seat, Rng rng) {
        for (int step = 0; step < MAX_ROLLOUT_STEPS && !sim.isOver(); step++) {
            PendingDecision p = sim.pending();
            if (p == null) return;
            String id = p.id();
            int s = p.seat();
            if (s == seat && know.startsTurn(id)) return;
            sim.legalCodes(options);
            int code = options.get(0);
            if (options.size() > 1) {
                code = know.quickAnswer(sim, s, id, options);
                if (code == BotAdvice.NONE) code = know.rolloutAnswer(sim, s, id, options);
                if (code == BotAdvice.NONE && know.settles(id)) code = know.settle(sim, s, id, options);
                if (code == BotAdvice.NONE) code = options.get(rng.nextInt(options.size()));
            }
            sim.applyCode(code);
            lookAheadDecisions++;
        }
    }

    /** A playout's end (or an option's prior) as the search judges it: the seat's estimate, or that minus the best other seat's. */
    private double judge(Game sim, int seat) {
        if (sim.isOver() && design.finalScores()) return finalMargin(sim, seat);
        double own = value(sim, seat);
        if (!design.relative()) return own;
        int n = sim.state().seats();
        if (n < 2) return own;
        double best = Double.NEGATIVE_INFINITY;
        for (int o = 0; o < n; o++) {
            if (o == seat) continue;
            double v = value(sim, o);
            best = Math.max(best, v);
        }
        return own - best;
    }

    private double value(Game sim, int seat) {
        return design.searchValue() ? know.searchValue(sim, seat) : know.value(sim, seat);
    }

    /** A finished playout: the seat's total minus the best other total, from the score sheet (a shared win or a lost tie-break by half a point). */
    private double finalMargin(Game sim, int seat) {
        io.fogisles.kernel.score.ScoreSheet sheet = sim.scores();
        int[] totals = sheet.totals();
        int own = totals[seat], best = Integer.MIN_VALUE;
        for (int o = 0; o < totals.length; o++) if (o != seat) best = Math.max(best, totals[o]);
        if (!design.relative() || totals.length < 2) return own;
        double m = own - best;
        if (m == 0) m = sheet.winners().contains(seat) ? 0.5 : -0.5;
        return m;
    }

    private static void widen(double[] range, double v) {
        range[0] = Math.min(range[0], v);
        range[1] = Math.max(range[1], v);
    }

    /** UCT among the options legal in this guess; an option seen for the first time gets its prior now. */
    private int select(TurnNode node, String decision, IntList legal, Game sim, int seat, Rng rng, double[] range) {
        int n = legal.size(), offset = rng.nextInt(n); // a random start, so that ties do not favour the first code
        for (int k = 0; k < n; k++) {
            int code = legal.get(k);
            if (node.find(decision, code) < 0) {
                double prior = prior(sim, seat, code);
                widen(range, prior);
                node.add(decision, code, prior);
            }
        }
        double scale = Math.max(1e-9, range[1] - range[0]);
        double logTotal = Math.log(node.total + 1);
        int best = -1;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < n; k++) {
            int edge = node.find(decision, legal.get((k + offset) % n));
            double score = (node.guided(edge) - range[0]) / scale + exploration * Math.sqrt(logTotal / (node.visits(edge) + 1));
            if (score > bestScore) {
                bestScore = score;
                best = edge;
            }
        }
        return best;
    }

    /** The greedy choice at a decision the search does not branch on: the best prior (computed once per node and option). */
    private int bestPrior(TurnNode node, String decision, IntList legal, Game sim, int seat, double[] range) {
        int best = -1;
        double bestPrior = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < legal.size(); k++) {
            int code = legal.get(k);
            int edge = node.find(decision, code);
            if (edge < 0) {
                double prior = prior(sim, seat, code);
                widen(range, prior);
                edge = node.add(decision, code, prior);
            }
            if (node.prior(edge) > bestPrior + 1e-9) {
                bestPrior = node.prior(edge);
                best = edge;
            }
        }
        return best;
    }

    /** The heuristic's judgement of one option on this guess, its follow-ups settled (what the greedy level sees). */
    private double prior(Game sim, int seat, int code) {
        Game c = sim.copy();
        c.applyCode(code);
        settle(c, seat);
        return judge(c, seat);
    }

    /** The real option tried most often (the most robust; ties go to the higher mean, then to the earlier option). */
    private static int mostVisited(TurnNode root, String decision, IntList options) {
        int best = options.get(0), bestVisits = -1;
        double bestMean = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < options.size(); i++) {
            int edge = root.find(decision, options.get(i));
            if (edge < 0 || root.visits(edge) == 0) continue;
            int v = root.visits(edge);
            double mean = root.mean(edge);
            if (v > bestVisits || (v == bestVisits && mean > bestMean)) {
                best = options.get(i);
                bestVisits = v;
                bestMean = mean;
            }
        }
        return best;
    }

    /** Answers the seat's pending follow-up questions by the advice's rules, so that a position is judged with its consequences put away. */
    private void settle(Game sim, int seat) {
        for (int guard = 0; guard < MAX_SETTLED && !sim.isOver(); guard++) {
            PendingDecision p = sim.pending();
            if (p == null || p.seat() != seat || !know.settles(p.id())) return;
            sim.legalCodes(settleOptions);
            int answer = know.settle(sim, seat, p.id(), settleOptions);
            sim.applyCode(answer != BotAdvice.NONE ? answer : settleOptions.get(0));
        }
    }
}
