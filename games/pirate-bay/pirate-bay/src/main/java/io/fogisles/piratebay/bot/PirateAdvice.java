package io.fogisles.piratebay.bot;

import com.google.inject.Inject;
import io.fogisles.kernel.bot.BotAdvice;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.util.IntList;
import io.fogisles.piratebay.PirateGame;

/**
 * What Pirate Bay tells the kernel's bots: a turn begins with the choice of its action, which is the one
 * worth searching; the parts of a turn that follow it (where to lay, where the figure goes, what to swap,
 * whom to challenge, who moves in) are settled while an action is judged, each by trying its options and
 * keeping the best by the heuristic, so that "lay a card" is judged by its best lay.
 *
 * <p>A lay that closes an island is judged by what the island is worth over the resource die, not by the one
 * face the trial happened to roll (P6.4): the trial's die is the bot's own copy's, not the game's, so a lay
 * judged by it looks better or worse than it is by luck alone. The expectation counts each resource face
 * once and lets the red faces' chooser (PD15) take the resource best for itself against the others.
 */
public final class PirateAdvice implements BotAdvice {
    static final String CHOOSE = "pirate-bay:choose";
    /**
     * The strong level's playouts per searched decision in Pirate Bay (the kernel's default is 96): a playout
     * ends after the other seats' replies, whose outcome turns on their hidden hands, so an option needs more
     * samples to be told from another. Measured in docs/bots.md (Pirate Bay).
     */
    public static final int STRONG_ITERATIONS = 192;
    private final PirateHeuristic heuristic;
    private final PirateGame g;

    @Inject
    public PirateAdvice(PirateHeuristic heuristic, PirateGame g) {
        this.heuristic = heuristic;
        this.g = g;
    }

    @Override
    public boolean startsTurn(String decisionId) {
        return decisionId.equals(CHOOSE);
    }

    /**
     * The strong level looks past its own turn: its playouts go on through the other seats' replies (each played
     * greedily on the playout's copy, with hands dealt anew) up to its next turn. Within a turn little is left to
     * chance once the closing die is judged over its faces, so a playout that ends with the turn judges what
     * greedy's single trial judges; what a turn risks is the next player's answer to the table it is left: an
     * island closed on figures, a challenge, a round ended by a fourth figure. {@code -Dfogisles.pirate.turnOnly=true}
     * plays the kernel's turn-only playouts instead (for comparisons).
     */
    @Override
    public boolean searchThroughReplies() {
        return !Boolean.getBoolean("fogisles.pirate.turnOnly");
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
     * The parts of a turn are answered by {@link #settle} wherever a bot meets them, also when the greedy level
     * would judge them itself (at the top of its turn, and inside the strong level's playouts). Judged there by
     * trying each option, a lay would be judged by the roll its trial happens to make, and in a playout that roll
     * is the one the playout then plays with: the playout would close an island exactly when the die is kind,
     * and the search would think laying better than it is. {@link #settle} judges a closing lay over the die.
     */
    @Override
    public int quickAnswer(Game game, int seat, String decisionId, IntList options) {
        return settles(decisionId) ? settle(game, seat, decisionId, options) : NONE;
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

    private int best(Game game, int seat, IntList options, boolean lay) {
        int best = options.get(0);
        double bestValue = Double.NEGATIVE_INFINITY;
        IntList own = new IntList(options.size());
        for (int i = 0; i < options.size(); i++) own.add(options.get(i));
        GameState s = game.state();
        int seats = s.seats();
        int[] occupantBefore = null, pointsBefore = null;
        if (lay) {
            occupantBefore = new int[g.cards.size()];
            for (int c = 0; c < occupantBefore.length; c++) occupantBefore[c] = s.zoneOf(c) == g.state.table.global() ? s.get(g.state.occupant, 0, c) : -2;
            pointsBefore = new int[seats];
            for (int p = 0; p < seats; p++) pointsBefore[p] = s.get(g.state.islandPoints, p);
        }
        for (int i = 0; i < own.size(); i++) {
            int code = own.get(i);
            int mark = game.beginTrial();
            double v;
            try {
                game.applyCode(code);
                double correction = lay ? dieCorrection(game.state(), seat, occupantBefore, pointsBefore, io.fogisles.piratebay.PirateCodes.layCard(code)) : 0;
                if (lay && !game.isOver() && game.pending() != null && game.pending().seat() == seat
                        && game.pending().id().equals("pirate-bay:place-figure")) {
                    IntList figure = new IntList(4);
                    game.legalCodes(figure);
                    game.applyCode(figure.size() == 1 ? figure.get(0) : best(game, seat, figure, false));
                }
                v = heuristic.value(game, seat) + correction;
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

    /**
     * When the lay just tried closed an island that was scored at once: what the island is worth to the seat
     * over the die (against the other seats' average) less what the rolled face gave it. Zero otherwise
     * (nothing closed, or a red face waits for its chooser: the heuristic judges that island by its mean).
     */
    private double dieCorrection(GameState after, int seat, int[] occupantBefore, int[] pointsBefore, int laid) {
        if (after.get(g.state.scoring) != 0) return 0;
        int table = g.state.table.global(), seats = after.seats(), nRes = g.rules.resources.size();
        int[] figures = new int[seats];
        int[] value = new int[nRes];
        boolean closed = false;
        for (int c = 0; c < occupantBefore.length; c++) {
            boolean wasOnTable = occupantBefore[c] != -2 || c == laid;
            if (!wasOnTable || after.zoneOf(c) == table) continue;
            closed = true;
            for (int r = 0; r < nRes; r++) value[r] += g.cards.points(c, r);
            if (occupantBefore[c] >= 0) figures[occupantBefore[c]]++;
        }
        if (!closed) return 0;
        double[] expected = new double[seats];
        String[] effects = g.rules.dieEffects;
        int roller = after.get(g.state.roller), chooser = (roller + 1) % seats;
        for (String effect : effects) {
            int r = resourceOf(effect);
            if (r < 0) r = choice(figures, value, chooser);
            for (int p = 0; p < seats; p++) if (figures[p] > 0) expected[p] += (value[r] + g.rules.pointsPerFigure * figures[p]) / (double) effects.length;
        }
        double realized = 0, mean = 0;
        for (int p = 0; p < seats; p++) {
            double gain = after.get(g.state.islandPoints, p) - pointsBefore[p];
            double d = expected[p] - gain;
            if (p == seat) realized = d;
            else mean += d / (seats - 1);
        }
        return seats > 1 ? realized - mean : realized;
    }

    /** The resource a die face's effect counts, or −1 for the red face (or any other effect: the chooser's pick). */
    private int resourceOf(String effect) {
        return effect.startsWith("pirate-bay:count-") ? g.rules.resource(effect.substring("pirate-bay:count-".length())) : -1;
    }

    /** The resource the chooser takes after a red face: the most for itself against the other seats' average. */
    static int choice(int[] figures, int[] value, int chooser) {
        int seats = figures.length, best = 0;
        double bestGain = Double.NEGATIVE_INFINITY;
        for (int r = 0; r < value.length; r++) {
            double own = figures[chooser] > 0 ? value[r] : 0, others = 0;
            for (int p = 0; p < seats; p++) if (p != chooser && figures[p] > 0) others += value[r] / (double) Math.max(1, seats - 1);
            if (own - others > bestGain) {
                bestGain = own - others;
                best = r;
            }
        }
        return best;
    }
}
