package io.fogisles.client.core.render;

/**
 * What the panels ask of the running animations while they draw: whether something is in flight (so it is
 * not drawn in its final place yet) and the tweened value of an animated number. The animations themselves
 * ({@link io.fogisles.client.core.anim.Animations}) answer it.
 */
public interface Animated {
    /** Whether the panels must not draw {@code key} (e.g. {@code piece:12}) in its final place now. */
    boolean hides(String key);

    /** The tweened value of {@code key} (e.g. {@code energy:2}), or null when nothing animates it. */
    Float value(String key);

    /** No animations: everything is drawn where it is. */
    Animated NONE = new Animated() {
        @Override
        public boolean hides(String key) {
            return false;
        }

        @Override
        public Float value(String key) {
            return null;
        }
    };
}
