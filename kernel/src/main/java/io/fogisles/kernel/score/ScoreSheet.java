package io.fogisles.kernel.score;

import java.util.ArrayList;
import java.util.List;

/**
 * The final score pad: one column per seat, one row per score row, the totals and the winners
 * (highest total, then the tie-breaks in order; still tied players share the victory).
 */
public record ScoreSheet(List<String> rows, int[][] points, int[] totals, List<Integer> winners) {

    public int points(String row, int seat) {
        int i = rows.indexOf(row);
        if (i < 0) throw new IllegalArgumentException("no score row " + row + " in " + rows);
        return points[i][seat];
    }

    public int seats() {
        return totals.length;
    }

    /** Row ids without their module prefix ({@code cards:tricks} → {@code tricks}). */
    public List<String> shortRows() {
        List<String> out = new ArrayList<>();
        for (String r : rows) out.add(r.substring(r.indexOf(':') + 1));
        return out;
    }
}
