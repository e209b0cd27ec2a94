package io.fogisles.kernel.sim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Statistics of a simulation: win rates by seat and by bot level (a shared victory counts 1/k for each of
 * the k winners), every score row and the total over all players (mean, median, percentiles), game
 * length in rounds, and how the games ended.
 */
public record Summary(int games, int seats, double seconds, double[] winRateBySeat, Map<String, Double> winRateByBot,
                      Map<String, Stat> rows, Stat rounds, Map<String, Integer> endReasons, long decisions, int scriptProblems) {

    /** Distribution of one number: the median is the middle value (the mean of the two middle ones for an even count), percentiles are nearest-rank. */
    public record Stat(double mean, double median, double p10, double p25, double p75, double p90, double min, double max) {
        static Stat of(double[] v) {
            if (v.length == 0) return new Stat(0, 0, 0, 0, 0, 0, 0, 0);
            double[] s = v.clone();
            Arrays.sort(s);
            double sum = 0;
            for (double x : s) sum += x;
            return new Stat(sum / s.length, median(s), pct(s, 10), pct(s, 25), pct(s, 75), pct(s, 90), s[0], s[s.length - 1]);
        }

        static double median(double[] sorted) {
            int n = sorted.length;
            return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
        }

        /** Nearest-rank percentile. */
        static double pct(double[] sorted, double p) {
            int rank = (int) Math.ceil(p / 100.0 * sorted.length);
            return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
        }
    }

    public double gamesPerSecond() {
        return seconds <= 0 ? 0 : games / seconds;
    }

    public static Summary of(List<Simulation.GameRecord> records, double seconds) {
        int n = records.size();
        int seats = n == 0 ? 0 : records.get(0).scores().seats();
        double[] bySeat = new double[seats];
        Map<String, double[]> byBot = new TreeMap<>(); // wins, seats played
        Map<String, List<Double>> rowValues = new LinkedHashMap<>();
        double[] rounds = new double[n];
        Map<String, Integer> reasons = new TreeMap<>();
        long decisions = 0;
        int problems = 0;
        for (int g = 0; g < n; g++) {
            Simulation.GameRecord r = records.get(g);
            rounds[g] = r.rounds();
            reasons.merge(r.endReason(), 1, Integer::sum);
            decisions += r.decisions();
            problems += r.scriptProblems().size();
            List<Integer> winners = r.scores().winners();
            for (int s = 0; s < seats; s++) {
                double share = winners.contains(s) ? 1.0 / winners.size() : 0;
                bySeat[s] += share;
                double[] b = byBot.computeIfAbsent(r.botsBySeat().get(s), k -> new double[2]);
                b[0] += share;
                b[1] += 1;
                for (int row = 0; row < r.scores().rows().size(); row++)
                    rowValues.computeIfAbsent(r.scores().rows().get(row), k -> new ArrayList<>()).add((double) r.scores().points()[row][s]);
                rowValues.computeIfAbsent("total", k -> new ArrayList<>()).add((double) r.scores().totals()[s]);
            }
        }
        for (int s = 0; s < seats; s++) bySeat[s] = n == 0 ? 0 : bySeat[s] / n;
        Map<String, Double> botRates = new LinkedHashMap<>();
        byBot.forEach((k, v) -> botRates.put(k, v[0] / v[1]));
        Map<String, Stat> rows = new LinkedHashMap<>();
        // the total last
        rowValues.forEach((k, v) -> {
            if (!k.equals("total")) rows.put(k, Stat.of(v.stream().mapToDouble(Double::doubleValue).toArray()));
        });
        if (rowValues.containsKey("total")) rows.put("total", Stat.of(rowValues.get("total").stream().mapToDouble(Double::doubleValue).toArray()));
        return new Summary(n, seats, seconds, bySeat, botRates, rows, Stat.of(rounds), reasons, decisions, problems);
    }
}
