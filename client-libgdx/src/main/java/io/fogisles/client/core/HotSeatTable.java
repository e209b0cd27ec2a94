package io.fogisles.client.core;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.ScriptProblem;
import io.fogisles.kernel.state.Change;
import java.util.ArrayList;
import java.util.List;

/**
 * The game run here: people take turns at one screen, bots think on a thread of their own. Everything
 * that changes the game goes through {@link #submit}, {@link #undo} and {@link #advance}, so the log, the
 * animations and undo agree.
 */
public final class HotSeatTable implements GameTable {
    private final Game game;
    private List<SeatInfo> seats = List.of();
    private BotDriver bots;
    private Runnable wake = () -> { };
    private int moves;

    public HotSeatTable(Game game) {
        this.game = game;
    }

    @Override
    public void attach(Session s) {
        seats = s.seats;
        bots = new BotDriver(s);
    }

    @Override
    public void onWake(Runnable w) {
        wake = w;
    }

    @Override
    public List<GameEvent> events() {
        List<GameEvent> out = new ArrayList<>();
        for (Change c : game.journal().all()) if (c instanceof Change.Event e) out.add(e.event());
        return out;
    }

    @Override
    public boolean personAt(int seat) {
        return seat >= 0 && seat < seats.size() && !seats.get(seat).isBot();
    }

    @Override
    public List<Action> legalActions(int seat) {
        return seat >= 0 && seat == game.pendingSeat() && personAt(seat) ? game.legalActions() : List.of();
    }

    @Override
    public Move submit(int seat, Action a) {
        int mark = game.journal().mark();
        Outcome o = game.submit(seat, a);
        if (o.accepted()) moves++;
        return new Move(o, o.accepted() ? game.journal().since(mark) : List.of());
    }

    @Override
    public boolean canUndo(int seat) {
        return seat >= 0 && game.pendingSeat() == seat && game.canUndo(seat);
    }

    @Override
    public boolean undo(int seat) {
        if (!canUndo(seat) || !game.undo(seat)) return false;
        moves++;
        return true;
    }

    @Override
    public Move advance(boolean mayStart) {
        if (bots == null) return null;
        Action a = bots.poll(game, moves, mayStart, wake);
        if (a == null) return null;
        Move m = submit(game.pendingSeat(), a);
        if (!m.accepted()) throw new IllegalStateException("a bot chose an action the engine refused: " + a + " (" + m.outcome() + ")");
        return m;
    }

    @Override
    public boolean busy() {
        return bots != null && bots.thinking();
    }

    @Override
    public List<ScriptProblem> scriptProblems() {
        return game.scriptProblems();
    }

    @Override
    public boolean autosaves() {
        return true;
    }

    @Override
    public Game localGame() {
        return game;
    }

    @Override
    public void close() {
        if (bots != null) bots.close(); // the bots stop using the game first
        game.close(); // its own script session
    }
}
