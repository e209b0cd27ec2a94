package io.fogisles.base.score;

/**
 * A search over an island's fields, set at a time: fields are bits of masks (one long per 64 fields, as
 * {@link io.fogisles.base.Island#maskWords}), and a group grows by whole frontiers, the union of its new
 * fields' neighbour masks kept within an area. Searching this way costs one mask union per field instead
 * of a data-dependent branch per neighbour, which is what made the searches of scoring and coast
 * connection slow.
 *
 * <p>Fill {@link #area} and the seeds in {@link #group}, then {@link #run}: {@link #group} holds every field
 * of the area linked to a seed, {@link #rim} every neighbour of those fields. Work arrays for one island
 * size; not for two threads at once.
 */
final class FieldFlood {
    final int words;
    /** Where the search may go. */
    final long[] area;
    /** The seeds before {@link #run}; the fields reached (seeds included) after it. */
    final long[] group;
    /** After {@link #run}: the neighbours of the fields in {@link #group} (some may lie in the group). */
    final long[] rim;
    private final long[] frontier;
    /** The next frontier being gathered; all zero between runs (each pass clears what it read). */
    private final long[] next;

    FieldFlood(int words) {
        this.words = words;
        area = new long[words];
        group = new long[words];
        rim = new long[words];
        frontier = new long[words];
        next = new long[words];
    }

    /** Makes {@code field} the only seed. */
    void seed(int field) {
        for (int w = 0; w < words; w++) group[w] = 0;
        group[field >>> 6] = 1L << field;
    }

    /** Grows {@link #group} within {@link #area} over the island's {@code neighbourMasks}; fills {@link #rim}. */
    void run(long[] neighbourMasks) {
        int words = this.words;
        // plain loops, not Arrays.fill/arraycopy: the masks are a word or two long, and the library calls
        // (and the clearing of next before every pass) were ~2.5 % of greedy's time
        for (int w = 0; w < words; w++) {
            frontier[w] = group[w];
            rim[w] = 0;
        }
        boolean growing = true;
        while (growing) {
            for (int w = 0; w < words; w++) {
                for (long bits = frontier[w]; bits != 0; bits &= bits - 1) {
                    int at = ((w << 6) + Long.numberOfTrailingZeros(bits)) * words;
                    for (int v = 0; v < words; v++) next[v] |= neighbourMasks[at + v];
                }
            }
            growing = false;
            for (int w = 0; w < words; w++) {
                long reached = next[w];
                next[w] = 0;
                rim[w] |= reached;
                long fresh = reached & area[w] & ~group[w];
                frontier[w] = fresh;
                group[w] |= fresh;
                if (fresh != 0) growing = true;
            }
        }
    }

    /** Whether the masks {@code a} (at {@code aAt}) and {@code b} (at {@code bAt}) share a field. */
    static boolean meet(long[] a, int aAt, long[] b, int bAt, int words) {
        for (int w = 0; w < words; w++) if ((a[aAt + w] & b[bAt + w]) != 0) return true;
        return false;
    }
}
