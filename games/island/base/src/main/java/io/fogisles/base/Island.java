package io.fogisles.base;

import io.fogisles.kernel.hex.Board;
import io.fogisles.kernel.hex.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An island as the rules read it: the board plus per-field arrays precomputed for the hot paths —
 * movement value, coast landscape, volcano penalty, energy of drops, and the effect a covering tile
 * triggers — and bit masks of its neighbours and coasts for the scoring and connection searches. All
 * players play on copies of the same island (RULES A.5).
 */
public final class Island {
    public static final int NO_COAST = -1;

    private final String id;
    private final Board board;
    private final int base;
    private final int[] value;
    private final int[] coast;
    private final int[] penalty;
    private final int[] energy;
    private final String[] effect;
    private final int[][] coastFields;
    private final int[] startFields;
    private final int[] coastLandscapes;
    // bit masks over the fields (one long per 64 fields) for the set-at-a-time searches of scoring and
    // coast connection; a landscape's or a field's mask starts at its index times maskWords
    private final int maskWords;
    private final long[] neighbourMasks;
    private final long[] coastMasks;
    private final long[] nearCoastMasks;
    private final long[] startMask;

    Island(String id, Board board, Map<String, String> fieldEffects) {
        this.id = id;
        this.board = board;
        int n = board.size();
        value = new int[n];
        coast = new int[n];
        penalty = new int[n];
        energy = new int[n];
        effect = new String[n];
        int b = -1;
        List<List<Integer>> byLandscape = new ArrayList<>();
        for (int i = 0; i < Landscape.COUNT; i++) byLandscape.add(new ArrayList<>());
        for (Field f : board.fields()) {
            int i = f.index();
            if (f.type().equals("base")) b = i;
            value[i] = f.intAttr("value", -1);
            Landscape l = f.type().equals("coast") ? Landscape.parse(f.stringAttr("landscape")) : null;
            coast[i] = l == null ? NO_COAST : l.ordinal();
            if (l != null) byLandscape.get(l.ordinal()).add(i);
            penalty[i] = f.type().equals("volcano") ? f.intAttr("penalty", 0) : 0;
            energy[i] = f.intAttr("energy", 0);
            effect[i] = f.stringAttr("effect") != null ? f.stringAttr("effect") : fieldEffects.get(f.type());
        }
        this.base = b;
        coastFields = new int[Landscape.COUNT][];
        List<Integer> present = new ArrayList<>();
        for (int l = 0; l < Landscape.COUNT; l++) {
            coastFields[l] = byLandscape.get(l).stream().mapToInt(Integer::intValue).toArray();
            if (coastFields[l].length > 0) present.add(l);
        }
        coastLandscapes = present.stream().mapToInt(Integer::intValue).toArray();
        startFields = board.neighbours(b).stream().mapToInt(Integer::intValue).toArray();
        maskWords = (n + 63) >>> 6;
        neighbourMasks = new long[n * maskWords];
        for (int f = 0; f < n; f++) for (int g : board.neighbours(f)) setBit(neighbourMasks, f * maskWords, g);
        coastMasks = new long[Landscape.COUNT * maskWords];
        nearCoastMasks = new long[Landscape.COUNT * maskWords];
        for (int l = 0; l < Landscape.COUNT; l++) {
            for (int f : coastFields[l]) {
                setBit(coastMasks, l * maskWords, f);
                setBit(nearCoastMasks, l * maskWords, f);
                for (int g : board.neighbours(f)) setBit(nearCoastMasks, l * maskWords, g);
            }
        }
        startMask = new long[maskWords];
        for (int f : startFields) setBit(startMask, 0, f);
    }

    public String id() {
        return id;
    }

    public Board board() {
        return board;
    }

    public int size() {
        return board.size();
    }

    /** The balloon base (never covered, never a landing field: RULES A.5.3, C7). */
    public int base() {
        return base;
    }

    /** Printed movement value of a field (−1 for the base). */
    public int value(int field) {
        return value[field];
    }

    /** Landscape index of a coast field, or {@link #NO_COAST}. */
    public int coast(int field) {
        return coast[field];
    }

    public boolean isCoast(int field) {
        return coast[field] != NO_COAST;
    }

    /** Penalty of a volcano field (0 for other fields). */
    public int penalty(int field) {
        return penalty[field];
    }

    /** Energy printed on a drop or draw-1-plus-energy field. */
    public int energy(int field) {
        return energy[field];
    }

    /** Effect triggered when a tile covers the field, or null. */
    public String effect(int field) {
        return effect[field];
    }

    /** The coast fields of a landscape (empty when the island has no such coast). */
    public int[] coastFields(int landscape) {
        return coastFields[landscape];
    }

    /** Landscapes that have a coast on this island (all six on the printed islands). */
    public int[] coastLandscapes() {
        return coastLandscapes;
    }

    /** The fields next to the base, where balloons start (RULES A.5.4, B1.4). */
    public int[] startFields() {
        return startFields;
    }

    private static void setBit(long[] masks, int at, int field) {
        masks[at + (field >>> 6)] |= 1L << field;
    }

    /** How many longs a bit mask over the fields takes (one per 64 fields). */
    public int maskWords() {
        return maskWords;
    }

    /** Each field's neighbours as a bit mask, field f's at {@code f * maskWords()} (read-only). */
    public long[] neighbourMasks() {
        return neighbourMasks;
    }

    /** Each landscape's coast fields as a bit mask, landscape l's at {@code l * maskWords()} (read-only). */
    public long[] coastMasks() {
        return coastMasks;
    }

    /**
     * Each landscape's coast fields and their neighbours as a bit mask, landscape l's at
     * {@code l * maskWords()} (read-only): the fields a tile must lie on before that coast can be connected.
     */
    public long[] nearCoastMasks() {
        return nearCoastMasks;
    }

    /** The fields next to the base as a bit mask (read-only). */
    public long[] startMask() {
        return startMask;
    }

    public String type(int field) {
        return board.type(field);
    }
}
