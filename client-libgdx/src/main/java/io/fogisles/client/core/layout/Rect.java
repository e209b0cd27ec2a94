package io.fogisles.client.core.layout;

/** A mutable axis-aligned rectangle in UI units (y up, as libGDX draws). */
public final class Rect {
    public float x, y, w, h;

    public Rect() {
    }

    public Rect(float x, float y, float w, float h) {
        set(x, y, w, h);
    }

    public Rect set(float x, float y, float w, float h) {
        this.x = x;
        this.y = y;
        this.w = w;
        this.h = h;
        return this;
    }

    public boolean contains(float px, float py) {
        return px >= x && px < x + w && py >= y && py < y + h;
    }

    public float cx() {
        return x + w / 2;
    }

    public float cy() {
        return y + h / 2;
    }

    public float top() {
        return y + h;
    }

    public float right() {
        return x + w;
    }

    /** A copy shrunk by {@code m} on every side. */
    public Rect inset(float m) {
        return new Rect(x + m, y + m, Math.max(0, w - 2 * m), Math.max(0, h - 2 * m));
    }

    @Override
    public String toString() {
        return "Rect[" + x + "," + y + " " + w + "x" + h + "]";
    }
}
