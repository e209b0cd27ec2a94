package io.fogisles.kernel.bot;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.util.IntList;

/**
 * What a module tells the kernel's bots about its decisions, beside its {@link Heuristic}: which decisions
 * have an obvious answer, which follow-up questions a bot may settle by a quick rule while it judges an
 * option, which decisions shape a turn (worth a search) and which begin a seat's new turn. Contributed
 * with {@link BotContributions#advice}; the bots ask every contribution and take the first answer.
 */
public interface BotAdvice {
    /** No answer from this advice. */
    int NONE = Integer.MIN_VALUE;

    /** A fixed answer (one of {@code options}) to a decision that needs no judging, or {@link #NONE}. */
    default int quickAnswer(Game game, int seat, String decisionId, IntList options) {
        return NONE;
    }

    /** Whether a bot settles this decision by rule ({@link #settle}) while it judges an option. */
    default boolean settles(String decisionId) {
        return false;
    }

    /**
     * An answer to a follow-up decision that a bot settles by rule while it judges an option (e.g. "keep or
     * discard the cards just drawn"), so that options are compared with their consequences put away; or
     * {@link #NONE} when this decision is not one to settle.
     */
    default int settle(Game game, int seat, String decisionId, IntList options) {
        return NONE;
    }

    /** Whether a search bot should search this decision (the few that shape a turn). */
    default boolean worthSearching(String decisionId) {
        return false;
    }

    /**
     * A cheap answer for a seat the expert level models in its look-ahead (the other seats' turns played out
     * after its own): not a good move, a plausible one at almost no cost (no position judged). {@link #NONE}
     * leaves the decision to the other advice (quick answer, settle rule) or to chance.
     */
    default int rolloutAnswer(Game game, int seat, String decisionId, IntList options) {
        return NONE;
    }

    /** Whether this decision begins a new turn of its seat: a search playout that finishes a turn stops there. */
    default boolean startsTurn(String decisionId) {
        return false;
    }

    /**
     * Whether the strong level's playouts of this game go on past the seat's turn through the other seats'
     * replies, each played by the greedy level on the playout's re-dealt copy, up to the seat's next turn (or the
     * round's end), and are judged there. For a game whose turn holds little chance and whose danger lies in what
     * the next player can do with the position it is left, the playouts then judge that danger instead of the
     * position the seat leaves. It costs a greedy turn per other seat and playout. Default: no, the playout ends
     * with the seat's turn.
     */
    default boolean searchThroughReplies() {
        return false;
    }
}
