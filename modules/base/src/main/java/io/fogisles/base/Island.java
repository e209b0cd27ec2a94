package io.fogisles.base;

import io.fogisles.kernel.hex.Board;
import io.fogisles.kernel.hex.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An island as the rules read it: the board plus per-field arrays precomputed for the hot paths —
 * movement value, coast landscape, volcano penalty, energy of drops, and the effect a covering tile
 * triggers. All players play on copies of the same island (RULES A.5).
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
    private final int[] coastsNear;

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
        coastsNear = new int[n];
        for (int l = 0; l < Landscape.COUNT; l++) {
            for (int f : coastFields[l]) {
                coastsNear[f] |= 1 << l;
                for (int g : board.neighbours(f)) coastsNear[g] |= 1 << l;
            }
        }
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

    /**
     * The landscapes with a coast field on or next to {@code field}, as a bit mask: the coasts whose
     * connection (RULES B9.1–B9.5) a change on this field can change.
     */
    public int coastsNear(int field) {
        return coastsNear[field];
    }

    public String type(int field) {
        return board.type(field);
    }
}
