package io.fogisles.kernel.sim;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Statistics of a simulation: win rates by seat (with Wilson intervals) and by bot level (a shared victory
 * counts 1/k for each of the k winners), every score row and the total per player (mean with its 95 %
 * interval, median, percentiles, the whole distribution), game length in rounds, how the games ended, and
 * which scripts failed (and the numbers of the first games where one did, see {@link ScriptFailures#failedGames}),
 * what each house rule did and cost ({@link RuleUse}), and the share of players' games in which each of the game's
 * facts held, by bot level ({@link GameFacts}: e.g. a character hired).
 * Made by a {@link Tally}; {@link #of} summarises a list of finished games.
 */
public record Summary(long games, int seats, double seconds, List<Estimate> winRateBySeat, Map<String, Double> winRateByBot, Map<String, Stat> rows,
                      Stat rounds, Map<String, Long> endReasons, long decisions, long scriptProblems, List<ScriptFailures.Failure> failures,
                      List<Long> failedGames, List<RuleUse.Use> ruleUse, long cpuNanos,
                      Map<String, Map<String, Estimate>> facts) {

    /** The CPU time a game took to play, bots and rules included, in ms (0 when it was not measured). */
    public double cpuMillisPerGame() {
        return games == 0 ? 0 : cpuNanos / 1e6 / games;
    }

    /**
     * Distribution of one number over all players of all games (rounds: over all games). The mean comes
     * with the 95 % interval of its estimate, taken over games (the players of one game are not
     * independent of each other, the games are). The median is the middle value (the mean of the two
     * middle ones for an even count); percentiles are nearest-rank.
     */
    public record Stat(Estimate mean, double median, double p10, double p25, double p75, double p90, double min, double max, Histogram distribution) {
        static Stat of(Histogram h, Estimate mean) {
            if (h.count() == 0) return new Stat(mean, 0, 0, 0, 0, 0, 0, 0, h.copy());
            return new Stat(mean, h.median(), h.percentile(10), h.percentile(25), h.percentile(75), h.percentile(90), h.min(), h.max(), h.copy());
        }
    }

    public double gamesPerSecond() {
        return seconds <= 0 ? 0 : games / seconds;
    }

    /** The win rate of each seat without its interval. */
    public double[] winRates() {
        double[] out = new double[winRateBySeat.size()];
        for (int s = 0; s < out.length; s++) out[s] = winRateBySeat.get(s).value();
        return out;
    }

    /** The statistics of finished games given as records (tests, small runs). */
    public static Summary of(List<Simulation.GameRecord> records, double seconds) {
        if (records.isEmpty()) return new Tally(0, Set.of()).summary(seconds);
        Tally t = new Tally(records.get(0).scores().seats(), Set.of());
        for (Simulation.GameRecord r : records) t.add(r.scores(), r.rounds(), r.endReason(), r.decisions(), r.botsBySeat());
        Summary s = t.summary(seconds);
        long problems = 0;
        for (Simulation.GameRecord r : records) problems += r.scriptProblems().size();
        return new Summary(s.games, s.seats, s.seconds, s.winRateBySeat, s.winRateByBot, s.rows, s.rounds, s.endReasons, s.decisions, problems, s.failures, s.failedGames, s.ruleUse, s.cpuNanos, s.facts);
    }
}
