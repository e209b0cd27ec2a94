package io.fogisles.client.core.render;

import io.fogisles.client.core.layout.Rect;
import io.fogisles.client.core.view.Target;

/**
 * A part of the table drawn by a module (an island, the clouds, the harbour board). The game screen
 * places panels by {@link #region()} and {@link #order()}, then asks them to draw, to say what is under
 * the pointer, and where targets and zone slots are drawn (for highlights and flights).
 */
public abstract class Panel {
    public final Rect bounds = new Rect();
    /**
     * Set by the layout when the panel's column has too little room for every panel at its usual size (a
     * small window or a large UI scale): the panel then asks for less ({@link #pref}) and draws itself
     * smaller, rather than being cut by the HUD.
     */
    public boolean compact;

    /** Namespaced id ({@code base:island}, {@code harbour:board}). */
    public abstract String id();

    public abstract Region region();

    /** Lower first within a region. */
    public int order() {
        return 0;
    }

    /** The height wanted at a width (for LEFT, RIGHT, SEAT_TOP); for SEAT_SIDE the width wanted at a height. */
    public abstract float pref(float across, View v);

    public boolean visible(View v) {
        return true;
    }

    public abstract void draw(Painter p, View v);

    /**
     * What {@link #draw} shows of the game, as a value that compares by content: the panel's cached
     * picture is redrawn when it differs (or when the viewed seat, the decision, the player's selection or
     * an animation changed, which the screen tracks itself). It must cover everything {@code draw} reads
     * from the game state. The default is the game's version number: redrawn after every action.
     */
    public Object contentKey(View v) {
        return v.session.version();
    }

    /**
     * The part of the drawing that rarely changes (the printed fields of an island), keyed: while the key
     * stays equal, the screen reuses a cached, supersampled picture of it instead of drawing it again.
     * Null (the default) caches nothing.
     */
    public Object staticKey(View v) {
        return null;
    }

    /** Draws the cached part (in the panel's own coordinates, as {@link #draw}). */
    public void drawStatic(Painter p, View v) {
    }

    /** The target under a point, or null. */
    public Target hit(View v, float x, float y) {
        return null;
    }

    /** A choice drawn directly on the table (a chip under a tile), or null: performed as is when clicked. */
    public io.fogisles.client.core.view.Binding hitBinding(View v, float x, float y) {
        return null;
    }

    /**
     * A press on a control the panel draws for itself (zoom buttons, "turn the card"): true when it handled it,
     * and the game screen then does nothing else with the press. Such a control changes only how the panel
     * shows the game, so {@link #contentKey} must cover what it changes.
     */
    public boolean press(View v, float x, float y) {
        return false;
    }

    /** The pointer dragged by (dx, dy) from a press on the panel that picked nothing up: true when the panel pans. */
    public boolean pan(View v, float dx, float dy) {
        return false;
    }

    /** The mouse wheel over the panel ({@code amount} > 0: away from the player): true when the panel zooms. */
    public boolean zoom(View v, float x, float y, float amount) {
        return false;
    }

    /** Where this panel draws a target, or null when it does not draw it. */
    public At locate(View v, Target t) {
        return null;
    }

    /** Where this panel draws slot {@code slot} of zone instance {@code zone}, or null. */
    public At locateSlot(View v, int zone, int slot) {
        return null;
    }

    /** A frame behind the panel with a title. */
    protected void frame(Painter p, String title) {
        p.roundRect(bounds.x, bounds.y, bounds.w, bounds.h, 10, Palette.PANEL);
        p.roundFrame(bounds.x, bounds.y, bounds.w, bounds.h, 10, 1.5f, Palette.PANEL_EDGE);
        if (title != null) p.text(title, bounds.x + 10, bounds.top() - 12, 0.9f, Palette.TEXT_DIM, com.badlogic.gdx.utils.Align.left);
    }
}
