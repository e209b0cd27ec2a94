package io.fogisles.kernel.score;

import io.fogisles.kernel.play.GameContext;

/** Orders players with equal totals: the higher value wins (e.g. remaining energy, RULES B11.9). */
public interface TieBreak {
    String id();

    int order();

    int value(GameContext ctx, int seat);
}
