package io.fogisles.client.modules.base;

import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.View;

/** What other modules' client packages may reuse of Module 1's art (balloons, bolts, the energy bar's geometry). */
public final class BaseArtAccess {
    private BaseArtAccess() {
    }

    public static void balloon(Painter p, View v, int seat, float cx, float cy, float r) {
        BaseArt.balloon(p, v, seat, cx, cy, r);
    }

    public static void bolt(Painter p, float cx, float cy, float r, com.badlogic.gdx.graphics.Color c) {
        BaseArt.bolt(p, cx, cy, r, c);
    }
}
