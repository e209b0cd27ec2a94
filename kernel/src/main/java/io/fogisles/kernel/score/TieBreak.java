package io.fogisles.kernel.score;

import io.fogisles.kernel.play.GameContext;

/** Orders players with equal totals: the higher value wins (e.g. what a seat has left over). */
public interface TieBreak {
    /** The order of the tie-breaks that house rules add: after every module's own. */
    int HOUSE_RULE_ORDER = 1000;

    String id();

    int order();

    int value(GameContext ctx, int seat);
}
