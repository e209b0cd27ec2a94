package io.fogisles.kernel.sim;

import org.apache.commons.statistics.descriptive.IntStatistics;
import org.apache.commons.statistics.descriptive.Statistic;
import org.apache.commons.statistics.interval.BinomialConfidenceInterval;
import org.apache.commons.statistics.interval.Interval;
import org.apache.commons.statistics.interval.NormalConfidenceInterval;

/**
 * A measured value with its 95 % confidence interval [low, high]. With fewer than two observations there
 * is no interval: low and high are NaN.
 */
public record Estimate(double value, double low, double high) {
    /** 1 − confidence: 95 % intervals. */
    public static final double ERROR_RATE = 0.05;

    /** Whether the interval lies wholly above or wholly below 0: the value is unlikely to be 0 by chance. */
    public boolean excludesZero() {
        return low > 0 || high < 0;
    }

    /** Half the interval's width (the "±" of value ± halfWidth); NaN without an interval. */
    public double halfWidth() {
        return (high - low) / 2;
    }

    /**
     * The statistics every mean is estimated from: exact integer sums, so merging workers' parts in any order gives the same result.
     * Tallies keep the observations as {@link Histogram}s (exact counts that can be sent to another process) and make these from them.
     */
    public static IntStatistics newMoments() {
        return IntStatistics.of(Statistic.MEAN, Statistic.VARIANCE);
    }

    /**
     * The mean of the observations divided by {@code scale}, with Student's t interval (observations are
     * e.g. a row's points summed over a game's seats; divided by the seats they give the mean per player).
     */
    public static Estimate mean(IntStatistics s, double scale) {
        long n = s.getCount();
        if (n == 0) return new Estimate(0, Double.NaN, Double.NaN);
        double mean = s.getAsDouble(Statistic.MEAN);
        if (n < 2) return new Estimate(mean / scale, Double.NaN, Double.NaN);
        double variance = s.getAsDouble(Statistic.VARIANCE);
        if (variance == 0) return new Estimate(mean / scale, mean / scale, mean / scale); // every observation the same
        Interval i = NormalConfidenceInterval.MEAN.fromErrorRate(mean, variance, n, ERROR_RATE);
        return new Estimate(mean / scale, i.getLowerBound() / scale, i.getUpperBound() / scale);
    }

    /** {@link #mean(IntStatistics, double)} of the values a histogram counted. */
    public static Estimate mean(Histogram h, double scale) {
        return mean(h.moments(), scale);
    }

    /** A proportion {@code successes / trials} with the Wilson score interval. */
    public static Estimate proportion(long successes, long trials) {
        if (trials == 0) return new Estimate(0, Double.NaN, Double.NaN);
        if (trials > Integer.MAX_VALUE) { // the library counts in int; a proportion of that many trials keeps its value at a coarser count
            double f = (double) Integer.MAX_VALUE / trials;
            return proportion(Math.round(successes * f), Integer.MAX_VALUE);
        }
        Interval i = BinomialConfidenceInterval.WILSON_SCORE.fromErrorRate((int) trials, (int) successes, ERROR_RATE);
        return new Estimate((double) successes / trials, i.getLowerBound(), i.getUpperBound());
    }
}
