package io.fogisles.kernel.sim;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.score.ScoreSheet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The running statistics of one configuration's games, kept without a record per game: memory depends on
 * the number of score rows and the range of their values, not on the number of games. Each worker thread
 * fills its own tally; {@link #addAll} merges them. Every sum is exact (integers; a shared victory counts
 * in whole fractions, see {@link #shareUnit}), so the merged result does not depend on the number of
 * threads or the order of merging. It is {@link java.io.Serializable}: a cluster's workers send their
 * tallies to the run that merges them (cli's {@code cluster} package).
 */
public final class Tally implements java.io.Serializable {
    private static final long serialVersionUID = 1L;
    private final int seats;
    private final int shareUnit;
    private List<String> rows; // score row ids, from the first game
    private Histogram[] perPlayer; // by row, the total last: every player's points
    private Histogram[] perGame; // by row, the total last: the points of all players of a game together
    private final Histogram rounds = new Histogram();
    private final long[] winShares; // by seat, in shareUnits
    private final Map<String, long[]> byBot = new TreeMap<>(); // level → {win shares, seats played}
    private final Map<String, long[]> endReasons = new TreeMap<>(); // a counter per reason: no boxed count per game
    private final Map<String, Map<String, long[]>> facts = new java.util.LinkedHashMap<>(); // fact → level → {held, players' games}
    private final ScriptFailures failures;
    private final RuleUse ruleUse;
    private long games, decisions, scriptProblems, cpuNanos;

    /** @param houseRules the house rules' ids (their failures are told apart from a module's scripts) */
    public Tally(int seats, Set<String> houseRules) {
        this.seats = seats;
        this.shareUnit = shareUnit(seats);
        this.winShares = new long[seats];
        this.failures = new ScriptFailures(houseRules);
        this.ruleUse = new RuleUse(houseRules);
    }

    /**
     * A victory shared by k winners counts 1/k for each of them; in units of lcm(1…seats) every share is a
     * whole number (12 for 4 seats: 12, 6, 4 or 3).
     */
    static int shareUnit(int seats) {
        int l = 1;
        for (int k = 2; k <= seats; k++) l = l / gcd(l, k) * k;
        return l;
    }

    private static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    int shareUnit() {
        return shareUnit;
    }

    /** Adds the CPU time a game took to play, bots and rules included (ns): what a rule's own time is set against. */
    public void addCpu(long nanos) {
        cpuNanos += nanos;
    }

    /** Adds a finished game (number {@code index} of the run), seated as {@code levels}. */
    public void add(long index, Game game, List<String> levels) {
        add(index, game, game.scores(), levels);
    }

    /** The same, with the game's final scores already counted (counting them runs every score row again). */
    public void add(long index, Game game, ScoreSheet scores, List<String> levels) {
        add(scores, game.round(), game.isOver() ? game.endReason() : "unfinished", game.decisionCount(), levels);
        scriptProblems += game.scriptProblems().size();
        failures.add(index, game);
        ruleUse.add(game.hookTally());
        for (GameFacts f : game.rules().contributions(GameFacts.class)) addFacts(f.of(game), levels);
    }

    private void addFacts(Map<String, boolean[]> held, List<String> levels) {
        held.forEach((fact, bySeat) -> {
            Map<String, long[]> byLevel = facts.computeIfAbsent(fact, k -> new TreeMap<>());
            for (int s = 0; s < seats; s++) {
                long[] c = byLevel.computeIfAbsent(levels.get(s), k -> new long[2]);
                if (bySeat[s]) c[0]++;
                c[1]++;
            }
        });
    }

    /** Adds a game given by its results. */
    public void add(ScoreSheet scores, int roundsPlayed, String endReason, int decisionsMade, List<String> levels) {
        if (rows == null) start(scores.rows());
        if (!scores.rows().equals(rows)) throw new IllegalStateException("score rows changed within one configuration: " + rows + " then " + scores.rows());
        int total = rows.size();
        int gameTotal = 0;
        for (int r = 0; r < total; r++) {
            int[] points = scores.points()[r];
            int sum = 0;
            for (int s = 0; s < seats; s++) {
                perPlayer[r].add(points[s]);
                sum += points[s];
            }
            perGame[r].add(sum);
        }
        for (int s = 0; s < seats; s++) {
            perPlayer[total].add(scores.totals()[s]);
            gameTotal += scores.totals()[s];
        }
        perGame[total].add(gameTotal);
        rounds.add(roundsPlayed);
        List<Integer> winners = scores.winners();
        for (int s = 0; s < seats; s++) {
            long share = winners.contains(s) ? shareUnit / winners.size() : 0;
            winShares[s] += share;
            long[] b = byBot.computeIfAbsent(levels.get(s), k -> new long[2]);
            b[0] += share;
            b[1]++;
        }
        endReasons.computeIfAbsent(endReason, k -> new long[1])[0]++;
        decisions += decisionsMade;
        games++;
    }

    private void start(List<String> ids) {
        rows = List.copyOf(ids);
        perPlayer = new Histogram[rows.size() + 1];
        perGame = new Histogram[rows.size() + 1];
        for (int r = 0; r <= rows.size(); r++) {
            perPlayer[r] = new Histogram();
            perGame[r] = new Histogram();
        }
    }

    /** Adds another worker's tally of the same configuration. */
    public void addAll(Tally o) {
        if (o.games == 0) return;
        if (rows == null) start(o.rows);
        else if (!rows.equals(o.rows)) throw new IllegalStateException("score rows differ: " + rows + " and " + o.rows);
        for (int r = 0; r <= rows.size(); r++) {
            perPlayer[r].addAll(o.perPlayer[r]);
            perGame[r].addAll(o.perGame[r]);
        }
        rounds.addAll(o.rounds);
        for (int s = 0; s < seats; s++) winShares[s] += o.winShares[s];
        o.byBot.forEach((k, v) -> {
            long[] b = byBot.computeIfAbsent(k, x -> new long[2]);
            b[0] += v[0];
            b[1] += v[1];
        });
        o.endReasons.forEach((k, v) -> endReasons.computeIfAbsent(k, x -> new long[1])[0] += v[0]);
        o.facts.forEach((fact, byLevel) -> byLevel.forEach((level, c) -> {
            long[] mine = facts.computeIfAbsent(fact, k -> new TreeMap<>()).computeIfAbsent(level, k -> new long[2]);
            mine[0] += c[0];
            mine[1] += c[1];
        }));
        failures.addAll(o.failures);
        ruleUse.addAll(o.ruleUse);
        cpuNanos += o.cpuNanos;
        decisions += o.decisions;
        scriptProblems += o.scriptProblems;
        games += o.games;
    }

    public long games() {
        return games;
    }

    public int seats() {
        return seats;
    }

    /** The score row ids (empty before the first game). */
    public List<String> rows() {
        return rows == null ? List.of() : rows;
    }

    public ScriptFailures failures() {
        return failures;
    }

    /** What each house rule did in these games (empty without house rules). */
    public RuleUse ruleUse() {
        return ruleUse;
    }

    /** The statistics so far; {@code seconds} is the run's time (for games per second). */
    public Summary summary(double seconds) {
        List<Estimate> bySeat = new ArrayList<>();
        for (int s = 0; s < seats; s++) bySeat.add(winRate(winShares[s], games));
        Map<String, Double> botRates = new java.util.LinkedHashMap<>();
        byBot.forEach((k, v) -> botRates.put(k, (double) v[0] / shareUnit / v[1]));
        Map<String, Summary.Stat> stats = new java.util.LinkedHashMap<>();
        for (int r = 0; r < rows().size(); r++) stats.put(rows.get(r), Summary.Stat.of(perPlayer[r], Estimate.mean(perGame[r], seats)));
        if (rows != null) stats.put("total", Summary.Stat.of(perPlayer[rows.size()], Estimate.mean(perGame[rows.size()], seats)));
        return new Summary(games, seats, seconds, List.copyOf(bySeat), botRates, stats, Summary.Stat.of(rounds, Estimate.mean(rounds, 1)),
                ends(), decisions, scriptProblems, failures.failures(),
                failures.failedGames(), ruleUse.uses(), cpuNanos, factRates());
    }

    /** Per fact and bot level: the share of players' games in which the fact held, with its Wilson interval. */
    private Map<String, Map<String, Estimate>> factRates() {
        Map<String, Map<String, Estimate>> out = new java.util.LinkedHashMap<>();
        facts.forEach((fact, byLevel) -> {
            Map<String, Estimate> rates = new java.util.LinkedHashMap<>();
            byLevel.forEach((level, c) -> rates.put(level, Estimate.proportion(c[0], c[1])));
            out.put(fact, rates);
        });
        return out;
    }

    private Map<String, Long> ends() {
        Map<String, Long> out = new TreeMap<>();
        endReasons.forEach((k, v) -> out.put(k, v[0]));
        return out;
    }

    /**
     * A seat's win rate with its Wilson interval. The interval needs whole victories: for it (only), the
     * shares of shared victories are added up and rounded to the nearest whole number.
     */
    private Estimate winRate(long shares, long n) {
        Estimate w = Estimate.proportion(Math.round((double) shares / shareUnit), n);
        return new Estimate(n == 0 ? 0 : (double) shares / shareUnit / n, w.low(), w.high());
    }
}
