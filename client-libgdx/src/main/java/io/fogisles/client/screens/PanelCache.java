package io.fogisles.client.screens;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.OrthographicCamera;
import com.badlogic.gdx.graphics.Pixmap;
import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.graphics.glutils.FrameBuffer;
import com.badlogic.gdx.utils.Disposable;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Panel;
import io.fogisles.client.core.render.View;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The table's panels as cached pictures. Each panel is drawn into a picture of its own at twice the
 * screen's resolution (which also smooths every edge, so the window needs no multisampling) and redrawn
 * only when something it shows changed: the game ({@link View#state()}), its place and size, or an answer
 * it got from the animations or the highlight pulse while it was drawn ({@link View#record}). Most frames
 * — a bot thinking, a player looking — then cost one textured rectangle per panel instead of thousands of
 * shapes. Moving things (flights, a dragged tile) are drawn over the pictures every frame.
 */
final class PanelCache implements Disposable {
    /** Room around a panel for what is drawn just outside it (highlight rings at its edge). */
    static final float MARGIN = 6;
    private static final int MAX_SIZE = 4096;

    private static final class Entry {
        FrameBuffer picture, printed;
        Object key, printedKey;
        final Map<String, Object> asked = new HashMap<>();
    }

    private final Map<Panel, Entry> entries = new IdentityHashMap<>();
    private final OrthographicCamera camera = new OrthographicCamera();
    private int redraws;

    /** How many panel pictures were redrawn so far (the smoke report shows it). */
    int redraws() {
        return redraws;
    }

    /** Redraws the pictures that are out of date; call before the frame's drawing starts. {@code scale}: picture pixels per UI unit. */
    void refresh(List<Panel> panels, View v, Painter p, float scale) {
        View.State state = v.state();
        for (Panel panel : panels) {
            if (!panel.visible(v)) continue;
            Entry e = entries.computeIfAbsent(panel, k -> new Entry());
            Object printed = panel.staticKey(v);
            Object bounds = List.of(panel.bounds.x, panel.bounds.y, panel.bounds.w, panel.bounds.h, scale);
            if (printed != null) {
                Object pk = List.of(printed, bounds);
                if (!pk.equals(e.printedKey)) {
                    e.printed = draw(e.printed, panel, p, scale, () -> panel.drawStatic(p, v));
                    e.printedKey = pk;
                    e.key = null; // the panel's picture contains the printed part: redraw it too
                }
            }
            Object key = List.of(state, panel.contentKey(v), bounds, printed == null ? "" : printed);
            if (key.equals(e.key) && v.unchanged(e.asked)) continue;
            Texture under = printed != null && e.printed != null ? e.printed.getColorBufferTexture() : null;
            e.picture = draw(e.picture, panel, p, scale, () -> {
                if (under != null) p.layer(under, panel.bounds.x - MARGIN, panel.bounds.y - MARGIN, panel.bounds.w + 2 * MARGIN, panel.bounds.h + 2 * MARGIN);
                v.record(e.asked);
                try {
                    panel.draw(p, v);
                } finally {
                    v.record(null);
                }
            });
            e.key = key;
            redraws++;
        }
    }

    private FrameBuffer draw(FrameBuffer fbo, Panel panel, Painter p, float scale, Runnable drawing) {
        float w = panel.bounds.w + 2 * MARGIN, h = panel.bounds.h + 2 * MARGIN;
        float s = Math.min(scale, Math.min(MAX_SIZE / w, MAX_SIZE / h));
        int pw = Math.max(1, Math.round(w * s)), ph = Math.max(1, Math.round(h * s));
        if (fbo == null || fbo.getWidth() != pw || fbo.getHeight() != ph) {
            if (fbo != null) fbo.dispose();
            fbo = new FrameBuffer(Pixmap.Format.RGBA8888, pw, ph, false);
            fbo.getColorBufferTexture().setFilter(Texture.TextureFilter.Linear, Texture.TextureFilter.Linear);
        }
        fbo.begin();
        Gdx.gl.glClearColor(0, 0, 0, 0);
        Gdx.gl.glClear(GL20.GL_COLOR_BUFFER_BIT);
        camera.setToOrtho(false, w, h);
        camera.position.set(panel.bounds.cx(), panel.bounds.cy(), 0);
        camera.update();
        p.begin(camera.combined, true);
        drawing.run();
        p.end();
        fbo.end();
        return fbo;
    }

    /** Puts the visible panels' pictures on the screen. */
    void draw(List<Panel> panels, View v, Painter p) {
        for (Panel panel : panels) {
            if (!panel.visible(v)) continue;
            Entry e = entries.get(panel);
            if (e == null || e.picture == null) continue;
            p.layer(e.picture.getColorBufferTexture(), panel.bounds.x - MARGIN, panel.bounds.y - MARGIN, panel.bounds.w + 2 * MARGIN, panel.bounds.h + 2 * MARGIN);
        }
    }

    @Override
    public void dispose() {
        for (Entry e : entries.values()) {
            if (e.picture != null) e.picture.dispose();
            if (e.printed != null) e.printed.dispose();
        }
        entries.clear();
    }
}
