package io.fogisles.kernel.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@link Histogram}: exact counts give the same median and percentiles as sorting every value. */
class HistogramTest {

    @Test
    @DisplayName("1…10 in any order: median 5.5, nearest-rank p10 1, p25 3, p75 8, p90 9, mean 5.5")
    void tenValues() {
        Histogram h = new Histogram();
        for (int v : new int[] {7, 3, 10, 1, 5, 9, 2, 8, 4, 6}) h.add(v);
        assertEquals(10, h.count());
        assertEquals(5.5, h.median());
        assertEquals(1, h.percentile(10));
        assertEquals(3, h.percentile(25));
        assertEquals(8, h.percentile(75));
        assertEquals(9, h.percentile(90));
        assertEquals(5.5, h.mean());
        assertEquals(1, h.min());
        assertEquals(10, h.max());
    }

    @Test
    @DisplayName("values far below and above the first one (negative volcano rows, long games) grow the range both ways; merging equals adding everything")
    void growsAndMerges() {
        Random r = new Random(3);
        Histogram all = new Histogram(), left = new Histogram(), right = new Histogram();
        int[] values = new int[5000];
        for (int i = 0; i < values.length; i++) {
            values[i] = i == 0 ? 0 : r.nextInt(400) - 250;
            all.add(values[i]);
            (i % 3 == 0 ? left : right).add(values[i]);
        }
        int[] sorted = values.clone();
        Arrays.sort(sorted);
        assertEquals(sorted[0], all.min());
        assertEquals(sorted[sorted.length - 1], all.max());
        assertEquals((sorted[2499] + sorted[2500]) / 2.0, all.median());
        for (int p : new int[] {1, 10, 25, 50, 75, 90, 99}) assertEquals(sorted[(int) Math.ceil(p / 100.0 * sorted.length) - 1], all.percentile(p), "p" + p);
        assertEquals(Arrays.stream(values).average().orElseThrow(), all.mean(), 1e-9);
        Histogram merged = new Histogram();
        merged.addAll(right);
        merged.addAll(left);
        assertEquals(all, merged);
        assertEquals(all.hashCode(), merged.hashCode());
        assertEquals(all.median(), merged.median());
        Histogram copy = all.copy();
        all.add(1000);
        assertNotEquals(all, copy, "a copy does not see later additions");
        assertEquals(1, all.count(1000));
        assertEquals(0, copy.count(1000));
    }

    @Test
    @DisplayName("an empty histogram answers zeros")
    void empty() {
        Histogram h = new Histogram();
        assertEquals(0, h.count());
        assertEquals(0, h.median());
        assertEquals(0, h.percentile(90));
        assertEquals(0, h.mean());
        assertEquals(new Histogram(), h);
    }
}
