package io.fogisles.kernel.bot;

import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.score.ScoreAdjustment;
import io.fogisles.kernel.score.ScoreRow;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What house rules (and any score adjustments) do to the score, as an estimate every bot adds to the
 * modules' own: the points of the rows the rules add, and what adjustments change in the modules' rows,
 * for the seat, as the position stands. The modules' heuristics know only the modules' scoring; without
 * this, a rule that doubles a penalty would change the score sheet but not one bot's move.
 */
final class RuleScoring implements Heuristic {
    private final List<ScoreRow> added;
    private final List<ScoreAdjustment.Adjusted> adjusted;

    private RuleScoring(List<ScoreRow> added, List<ScoreAdjustment.Adjusted> adjusted) {
        this.added = added;
        this.adjusted = adjusted;
    }

    /** The estimate for a rule set, or null when no house rule adds or changes a row. */
    static RuleScoring of(RuleSet rules) {
        Set<String> ruleIds = rules.houseRules().stream().map(GameConfig.HouseRuleRef::id).collect(Collectors.toSet());
        List<ScoreRow> added = new ArrayList<>();
        List<ScoreAdjustment.Adjusted> adjusted = new ArrayList<>();
        for (ScoreRow r : rules.scoreRows()) {
            if (r instanceof ScoreAdjustment.Adjusted a) adjusted.add(a);
            else if (r.id().contains(":") && ruleIds.contains(r.id().substring(0, r.id().indexOf(':')))) added.add(r);
        }
        return added.isEmpty() && adjusted.isEmpty() ? null : new RuleScoring(List.copyOf(added), List.copyOf(adjusted));
    }

    @Override
    public double value(Game game, int seat) {
        GameContext c = game.context();
        double v = 0;
        for (ScoreRow r : added) v += r.score(c)[seat];
        for (ScoreAdjustment.Adjusted a : adjusted) { // the module's row once, then what the adjustments make of it
            int[] points = a.row().score(c);
            int before = points[seat];
            v += a.adjust(c, points)[seat] - before;
        }
        return v;
    }
}
