package io.fogisles.client.core;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.score.ScoreSheet;
import io.fogisles.kernel.state.GameState;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntBiFunction;

/**
 * A game's course for the charts of the score sheet: after every round, each seat's points (the score
 * sheet as it would stand then) and the values the modules chart (Module 1: the energy), and where each
 * round began. Made by playing the game's actions again from its seed, so it works for a continued game
 * and for a replay alike. GL-free.
 */
public final class GameHistory {
    /** The bundle key of the points series (always first). */
    public static final String POINTS = "client.chart.points";

    /** A value a module charts per seat after every round, e.g. Module 1's energy. */
    public record Line(String labelKey, ToIntBiFunction<GameState, Integer> value) {
    }

    /** One charted value: its name's bundle key and its value per round (index 0: the start) and seat. */
    public record Series(String labelKey, List<int[]> perRound) {
    }

    private final List<Line> lines;
    private final int seats;
    private final List<Series> series = new ArrayList<>();
    private final List<Integer> roundStarts = new ArrayList<>();
    private int lastRound = -1;

    private GameHistory(int seats, List<Line> lines) {
        this.seats = seats;
        this.lines = List.copyOf(lines);
        series.add(new Series(POINTS, new ArrayList<>()));
        for (Line l : lines) series.add(new Series(l.labelKey(), new ArrayList<>()));
    }

    /** The charted lines of a rule set's modules (points first, then each module's lines). */
    public static List<Line> lines(RuleSet rules, ClientModules modules) {
        List<Line> out = new ArrayList<>();
        for (ClientModule m : modules.forRules(rules)) out.addAll(m.chartLines(rules));
        return out;
    }

    /**
     * Plays {@code actions} (taken by {@code seats}) from the seed in a fresh game of the rules and records
     * the course. Runs scripts: call it off the render thread.
     */
    public static GameHistory replay(RuleSet rules, long seed, List<Integer> seats, List<Action> actions, List<Line> lines) {
        GameHistory h = new GameHistory(rules.seats(), lines);
        try (Game game = rules.newGame(seed, true)) {
            h.before(game, 0);
            for (int i = 0; i < actions.size(); i++) {
                Outcome o = game.submit(seats.get(i), actions.get(i));
                if (!o.accepted()) throw new IllegalStateException("action " + i + " of the game does not replay: " + o);
                h.before(game, i + 1);
            }
            h.end(game);
        }
        return h;
    }

    /** A recorder for a pass through a game that the caller makes itself (the replay viewer's first pass). */
    public static GameHistory recorder(RuleSet rules, List<Line> lines) {
        return new GameHistory(rules.seats(), lines);
    }

    /** Call with the game before the action at {@code position} (and once after the last): notes where rounds begin. */
    public void before(Game game, int position) {
        int round = game.round();
        if (round == lastRound) return;
        // the state as a new round begins is the end of the one before (round 0, when there is one, is the setup)
        if (lastRound >= 0) sample(game.state(), game.scores());
        else if (round >= 1) sample(game.state(), null); // a game without a setup round: its start
        while (roundStarts.size() <= round) roundStarts.add(position);
        lastRound = round;
    }

    /** Call once the game is over (or at the end of the recorded actions). */
    public void end(Game game) {
        sample(game.state(), game.scores());
    }

    private void sample(GameState state, ScoreSheet scores) {
        int[] points = new int[seats];
        if (scores != null) System.arraycopy(scores.totals(), 0, points, 0, seats);
        series.get(0).perRound().add(points);
        for (int k = 0; k < lines.size(); k++) {
            int[] v = new int[seats];
            for (int s = 0; s < seats; s++) v[s] = lines.get(k).value().applyAsInt(state, s);
            series.get(k + 1).perRound().add(v);
        }
    }

    public int seats() {
        return seats;
    }

    /** The charted values: points first. Entry k is the value after round k (entry 0: the start of round 1). */
    public List<Series> series() {
        return series;
    }

    /** The position (actions played) at which each round began; index 0 is the setup before round 1. */
    public List<Integer> roundStarts() {
        return roundStarts;
    }
}
