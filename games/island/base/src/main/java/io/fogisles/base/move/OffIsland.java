package io.fogisles.base.move;

import io.fogisles.kernel.play.GameContext;
import java.util.Map;

/**
 * An extension point of Module 1: positions outside the island that a module adds (the harbour's
 * piers). The module answers for its positions: where a balloon can fly from there, the D-value there,
 * and how to describe the position.
 */
public interface OffIsland {
    boolean owns(int position);

    /** Offers every destination from {@code position} with its cost, through {@code calc}. */
    void moves(GameContext ctx, int seat, int position, MoveCalculator calc);

    /** Lowest and highest D-value at the position (equal unless the player chooses). */
    int dValueMin(GameContext ctx, int seat, int position);

    int dValueMax(GameContext ctx, int seat, int position);

    /** A description for tools and saves, e.g. {@code {"pier": 3}}. */
    Map<String, Object> describe(int position);
}
