package io.fogisles.kernel.game;

import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.score.ScoreRow;
import io.fogisles.kernel.score.ScoreSheet;
import io.fogisles.kernel.score.TieBreak;
import java.util.ArrayList;
import java.util.List;

/** The score pad of a game as it stands: every row for every seat, the totals, and the winners after the tie-breaks. */
final class Scoring {
    private Scoring() {
    }

    static ScoreSheet sheet(RuleSet rules, GameContext c) {
        List<ScoreRow> rows = rules.scoreRows();
        int n = c.seats();
        List<String> ids = new ArrayList<>();
        int[][] points = new int[rows.size()][];
        int[] totals = new int[n];
        for (int i = 0; i < rows.size(); i++) {
            ids.add(rows.get(i).id());
            points[i] = rows.get(i).score(c);
            for (int s = 0; s < n; s++) totals[s] += points[i][s];
        }
        return new ScoreSheet(ids, points, totals, winners(rules, c, totals));
    }

    private static List<Integer> winners(RuleSet rules, GameContext c, int[] totals) {
        List<Integer> best = new ArrayList<>();
        int max = Integer.MIN_VALUE;
        for (int s = 0; s < totals.length; s++) {
            if (totals[s] > max) {
                max = totals[s];
                best.clear();
            }
            if (totals[s] == max) best.add(s);
        }
        for (TieBreak t : rules.tieBreaks()) {
            if (best.size() < 2) break;
            int top = Integer.MIN_VALUE;
            List<Integer> next = new ArrayList<>();
            for (int s : best) {
                int v = t.value(c, s);
                if (v > top) {
                    top = v;
                    next.clear();
                }
                if (v == top) next.add(s);
            }
            best = next;
        }
        return best;
    }
}
