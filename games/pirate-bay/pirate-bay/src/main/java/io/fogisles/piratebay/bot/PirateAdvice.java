package io.fogisles.piratebay.bot;

import com.google.inject.Inject;
import io.fogisles.kernel.bot.BotAdvice;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.util.IntList;

/**
 * What Pirate Bay tells the kernel's bots: a turn begins with the choice of its action, which is the one
 * worth searching; the parts of a turn that follow it (where to lay, where the figure goes, what to swap,
 * whom to challenge, who moves in) are settled while an action is judged, each by trying its options and
 * keeping the best by the heuristic, so that "lay a card" is judged by its best lay.
 */
public final class PirateAdvice implements BotAdvice {
    static final String CHOOSE = "pirate-bay:choose";
    private final PirateHeuristic heuristic;
    private final IntList next = new IntList();

    @Inject
    public PirateAdvice(PirateHeuristic heuristic) {
        this.heuristic = heuristic;
    }

    @Override
    public boolean startsTurn(String decisionId) {
        return decisionId.equals(CHOOSE);
    }

    @Override
    public boolean worthSearching(String decisionId) {
        return decisionId.equals(CHOOSE);
    }

    @Override
    public boolean settles(String decisionId) {
        return switch (decisionId) {
            case "pirate-bay:lay", "pirate-bay:place-figure", "pirate-bay:swap", "pirate-bay:challenge", "pirate-bay:move-in" -> true;
            default -> false;
        };
    }

    /**
     * The option that leaves the best position by the heuristic. A lay is judged with the figure that may
     * follow it put where it is worth most (a lay that makes a good place for a figure is a good lay).
     */
    @Override
    public int settle(Game game, int seat, String decisionId, IntList options) {
        if (!settles(decisionId)) return NONE;
        if (options.size() == 1) return options.get(0);
        return best(game, seat, options, decisionId.equals("pirate-bay:lay"));
    }

    private int best(Game game, int seat, IntList options, boolean thenFigure) {
        int best = options.get(0);
        double bestValue = Double.NEGATIVE_INFINITY;
        IntList own = new IntList(options.size());
        for (int i = 0; i < options.size(); i++) own.add(options.get(i));
        for (int i = 0; i < own.size(); i++) {
            int code = own.get(i);
            int mark = game.beginTrial();
            double v;
            try {
                game.applyCode(code);
                if (thenFigure && !game.isOver() && game.pending() != null && game.pending().seat() == seat
                        && game.pending().id().equals("pirate-bay:place-figure")) {
                    IntList figure = new IntList(4);
                    game.legalCodes(figure);
                    game.applyCode(figure.size() == 1 ? figure.get(0) : best(game, seat, figure, false));
                }
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
