package io.fogisles.client.core.render;

import io.fogisles.client.core.anim.Animation;
import io.fogisles.kernel.event.GameEvent;
import java.util.List;

/** A module's animations for its events (balloon flights, dice, energy); null or empty for others. */
@FunctionalInterface
public interface EventAnimator {
    List<Animation> animate(GameEvent e, View v, float speed);
}
