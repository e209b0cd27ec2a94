package io.fogisles.nebelwind.bot;

import com.google.inject.Inject;
import io.fogisles.kernel.bot.BotAdvice;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.util.IntList;

/**
 * What Nebelwind tells the kernel's bots: a turn begins with the chip's place, which is worth searching, as is
 * the secret discard; the questions that follow within a turn (moves, cargo, and the parts of spaces and
 * characters) are settled while a place is judged, each by trying its options and keeping the best by the
 * heuristic ("done" included, so a bot stops when nothing helps).
 */
public final class NebelAdvice implements BotAdvice {
    private final NebelHeuristic heuristic;

    @Inject
    public NebelAdvice(NebelHeuristic heuristic) {
        this.heuristic = heuristic;
    }

    /** The kernel strong level's playouts per searched decision (96 unless measured otherwise), used only with -Dfogisles.nebel.kernelStrong=true: the game's strong level is otherwise NebelSearchBot. */
    public static final int STRONG_ITERATIONS = Integer.getInteger("fogisles.nebel.strongIterations", 96);

    /**
     * Whether the strong level's playouts go on through the other seats' greedy replies to the seat's next turn.
     * {@code -Dfogisles.nebel.replies=true|false} (for comparisons).
     */
    @Override
    public boolean searchThroughReplies() {
        return Boolean.parseBoolean(System.getProperty("fogisles.nebel.replies", "false"));
    }

    @Override
    public boolean startsTurn(String decisionId) {
        return decisionId.equals("nebelwind:place");
    }

    @Override
    public boolean worthSearching(String decisionId) {
        return decisionId.equals("nebelwind:place") || decisionId.equals("nebelwind:discard");
    }

    @Override
    public boolean settles(String decisionId) {
        return decisionId.startsWith("nebelwind:") && !worthSearching(decisionId) && !decisionId.equals("nebelwind:drop-network-card");
    }

    @Override
    public int settle(Game game, int seat, String decisionId, IntList options) {
        if (!settles(decisionId)) return NONE;
        if (options.size() == 1) return options.get(0);
        int best = options.get(0);
        double bestValue = Double.NEGATIVE_INFINITY;
        IntList own = new IntList(options.size());
        for (int i = 0; i < options.size(); i++) own.add(options.get(i));
        for (int i = 0; i < own.size(); i++) {
            int code = own.get(i), mark = game.beginTrial();
            double v;
            try {
                game.applyCode(code);
                v = heuristic.value(game, seat);
            } finally {
                game.endTrial(mark);
            }
            if (v > bestValue) {
                bestValue = v;
                best = code;
            }
        }
        return best;
    }
}
