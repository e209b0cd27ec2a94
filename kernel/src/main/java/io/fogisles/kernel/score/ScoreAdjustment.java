package io.fogisles.kernel.score;

import io.fogisles.kernel.play.GameContext;

/**
 * Changes the points of an existing score row (a house rule doubling {@code cards:tricks}). The kernel
 * applies the adjustments of a row in load order to the points the row computed, seat by seat; the row
 * keeps its id and place on the pad. Naming a row that no module contributes is an error when the rules
 * are built.
 */
public interface ScoreAdjustment {
    /** The id of the row to change, e.g. {@code cards:tricks}. */
    String rowId();

    /** Who adjusts (for error messages), e.g. "house rule 'grand-cities'". */
    default String owner() {
        return "a module";
    }

    /** The row's points for each seat after this adjustment ({@code points} may be changed in place and returned). */
    int[] adjust(GameContext ctx, int[] points);

    /** A row whose points pass through the given adjustments. */
    static ScoreRow adjusted(ScoreRow row, java.util.List<ScoreAdjustment> adjustments) {
        return new Adjusted(row, java.util.List.copyOf(adjustments));
    }

    /** A row with its adjustments; the row as computed without them stays at hand (bots weigh what the adjustments change). */
    record Adjusted(ScoreRow row, java.util.List<ScoreAdjustment> adjustments) implements ScoreRow {
        public String id() {
            return row.id();
        }

        public int order() {
            return row.order();
        }

        public int[] score(GameContext ctx) {
            return adjust(ctx, row.score(ctx));
        }

        /** The row's points (as {@link #row} computed them) after the adjustments; {@code points} may be changed in place. */
        public int[] adjust(GameContext ctx, int[] points) {
            for (ScoreAdjustment a : adjustments) points = a.adjust(ctx, points);
            return points;
        }
    }
}
