package io.fogisles.client.core;

import io.fogisles.client.core.view.ActionBinder;
import io.fogisles.client.core.view.TurnModel;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.game.PendingDecision;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.piece.PieceDef;
import io.fogisles.kernel.state.Change;
import io.fogisles.kernel.state.GameState;
import java.util.ArrayList;
import java.util.List;

/**
 * One game shown in the client: the {@link GameTable} it is played at, who sits where, the game log, and the
 * texts. Everything the screens and panels read about the game comes through here from the table, and
 * every change goes through {@link #submit}, {@link #undo}, {@link #advance} or {@link #resync}, so that the
 * log and the animations always agree with the game. GL-free; used on the render thread only.
 */
public final class Session {
    public final GameTable table;
    public final RuleSet rules;
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

    public Session(GameTable table, GameSetup setup, List<SeatInfo> seats, UiText text, ClientModules registry) {
        this.table = table;
        this.rules = table.rules();
        this.setup = setup;
        this.seats = List.copyOf(seats);
        this.text = text;
        this.modules = registry.forRules(rules);
        this.binders = registry.binders(rules);
        for (GameEvent e : table.events()) addEvent(e);
        table.attach(this);
    }

    /** Changes on every change of the game (views cache on it). */
    public int version() {
        return version;
    }

    public GameState state() {
        return table.state();
    }

    public PendingDecision pending() {
        return table.pending();
    }

    public int pendingSeat() {
        return table.pendingSeat();
    }

    public int round() {
        return table.round();
    }

    public boolean isOver() {
        return table.isOver();
    }

    public long seed() {
        return table.seed();
    }

    public SeatInfo seat(int s) {
        return s >= 0 && s < seats.size() ? seats.get(s) : null;
    }

    public boolean isBot(int s) {
        SeatInfo i = seat(s);
        return i != null && i.isBot();
    }

    /** The seat a person at this screen must act for now, or −1 (a bot's turn, a replay, or the game is over). */
    public int humanToMove() {
        int s = table.pendingSeat();
        return s >= 0 && table.personAt(s) ? s : -1;
    }

    /** The table's view of the pending decision for {@code seat} (cached until the game changes). */
    public TurnModel turn(int seat) {
        if (turn == null || turnVersion != version || turnSeat != seat) {
            turn = seat < 0 ? TurnModel.empty() : TurnModel.of(table, seat, binders);
            turnVersion = version;
            turnSeat = seat;
        }
        return turn;
    }

    /** Submits a person's action for a seat; accepted actions are logged and their changes returned for animation. */
    public GameTable.Move submit(int seat, Action a) {
        return logged(table.submit(seat, a));
    }

    /** Lets bots (or a playing replay) move; see {@link GameTable#advance}. */
    public GameTable.Move advance(boolean mayStart) {
        GameTable.Move m = table.advance(mayStart);
        if (m != null && table.wentBack()) { // an undo came from the server: the log follows the table's events
            resync();
            return m;
        }
        return m == null ? null : logged(m);
    }

    /** The next step of a replay, logged like any move (null at the end, or when the table plays no replay). */
    public GameTable.Move stepReplay() {
        GameTable.Replay r = table.replay();
        GameTable.Move m = r == null ? null : r.step();
        return m == null ? null : logged(m);
    }

    private GameTable.Move logged(GameTable.Move m) {
        if (!m.accepted()) return m;
        logMarks.add(log.size());
        for (Change c : m.changes()) if (c instanceof Change.Event e) addEvent(e.event());
        version++;
        return m;
    }

    /** Whether {@code seat} may take back its last step now. */
    public boolean canUndo(int seat) {
        return table.canUndo(seat);
    }

    public boolean undo(int seat) {
        if (!table.undo(seat)) return false;
        if (!logMarks.isEmpty()) {
            int to = logMarks.remove(logMarks.size() - 1);
            while (log.size() > to) log.remove(log.size() - 1);
        }
        version++;
        return true;
    }

    /** After the table jumped (a replay went back or skipped ahead): the log is made again from its events. */
    public void resync() {
        log.removeIf(e -> e.event() != null);
        List<LogEntry> notes = new ArrayList<>(log);
        log.clear();
        logMarks.clear();
        for (GameEvent e : table.events()) addEvent(e);
        log.addAll(notes);
        version++;
    }

    public void note(String key, Object... args) {
        log.add(new LogEntry(table.round(), -1, null, key, List.of(args)));
    }

    private void addEvent(GameEvent e) {
        // a switched-off script is reported by the game screen itself, with the rule's name and where it failed
        if (e.type().equals("kernel:script-disabled")) return;
        if (text.has("event." + e.type())) log.add(new LogEntry(table.round(), e.seat(), e, null, List.of()));
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

    /** A seat's name in the current language (its colour: "Red", "Rot", "Rouge"). */
    public String seatName(int s) {
        SeatInfo i = seat(s);
        return i == null ? "" : text.t(i.colour().key());
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
