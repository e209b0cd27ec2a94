package io.fogisles.client.modules.piratebay;

import com.badlogic.gdx.utils.Align;
import io.fogisles.client.core.layout.Rect;
import io.fogisles.client.core.render.At;
import io.fogisles.client.core.render.ContentKey;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.Panel;
import io.fogisles.client.core.render.Region;
import io.fogisles.client.core.render.View;
import io.fogisles.client.core.view.Binding;
import io.fogisles.client.core.view.Target;
import io.fogisles.kernel.state.GameState;
import io.fogisles.piratebay.PirateAction;
import io.fogisles.piratebay.PirateGame;
import io.fogisles.piratebay.PirateState;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * The bay: the cards on the table on their grid, growing in every direction, with the figures on them. It fits
 * the whole table (and every cell a card may go to) until the player pans (drag) or zooms (wheel, + and −);
 * "Fit" goes back to that. With a card of the hand picked up, a ghost of it lies on every cell where it fits the
 * way it is turned now, and a dashed frame marks cells where it fits only turned the other way round.
 */
final class MapPanel extends Panel {
    static final String ID = "pirate-bay:map";
    private static final float GAP = 0.08f, MIN_UNIT = 22, MAX_UNIT = 150;
    private final PirateGame g;
    private final Look look;
    /** The player's own view: null while it follows the table (fit), else card width in UI units and the centre in cells. */
    private Float unit;
    private float centreX, centreY;
    // the geometry of the last draw or hit: card width, the centre of cell (0, 0)
    private float u = 60, ox, oy;
    private final Rect plus = new Rect(), minus = new Rect(), fit = new Rect();
    /** Where each card was last seen on the table (cell and way round): a closed island's cards are drawn there once more as it scores. */
    final Map<Integer, Integer> lastCell = new HashMap<>();

    MapPanel(PirateGame g, Look look) {
        this.g = g;
        this.look = look;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Region region() {
        return Region.SEAT_MAIN;
    }

    @Override
    public float pref(float across, View v) {
        return across;
    }

    @Override
    public Object contentKey(View v) {
        return new ContentKey().add(v.session.version()).add(unit == null ? -1 : Float.floatToIntBits(unit)).add(Float.floatToIntBits(centreX))
                .add(Float.floatToIntBits(centreY)).add(look.turned ? 1 : 0).add(v.session.text.lang().hashCode());
    }

    // ------------------------------------------------------------------ geometry

    float pitchX() {
        return u * (1 + GAP);
    }

    float pitchY() {
        return u * (Look.TALL + GAP);
    }

    float cellX(int x) {
        return ox + x * pitchX();
    }

    float cellY(int y) {
        return oy + y * pitchY();
    }

    float cardWidth() {
        return u;
    }

    /** Sets {@link #u}, {@link #ox}, {@link #oy}: the player's view, or one that shows the table and every cell a card may go to. */
    private void place(View v) {
        GameState s = v.session.state();
        int zone = g.state.table.global();
        int minX = 0, maxX = 0, minY = 0, maxY = 0;
        boolean any = false;
        for (int i = 0, n = s.size(zone); i < n; i++) {
            int cell = s.get(g.state.cell, 0, s.piece(zone, i));
            if (cell < 0) continue;
            int x = PirateState.x(cell), y = PirateState.y(cell);
            if (!any) {
                minX = maxX = x;
                minY = maxY = y;
                any = true;
            }
            minX = Math.min(minX, x);
            maxX = Math.max(maxX, x);
            minY = Math.min(minY, y);
            maxY = Math.max(maxY, y);
        }
        // the cells of every lay on offer (they may lie beyond the cards)
        for (Binding b : v.turn.bindings()) {
            if (!(b.action() instanceof PirateAction.Lay l)) continue;
            minX = Math.min(minX, l.x());
            maxX = Math.max(maxX, l.x());
            minY = Math.min(minY, l.y());
            maxY = Math.max(maxY, l.y());
        }
        float cols = maxX - minX + 2.2f, rows = maxY - minY + 1.8f;
        float top = bounds.h - 34; // the zoom buttons' row
        float fitUnit = Math.max(MIN_UNIT, Math.min(100, Math.min((bounds.w - 16) / (cols * (1 + GAP)), (top - 12) / (rows * (Look.TALL + GAP)))));
        float cx = (minX + maxX) / 2f, cy = (minY + maxY) / 2f;
        if (unit != null) {
            u = unit;
            cx = centreX;
            cy = centreY;
        } else {
            u = fitUnit;
            centreX = cx;
            centreY = cy;
        }
        ox = bounds.x + bounds.w / 2 - cx * pitchX();
        oy = bounds.y + (top + 4) / 2 - cy * pitchY();
    }

    // ------------------------------------------------------------------ drawing

    @Override
    public void draw(Painter p, View v) {
        place(v);
        p.gradient(bounds.x, bounds.y, bounds.w, bounds.h, Palette.SEA_DEEP, Palette.SEA);
        p.roundFrame(bounds.x, bounds.y, bounds.w, bounds.h, 10, 1.5f, Palette.PANEL_EDGE);
        GameState s = v.session.state();
        int zone = g.state.table.global();
        for (int i = 0, n = s.size(zone); i < n; i++) {
            int card = s.piece(zone, i);
            int cell = s.get(g.state.cell, 0, card);
            if (cell < 0) continue;
            lastCell.put(card, cell);
            if (v.hidden("pirate-bay:card:" + card)) continue;
            int x = PirateState.x(cell), y = PirateState.y(cell);
            float cx = cellX(x), cy = cellY(y);
            if (!inside(cx, cy)) continue;
            look.card(p, card, PirateState.turned(cell), cx, cy, u, 1f);
            mark(p, v, v.mark(new Target.Piece(card)), cx, cy);
            int owner = s.get(g.state.occupant, 0, card);
            if (owner >= 0 && !v.hidden("pirate-bay:figure:" + card)) Look.figure(p, v, owner, cx + u * 0.28f, cy + u * Look.TALL * 0.3f, Math.max(7, u * 0.17f));
        }
        ghosts(p, v);
        controls(p, v);
    }

    private boolean inside(float cx, float cy) {
        return cx + u > bounds.x && cx - u < bounds.right() && cy + u * Look.TALL > bounds.y && cy - u * Look.TALL < bounds.top();
    }

    /** A lit frame around a card or cell (what may be clicked, what is picked up, what the keys walk to). */
    private void mark(Painter p, View v, View.Mark m, float cx, float cy) {
        if (m == View.Mark.NONE) return;
        var c = switch (m) {
            case SOURCE -> Palette.SOURCE;
            case SELECTED -> Palette.SELECTED;
            case FOCUS -> Palette.FOCUS;
            default -> Palette.HIGHLIGHT;
        };
        float w = u + 6, h = u * Look.TALL + 6;
        p.roundFrame(cx - w / 2, cy - h / 2, w, h, 6, m == View.Mark.SOURCE ? 2 : 3.5f, c);
    }

    /** The way round the picked-up card is shown: the player's choice, unless it fits only the other way (or looks the same both ways). */
    int shownTurn(View v, Target picked) {
        int want = look.turned ? 1 : 0;
        if (picked == null) return want;
        boolean wanted = false, other = false;
        for (Target t : v.turn.targetsOf(picked)) {
            if (!(t instanceof Target.Spot s) || !s.id().equals(Look.CELL)) continue;
            if (s.seat() == want) wanted = true;
            else other = true;
        }
        return wanted || !other ? want : 1 - want;
    }

    private void ghosts(Painter p, View v) {
        Target picked = v.selected;
        if (picked instanceof Target.Piece pc && v.turn.isSource(picked)) {
            int shown = shownTurn(v, picked);
            Set<Target> targets = v.turn.targetsOf(picked);
            for (Target t : targets) {
                if (!(t instanceof Target.Spot s) || !s.id().equals(Look.CELL)) continue;
                float cx = cellX(Look.keyX(s.index())), cy = cellY(Look.keyY(s.index()));
                if (s.seat() == shown) { // the card as it would lie, under a veil of sea
                    look.card(p, pc.piece(), shown == 1, cx, cy, u, 1f);
                    p.roundRect(cx - u / 2, cy - u * Look.TALL / 2, u, u * Look.TALL, Math.max(2, u * 0.08f), Palette.hex(0x143A5A, 0.45f));
                    mark(p, v, View.Mark.TARGET, cx, cy);
                } else if (!targets.contains(new Target.Spot(Look.CELL, shown, s.index()))) {
                    dashed(p, cx, cy, Palette.SOURCE); // fits only turned the other way round
                }
            }
            return;
        }
        // nothing picked up in a lay: every cell some card of the hand fits, faintly
        for (Binding b : v.turn.bindings()) {
            if (!(b.action() instanceof PirateAction.Lay l)) continue;
            dashed(p, cellX(l.x()), cellY(l.y()), Palette.HIGHLIGHT_SOFT);
        }
    }

    private void dashed(Painter p, float cx, float cy, com.badlogic.gdx.graphics.Color c) {
        float w = u, h = u * Look.TALL, x = cx - w / 2, y = cy - h / 2, d = Math.max(4, u * 0.12f), t = 2;
        for (float i = 0; i < w; i += 2 * d) {
            p.rect(x + i, y, Math.min(d, w - i), t, c);
            p.rect(x + i, y + h - t, Math.min(d, w - i), t, c);
        }
        for (float i = 0; i < h; i += 2 * d) {
            p.rect(x, y + i, t, Math.min(d, h - i), c);
            p.rect(x + w - t, y + i, t, Math.min(d, h - i), c);
        }
    }

    /** +, − and Fit in the top right corner. */
    private void controls(Painter p, View v) {
        String fitText = v.t("pirate-bay.map.fit");
        float h = 26, top = bounds.top() - 6 - h;
        float fw = p.textWidth(fitText, 0.8f) + 16;
        fit.set(bounds.right() - 6 - fw, top, fw, h);
        minus.set(fit.x - 4 - h, top, h, h);
        plus.set(minus.x - 4 - h, top, h, h);
        button(p, plus, "+", true);
        button(p, minus, "-", true);
        button(p, fit, fitText, unit != null);
        p.text(v.t("pirate-bay.map.hint"), bounds.x + 10, top + h / 2, 0.75f, Palette.TEXT_DIM, Align.left);
    }

    private static void button(Painter p, Rect r, String text, boolean on) {
        p.roundRect(r.x, r.y, r.w, r.h, 6, on ? Palette.PANEL : Palette.SHADOW);
        p.roundFrame(r.x, r.y, r.w, r.h, 6, 1.2f, Palette.PANEL_EDGE);
        p.centered(text, r.x + r.w / 2, r.y + r.h / 2, 0.8f, on ? Palette.TEXT : Palette.TEXT_DIM);
    }

    // ------------------------------------------------------------------ pointing

    @Override
    public boolean press(View v, float x, float y) {
        if (plus.contains(x, y)) return zoomBy(v, bounds.x + bounds.w / 2, bounds.y + bounds.h / 2, 1.25f);
        if (minus.contains(x, y)) return zoomBy(v, bounds.x + bounds.w / 2, bounds.y + bounds.h / 2, 0.8f);
        if (fit.contains(x, y)) {
            unit = null;
            return true;
        }
        return false;
    }

    @Override
    public boolean pan(View v, float dx, float dy) {
        place(v);
        unit = u;
        centreX -= dx / pitchX();
        centreY -= dy / pitchY();
        return true;
    }

    @Override
    public boolean zoom(View v, float x, float y, float amount) {
        return zoomBy(v, x, y, (float) Math.pow(0.85, amount));
    }

    /** Zooms by a factor, keeping the point (x, y) where it is. */
    private boolean zoomBy(View v, float x, float y, float factor) {
        place(v);
        float gx = (x - ox) / pitchX(), gy = (y - oy) / pitchY(); // the grid point under (x, y)
        float nu = Math.max(MIN_UNIT, Math.min(MAX_UNIT, u * factor));
        float px = nu * (1 + GAP), py = nu * (Look.TALL + GAP);
        // keep (gx, gy) under (x, y): centre = g - (x - panel centre) / pitch
        float top = bounds.h - 34;
        centreX = gx - (x - (bounds.x + bounds.w / 2)) / px;
        centreY = gy - (y - (bounds.y + (top + 4) / 2)) / py;
        unit = nu;
        return true;
    }

    @Override
    public Target hit(View v, float x, float y) {
        if (!bounds.contains(x, y)) return null;
        place(v);
        int cx = Math.round((x - ox) / pitchX()), cy = Math.round((y - oy) / pitchY());
        if (Math.abs(x - cellX(cx)) > u / 2 || Math.abs(y - cellY(cy)) > u * Look.TALL / 2) return null;
        int card = cardAt(v.session.state(), cx, cy);
        if (card >= 0) return new Target.Piece(card);
        return new Target.Spot(Look.CELL, shownTurn(v, v.selected != null && v.turn.isSource(v.selected) ? v.selected : null), Look.key(cx, cy));
    }

    private int cardAt(GameState s, int x, int y) {
        int zone = g.state.table.global();
        for (int i = 0, n = s.size(zone); i < n; i++) {
            int card = s.piece(zone, i);
            int cell = s.get(g.state.cell, 0, card);
            if (cell >= 0 && PirateState.x(cell) == x && PirateState.y(cell) == y) return card;
        }
        return -1;
    }

    @Override
    public At locate(View v, Target t) {
        place(v);
        if (t instanceof Target.Piece pc) {
            GameState s = v.session.state();
            if (s.zoneOf(pc.piece()) != g.state.table.global()) return null;
            int cell = s.get(g.state.cell, 0, pc.piece());
            if (cell < 0) return null;
            return new At(cellX(PirateState.x(cell)), cellY(PirateState.y(cell)), u / 2);
        }
        if (t instanceof Target.Spot s && s.id().equals(Look.CELL)) return new At(cellX(Look.keyX(s.index())), cellY(Look.keyY(s.index())), u / 2);
        return null;
    }
}
