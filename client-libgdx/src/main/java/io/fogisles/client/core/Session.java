package io.fogisles.client.core;

import io.fogisles.client.core.view.ActionBinder;
import io.fogisles.client.core.view.TurnModel;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.PendingDecision;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.piece.PieceDef;
import io.fogisles.kernel.state.Change;
import java.util.ArrayList;
import java.util.List;

/**
 * One game being played in the client: the engine's game and rules, who sits where, the game log, and
 * the single path by which anything changes the game ({@link #submit}, {@link #undo}) so that the log,
 * the animations and undo always agree. GL-free; used on the render thread only.
 */
public final class Session {
    public final RuleSet rules;
    public final Game game;
    public final GameSetup setup;
    public final List<SeatInfo> seats;
    public final UiText text;
    public final List<ClientModule> modules;
    public final List<ActionBinder> binders;
    private final List<LogEntry> log = new ArrayList<>();
    private final List<Integer> logMarks = new ArrayList<>();
    private int version;
    private TurnModel turn;
    private int turnVersion = -1;
    private int turnSeat = -2;

    /** One line of the game log: an engine event, or a client note (key + args). */
    public record LogEntry(int round, int seat, GameEvent event, String key, List<Object> args) {
    }

    /** What a submit did: the outcome and the changes it made (for animations). */
    public record Result(Outcome outcome, List<Change> changes) {
        public boolean accepted() {
            return outcome.accepted();
        }
    }

    public Session(RuleSet rules, Game game, GameSetup setup, List<SeatInfo> seats, UiText text, ClientModules registry) {
        this.rules = rules;
        this.game = game;
        this.setup = setup;
        this.seats = List.copyOf(seats);
        this.text = text;
        this.modules = registry.forRules(rules);
        this.binders = registry.binders(rules);
        for (Change c : game.journal().all()) if (c instanceof Change.Event e) addEvent(e.event());
    }

    /** Changes on every submit and undo (views cache on it). */
    public int version() {
        return version;
    }

    public PendingDecision pending() {
        return game.pending();
    }

    public int pendingSeat() {
        return game.pendingSeat();
    }

    public SeatInfo seat(int s) {
        return s >= 0 && s < seats.size() ? seats.get(s) : null;
    }

    public boolean isBot(int s) {
        SeatInfo i = seat(s);
        return i != null && i.isBot();
    }

    /** The seat a person must act for now, or −1 (a bot's turn, or the game is over). */
    public int humanToMove() {
        int s = game.pendingSeat();
        return s >= 0 && !isBot(s) ? s : -1;
    }

    /** The table's view of the pending decision for {@code seat} (cached until the game changes). */
    public TurnModel turn(int seat) {
        if (turn == null || turnVersion != version || turnSeat != seat) {
            turn = seat < 0 ? TurnModel.empty() : TurnModel.of(game, seat, binders);
            turnVersion = version;
            turnSeat = seat;
        }
        return turn;
    }

    /** Submits an action for a seat; accepted actions are logged and their changes returned for animation. */
    public Result submit(int seat, Action a) {
        int mark = game.journal().mark();
        int logSize = log.size();
        Outcome o = game.submit(seat, a);
        List<Change> changes = List.copyOf(game.journal().since(mark));
        if (o.accepted()) {
            logMarks.add(logSize);
            for (Change c : changes) if (c instanceof Change.Event e) addEvent(e.event());
            version++;
        }
        return new Result(o, changes);
    }

    /** Whether {@code seat} may take back its last step now: it is its decision and the engine allows it. */
    public boolean canUndo(int seat) {
        return seat >= 0 && game.pendingSeat() == seat && game.canUndo(seat);
    }

    public boolean undo(int seat) {
        if (!canUndo(seat)) return false;
        if (!game.undo(seat)) return false;
        if (!logMarks.isEmpty()) {
            int to = logMarks.remove(logMarks.size() - 1);
            while (log.size() > to) log.remove(log.size() - 1);
        }
        version++;
        return true;
    }

    public void note(String key, Object... args) {
        log.add(new LogEntry(game.round(), -1, null, key, List.of(args)));
    }

    private void addEvent(GameEvent e) {
        // a switched-off script is reported by the game screen itself, with the rule's name and where it failed
        if (e.type().equals("kernel:script-disabled")) return;
        if (text.has("event." + e.type())) log.add(new LogEntry(game.round(), e.seat(), e, null, List.of()));
    }

    public List<LogEntry> log() {
        return log;
    }

    /** A log entry in the current language. */
    public String format(LogEntry e) {
        if (e.event() == null) return text.t(e.key(), e.args().toArray());
        List<Object> args = new ArrayList<>();
        args.add(seatName(e.event().seat()));
        for (ClientModule m : modules) {
            List<Object> more = m.eventArgs(e.event(), this);
            if (more != null) {
                args.addAll(more);
                break;
            }
        }
        return text.t("event." + e.event().type(), args.toArray());
    }

    public String seatName(int s) {
        SeatInfo i = seat(s);
        return i == null ? "" : i.name();
    }

    /** A piece's name in words: its kind's name and its number ("forest 3", "observatory 1-4"). */
    public String pieceName(int piece) {
        if (piece < 0 || piece >= rules.pieces().size()) return "?";
        PieceDef d = rules.pieces().get(piece);
        String kind = text.t("tile." + d.kind());
        if (d.attributes().containsKey("valueMin") && d.intAttr("valueMin", 0) != d.intAttr("valueMax", 0))
            return kind + " " + d.intAttr("valueMin", 0) + "-" + d.intAttr("valueMax", 0);
        int v = d.intAttr("value", d.intAttr("valueMin", -1));
        return v >= 0 ? kind + " " + v : kind;
    }
}
