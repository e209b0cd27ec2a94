package io.fogisles.kernel.score;

import io.fogisles.kernel.play.GameContext;

/**
 * One row of the score pad (e.g. {@code cards:tricks}), computed for all seats at once because some rows
 * compare players (majorities). Rows are shown in {@link #order()}.
 */
public interface ScoreRow {
    /** The order of the rows that house rules add; a module places its own rows before or after them. */
    int HOUSE_RULE_ORDER = 75;

    String id();

    /** Position on the score pad; lower first. */
    int order();

    /** Points per seat. */
    int[] score(GameContext ctx);
}
