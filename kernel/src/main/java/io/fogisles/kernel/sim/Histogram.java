package io.fogisles.kernel.sim;

import java.util.Arrays;

/**
 * Exact counts of whole numbers: how many times each value was seen. Score rows and game lengths are small
 * integers, so a game adds to a few counters and memory depends on the range of values, never on the number
 * of games. Percentiles are nearest-rank and the median is the middle value (the mean of the two middle ones
 * for an even count), exactly as if every value had been kept and sorted.
 */
public final class Histogram implements java.io.Serializable {
    private static final long serialVersionUID = 1L;
    private long[] counts = new long[0];
    private int offset; // counts[i] is the count of value offset + i
    private long n;
    private long sum;

    public void add(int value) {
        if (value < offset || value >= offset + counts.length) cover(value, value);
        counts[value - offset]++;
        n++;
        sum += value;
    }

    /** Makes room for the values lo…hi, at least doubling the array so that growing costs little over a run. */
    private void cover(int lo, int hi) {
        if (counts.length == 0) {
            counts = new long[Math.max(16, hi - lo + 1)];
            offset = lo - (counts.length - (hi - lo + 1)) / 2;
            return;
        }
        int from = Math.min(offset, lo), to = Math.max(offset + counts.length - 1, hi);
        int size = Math.max(to - from + 1, counts.length * 2);
        int newOffset = lo < offset ? to - size + 1 : from;
        long[] c = new long[size];
        System.arraycopy(counts, 0, c, offset - newOffset, counts.length);
        counts = c;
        offset = newOffset;
    }

    /** Adds another histogram's counts (the workers' histograms are merged at the end of a run). */
    public void addAll(Histogram other) {
        if (other.n == 0) return;
        int lo = other.min(), hi = other.max();
        if (lo < offset || hi >= offset + counts.length) cover(lo, hi);
        for (int v = lo; v <= hi; v++) counts[v - offset] += other.counts[v - other.offset];
        n += other.n;
        sum += other.sum;
    }

    /**
     * The exact moments (count, integer sums) of the values counted: the same as if each value had been given
     * to {@link Estimate#newMoments()} one by one, in any order (the moments depend on the values alone).
     */
    public org.apache.commons.statistics.descriptive.IntStatistics moments() {
        org.apache.commons.statistics.descriptive.IntStatistics s = Estimate.newMoments();
        for (int i = 0; i < counts.length; i++)
            for (long c = counts[i]; c > 0; c--) s.accept(offset + i);
        return s;
    }

    public long count() {
        return n;
    }

    /** How often {@code value} was seen. */
    public long count(int value) {
        int i = value - offset;
        return i < 0 || i >= counts.length ? 0 : counts[i];
    }

    public double mean() {
        return n == 0 ? 0 : (double) sum / n;
    }

    public int min() {
        for (int i = 0; i < counts.length; i++) if (counts[i] > 0) return offset + i;
        return 0;
    }

    public int max() {
        for (int i = counts.length - 1; i >= 0; i--) if (counts[i] > 0) return offset + i;
        return 0;
    }

    /** The value of the given 1-based rank in sorted order. */
    public int valueAtRank(long rank) {
        long seen = 0;
        for (int i = 0; i < counts.length; i++) {
            seen += counts[i];
            if (seen >= rank) return offset + i;
        }
        return max();
    }

    /** Nearest-rank percentile: the smallest value with at least p % of the values at or below it. */
    public double percentile(double p) {
        if (n == 0) return 0;
        long rank = (long) Math.ceil(p / 100.0 * n);
        return valueAtRank(Math.max(1, Math.min(n, rank)));
    }

    public double median() {
        if (n == 0) return 0;
        return n % 2 == 1 ? valueAtRank(n / 2 + 1) : (valueAtRank(n / 2) + (double) valueAtRank(n / 2 + 1)) / 2;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Histogram h) || h.n != n) return false;
        if (n == 0) return true;
        for (int v = min(); v <= max(); v++) if (count(v) != h.count(v)) return false;
        return true;
    }

    @Override
    public int hashCode() {
        int h = Long.hashCode(n);
        if (n > 0) for (int v = min(); v <= max(); v++) h = 31 * h + Long.hashCode(count(v));
        return h;
    }

    @Override
    public String toString() {
        if (n == 0) return "Histogram[]";
        StringBuilder b = new StringBuilder("Histogram[");
        for (int v = min(); v <= max(); v++) if (count(v) > 0) b.append(v).append('×').append(count(v)).append(' ');
        b.setLength(b.length() - 1);
        return b.append(']').toString();
    }

    /** A copy that later additions to this histogram do not change. */
    public Histogram copy() {
        Histogram h = new Histogram();
        h.counts = Arrays.copyOf(counts, counts.length);
        h.offset = offset;
        h.n = n;
        h.sum = sum;
        return h;
    }
}
