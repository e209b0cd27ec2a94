package io.fogisles.kernel.bot;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.PendingDecision;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import java.util.Arrays;

/**
 * Playouts that look past a seat's own turn, for a game's strong level where little is left to chance once the
 * turn's main choice is made (Balmy Balloonists' card, Nebelwind's place): a playout that ends with the turn judges
 * an option as greedy's single trial does, so what tells options apart shows only later — the other seats' replies
 * and the seat's own next turns. A playout plays the option on a copy re-dealt from the seat's view and then every
 * decision by the greedy level for the seat that takes it, and is judged by the heuristic greedy judges by (or
 * another judge given).
 *
 * <p>Long playouts vary with their deals, so options are compared on <b>shared deals</b>: each round deals one copy
 * and plays every compared option on it, so that two options differ by what they do, not by the luck of their deals.
 * The kernel's {@link SearchBot} stays the default strong level; a game registers a bot built on this class when its
 * measurements show it stronger (docs/bots.md).
 */
public final class Lookahead {
    /** The {@code ownTurns} of a playout of the seat's turn alone. */
    public static final int TURN_ALONE = -1;

    /** How a playout's copy is made from the seat's view and a deal: a game may fill in what a copy cannot know. */
    @FunctionalInterface
    public interface Dealer {
        Game copy(Game view, int seat, long deal);
    }

    /** The kernel's copy for search: hidden values dealt anew from what the seat sees. */
    public static final Dealer COPY_FOR_SEARCH = (view, seat, deal) -> view.copyForSearch(seat, deal);

    private final BotKnowledge know, judge;
    private final Dealer dealer;
    private final GreedyBot greedy;
    private final int maxDecisions;
    private final IntList playoutOptions = new IntList();

    /** Playouts judged by {@code know}, each at most {@code maxDecisions} decisions long (a guard, never the judge). */
    public Lookahead(BotKnowledge know, int maxDecisions) {
        this(know, know, COPY_FOR_SEARCH, maxDecisions);
    }

    /**
     * Playouts played by the greedy level of {@code know} and judged at their end by {@code judge} (e.g. a heuristic's
     * search value, which may see further than the one greedy's many trials can afford), on copies made by
     * {@code dealer}.
     */
    public Lookahead(BotKnowledge know, BotKnowledge judge, Dealer dealer, int maxDecisions) {
        this.know = know;
        this.judge = judge;
        this.dealer = dealer;
        this.greedy = new GreedyBot(know);
        this.maxDecisions = maxDecisions;
    }

    /** The greedy level the playouts play by, for the decisions a strong level leaves to it. */
    public GreedyBot greedy() {
        return greedy;
    }

    /**
     * Plays {@code code} on the copy of {@code view} dealt by {@code deal} (made by the dealer), then every decision by the greedy level
     * (choices drawn from {@code rng}): with {@code ownTurns} {@link #TURN_ALONE} only the rest of the seat's turn;
     * otherwise on through the other seats' turns and {@code ownTurns} of the seat's own, up to the start of its turn
     * after them (or the game's end). Returns the judge's value of the position for the seat.
     */
    public double playout(Game view, int seat, int code, long deal, Rng rng, int ownTurns) {
        Game sim = dealer.copy(view, seat, deal);
        sim.applyCode(code);
        int turns = 0;
        for (int d = 0; d < maxDecisions && !sim.isOver(); d++) {
            PendingDecision p = sim.pending();
            if (p == null) break;
            int mover = p.seat();
            if (mover < 0) break;
            if (ownTurns == TURN_ALONE && mover != seat) break;
            if (mover == seat && know.startsTurn(p.id()) && turns++ >= ownTurns) break;
            sim.legalCodes(playoutOptions);
            sim.applyCode(greedy.choose(sim, mover, playoutOptions, rng));
        }
        return judge.value(sim, seat);
    }

    /**
     * The mean value of each option of {@code which} (indices into {@code options}) over {@code rounds} shared deals:
     * each round draws one deal and one seed for the playouts' choices and plays every option of {@code which} on them.
     */
    public double[] sharedDeals(Game view, int seat, IntList options, int[] which, int rounds, int ownTurns, Rng rng) {
        double[] sum = new double[which.length];
        for (int r = 0; r < rounds; r++) {
            long deal = rng.nextLong(), choices = rng.nextLong();
            for (int j = 0; j < which.length; j++) sum[j] += playout(view, seat, options.get(which[j]), deal, new Rng(choices), ownTurns);
        }
        for (int j = 0; j < sum.length; j++) sum[j] /= rounds;
        return sum;
    }

    /** The indices of the {@code keep} highest values, best first (all of them, in order, when there are no more). */
    public static int[] bestFew(double[] values, int keep) {
        int n = values.length;
        if (n <= keep) return all(n);
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) order[i] = i;
        Arrays.sort(order, (a, b) -> Double.compare(values[b], values[a]));
        int[] kept = new int[keep];
        for (int i = 0; i < keep; i++) kept[i] = order[i];
        return kept;
    }

    /** The index of the highest value (the first of equal ones). */
    public static int best(double[] values) {
        int b = 0;
        for (int j = 1; j < values.length; j++) if (values[j] > values[b]) b = j;
        return b;
    }

    /** 0, 1, …, n-1. */
    public static int[] all(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = i;
        return a;
    }
}
