package io.fogisles.kernel.game;

import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.event.GameEvent;

/** Reacts to domain events as they are raised (house rules, statistics). May change state through the context. */
@FunctionalInterface
public interface GameEventListener {
    void on(GameContext ctx, GameEvent event);
}
