package io.fogisles.kernel.bot;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.PendingDecision;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;

/**
 * The "greedy" level, for any game: tries every option on its private copy of the game and keeps the one
 * that leaves the best position by the modules' {@link Heuristic}s, after settling the follow-up questions
 * the modules' {@link BotAdvice} answers by rule. Decisions with an obvious answer (the advice's quick
 * answers) are not judged. Ties are broken at random with the bot's own generator.
 *
 * <p>Each option is tried in a {@link Game#beginTrial trial} on that one copy and taken back, instead of on
 * a copy of its own: the same positions are judged (the trial restores the state and its generator
 * exactly), without building a game per option.
 */
public final class GreedyBot implements Bot {
    private static final int MAX_SETTLED = 8;
    private final BotKnowledge know;
    private final IntList settleOptions = new IntList();

    public GreedyBot(RuleSet rules) {
        this(BotKnowledge.of(rules));
    }

    public GreedyBot(BotKnowledge know) {
        this.know = know;
    }

    @Override
    public String id() {
        return "greedy";
    }

    @Override
    public int choose(BotTurn turn) {
        return choose(turn.view(), turn.seat(), turn.options(), turn.rng());
    }

    /** The greedy choice in a game (the bot's own copy), for a seat, among options. */
    public int choose(Game view, int seat, IntList options, Rng rng) {
        if (options.size() == 1) return options.get(0);
        PendingDecision p = view.pending();
        int quick = know.quickAnswer(view, seat, p.id(), options);
        if (quick != BotAdvice.NONE) return quick;
        int best = options.get(0);
        double bestValue = Double.NEGATIVE_INFINITY;
        int ties = 0;
        for (int i = 0; i < options.size(); i++) {
            int code = options.get(i);
            int mark = view.beginTrial();
            double v;
            try {
                view.applyCode(code);
                settle(view, seat);
                v = know.value(view, seat);
            } finally {
                view.endTrial(mark);
            }
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

    /** The modules' estimate of a position for a seat. */
    public double value(Game game, int seat) {
        return know.value(game, seat);
    }

    /** Answers the seat's follow-up questions by the advice's rules, so that an option is judged with its consequences put away. */
    private void settle(Game c, int seat) {
        for (int guard = 0; guard < MAX_SETTLED; guard++) {
            PendingDecision p = c.pending();
            if (p == null || p.seat() != seat || !know.settles(p.id())) return;
            c.legalCodes(settleOptions);
            int answer = know.settle(c, seat, p.id(), settleOptions);
            c.applyCode(answer != BotAdvice.NONE ? answer : settleOptions.get(0));
        }
    }
}
