package io.fogisles.client.core;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.PendingDecision;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.ScriptProblem;
import io.fogisles.kernel.score.ScoreSheet;
import io.fogisles.kernel.state.Change;
import io.fogisles.kernel.state.GameState;
import java.util.List;

/**
 * A game at the table, as the screens read it and act on it: the one interface between the screens and
 * whoever runs the game. {@link HotSeatTable} runs it here (people take turns at one screen, bots think
 * on a thread of their own); {@link ReplayTable} plays a saved game back. A table run by a server fits the
 * same shape: it holds the state the server sent for this screen's seat (same layout, hidden parts
 * redacted), that seat's legal actions, and the events, and it sends the player's actions. The screens
 * never use the engine's {@link Game} directly; only module parts that compute previews may ask for
 * {@link #localGame()}.
 */
public interface GameTable extends AutoCloseable {

    /** What an action did: the engine's answer and the changes it made (animated by the screen). */
    record Move(Outcome outcome, List<Change> changes) {
        public Move {
            changes = List.copyOf(changes);
        }

        public boolean accepted() {
            return outcome.accepted();
        }
    }

    // What the panels read comes from the table's game (localGame): the real one here, the view's copy online.

    /** The rules the game is played with (modules, pieces, state layout): what the panels draw with. */
    default RuleSet rules() {
        return localGame().rules();
    }

    /** The state the panels read. */
    default GameState state() {
        return localGame().state();
    }

    default long seed() {
        return localGame().seed();
    }

    /** The decision the game waits for, or null when it is over. */
    default PendingDecision pending() {
        return localGame().pending();
    }

    default int pendingSeat() {
        return localGame().pendingSeat();
    }

    default int round() {
        return localGame().round();
    }

    default boolean isOver() {
        return localGame().isOver();
    }

    /** Why the game ended (a bundle key's suffix), or null. */
    default String endReason() {
        return localGame().endReason();
    }

    /** The score sheet as it stands (the final one once the game is over). */
    default ScoreSheet scores() {
        return localGame().scores();
    }

    /** Every event so far, in order; shorter after an undo or a step back. */
    List<GameEvent> events();

    /** Whether a person at this screen decides for the seat (hot seat: every person's seat; a replay: nobody). */
    boolean personAt(int seat);

    /** The legal actions of the pending decision when a person at this screen makes it for the seat, else none. */
    List<Action> legalActions(int seat);

    /** A person's action for a seat; the engine accepts it or says why not. */
    Move submit(int seat, Action action);

    /** Whether the seat may take back its last step now. */
    boolean canUndo(int seat);

    /** Takes back the seat's last step; false when that is not allowed. */
    boolean undo(int seat);

    /**
     * Lets the table's own players go on: a bot's move, the next step of a playing replay, a move that came
     * from the server. {@code mayStart} false holds back anything new (a menu is open, animations run) — a
     * bot may go on thinking, but nothing changes the game. Returns what changed, or null.
     */
    Move advance(boolean mayStart);

    /**
     * Whether the last {@link #advance} took the game back rather than forward (an undo made at a server): the log is
     * then made again from {@link #events}.
     */
    default boolean wentBack() {
        return false;
    }

    /** Whether the table is working on its next move (a bot thinks); the screen shows it. */
    boolean busy();

    /** Rules (or module scripts) the engine switched off during play, with where and why. */
    List<ScriptProblem> scriptProblems();

    /** Whether the game is saved after every round ("Continue" on the title screen). */
    boolean autosaves();

    /** The replay controls, when this table plays a saved game back; else null. */
    default Replay replay() {
        return null;
    }

    /** Who sits where and who is connected, when a server runs this table (play online); else null. */
    default Online online() {
        return null;
    }

    /**
     * The engine's game behind the table: the one that is played here (hot seat, replay), or online the game
     * made from the seat's view (no hidden parts). For saving, for previews a module computes itself (the energy
     * cost of each flight) and for what the panels read (the defaults above); screens do not use it directly.
     */
    Game localGame();

    /** Attaches the session that shows this table (the hot seat makes its bots for the session's seats). */
    default void attach(Session session) {
    }

    /** Called when something arrives from another thread (a bot decided), so the screen draws a frame. */
    default void onWake(Runnable wake) {
    }

    @Override
    void close();

    /** What a replay viewer can do with a table that plays a saved game back. */
    interface Replay {
        /** Applies the next recorded action; null at the end or where the save diverges (see {@link #problem}). */
        Move step();

        /** The game's course over the rounds, for the charts. */
        GameHistory history();

        /** The save being played back. */
        java.nio.file.Path file();

        /** How many recorded actions the save has, and how many of them have been played so far. */
        int length();

        int position();

        /** Plays (at the animation speed) or stops. */
        void play(boolean on);

        boolean playing();

        /** Goes to the state after {@code position} actions (0: the start); returns false when the save diverges there. */
        boolean seek(int position);

        /** The position where a round starts (its first action), for the rounds played so far; round 0 is the setup. */
        List<Integer> roundStarts();

        /** Why the replay cannot go on (the save differs from the installed rules at a step), or null. */
        String problem();
    }

    /**
     * A table run by a server: the seats as the server describes them, this screen's seat and the connection,
     * so that whose turn it is and who is connected is always on the screen.
     */
    interface Online {
        /** The rejection code of an action the server refused (its sentence is the one argument). */
        String REFUSED = "client:online-refused";

        /** The rejection code of an action made while this seat's last action is on its way to the server. */
        String WAIT = "client:online-wait";

        /**
         * A seat: the name its player gave (or the bot's), whether a bot plays it, whether its player is connected, and
         * the level of the bot the host let play for an away player ("" when nobody stands in).
         */
        record Seat(String name, boolean bot, boolean connected, String standIn) {
            /** A person's seat whose player is not at the table. */
            public boolean away() {
                return !bot && !connected;
            }
        }

        /** The level of bot a host lets play for an away player (the server plays it at its default think time). */
        String STAND_IN_LEVEL = "greedy";

        List<Seat> seats();

        /** Whether this client created the table: only the host may let a bot play for an away player. */
        boolean host();

        /** Asks the server to let a bot of {@code level} play the away player's seat until they come back (the host only). */
        void handOver(int seat, String level);

        /** This screen's seat, or -1 for a spectator. */
        int you();

        String code();

        /** Whether this client is connected now (false while it reconnects after a drop). */
        boolean connected();
    }
}
