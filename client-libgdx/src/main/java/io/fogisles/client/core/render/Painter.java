package io.fogisles.client.core.render;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.graphics.g2d.SpriteBatch;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.utils.Align;
import com.badlogic.gdx.utils.Disposable;
import io.fogisles.client.core.UiText;

/**
 * Procedural drawing for the board: filled shapes through one {@link ShapeRenderer}, text through one
 * {@link SpriteBatch} and libGDX's own bitmap font, switching between the two only when needed. All
 * artwork of the client is drawn with these few primitives; no image files.
 */
public final class Painter implements Disposable {
    private final ShapeRenderer shapes = new ShapeRenderer(8000);
    private final SpriteBatch batch = new SpriteBatch(2000);
    private final BitmapFont font;
    private final GlyphLayout glyphs = new GlyphLayout();
    private final float[] poly = new float[64];
    private int mode; // 0 none, 1 shapes, 2 batch
    private boolean intoLayer; // drawing into a transparent cache: keep its colours premultiplied
    private final Color tmp = new Color();
    private TextProbe probe;

    /**
     * Told where each text lands (in the coordinates it was drawn in): the layout test checks with it that
     * every text fits its panel and covers no other. Drawing does not depend on it.
     */
    public interface TextProbe {
        void drawn(String text, float x, float y, float width, float height);
    }

    public Painter(BitmapFont font) {
        this.font = font;
    }

    /** libGDX's default font (LSans 15, shipped inside gdx.jar), filtered so that it scales smoothly. */
    public static BitmapFont defaultFont() {
        BitmapFont f = new BitmapFont();
        f.getRegion().getTexture().setFilter(Texture.TextureFilter.Linear, Texture.TextureFilter.Linear);
        f.setUseIntegerPositions(false);
        return f;
    }

    public BitmapFont font() {
        return font;
    }

    /** Listens to the texts drawn from now on (null: nobody). */
    public void probe(TextProbe p) {
        probe = p;
    }

    public void begin(Matrix4 projection) {
        begin(projection, false);
    }

    /**
     * Starts drawing. {@code intoLayer}: the target is a cleared, transparent cache picture; the colours
     * drawn are then kept premultiplied by their alpha (and the alpha itself accumulates correctly), so that
     * {@link #layer} can put the picture on the screen exactly as if it had been drawn there.
     */
    public void begin(Matrix4 projection, boolean intoLayer) {
        shapes.setProjectionMatrix(projection);
        batch.setProjectionMatrix(projection);
        this.intoLayer = intoLayer;
        mode = 0;
    }

    public void end() {
        if (mode == 1) shapes.end();
        if (mode == 2) batch.end();
        mode = 0;
    }

    public ShapeRenderer shapes() {
        if (mode != 1) {
            if (mode == 2) batch.end();
            Gdx.gl.glEnable(GL20.GL_BLEND);
            if (intoLayer) Gdx.gl.glBlendFuncSeparate(GL20.GL_SRC_ALPHA, GL20.GL_ONE_MINUS_SRC_ALPHA, GL20.GL_ONE, GL20.GL_ONE_MINUS_SRC_ALPHA);
            else Gdx.gl.glBlendFunc(GL20.GL_SRC_ALPHA, GL20.GL_ONE_MINUS_SRC_ALPHA);
            shapes.begin(ShapeRenderer.ShapeType.Filled);
            mode = 1;
        }
        return shapes;
    }

    public SpriteBatch batch() {
        if (mode != 2) {
            if (mode == 1) shapes.end();
            if (intoLayer) batch.setBlendFunctionSeparate(GL20.GL_SRC_ALPHA, GL20.GL_ONE_MINUS_SRC_ALPHA, GL20.GL_ONE, GL20.GL_ONE_MINUS_SRC_ALPHA);
            else batch.setBlendFunction(GL20.GL_SRC_ALPHA, GL20.GL_ONE_MINUS_SRC_ALPHA);
            batch.begin();
            mode = 2;
        }
        return batch;
    }

    /** Puts a cached picture (premultiplied, see {@link #begin(Matrix4, boolean)}; a frame buffer's texture, rows bottom-up) into a rectangle. */
    public void layer(Texture t, float x, float y, float w, float h) {
        SpriteBatch b = batch();
        b.setBlendFunction(GL20.GL_ONE, GL20.GL_ONE_MINUS_SRC_ALPHA);
        b.setColor(1, 1, 1, 1);
        b.draw(t, x, y, w, h, 0, 0, 1, 1);
        if (intoLayer) b.setBlendFunctionSeparate(GL20.GL_SRC_ALPHA, GL20.GL_ONE_MINUS_SRC_ALPHA, GL20.GL_ONE, GL20.GL_ONE_MINUS_SRC_ALPHA);
        else b.setBlendFunction(GL20.GL_SRC_ALPHA, GL20.GL_ONE_MINUS_SRC_ALPHA);
    }

    /** A rectangle shaded from {@code bottom} to {@code top} (one quad: the sea costs one fill of the screen). */
    public void gradient(float x, float y, float w, float h, Color bottom, Color top) {
        ShapeRenderer s = shapes();
        s.rect(x, y, w, h, bottom, bottom, top, top);
    }

    // ------------------------------------------------------------------ shapes

    public void rect(float x, float y, float w, float h, Color c) {
        ShapeRenderer s = shapes();
        s.setColor(c);
        s.rect(x, y, w, h);
    }

    public void roundRect(float x, float y, float w, float h, float r, Color c) {
        ShapeRenderer s = shapes();
        s.setColor(c);
        r = Math.min(r, Math.min(w, h) / 2);
        s.rect(x + r, y, w - 2 * r, h);
        s.rect(x, y + r, r, h - 2 * r);
        s.rect(x + w - r, y + r, r, h - 2 * r);
        int seg = 10;
        s.arc(x + r, y + r, r, 180, 90, seg);
        s.arc(x + w - r, y + r, r, 270, 90, seg);
        s.arc(x + w - r, y + h - r, r, 0, 90, seg);
        s.arc(x + r, y + h - r, r, 90, 90, seg);
    }

    /** A rounded frame of width {@code t}. */
    public void roundFrame(float x, float y, float w, float h, float r, float t, Color c) {
        line(x + r, y + t / 2, x + w - r, y + t / 2, t, c);
        line(x + r, y + h - t / 2, x + w - r, y + h - t / 2, t, c);
        line(x + t / 2, y + r, x + t / 2, y + h - r, t, c);
        line(x + w - t / 2, y + r, x + w - t / 2, y + h - r, t, c);
        arcLine(x + r, y + r, r - t / 2, 180, 90, t, c);
        arcLine(x + w - r, y + r, r - t / 2, 270, 90, t, c);
        arcLine(x + w - r, y + h - r, r - t / 2, 0, 90, t, c);
        arcLine(x + r, y + h - r, r - t / 2, 90, 90, t, c);
    }

    public void circle(float x, float y, float r, Color c) {
        ShapeRenderer s = shapes();
        s.setColor(c);
        s.circle(x, y, r, Math.max(12, (int) (r * 1.2f)));
    }

    public void ring(float x, float y, float r, float t, Color c) {
        arcLine(x, y, r, 0, 360, t, c);
    }

    public void arcLine(float x, float y, float r, float startDeg, float degrees, float t, Color c) {
        ShapeRenderer s = shapes();
        s.setColor(c);
        int seg = Math.max(6, (int) (Math.abs(degrees) / 360f * Math.max(16, r * 1.5f)));
        float px = 0, py = 0;
        for (int i = 0; i <= seg; i++) {
            double a = Math.toRadians(startDeg + degrees * i / seg);
            float qx = x + r * (float) Math.cos(a), qy = y + r * (float) Math.sin(a);
            if (i > 0) s.rectLine(px, py, qx, qy, t);
            if (i > 0 && t > 2.5f) s.circle(qx, qy, t / 2, 6);
            px = qx;
            py = qy;
        }
    }

    public void line(float x1, float y1, float x2, float y2, float t, Color c) {
        ShapeRenderer s = shapes();
        s.setColor(c);
        s.rectLine(x1, y1, x2, y2, t);
    }

    public void triangle(float x1, float y1, float x2, float y2, float x3, float y3, Color c) {
        ShapeRenderer s = shapes();
        s.setColor(c);
        s.triangle(x1, y1, x2, y2, x3, y3);
    }

    /** A filled pointy-top hexagon of circumradius r. */
    public void hex(float cx, float cy, float r, Color c) {
        ShapeRenderer s = shapes();
        s.setColor(c);
        for (int i = 0; i < 6; i++) {
            double a0 = Math.toRadians(30 + 60 * i), a1 = Math.toRadians(90 + 60 * i);
            s.triangle(cx, cy, cx + r * (float) Math.cos(a0), cy + r * (float) Math.sin(a0), cx + r * (float) Math.cos(a1), cy + r * (float) Math.sin(a1));
        }
    }

    /** The outline of a pointy-top hexagon, drawn inside its edge. */
    public void hexOutline(float cx, float cy, float r, float t, Color c) {
        ShapeRenderer s = shapes();
        s.setColor(c);
        float ri = r - t / 2;
        for (int i = 0; i < 6; i++) {
            double a0 = Math.toRadians(30 + 60 * i), a1 = Math.toRadians(90 + 60 * i);
            float x0 = cx + ri * (float) Math.cos(a0), y0 = cy + ri * (float) Math.sin(a0);
            float x1 = cx + ri * (float) Math.cos(a1), y1 = cy + ri * (float) Math.sin(a1);
            s.rectLine(x0, y0, x1, y1, t);
            s.circle(x1, y1, t / 2, 6);
        }
    }

    /** A regular polygon (n corners, first corner at {@code startDeg}). */
    public void polygon(float cx, float cy, float r, int n, float startDeg, Color c) {
        ShapeRenderer s = shapes();
        s.setColor(c);
        for (int i = 0; i < n; i++) {
            double a0 = Math.toRadians(startDeg + 360.0 * i / n), a1 = Math.toRadians(startDeg + 360.0 * (i + 1) / n);
            s.triangle(cx, cy, cx + r * (float) Math.cos(a0), cy + r * (float) Math.sin(a0), cx + r * (float) Math.cos(a1), cy + r * (float) Math.sin(a1));
        }
    }

    /** A five-pointed star. */
    public void star(float cx, float cy, float r, Color c) {
        ShapeRenderer s = shapes();
        s.setColor(c);
        float inner = r * 0.45f;
        for (int i = 0; i < 10; i++) {
            double a0 = Math.toRadians(90 + 36 * i), a1 = Math.toRadians(90 + 36 * (i + 1));
            float r0 = i % 2 == 0 ? r : inner, r1 = i % 2 == 0 ? inner : r;
            s.triangle(cx, cy, cx + r0 * (float) Math.cos(a0), cy + r0 * (float) Math.sin(a0), cx + r1 * (float) Math.cos(a1), cy + r1 * (float) Math.sin(a1));
        }
    }

    // ------------------------------------------------------------------ text

    /** Draws text; {@code align} is a libGDX {@link Align} value for the horizontal placement at x; y is the vertical centre. */
    public void text(String s, float x, float y, float scale, Color c, int align) {
        if (s == null || s.isEmpty()) return;
        SpriteBatch b = batch();
        font.getData().setScale(scale);
        font.setColor(c);
        glyphs.setText(font, UiText.fontSafe(s));
        float w = glyphs.width;
        float left = (align & Align.left) != 0 ? x : (align & Align.right) != 0 ? x - w : x - w / 2;
        font.draw(b, glyphs, left, y + glyphs.height / 2);
        float descent = -font.getDescent(); // below the baseline: a "g" or "p" reaches down there
        font.getData().setScale(1);
        if (probe != null) probe.drawn(s, left, y - glyphs.height / 2 - descent, w, glyphs.height + descent);
    }

    public void centered(String s, float x, float y, float scale, Color c) {
        text(s, x, y, scale, c, Align.center);
    }

    /** Text with a dark halo, readable on any background. */
    public void outlined(String s, float x, float y, float scale, Color c, Color halo) {
        float d = Math.max(1f, scale);
        TextProbe told = probe;
        probe = null; // the halo is part of the one text
        for (int i = 0; i < 8; i++) {
            double a = Math.PI * i / 4;
            centered(s, x + d * (float) Math.cos(a), y + d * (float) Math.sin(a), scale, halo);
        }
        probe = told;
        centered(s, x, y, scale, c);
    }

    /** Left-aligned text wrapped to a width; returns the height used. */
    public float wrapped(String s, float x, float top, float width, float scale, Color c) {
        SpriteBatch b = batch();
        font.getData().setScale(scale);
        font.setColor(c);
        glyphs.setText(font, UiText.fontSafe(s), c, width, Align.left, true);
        font.draw(b, glyphs, x, top);
        float h = glyphs.height, descent = -font.getDescent();
        font.getData().setScale(1);
        if (probe != null) probe.drawn(s, x, top - h - descent, glyphs.width, h + descent);
        return h;
    }

    public float textWidth(String s, float scale) {
        font.getData().setScale(scale);
        glyphs.setText(font, UiText.fontSafe(s));
        font.getData().setScale(1);
        return glyphs.width;
    }

    public Color mix(Color a, Color b, float t) {
        return tmp.set(a).lerp(b, t);
    }

    @Override
    public void dispose() {
        shapes.dispose();
        batch.dispose();
    }
}
