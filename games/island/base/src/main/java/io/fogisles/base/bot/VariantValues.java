package io.fogisles.base.bot;

import java.util.Arrays;

/**
 * The values of one island with one more tile, by field and tile ({@link IslandMemo}'s field code), kept
 * while the placement estimate keeps asking about that island: the options of a flight leave the island as
 * it is and their balloons' neighbourhoods overlap, so the same variants come back option after option.
 * Found by index rather than through {@link IslandMemo}'s hashing and key comparison, which cost ~10 % of
 * greedy's time. A variant is a function of the island, the field and the tile, so a hit is exactly the
 * value. Per thread; {@link #newIsland} forgets every value.
 */
final class VariantValues {
    /** Tiles remembered per field (the kinds an estimate tries on one field; more are worked out again). */
    private static final int SLOTS = 8;
    private final int[] stamps, counts, codes;
    private final double[] values;
    /** The stamp of the current island's fields; a field with another stamp holds nothing yet. */
    private int generation = 1;

    VariantValues(int fields) {
        stamps = new int[fields];
        counts = new int[fields];
        codes = new int[fields * SLOTS];
        values = new double[fields * SLOTS];
    }

    /** The next questions are about another island. */
    void newIsland() {
        if (++generation == 0) { // wrapped: no field may keep a stamp that a later island reuses
            Arrays.fill(stamps, 0);
            generation = 1;
        }
    }

    /** The value of the island with tile {@code code} on field {@code f}, or NaN when not known. */
    double find(int f, int code) {
        if (stamps[f] != generation) return Double.NaN;
        for (int i = f * SLOTS, end = i + counts[f]; i < end; i++) if (codes[i] == code) return values[i];
        return Double.NaN;
    }

    void put(int f, int code, double value) {
        if (stamps[f] != generation) {
            stamps[f] = generation;
            counts[f] = 0;
        }
        if (counts[f] == SLOTS) return;
        int i = f * SLOTS + counts[f]++;
        codes[i] = code;
        values[i] = value;
    }
}
