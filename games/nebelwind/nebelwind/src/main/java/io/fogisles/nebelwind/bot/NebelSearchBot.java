package io.fogisles.nebelwind.bot;

import io.fogisles.kernel.bot.Bot;
import io.fogisles.kernel.bot.BotKnowledge;
import io.fogisles.kernel.bot.BotTurn;
import io.fogisles.kernel.bot.Lookahead;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.util.IntList;
import io.fogisles.nebelwind.NebelGame;
import io.fogisles.nebelwind.NebelState;

/**
 * Nebelwind's strong level (issue 32): a determinised search that looks past its own turn. Once the chip's place is
 * chosen a Nebelwind turn holds almost no chance, so a playout that ends with the turn judges a place as greedy's
 * single trial does (the kernel's strong level played like greedy). What a place leads to shows later: whether the
 * seat's chip stays on top of a harbour card when the others have played, which spaces and characters the next seats
 * take, what the seat can do with its next chip. So the searched places' playouts go on through the other seats' turns
 * and the seat's own next turns ({@link #OWN_TURNS}; the kernel's {@link Lookahead}), every decision by the greedy level for the seat that takes it, on
 * the playout's copy (the hidden network cards dealt anew from what the seat sees; after the reveal the others' secret
 * discards are unknown to it, so there each other seat may play any chip it has not played, unless
 * {@link #GUESS_DISCARDS}), and are judged there by the search value: greedy's heuristic plus the points in the making
 * (networks and achievements under way, harbour bonuses on top; {@link NebelHeuristic}), which is what made the level
 * win (docs/bots.md, "Nebelwind", fifth round). The level's own decisions and its playouts' decisions, every seat's,
 * are greedy's by that value too; the greedy level itself judges without the points in the making.
 *
 * <p>The secret discard (N3.1) is searched for real: the copy of a seat still to answer has the others' answers guessed,
 * so the reveal follows the seat's answer, and its playouts play on through the round's first turns up to and through
 * the seat's own turns ({@link #DISCARD_TURNS}); the chip discarded is judged by what the chips left can do.
 *
 * <p>As in Balmy Balloonists' strong level: a place decision has many options and a long playout varies with its deals,
 * so the options are first screened by playouts of the turn alone, the long playouts go to the best {@link #KEEP}, and
 * those are compared on shared deals (each round of playouts deals one copy and plays every kept option on it, so
 * that they differ by what they do, not by their luck). The system properties are for measurements; the defaults are
 * the measured level (docs/bots.md, "Nebelwind").
 */
public final class NebelSearchBot implements Bot {
    /** Rounds of shared-deal playouts through the replies per searched place (each round plays every kept option once). */
    static final int ROUNDS = Integer.getInteger("fogisles.nebel.rounds", 6);
    /** How many places are played on past the turn after the screening. */
    static final int KEEP = Integer.getInteger("fogisles.nebel.keep", 3);
    /** Shared deals of the turn alone in the screening (each plays every option once). */
    static final int SCREEN = Integer.getInteger("fogisles.nebel.screen", 2);
    /** How many of the seat's own later turns a place's playout plays before it is judged at the start of the next. */
    static final int OWN_TURNS = Integer.getInteger("fogisles.nebel.ownTurns", 3);
    /** Rounds of shared-deal playouts per discard decision (each plays every chip once). */
    public static final int DISCARD_ROUNDS = Integer.getInteger("fogisles.nebel.discardRounds", 4);
    /** How many of the seat's turns of the round a discard's playout plays before it is judged at the start of the next. */
    public static final int DISCARD_TURNS = Integer.getInteger("fogisles.nebel.discardTurns", 4);
    /**
     * For measurements: discard the first option (chip 1), as the kernel's turn-only search did in effect (its
     * playouts of a discard all ended at once, alike, and it kept the first), instead of searching it.
     */
    static final boolean DISCARD_FIRST = Boolean.getBoolean("fogisles.nebel.discardFirst");
    private static final int MAX_PLAYOUT_DECISIONS = 200;
    private static final String PLACE = "nebelwind:place", DISCARD = "nebelwind:discard";

    /**
     * Whether a playout's copy guesses the other seats' secret discards of the round (after the reveal), see
     * {@link #guessDiscards}; off by default: on 20 games it measured no better (65 % against 75 % without, docs/bots.md).
     */
    static final boolean GUESS_DISCARDS = Boolean.getBoolean("fogisles.nebel.guessDiscards");

    private final NebelGame nebel;
    private final Lookahead look;

    public NebelSearchBot(RuleSet rules) {
        this(rules, BotKnowledge.of(rules));
    }

    /**
     * A strong bot that plays its playouts by {@code know}'s greedy level and judges their ends by its search value
     * (the plugin hands it the knowledge that judges by the search value, {@link NebelHeuristic#SEARCH_ONLY}).
     */
    public NebelSearchBot(RuleSet rules, BotKnowledge know) {
        this.nebel = rules.service(NebelGame.class);
        this.look = new Lookahead(know, know.bySearchValue(), GUESS_DISCARDS ? this::guessedCopy : Lookahead.COPY_FOR_SEARCH, MAX_PLAYOUT_DECISIONS);
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
        if (id.equals(DISCARD) && DISCARD_FIRST) return options.get(0);
        if (id.equals(DISCARD)) return options.get(Lookahead.best(values(view, seat, options, Lookahead.all(options.size()), DISCARD_ROUNDS, DISCARD_TURNS, turn.rng())));
        if (!id.equals(PLACE)) return look.greedy().choose(view, seat, options, turn.rng());
        int[] kept = options.size() <= KEEP ? Lookahead.all(options.size())
                : Lookahead.bestFew(values(view, seat, options, Lookahead.all(options.size()), SCREEN, Lookahead.TURN_ALONE, turn.rng()), KEEP);
        return options.get(kept[Lookahead.best(values(view, seat, options, kept, ROUNDS, OWN_TURNS, turn.rng()))]);
    }

    /**
     * The mean value of each option of {@code which} (indices into {@code options}) over {@code rounds} shared deals,
     * each playout going on through {@code ownTurns} of the seat's later turns ({@link Lookahead#TURN_ALONE}: the
     * turn alone).
     */
    public double[] values(Game view, int seat, IntList options, int[] which, int rounds, int ownTurns, Rng rng) {
        return look.sharedDeals(view, seat, options, which, rounds, ownTurns, rng);
    }

    /**
     * After the reveal a search copy holds the other seats' discards of the round as 0 (a seat sees only its own,
     * N3.2), so in a playout every other seat would still hold the chip it discarded and could play it. The seat knows
     * that each discarded as many chips as it did, and which chips each has played (public): the copy gets that many of
     * each other seat's unplayed chips, at random with the deal's generator (the same guess for every option).
     */
    private void guessDiscards(Game sim, int seat, Rng rng) {
        NebelState s = nebel.state;
        GameState st = sim.state();
        if (st.get(s.discarded, seat) == 0) return; // phase A: the kernel guesses the answers not yet revealed
        int all = ((1 << nebel.rules.chips) - 1) << 1;
        for (int other = 0; other < st.seats(); other++) {
            if (other == seat || st.get(s.discarded, other) != 0) continue;
            int free = all & ~st.get(s.played, 0, nebel.rules.participantOf[other]), mask = 0;
            for (int k = 0; k < nebel.rules.discards && free != 0; k++) {
                int pick = rng.nextInt(Integer.bitCount(free));
                for (int n = 1; n <= nebel.rules.chips; n++) if ((free & (1 << n)) != 0 && pick-- == 0) {
                    mask |= 1 << n;
                    free &= ~(1 << n);
                    break;
                }
            }
            sim.context().set(s.discarded, other, mask);
        }
    }

    /** A playout's copy whose other seats' discards of the round are guessed (measurements, {@link #GUESS_DISCARDS}). */
    private Game guessedCopy(Game view, int seat, long deal) {
        Game copy = view.copyForSearch(seat, deal);
        guessDiscards(copy, seat, new Rng(deal ^ 0x5DEECE66DL));
        return copy;
    }
}
