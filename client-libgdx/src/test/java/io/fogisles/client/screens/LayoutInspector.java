package io.fogisles.client.screens;

import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.math.Rectangle;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.utils.Align;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Finds text that does not fit: a label whose text is wider or taller than the cell it was given (cut,
 * ellipsis, a word broken in the middle), a label that sticks out of the screen or out of the table that
 * holds it, a text drawn by a panel or chart outside it, and two texts on top of each other. Everything is
 * measured in UI units with the real font. Overlays (menus, help, notices) cover the table on purpose, so
 * a text is compared only with texts of its own layer.
 */
final class LayoutInspector {
    /** Rounding slack, in UI units. */
    static final float TOL = 0.75f;

    /** A text where it is drawn (stage / UI coordinates); {@code clip}: the part of the screen where it is visible. */
    record Placed(String text, Rectangle at, String layer, Rectangle clip, String owner) {
        Rectangle visible() {
            Rectangle r = new Rectangle();
            return intersect(at, clip, r) ? r : null;
        }
    }

    private final float worldW, worldH;
    private final List<Placed> texts = new ArrayList<>();
    private final List<Rectangle> hudButtons = new ArrayList<>();
    final List<String> problems = new ArrayList<>();

    LayoutInspector(float worldW, float worldH) {
        this.worldW = worldW;
        this.worldH = worldH;
    }

    // ------------------------------------------------------------------ labels of the stage

    /** Looks at every visible label of the stage. */
    void stage(Stage stage) {
        for (Actor top : stage.getRoot().getChildren()) {
            String layer = BaseScreen.OVERLAY.equals(top.getName()) ? "overlay@" + System.identityHashCode(top) : "table";
            walk(top, layer, new Rectangle(0, 0, worldW, worldH));
        }
    }

    private void walk(Actor a, String layer, Rectangle clip) {
        if (!a.isVisible()) return;
        if (a instanceof TextButton b && "table".equals(layer)) hudButtons.add(bounds(b));
        if (a instanceof Label l) {
            label(l, layer, clip);
            return;
        }
        if (!(a instanceof Group g)) return;
        Rectangle inner = clip;
        if (a instanceof ScrollPane sp) {
            inner = new Rectangle();
            if (!intersect(clip, bounds(sp), inner)) return; // scrolled out of sight
        }
        for (Actor c : g.getChildren()) walk(c, layer, inner);
    }

    private void label(Label l, String layer, Rectangle clip) {
        String text = l.getText().toString();
        if (text.isBlank()) return;
        l.validate();
        float w = l.getWidth(), h = l.getHeight();
        BitmapFont font = l.getStyle().font;
        boolean custom = l.getFontScaleX() != 1f;
        float oldX = font.getData().scaleX, oldY = font.getData().scaleY;
        if (custom) font.getData().setScale(l.getFontScaleX(), l.getFontScaleY());
        try {
            if (!l.getWrap()) {
                GlyphLayout whole = new GlyphLayout(font, text);
                if (whole.width > w + TOL) problem(text, bounds(l), String.format(Locale.ROOT, "is cut: needs %.0f wide, has %.0f", whole.width, w));
            } else {
                for (String word : text.split("\\s+")) {
                    GlyphLayout one = new GlyphLayout(font, word);
                    if (one.width > w + TOL) problem(text, bounds(l), String.format(Locale.ROOT, "breaks the word '%s' (%.0f wide in %.0f)", word, one.width, w));
                }
            }
            if (l.getPrefHeight() > h + TOL) problem(text, bounds(l), String.format(Locale.ROOT, "is cut: needs %.0f high, has %.0f", l.getPrefHeight(), h));
        } finally {
            if (custom) font.getData().setScale(oldX, oldY);
        }
        Rectangle at = drawn(l);
        ScrollPane pane = pane(l);
        if (pane != null) { // it scrolls up and down (and may be out of sight); across, it must fit
            Rectangle box = bounds(pane);
            if (at.x < box.x - TOL || at.x + at.width > box.x + box.width + TOL) problem(text, at, "sticks out of its scrolled list " + fmt(box));
        } else if (inside(text, at, "the screen", new Rectangle(0, 0, worldW, worldH))) {
            // inside every table that holds it (a table too small for its rows pushes them out of itself)
            for (Group p = l.getParent(); p != null && p.getParent() != null; p = p.getParent()) {
                if (p.getWidth() <= 0 || p.getHeight() <= 0) continue;
                if (!inside(text, at, "its " + p.getClass().getSimpleName().toLowerCase(Locale.ROOT) + " " + fmt(bounds(p)), bounds(p))) break;
            }
        }
        texts.add(new Placed(text, at, layer, clip, "label"));
    }

    private static ScrollPane pane(Actor a) {
        for (Group p = a.getParent(); p != null; p = p.getParent()) if (p instanceof ScrollPane sp) return sp;
        return null;
    }

    /** Where a label's text is drawn: its glyphs' box placed by the label's alignment. */
    private static Rectangle drawn(Label l) {
        GlyphLayout g = l.getGlyphLayout();
        float w = l.getWidth(), h = l.getHeight();
        float tw = l.getWrap() && (l.getLineAlign() & Align.left) == 0 ? w : Math.min(g.width, w), th = Math.min(g.height, h);
        int a = l.getLabelAlign();
        float x = (a & Align.left) != 0 ? 0 : (a & Align.right) != 0 ? w - tw : (w - tw) / 2;
        float y = (a & Align.bottom) != 0 ? 0 : (a & Align.top) != 0 ? h - th : (h - th) / 2;
        Vector2 v = l.localToStageCoordinates(new Vector2(x, y));
        return new Rectangle(v.x, v.y, tw, th);
    }

    // ------------------------------------------------------------------ texts painted by panels and charts

    /** A text a panel or chart drew; {@code owner} and its box: where it must stay. */
    void painted(String owner, Rectangle box, String text, float x, float y, float w, float h) {
        Rectangle at = new Rectangle(x, y, w, h);
        inside(text, at, owner + " " + fmt(box), box);
        inside(text, at, "the screen", new Rectangle(0, 0, worldW, worldH));
        texts.add(new Placed(text, at, "table", new Rectangle(0, 0, worldW, worldH), owner));
    }

    // ------------------------------------------------------------------ overlaps

    /** Compares every two texts of a layer (and painted texts with the bars' buttons); call after collecting. */
    void overlaps() {
        Rectangle r = new Rectangle();
        for (int i = 0; i < texts.size(); i++) {
            Placed a = texts.get(i);
            Rectangle va = a.visible();
            if (va == null) continue;
            for (int j = i + 1; j < texts.size(); j++) {
                Placed b = texts.get(j);
                if (!a.layer().equals(b.layer())) continue;
                Rectangle vb = b.visible();
                if (vb != null && intersect(shrink(va), shrink(vb), r))
                    problem(a.text(), a.at(), "overlaps '" + b.text() + "' " + fmt(b.at()) + (a.owner().equals(b.owner()) ? "" : " (" + a.owner() + " / " + b.owner() + ")"));
            }
            if (!a.owner().equals("label"))
                for (Rectangle button : hudButtons)
                    if (intersect(shrink(va), button, r)) problem(a.text(), a.at(), a.owner() + " text under a button " + fmt(button));
        }
    }

    // ------------------------------------------------------------------ helpers

    private boolean inside(String text, Rectangle at, String what, Rectangle box) {
        boolean in = at.x >= box.x - TOL && at.y >= box.y - TOL && at.x + at.width <= box.x + box.width + TOL && at.y + at.height <= box.y + box.height + TOL;
        if (!in) problem(text, at, "sticks out of " + what);
        return in;
    }

    private void problem(String text, Rectangle at, String why) {
        problems.add("'" + text.replace("\n", "\\n") + "' " + fmt(at) + " " + why);
    }

    private static Rectangle bounds(Actor a) {
        Vector2 v = a.localToStageCoordinates(new Vector2(0, 0));
        return new Rectangle(v.x, v.y, a.getWidth(), a.getHeight());
    }

    private static Rectangle shrink(Rectangle a) {
        return new Rectangle(a.x + TOL, a.y + TOL, Math.max(0, a.width - 2 * TOL), Math.max(0, a.height - 2 * TOL));
    }

    static boolean intersect(Rectangle a, Rectangle b, Rectangle out) {
        float x = Math.max(a.x, b.x), y = Math.max(a.y, b.y);
        float x2 = Math.min(a.x + a.width, b.x + b.width), y2 = Math.min(a.y + a.height, b.y + b.height);
        if (x2 - x <= 0 || y2 - y <= 0) return false;
        out.set(x, y, x2 - x, y2 - y);
        return true;
    }

    static String fmt(Rectangle r) {
        return String.format(Locale.ROOT, "[x %.0f y %.0f w %.0f h %.0f]", r.x, r.y, r.width, r.height);
    }
}
