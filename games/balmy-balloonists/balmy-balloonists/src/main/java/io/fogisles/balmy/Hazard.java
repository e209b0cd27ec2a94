package io.fogisles.balmy;

import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.state.GameState;

/**
 * Something on the map beside zones and mountains that a balloon can meet when it enters a field (the storm,
 * M17.5). Contributed by another module with {@code Multibinder.newSetBinder(binder(), Hazard.class)}; asked
 * first when a balloon enters a field (M8.3, MD15).
 */
public interface Hazard {
    /** Whether balloon {@code balloon} (airborne), which has just entered its current field, meets it there: its movement then ends. */
    boolean meets(BalmyGame g, GameState s, int balloon);

    /** What happens to a balloon that met it ({@link #meets} was true). */
    void hit(BalmyGame g, GameContext ctx, int balloon);
}
