package io.fogisles.client.core.layout;

import io.fogisles.kernel.hex.Hex;
import java.util.Collection;

/**
 * Pixel geometry of a pointy-top axial hex grid (RULES B0.2: E is +q, SE is +r) in y-up screen space:
 * a hex's centre, its corners, the hex under a point, and the size that fits a board into a rectangle.
 * Pure maths, no GL: the client's layout tests run headless.
 */
public final class HexLayout {
    public static final float SQRT3 = (float) Math.sqrt(3);

    /** Circumradius of a hex (centre to corner). */
    public final float size;
    /** Screen position of the hex (0,0). */
    public final float originX, originY;

    public HexLayout(float size, float originX, float originY) {
        if (!(size > 0)) throw new IllegalArgumentException("hex size must be positive: " + size);
        this.size = size;
        this.originX = originX;
        this.originY = originY;
    }

    public float centerX(int q, int r) {
        return originX + size * SQRT3 * (q + r / 2f);
    }

    /** +r (south) goes down the screen, so y decreases. */
    public float centerY(int q, int r) {
        return originY - size * 1.5f * r;
    }

    public float centerX(Hex h) {
        return centerX(h.q(), h.r());
    }

    public float centerY(Hex h) {
        return centerY(h.q(), h.r());
    }

    /** Corner i (0…5) of a hex, counter-clockwise from the upper-right corner at 30°; pointy top at i = 1. */
    public float cornerX(float cx, int i) {
        return cx + size * (float) Math.cos(Math.toRadians(30 + 60 * i));
    }

    public float cornerY(float cy, int i) {
        return cy + size * (float) Math.sin(Math.toRadians(30 + 60 * i));
    }

    /** The hex whose cell contains the point (cube rounding). */
    public Hex hexAt(float x, float y) {
        float px = x - originX;
        float py = originY - y; // y down, as the axial formulas expect
        double q = (SQRT3 / 3.0 * px - py / 3.0) / size;
        double r = (2.0 / 3.0 * py) / size;
        return round(q, r);
    }

    static Hex round(double q, double r) {
        double s = -q - r;
        long rq = Math.round(q), rr = Math.round(r), rs = Math.round(s);
        double dq = Math.abs(rq - q), dr = Math.abs(rr - r), ds = Math.abs(rs - s);
        if (dq > dr && dq > ds) rq = -rr - rs;
        else if (dr > ds) rr = -rq - rs;
        return new Hex((int) rq, (int) rr);
    }

    /**
     * The largest layout that shows every hex of {@code hexes} inside {@code area} (with {@code margin}),
     * centred; {@code maxSize} caps the hex size.
     */
    public static HexLayout fit(Collection<Hex> hexes, Rect area, float margin, float maxSize) {
        if (hexes.isEmpty()) return new HexLayout(Math.max(1, maxSize), area.cx(), area.cy());
        double minX = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, minY = Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
        for (Hex h : hexes) { // unit layout: size 1 at origin (0,0)
            double x = SQRT3 * (h.q() + h.r() / 2.0);
            double y = -1.5 * h.r();
            minX = Math.min(minX, x);
            maxX = Math.max(maxX, x);
            minY = Math.min(minY, y);
            maxY = Math.max(maxY, y);
        }
        double unitW = (maxX - minX) + SQRT3; // a hex is sqrt(3) wide and 2 tall
        double unitH = (maxY - minY) + 2;
        double availW = Math.max(1, area.w - 2 * margin), availH = Math.max(1, area.h - 2 * margin);
        float size = (float) Math.min(Math.min(availW / unitW, availH / unitH), maxSize);
        float ox = (float) (area.cx() - size * (minX + maxX) / 2);
        float oy = (float) (area.cy() - size * (minY + maxY) / 2);
        return new HexLayout(size, ox, oy);
    }
}
