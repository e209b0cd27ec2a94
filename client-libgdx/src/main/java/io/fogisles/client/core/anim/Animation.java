package io.fogisles.client.core.anim;

import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.View;

/**
 * One animated change: a tile flight, a balloon flight, a dice roll, an energy marker sliding. While an
 * animation is queued or running, the panels ask {@link #hides} before drawing the thing in its final
 * place, and {@link #value} for tweened numbers; the animation draws the moving thing itself.
 */
public abstract class Animation {
    protected final float duration;
    protected float elapsed;

    protected Animation(float duration) {
        this.duration = Math.max(0.01f, duration);
    }

    public void update(float dt) {
        elapsed += dt;
    }

    public boolean done() {
        return elapsed >= duration;
    }

    /** Progress 0…1. */
    public float progress() {
        return Math.min(1f, elapsed / duration);
    }

    /** Smooth in-out progress. */
    public float eased() {
        float t = progress();
        return t * t * (3 - 2 * t);
    }

    /**
     * Whether this animation is a step of its own, apart from the changes of the same kind around it: one
     * participant's move among several that a single action brings (Nebelwind's automata placing their chips one
     * after another), which people should see one at a time rather than all at once.
     */
    public boolean ownStep() {
        return false;
    }

    /** Whether the panels must not draw {@code key} (e.g. {@code piece:12}) in its final place. */
    public boolean hides(String key) {
        return false;
    }

    /** A tweened value for {@code key} (e.g. {@code energy:2}), or null. */
    public Float value(String key) {
        return null;
    }

    /** Draws the moving thing; {@code started} is false while the animation waits in the queue. */
    public void draw(Painter p, View v, boolean started) {
    }
}
