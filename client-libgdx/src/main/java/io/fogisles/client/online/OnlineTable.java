package io.fogisles.client.online;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fogisles.client.core.GameTable;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.data.Json;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.ScriptProblem;
import io.fogisles.kernel.state.Change;
import io.fogisles.kernel.view.SeenChange;
import io.fogisles.protocol.Codec;
import io.fogisles.protocol.ServerMessage;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A game run by a server, at this screen's seat. It shows the last state the server sent: the seat's view made
 * into a game of the same rules ({@link RuleSet#gameFromView}, as the protocol's bot player does), so the panels,
 * the prompt, the score sheet and the legal moves come from the engine exactly as at a hot-seat table, and
 * nothing hidden is known here. A person's action is first checked on a copy of that game (a refusal is the
 * engine's own explanation, in the player's language, at once), then sent; what the server answers arrives as
 * a new state whose changes are animated and logged like a bot's move. States wait in a queue while animations
 * run, so the table never jumps.
 */
public final class OnlineTable implements GameTable, GameTable.Online {
    private final RuleSet rules;
    private final OnlineLink link;
    private final Deque<ServerMessage.State> waiting = new ArrayDeque<>();
    private final List<GameEvent> events = new ArrayList<>();
    private final List<ServerMessage> refusals = new ArrayList<>();
    private ServerMessage.State shown;
    private Game game;
    /** The step an action was sent for and not yet answered (−1: none): no second click meanwhile. */
    private int sentFor = -1;
    private boolean choiceBack; // the server sent the same step again after an action was sent: the seat chooses again
    /** How many events there were before each shown step's own (step → count): what a step back cuts the log to. */
    private final TreeMap<Integer, Integer> eventsBefore = new TreeMap<>();
    private ServerMessage.State back; // a state of an earlier step (an undo): shown at the next advance, in place of everything
    private boolean wentBack; // the last advance went back

    /** @param states what the server sent so far (at least one): the first is shown, the others are played on as they come */
    public OnlineTable(RuleSet rules, OnlineLink link, List<ServerMessage.State> states) {
        this.rules = rules;
        this.link = link;
        show(states.get(0));
        for (ServerMessage.State s : states.subList(1, states.size())) queue(s);
    }

    /** Queues a state unless it shows a step already shown or queued (the server sends the current state again after a reconnect). */
    private void queue(ServerMessage.State s) {
        int last = waiting.isEmpty() ? shown.step() : waiting.peekLast().step();
        if (s.step() > last || (s.step() == last && s.over() && !shown.over())) waiting.add(s);
        else if (s.step() < last) {
            // the server only ever goes back by an undo (this seat's or another's): the states still waiting are of the
            // steps it took back, so they are dropped, and the earlier position replaces everything at the next advance
            waiting.clear();
            back = s;
        } else if (s.step() == last && s.you() == shown.you() && waiting.isEmpty()) {
            // the same position again: the server sends it after a reconnect. An action sent just before the drop
            // may never have arrived; the server has not applied it (else the step would be newer): choose again.
            // The game is made again from it: an undo and a new step made while this client was away look the same
            replaceGame(s);
            sentFor = -1;
            choiceBack = true;
        }
    }

    private void replaceGame(ServerMessage.State s) {
        Game next = rules.gameFromView(s.view().toState(rules.layout()), s.you(), s.step());
        if (game != null) game.close();
        game = next;
        shown = s;
    }

    /** Shows an earlier step (after an undo): the game from its view, the log cut to the events before the steps taken back. */
    private void goBack(ServerMessage.State s) {
        replaceGame(s);
        sentFor = -1;
        Map.Entry<Integer, Integer> firstGone = eventsBefore.ceilingEntry(s.step() + 1);
        if (firstGone != null) while (events.size() > firstGone.getValue()) events.remove(events.size() - 1);
        eventsBefore.tailMap(s.step(), false).clear();
    }

    /** The state shown now (the last one taken from the queue). */
    public ServerMessage.State shownState() {
        return shown;
    }

    private List<Change> show(ServerMessage.State s) {
        replaceGame(s);
        if (sentFor >= 0 && s.step() > sentFor) sentFor = -1;
        eventsBefore.put(s.step(), events.size());
        List<Change> changes = new ArrayList<>();
        for (SeenChange c : s.changes()) {
            switch (c) {
                case SeenChange.PieceMoved m -> changes.add(new Change.PieceMoved(m.piece(), m.fromZone(), m.fromSlot(), m.toZone(), m.toSlot()));
                case SeenChange.EventRaised e -> {
                    changes.add(new Change.Event(e.event()));
                    events.add(e.event());
                }
                case SeenChange.ValueSet v -> { } // values are read from the state; nothing animates them
            }
        }
        return changes;
    }

    /** Takes what the server sent: states queue up, a refusal of this seat's action is kept for the screen. */
    private void receive() {
        for (ServerMessage m : link.drain()) {
            if (m instanceof ServerMessage.State s && s.code().equals(link.code())) {
                queue(s);
            } else if (m instanceof ServerMessage.Error e) {
                sentFor = -1;
                refusals.add(e);
            }
        }
    }

    // ------------------------------------------------------------------ GameTable

    @Override
    public RuleSet rules() {
        return rules;
    }

    @Override
    public long seed() {
        return 0; // the server never tells it: it would predict every draw
    }

    @Override
    public List<GameEvent> events() {
        return List.copyOf(events);
    }

    @Override
    public boolean personAt(int seat) {
        return seat >= 0 && seat == shown.you();
    }

    /** The seat's legal actions when it is its turn in the newest state and no action of it is on its way. */
    @Override
    public List<Action> legalActions(int seat) {
        if (!personAt(seat) || shown.pending() != seat || !waiting.isEmpty() || sentFor == shown.step() || shown.over()) return List.of();
        return game.legalActions();
    }

    @Override
    public Move submit(int seat, Action action) {
        if (legalActions(seat).isEmpty()) return new Move(new Outcome.Rejected(Rejection.of(WAIT)), List.of());
        Outcome o;
        try (Game trial = game.copy()) { // the engine's verdict (and explanation) here, before the server's
            // the game made from the view deals each face-down pile and hand from its own deck (the view shows every
            // card's back), so an action plays out here as on the server's game; the server stays the judge
            o = trial.submit(seat, action);
        } catch (RuntimeException e) {
            // a fault of the rules here (or rules other than the server's): the player must not lose the table over
            // it; the action was in the legal list, and the server, which judges every action, answers it
            System.err.println("fogisles: the local check of " + rules.actionTypeId(action) + " failed (" + e
                    + "); the server judges it. Please report this with the table's log.");
            o = null;
        }
        if (o != null && !o.accepted()) return new Move(o, List.of());
        ObjectNode json = Codec.object();
        json.put("type", rules.actionTypeId(action));
        json.setAll((ObjectNode) Json.MAPPER.valueToTree(action));
        sentFor = shown.step();
        link.act(shown.step(), json);
        return new Move(new Outcome.Accepted(List.of()), List.of()); // its changes come with the server's next state
    }

    /**
     * Whether the seat may take back its last step: the server says so with each state (a game made from a view has
     * no history to ask), and nothing of this seat is on its way.
     */
    @Override
    public boolean canUndo(int seat) {
        return personAt(seat) && shown.canUndo() && shown.pending() == seat && waiting.isEmpty() && back == null && sentFor < 0;
    }

    /**
     * Asks the server to take back the seat's last step. True when asked: the earlier position arrives as a state of an
     * earlier step (or a refusal, which the screen shows like a refused action).
     */
    @Override
    public boolean undo(int seat) {
        if (!canUndo(seat)) return false;
        sentFor = shown.step();
        link.undo(shown.step());
        return true;
    }

    /** Whether the last {@link #advance} showed an earlier step (an undo): the session makes its log again from {@link #events}. */
    @Override
    public boolean wentBack() {
        return wentBack;
    }

    @Override
    public Move advance(boolean mayStart) {
        wentBack = false;
        receive();
        if (!refusals.isEmpty()) {
            ServerMessage m = refusals.remove(0);
            String text = m instanceof ServerMessage.Error e ? e.message() : String.valueOf(m);
            return new Move(new Outcome.Rejected(Rejection.of(REFUSED, text)), List.of());
        }
        if (choiceBack) { // a move with no changes: the session asks for the seat's choices again (they were empty while the action was on its way)
            choiceBack = false;
            return new Move(new Outcome.Accepted(List.of()), List.of());
        }
        if (mayStart && back != null) {
            goBack(back);
            back = null;
            wentBack = true;
            return new Move(new Outcome.Accepted(List.of()), List.of()); // nothing to animate: the earlier position as it was
        }
        if (!mayStart || waiting.isEmpty()) return null;
        List<Change> changes = show(waiting.poll());
        return new Move(new Outcome.Accepted(List.of()), changes);
    }

    @Override
    public boolean busy() {
        return sentFor >= 0;
    }

    @Override
    public List<ScriptProblem> scriptProblems() {
        return List.of(); // the server runs the rules; a switched-off rule is its business
    }

    @Override
    public boolean autosaves() {
        return false; // the server keeps the game
    }

    @Override
    public Online online() {
        return this;
    }

    /** The game made from the shown view: module previews (a flight's energy cost) compute on it. */
    @Override
    public Game localGame() {
        return game;
    }

    @Override
    public void onWake(Runnable wake) {
        link.onWake(wake);
    }

    @Override
    public void close() {
        link.close();
        if (game != null) game.close();
    }

    // ------------------------------------------------------------------ Online

    @Override
    public List<Seat> seats() {
        List<Seat> out = new ArrayList<>();
        for (ServerMessage.SeatInfo s : link.table().seats()) out.add(new Seat(s.name(), !s.bot().isEmpty(), s.connected(), s.standIn()));
        return out;
    }

    @Override
    public boolean host() {
        return link.isHost();
    }

    @Override
    public void handOver(int seat, String level) {
        link.handOver(seat, level);
    }

    @Override
    public int you() {
        return shown.you();
    }

    @Override
    public String code() {
        return link.code();
    }

    @Override
    public boolean connected() {
        return link.connected();
    }

    /** The connection (tests drop it to see the table come back). */
    public OnlineLink link() {
        return link;
    }
}
