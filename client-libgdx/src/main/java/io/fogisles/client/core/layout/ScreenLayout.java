package io.fogisles.client.core.layout;

import io.fogisles.client.core.render.Panel;
import io.fogisles.client.core.render.Region;
import io.fogisles.client.core.render.View;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Places the game screen's panels: a left column and a right column of stacked panels, the top and
 * bottom bars of the HUD, and in the middle the viewed seat's area (panels above the island, the island,
 * panels beside it). What is left of the right column below its panels holds the game log. GL-free.
 */
public final class ScreenLayout {
    public static final float GAP = 8;
    /** The game log's least height below the right column's panels (four lines and its title). */
    static final float LOG_MIN = 80;

    public final Rect log = new Rect();
    public final Rect center = new Rect();

    /** Sizes of the fixed parts, in UI units. */
    public record Frame(float leftWidth, float rightWidth, float topBar, float bottomBar) {
        public static Frame forWidth(float w) {
            float left = Math.max(230, Math.min(290, w * 0.2f));
            float right = Math.max(280, Math.min(360, w * 0.25f));
            return new Frame(left, right, 46, 96);
        }
    }

    public void arrange(List<Panel> panels, View v, float width, float height, Frame f) {
        List<Panel> visible = new ArrayList<>();
        for (Panel p : panels) if (v == null || p.visible(v)) visible.add(p);
        visible.sort(Comparator.comparingInt(Panel::order));
        float top = height - f.topBar() - GAP, bottom = f.bottomBar() + GAP;
        // left column: all of it at the usual size, else every panel in it compact
        List<Panel> left = of(visible, Region.LEFT);
        float needed = 0;
        for (Panel p : left) {
            p.compact = false;
            needed += p.pref(f.leftWidth(), v) + GAP;
        }
        if (needed - GAP > top - bottom) for (Panel p : left) p.compact = true;
        float y = top;
        for (Panel p : left) {
            float h = Math.min(p.pref(f.leftWidth(), v), Math.max(40, y - bottom));
            p.bounds.set(GAP, y - h, f.leftWidth(), h);
            y -= h + GAP;
        }
        // right column, then the log below it (at least LOG_MIN high: a squeezed panel draws over itself, a short log scrolls)
        float rx = width - f.rightWidth() - GAP;
        y = top;
        for (Panel p : of(visible, Region.RIGHT)) {
            float h = Math.min(p.pref(f.rightWidth(), v), Math.max(40, y - bottom - LOG_MIN));
            p.bounds.set(rx, y - h, f.rightWidth(), h);
            y -= h + GAP;
        }
        log.set(rx, bottom, f.rightWidth(), Math.max(60, y - bottom));
        // the seat area
        float cx = f.leftWidth() + 2 * GAP, cw = rx - GAP - cx;
        center.set(cx, bottom, cw, top - bottom);
        y = top;
        for (Panel p : of(visible, Region.SEAT_TOP)) {
            float h = p.pref(cw, v);
            p.bounds.set(cx, y - h, cw, h);
            y -= h + GAP;
        }
        float mainTop = y, right = cx + cw;
        for (Panel p : of(visible, Region.SEAT_SIDE)) {
            float w = p.pref(mainTop - bottom, v);
            p.bounds.set(right - w, bottom, w, mainTop - bottom);
            right -= w + GAP;
        }
        for (Panel p : of(visible, Region.SEAT_MAIN)) p.bounds.set(cx, bottom, Math.max(50, right - cx), Math.max(50, mainTop - bottom));
    }

    private static List<Panel> of(List<Panel> all, Region r) {
        List<Panel> out = new ArrayList<>();
        for (Panel p : all) if (p.region() == r) out.add(p);
        return out;
    }
}
