package io.fogisles.client.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.client.core.layout.Rect;
import io.fogisles.client.core.layout.ScreenLayout;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Panel;
import io.fogisles.client.core.render.Region;
import io.fogisles.client.core.render.View;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The game screen's panel placement: columns, the seat area, the log; nothing overlaps. */
class ScreenLayoutTest {
    static final class Box extends Panel {
        final String id;
        final Region region;
        final float pref;

        Box(String id, Region region, float pref) {
            this.id = id;
            this.region = region;
            this.pref = pref;
        }

        public String id() {
            return id;
        }

        public Region region() {
            return region;
        }

        public float pref(float across, View v) {
            return pref;
        }

        public void draw(Painter p, View v) {
        }
    }

    @Test
    void panelsDoNotOverlapAndStayOnScreen() {
        for (float[] size : new float[][] {{1280, 800}, {1920, 1080}, {800, 560}}) {
            List<Panel> panels = List.of(new Box("players", Region.LEFT, 190), new Box("clouds", Region.LEFT, 250), new Box("island", Region.SEAT_MAIN, 0),
                    new Box("energy", Region.SEAT_TOP, 160), new Box("reserve", Region.SEAT_SIDE, 84), new Box("others", Region.RIGHT, 140),
                    new Box("harbour", Region.RIGHT, 236));
            ScreenLayout l = new ScreenLayout();
            ScreenLayout.Frame f = ScreenLayout.Frame.forWidth(size[0]);
            l.arrange(panels, null, size[0], size[1], f);
            for (Panel p : panels) {
                Rect r = p.bounds;
                assertTrue(r.w > 0 && r.h > 0, p.id() + " has a size");
                assertTrue(r.x >= 0 && r.right() <= size[0] && r.y >= f.bottomBar() && r.top() <= size[1] - f.topBar(), p.id() + " on screen: " + r);
                for (Panel q : panels) if (p != q) assertFalse(overlap(r, q.bounds), p.id() + " overlaps " + q.id());
                assertFalse(overlap(r, l.log), p.id() + " overlaps the log");
            }
            Panel island = panels.get(2);
            assertTrue(island.bounds.top() <= panels.get(3).bounds.y, "the energy bar is above the island");
            assertTrue(island.bounds.right() <= panels.get(4).bounds.x, "the reserve is beside the island");
            assertEquals(panels.get(6).bounds.x, l.log.x, 0.01, "the log is in the right column");
            assertTrue(l.log.top() <= panels.get(6).bounds.y, "below the harbour");
        }
    }

    private static boolean overlap(Rect a, Rect b) {
        return a.x < b.right() - 0.01 && b.x < a.right() - 0.01 && a.y < b.top() - 0.01 && b.y < a.top() - 0.01;
    }
}
