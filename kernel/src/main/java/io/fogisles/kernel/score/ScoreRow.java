package io.fogisles.kernel.score;

import io.fogisles.kernel.game.GameContext;

/**
 * One row of the score pad (e.g. {@code base:forest}, {@code expansion:tiles}), computed for all seats at
 * once because some rows compare players (monument majorities). Rows are shown in {@link #order()}.
 */
public interface ScoreRow {
    String id();

    /** Position on the score pad; lower first. */
    int order();

    /** Points per seat. */
    int[] score(GameContext ctx);
}
