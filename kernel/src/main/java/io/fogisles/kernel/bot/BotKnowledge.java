package io.fogisles.kernel.bot;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.util.IntList;
import java.util.List;

/** Everything the modules of a rule set told the bots: their position estimates and their advice, asked in load order. */
public final class BotKnowledge {
    // arrays, not lists: the greedy bot asks them for every option it tries, and the lists' iterators were
    // ~4 % of its time
    private final Heuristic[] heuristics;
    private final BotAdvice[] advice;

    public BotKnowledge(List<Heuristic> heuristics, List<BotAdvice> advice) {
        this.heuristics = heuristics.toArray(Heuristic[]::new);
        this.advice = advice.toArray(BotAdvice[]::new);
        for (Heuristic h : this.heuristics) java.util.Objects.requireNonNull(h);
        for (BotAdvice a : this.advice) java.util.Objects.requireNonNull(a);
    }

    /** The modules' heuristics and advice, and what house rules do to the score ({@link RuleScoring}). */
    public static BotKnowledge of(RuleSet rules) {
        List<Heuristic> heuristics = new java.util.ArrayList<>(rules.contributions(Heuristic.class));
        RuleScoring rows = RuleScoring.of(rules);
        if (rows != null) heuristics.add(rows);
        return new BotKnowledge(heuristics, rules.contributions(BotAdvice.class));
    }

    /** The sum of the estimates of a position for a seat (higher is better). */
    public double value(Game game, int seat) {
        double v = 0;
        for (Heuristic h : heuristics) v += h.value(game, seat);
        return v;
    }

    /** The sum of the estimates the expert level judges by ({@link Heuristic#searchValue}). */
    public double searchValue(Game game, int seat) {
        double v = 0;
        for (Heuristic h : heuristics) v += h.searchValue(game, seat);
        return v;
    }

    /**
     * The same knowledge judging by the {@link Heuristic#searchValue}s: for the expert's decisions it does not
     * search (taken greedily), so that they are judged as its playouts judge them.
     */
    public BotKnowledge bySearchValue() {
        java.util.List<Heuristic> hs = new java.util.ArrayList<>();
        for (Heuristic h : heuristics) {
            hs.add(new Heuristic() {
                @Override
                public double value(Game game, int seat) {
                    return h.searchValue(game, seat);
                }
            });
        }
        return new BotKnowledge(hs, java.util.List.of(advice));
    }

    public int quickAnswer(Game game, int seat, String decisionId, IntList options) {
        for (BotAdvice a : advice) {
            int answer = a.quickAnswer(game, seat, decisionId, options);
            if (answer != BotAdvice.NONE) return answer;
        }
        return BotAdvice.NONE;
    }

    public int settle(Game game, int seat, String decisionId, IntList options) {
        for (BotAdvice a : advice) {
            int answer = a.settle(game, seat, decisionId, options);
            if (answer != BotAdvice.NONE) return answer;
        }
        return BotAdvice.NONE;
    }

    /** The advice's cheap answer for a modelled seat ({@link BotAdvice#rolloutAnswer}), or {@link BotAdvice#NONE}. */
    public int rolloutAnswer(Game game, int seat, String decisionId, IntList options) {
        for (BotAdvice a : advice) {
            int answer = a.rolloutAnswer(game, seat, decisionId, options);
            if (answer != BotAdvice.NONE) return answer;
        }
        return BotAdvice.NONE;
    }

    public boolean settles(String decisionId) {
        for (BotAdvice a : advice) if (a.settles(decisionId)) return true;
        return false;
    }

    public boolean worthSearching(String decisionId) {
        for (BotAdvice a : advice) if (a.worthSearching(decisionId)) return true;
        return false;
    }

    /** Whether any advice asks the strong level to play its playouts through the other seats' replies ({@link BotAdvice#searchThroughReplies}). */
    public boolean searchThroughReplies() {
        for (BotAdvice a : advice) if (a.searchThroughReplies()) return true;
        return false;
    }

    public boolean startsTurn(String decisionId) {
        for (BotAdvice a : advice) if (a.startsTurn(decisionId)) return true;
        return false;
    }
}
