package io.fogisles.cli.position;

import io.fogisles.base.move.EdgeExit;
import io.fogisles.base.move.MoveCalculator;
import io.fogisles.expansion.Expansion;
import io.fogisles.harbour.Harbour;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/** What Modules 2 and 3 add to the position tools: piers in {@code moves}, the expansion row in {@code score}. */
public final class ModuleTools {
    private ModuleTools() {
    }

    /** Module 2 in {@code moves}: pier k is position fields + k − 1 of the tool's calculator. */
    public static MovesCommand.HarbourMoves harbourMoves() {
        return new MovesCommand.HarbourMoves() {
            public int piers(PositionFile pf) {
                return pf.rules.service(Harbour.class).rules.piers.size();
            }

            public EdgeExit exit(PositionFile pf, int fields) {
                int deepest = piers(pf);
                return EdgeExit.of(deepest, (last, direction, beyond) -> fields + Math.min(beyond, deepest) - 1);
            }

            public void fromPier(PositionFile pf, MoveCalculator calc, int pier, int vBonus, int freeMask, int energy) {
                Harbour h = pf.rules.service(Harbour.class);
                Harbour.fromPier(calc, pf.island, h.rules.pier(pier), vBonus, freeMask, energy);
            }

            public Map<String, Object> describe(int pier) {
                return Map.of("pier", pier);
            }
        };
    }

    /**
     * Module 3 in {@code score}: the points of the player's expansion tiles on the island, +5 with all of
     * them (C18). Each kind of expansion tile exists once per player.
     */
    public static int expansionRow(PositionFile pf, int[] pieceByField, String playerPath) {
        if (!pf.rules.modules().has("expansion")) return 0;
        Expansion x = pf.rules.service(Expansion.class);
        int points = 0;
        Set<String> seen = new HashSet<>();
        for (int p : pieceByField) {
            if (p < 0) continue;
            String kind = pf.base.pieces.kind[p];
            if (!x.rules.isExpansionKind(kind)) continue;
            if (!seen.add(kind)) throw pf.error(playerPath + ".tiles", "a player has only one " + kind + " (RULES A.10)");
            points += x.rules.points(kind);
        }
        if (seen.size() >= x.rules.perPlayer()) points += x.rules.allFiveBonus;
        return points;
    }
}
