package io.fogisles.client.core.anim;

import io.fogisles.client.core.render.At;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.View;

/** A tile flying from one place to another along a gentle arc (draws, deals, takes, placements, trades). */
public final class TileFlight extends Animation {
    private final int piece;
    private final At from, to;
    private final float delay;

    public TileFlight(int piece, At from, At to, float duration, float delay) {
        super(duration + delay);
        this.piece = piece;
        this.from = from;
        this.to = to;
        this.delay = delay;
    }

    @Override
    public boolean hides(String key) {
        return key.equals("piece:" + piece);
    }

    @Override
    public void draw(Painter p, View v, boolean started) {
        float t = started ? Math.max(0, (elapsed - delay) / (duration - delay)) : 0;
        t = Math.min(1, t);
        t = t * t * (3 - 2 * t);
        At a = from != null ? from : to, b = to != null ? to : from;
        float x = a.x() + (b.x() - a.x()) * t;
        float y = a.y() + (b.y() - a.y()) * t;
        float dist = (float) Math.hypot(b.x() - a.x(), b.y() - a.y());
        y += (float) Math.sin(Math.PI * t) * Math.min(60, dist * 0.18f);
        float size = a.size() + (b.size() - a.size()) * t;
        if (from == null) size *= t; // appears
        if (to == null) size *= 1 - t; // goes back into the box
        if (size < 1) return;
        if (started && t > 0 && t < 1) p.circle(x + size * 0.15f, y - size * 0.25f, size * 0.9f, io.fogisles.client.core.render.Palette.SHADOW);
        v.drawTile(p, piece, x, y, size);
    }
}
