package io.fogisles.kernel.effect;

import io.fogisles.kernel.play.GameContext;
import java.util.Map;

/**
 * A named effect (a special field, a die face, a piece's power), written in Java or in JavaScript.
 * It changes the game only through the {@link GameContext}.
 */
@FunctionalInterface
public interface Effect {
    void run(GameContext ctx, Map<String, Object> args);
}
