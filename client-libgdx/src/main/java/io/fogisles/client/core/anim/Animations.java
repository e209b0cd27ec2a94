package io.fogisles.client.core.anim;

import io.fogisles.client.core.render.Animated;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/** A queue of animation steps; the animations of one step run together, steps run one after another. */
public final class Animations implements Animated {
    private final Deque<List<Animation>> queue = new ArrayDeque<>();
    private List<Animation> current = List.of();

    public void add(List<Animation> step) {
        if (!step.isEmpty()) queue.add(new ArrayList<>(step));
    }

    public boolean idle() {
        return current.isEmpty() && queue.isEmpty();
    }

    public void clear() {
        queue.clear();
        current = List.of();
    }

    public void update(float dt) {
        if (current.isEmpty() && !queue.isEmpty()) current = queue.poll();
        if (current.isEmpty()) return;
        boolean all = true;
        for (Animation a : current) {
            a.update(dt);
            all &= a.done();
        }
        if (all) current = queue.isEmpty() ? List.of() : queue.poll();
    }

    @Override
    public boolean hides(String key) {
        for (Animation a : current) if (!a.done() && a.hides(key)) return true;
        for (List<Animation> step : queue) for (Animation a : step) if (a.hides(key)) return true;
        return false;
    }

    /** The tweened value of the running step, else of the first queued step that has one (its start). */
    @Override
    public Float value(String key) {
        for (Animation a : current) {
            Float f = a.value(key);
            if (f != null) return f;
        }
        for (List<Animation> step : queue) for (Animation a : step) {
            Float f = a.value(key);
            if (f != null) return f;
        }
        return null;
    }

    /** Every animation in drawing order with whether it has started (queued ones show their start, flights their tile). */
    public void each(java.util.function.BiConsumer<Animation, Boolean> draw) {
        for (List<Animation> step : queue) for (Animation a : step) draw.accept(a, false);
        for (Animation a : current) draw.accept(a, true);
    }
}
