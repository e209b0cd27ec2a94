package io.fogisles.client.core.render;

/**
 * Values that running animations show instead of the game's (a counter still climbing, a piece still in
 * flight): the view asks before it draws a value or a piece. Implemented by the animations; the view knows
 * only this, so that animations may draw on the view without the two depending on each other.
 */
public interface Overrides {
    /** The value shown for {@code key} while an animation runs, or null for the game's own. */
    Float value(String key);

    /** Whether what {@code key} names is hidden for now (a piece that has not arrived yet). */
    boolean hides(String key);
}
