package io.fogisles.balmy.bot;

import io.fogisles.kernel.bot.Bot;
import io.fogisles.kernel.bot.BotKnowledge;
import io.fogisles.kernel.bot.BotTurn;
import io.fogisles.kernel.bot.Lookahead;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;

/**
 * Balmy Balloonists' strong level (issue 31): the kernel's determinised search, made to see past its own turn. Within
 * a turn little is left to chance once the card is chosen (the flight is read from a face-up card), so a playout that
 * ends with the turn judges a card as greedy's single trial does, and the kernel's strong level was only a little
 * ahead of greedy. What a card leads to shows later: where the silver figures stand after it and what the wind cards
 * lying face up in front of the other seat's balloons then do to this seat's balloons; which cards are left in hand
 * for the next turn; what the balloon meets on its next flight and whether its chips last. So a playout goes on
 * through the other seat's turns, each played by the greedy level on the playout's re-dealt copy (their hands dealt
 * anew from what this seat sees), and through this seat's own next turns ({@link #OWN_TURNS}), all by the greedy
 * level, and is judged there by the heuristic greedy judges by.
 *
 * <p>A card decision has up to some twenty options, and a long playout varies with its deals: spread over all options,
 * the playouts would be too few per option to tell good from bad. So the options are first screened by a few
 * playouts of the turn alone (as the kernel's strong level plays them), and the long playouts are spent on the best
 * few, compared on shared deals ({@link #PAIRED}). The system properties below are for measurements; the defaults
 * are the measured level (docs/bots.md, "Balmy Balloonists").
 */
public final class BalmySearchBot implements Bot {
    /** Playouts through the replies per searched decision (spread over the kept options). */
    public static final int ITERATIONS = Integer.getInteger("fogisles.balmy.iterations", 64);
    /** How many options are searched through the replies after the screening. */
    static final int KEEP = Integer.getInteger("fogisles.balmy.keep", 3);
    /** Playouts of the turn alone per option in the screening. */
    static final int SCREEN = Integer.getInteger("fogisles.balmy.screen", 3);
    /**
     * How many of this seat's own later turns a playout also plays before it is judged (0: up to the next). With two
     * balloons each (2 players) the round is: this balloon, a reply, the seat's other balloon, a reply, this balloon
     * again; 2 plays through this balloon's next turn and the reply to it, so that its next flight is flown, not
     * estimated (what it meets, the fuel it has left, the cards it kept).
     */
    static final int OWN_TURNS = Integer.getInteger("fogisles.balmy.ownTurns", 2);
    /** Whether the parts of the turn after the card (the altitude, favourable winds, where to start again) are searched too. */
    static final boolean SEARCH_PARTS = Boolean.getBoolean("fogisles.balmy.searchParts");
    /**
     * Whether the kept options are compared on the same deals: each round of playouts deals one copy's hidden cards
     * and future draws and plays every kept option on it, so that two options differ by what they do, not by the luck
     * of their deals (the other seat's hand, the bad-luck and quadrant cards drawn); the best average wins.
     */
    static final boolean PAIRED = !Boolean.getBoolean("fogisles.balmy.unpaired");
    private static final int MAX_PLAYOUT_DECISIONS = 120;

    private final BotKnowledge know;
    private final Lookahead look;

    public BalmySearchBot(RuleSet rules) {
        this(BotKnowledge.of(rules));
    }

    public BalmySearchBot(BotKnowledge know) {
        this.know = know;
        this.look = new Lookahead(know, MAX_PLAYOUT_DECISIONS);
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
        String id = view.pending().id();
        if (!know.worthSearching(id) && !(SEARCH_PARTS && isPart(id))) return look.greedy().choose(view, seat, options, turn.rng());
        return search(view, seat, options, turn.rng());
    }

    private static boolean isPart(String id) {
        return id.equals("balmy-balloonists:altitude") || id.equals("balmy-balloonists:favourable-winds") || id.equals("balmy-balloonists:restart");
    }

    private int search(Game view, int seat, IntList options, Rng rng) {
        int n = options.size();
        int[] kept = screen(view, seat, options, rng);
        int k = kept.length;
        if (PAIRED) return options.get(kept[paired(view, seat, options, kept, rng)]);
        double[] sum = new double[k];
        int[] visits = new int[k];
        int budget = Math.max(ITERATIONS, 2 * k);
        double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
        for (int it = 0; it < budget; it++) {
            int i;
            if (it < k) {
                i = it;
            } else {
                double scale = Math.max(1e-6, hi - lo);
                double bestUcb = Double.NEGATIVE_INFINITY;
                i = 0;
                for (int j = 0; j < k; j++) {
                    double ucb = (sum[j] / visits[j] - lo) / scale + Math.sqrt(2.0 * Math.log(it) / visits[j]);
                    if (ucb > bestUcb) {
                        bestUcb = ucb;
                        i = j;
                    }
                }
            }
            double v = playout(view, seat, options.get(kept[i]), rng, true);
            sum[i] += v;
            visits[i]++;
            lo = Math.min(lo, v);
            hi = Math.max(hi, v);
        }
        int best = 0;
        for (int j = 1; j < k; j++) if (sum[j] / visits[j] > sum[best] / visits[best]) best = j;
        return options.get(kept[best]);
    }

    /** The index into {@code kept} of the best option by rounds of playouts on shared deals. */
    private int paired(Game view, int seat, IntList options, int[] kept, Rng rng) {
        return Lookahead.best(look.sharedDeals(view, seat, options, kept, Math.max(2, ITERATIONS / kept.length), OWN_TURNS, rng));
    }

    /** The indices of the options worth the playouts through the replies: the best few by playouts of the turn alone. */
    private int[] screen(Game view, int seat, IntList options, Rng rng) {
        int n = options.size();
        if (n <= KEEP) return Lookahead.all(n);
        double[] mean = new double[n];
        for (int i = 0; i < n; i++) {
            double s = 0;
            for (int r = 0; r < SCREEN; r++) s += playout(view, seat, options.get(i), rng, false);
            mean[i] = s / SCREEN;
        }
        return Lookahead.bestFew(mean, KEEP);
    }

    /**
     * Plays the option on a re-dealt copy and finishes the seat's turn greedily; through the replies, the other seats'
     * turns too and the seat's own next {@link #OWN_TURNS}; then judges the position.
     */
    private double playout(Game view, int seat, int code, Rng rng, boolean throughReplies) {
        return look.playout(view, seat, code, rng.nextLong(), rng, throughReplies ? OWN_TURNS : Lookahead.TURN_ALONE);
    }
}
