package io.fogisles.client.core;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.ScriptProblem;
import io.fogisles.kernel.persist.SaveGame;
import io.fogisles.kernel.state.Change;
import java.util.ArrayList;
import java.util.List;

/**
 * A saved game played back (the replay viewer): the recorded actions are applied one by one to a game
 * rebuilt from the save's seed, checking the state hash after each as {@code ./fogisles replay} does.
 * Nobody acts at this table; {@link #advance} plays the next action while the replay plays. Going back
 * rebuilds the game from the start up to the wanted step (the game's own undo only reaches its last step).
 */
public final class ReplayTable implements GameTable, GameTable.Replay {
    private final SaveGame.Parsed save;
    private final GameHistory history;
    private Game game;
    private int position;
    private boolean playing;
    private String problem;

    private ReplayTable(SaveGame.Parsed save, GameHistory history) {
        this.save = save;
        this.history = history;
        this.game = save.newGame();
    }

    /**
     * Plays the save through once (so that every step is checked, the rounds are known and the charts can
     * be drawn), then sets the table at the start. Runs scripts: call it off the render thread.
     *
     * @throws io.fogisles.kernel.data.DataException when the save cannot be played back (what and where)
     */
    public static ReplayTable open(SaveGame.Parsed save, List<GameHistory.Line> lines) {
        GameHistory history = GameHistory.recorder(save.rules(), lines);
        try (Game pass = save.newGame()) {
            for (SaveGame.Step step : save.steps()) {
                history.before(pass, step.index());
                SaveGame.Divergence d = SaveGame.apply(save, pass, step);
                if (d != null) throw d.error(save);
            }
            history.before(pass, save.steps().size());
            SaveGame.Divergence d = SaveGame.checkFinal(save, pass);
            if (d != null) throw d.error(save);
            history.end(pass);
        }
        return new ReplayTable(save, history);
    }

    @Override
    public GameHistory history() {
        return history;
    }

    public SaveGame.Parsed save() {
        return save;
    }

    @Override
    public java.nio.file.Path file() {
        return save.doc().file() == null ? null : java.nio.file.Path.of(save.doc().file());
    }

    // ------------------------------------------------------------------ GameTable

    @Override
    public RuleSet rules() {
        return save.rules();
    }

    @Override
    public long seed() {
        return save.seed();
    }

    @Override
    public List<GameEvent> events() {
        List<GameEvent> out = new ArrayList<>();
        for (Change c : game.journal().all()) if (c instanceof Change.Event e) out.add(e.event());
        return out;
    }

    @Override
    public boolean personAt(int seat) {
        return false;
    }

    @Override
    public List<Action> legalActions(int seat) {
        return List.of();
    }

    @Override
    public Move submit(int seat, Action action) {
        return new Move(new Outcome.Rejected(Rejection.of("client:replay")), List.of());
    }

    @Override
    public boolean canUndo(int seat) {
        return false;
    }

    @Override
    public boolean undo(int seat) {
        return false;
    }

    @Override
    public Move advance(boolean mayStart) {
        if (!playing || !mayStart) return null;
        Move m = step();
        if (m == null || position >= save.steps().size()) playing = false;
        return m;
    }

    @Override
    public Move step() {
        if (position >= save.steps().size() || problem != null) return null;
        SaveGame.Step step = save.steps().get(position);
        int mark = game.journal().mark();
        SaveGame.Divergence d = SaveGame.apply(save, game, step);
        if (d != null) {
            problem = d.error(save).getMessage();
            playing = false;
            return null;
        }
        position++;
        return new Move(new Outcome.Accepted(List.of()), game.journal().since(mark));
    }

    @Override
    public boolean busy() {
        return false;
    }

    @Override
    public List<ScriptProblem> scriptProblems() {
        return game.scriptProblems();
    }

    @Override
    public boolean autosaves() {
        return false;
    }

    @Override
    public Replay replay() {
        return this;
    }

    @Override
    public Game localGame() {
        return game;
    }

    @Override
    public void close() {
        game.close();
    }

    // ------------------------------------------------------------------ Replay

    @Override
    public int length() {
        return save.steps().size();
    }

    @Override
    public int position() {
        return position;
    }

    @Override
    public void play(boolean on) {
        playing = on && position < length() && problem == null;
    }

    @Override
    public boolean playing() {
        return playing;
    }

    @Override
    public boolean seek(int to) {
        to = Math.max(0, Math.min(length(), to));
        if (to < position) { // back: the game again from its seed (every step was checked when the replay opened)
            game.close();
            game = save.newGame();
            position = 0;
            problem = null;
        }
        while (position < to) {
            SaveGame.Step step = save.steps().get(position);
            Outcome o = game.submit(step.seat(), step.action());
            if (!o.accepted()) {
                problem = "action " + (position + 1) + " does not replay: " + o;
                playing = false;
                return false;
            }
            position++;
        }
        return true;
    }

    @Override
    public List<Integer> roundStarts() {
        return history.roundStarts();
    }

    @Override
    public String problem() {
        return problem;
    }
}
