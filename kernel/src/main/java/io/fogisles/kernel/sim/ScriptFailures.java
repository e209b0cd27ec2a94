package io.fogisles.kernel.sim;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.ScriptProblem;
import io.fogisles.kernel.script.ScriptError;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Which scripts failed in a run, counted per script (a house rule, or a module's own script): in how many
 * games it failed, how (it threw, or it ran too long and was stopped), in how many of them it was switched
 * off for the rest of the game, and its first error (of the lowest-numbered game, so the same whatever the
 * number of threads). It also keeps the numbers of the first few games with a failure, for saving them.
 */
public final class ScriptFailures implements java.io.Serializable {
    private static final long serialVersionUID = 1L;
    /** How many failing games are remembered by number (for {@code simulate --save-games}). */
    public static final int KEPT_GAMES = 20;

    /** One script's failures over a run. */
    public record Failure(String unit, boolean houseRule, long games, long threw, long ranTooLong, long switchedOff, long firstGame, int firstRound,
                          ScriptError first) implements java.io.Serializable {
    }

    private static final class Counts implements java.io.Serializable {
        private static final long serialVersionUID = 1L;
        long games, threw, ranTooLong, switchedOff;
        long firstGame = Long.MAX_VALUE;
        int firstRound;
        ScriptError first;
    }

    private final Set<String> houseRules;
    private final Map<String, Counts> byUnit = new TreeMap<>();
    private final TreeSet<Long> failedGames = new TreeSet<>();

    /** @param houseRules the ids of the run's house rules (other scripts belong to modules) */
    public ScriptFailures(Set<String> houseRules) {
        this.houseRules = Set.copyOf(houseRules);
    }

    /** Counts the failures of one finished game (nothing to do for the usual game without any). */
    public void add(long gameIndex, Game game) {
        List<ScriptProblem> problems = game.scriptProblems();
        if (problems.isEmpty()) return;
        keepGame(gameIndex);
        for (int i = 0; i < problems.size(); i++) {
            ScriptProblem p = problems.get(i);
            if (seenBefore(problems, i)) continue; // the unit's first problem in this game stands for all of them
            Counts c = byUnit.computeIfAbsent(p.unit(), k -> new Counts());
            c.games++;
            if (game.scriptDisabled(p.unit())) c.switchedOff++;
            boolean threw = false, tooLong = false;
            for (int j = i; j < problems.size(); j++) {
                if (!problems.get(j).unit().equals(p.unit())) continue;
                if (ranTooLong(problems.get(j).error())) tooLong = true;
                else threw = true;
            }
            if (threw) c.threw++;
            if (tooLong) c.ranTooLong++;
            if (gameIndex < c.firstGame) {
                c.firstGame = gameIndex;
                c.firstRound = p.round();
                c.first = p.error();
            }
        }
    }

    private static boolean seenBefore(List<ScriptProblem> problems, int i) {
        for (int j = 0; j < i; j++) if (problems.get(j).unit().equals(problems.get(i).unit())) return true;
        return false;
    }

    /**
     * Whether the script was stopped by a guard rather than failing by itself: the statement budget or the
     * watchdog (their messages start with "stopped", see {@code GraalScriptHost}).
     */
    static boolean ranTooLong(ScriptError e) {
        return e.message() != null && e.message().startsWith("stopped");
    }

    private void keepGame(long gameIndex) {
        failedGames.add(gameIndex);
        if (failedGames.size() > KEPT_GAMES) failedGames.pollLast();
    }

    /** Adds another worker's counts. */
    public void addAll(ScriptFailures other) {
        other.byUnit.forEach((unit, o) -> {
            Counts c = byUnit.computeIfAbsent(unit, k -> new Counts());
            c.games += o.games;
            c.threw += o.threw;
            c.ranTooLong += o.ranTooLong;
            c.switchedOff += o.switchedOff;
            if (o.firstGame < c.firstGame) {
                c.firstGame = o.firstGame;
                c.firstRound = o.firstRound;
                c.first = o.first;
            }
        });
        for (long g : other.failedGames) keepGame(g);
    }

    /** Every script that failed, house rules first, then by id. */
    public List<Failure> failures() {
        List<Failure> out = new ArrayList<>();
        for (boolean rules : new boolean[] {true, false})
            byUnit.forEach((unit, c) -> {
                if (houseRules.contains(unit) == rules)
                    out.add(new Failure(unit, rules, c.games, c.threw, c.ranTooLong, c.switchedOff, c.firstGame, c.firstRound, c.first));
            });
        return out;
    }

    /** The numbers of the first games (at most {@link #KEPT_GAMES}) in which a script failed. */
    public List<Long> failedGames() {
        return List.copyOf(failedGames);
    }

    public boolean isEmpty() {
        return byUnit.isEmpty();
    }
}
