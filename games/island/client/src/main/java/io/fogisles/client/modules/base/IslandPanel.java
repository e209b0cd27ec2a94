package io.fogisles.client.modules.base;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.utils.Align;
import io.fogisles.base.BaseGame;
import io.fogisles.base.Island;
import io.fogisles.client.core.layout.HexLayout;
import io.fogisles.client.core.layout.Rect;
import io.fogisles.client.core.render.At;
import io.fogisles.client.core.render.ContentKey;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.Panel;
import io.fogisles.client.core.render.Region;
import io.fogisles.client.core.render.View;
import io.fogisles.client.core.view.Target;
import io.fogisles.kernel.hex.Board;
import io.fogisles.kernel.hex.Direction;
import io.fogisles.kernel.hex.Hex;
import io.fogisles.kernel.state.GameState;
import java.util.ArrayList;
import java.util.List;

/**
 * The viewed seat's island, large: every printed field (fog, coasts with their landscape, volcanoes with
 * their penalty, drops, '?', the back side's draw fields, the balloon base), the placed tiles, the
 * balloon, and the compass with this round's free directions. Highlights and energy costs come from the
 * view's turn model.
 */
final class IslandPanel extends Panel {
    private final BaseGame g;
    private final List<Hex> hexes = new ArrayList<>();
    private HexLayout layout;
    private final Rect last = new Rect();

    IslandPanel(BaseGame g) {
        this.g = g;
        Board b = g.island.board();
        for (int i = 0; i < b.size(); i++) hexes.add(b.hex(i));
    }

    @Override
    public String id() {
        return "base:island";
    }

    @Override
    public Region region() {
        return Region.SEAT_MAIN;
    }

    @Override
    public float pref(float across, View v) {
        return across;
    }

    HexLayout layout() {
        if (layout == null || last.x != bounds.x || last.y != bounds.y || last.w != bounds.w || last.h != bounds.h) {
            layout = HexLayout.fit(hexes, bounds, 14, 70);
            last.set(bounds.x, bounds.y, bounds.w, bounds.h);
        }
        return layout;
    }

    @Override
    public Object staticKey(View v) {
        return g.island.id();
    }

    /** The island as printed: the shore and every field (cached by the screen). */
    @Override
    public void drawStatic(Painter p, View v) {
        HexLayout l = layout();
        float r = l.size;
        for (Hex h : hexes) p.hex(l.centerX(h), l.centerY(h), r * 1.22f, Palette.hex(0xF4E3B5, 0.35f));
        for (Hex h : hexes) p.hex(l.centerX(h), l.centerY(h), r * 1.08f, Palette.hex(0xE8D39C, 0.9f));
        for (int f = 0; f < g.island.size(); f++) FieldArt.field(p, g.island, f, l.centerX(g.island.board().hex(f)), l.centerY(g.island.board().hex(f)), r);
    }

    @Override
    public Object contentKey(View v) {
        GameState s = v.session.state();
        int seat = v.viewedSeat, zone = g.state.island.of(seat);
        ContentKey k = new ContentKey().add(s.get(g.state.balloon, seat)).add(s.get(g.state.bonusFace)).add(s.get(g.state.freeDirections)).add(s.get(g.state.direction));
        for (int f = 0; f < g.island.size(); f++) k.add(s.piece(zone, f));
        return k;
    }

    @Override
    public void draw(Painter p, View v) {
        HexLayout l = layout();
        int seat = v.viewedSeat;
        Island island = g.island;
        float r = l.size;
        int zone = g.state.island.of(seat);
        for (int f = 0; f < island.size(); f++) {
            int piece = v.session.state().piece(zone, f);
            if (piece >= 0 && !v.hidden("piece:" + piece)) v.drawTile(p, piece, l.centerX(island.board().hex(f)), l.centerY(island.board().hex(f)), r * 0.93f);
        }
        // highlights and costs
        for (int f = 0; f < island.size(); f++) {
            Target t = new Target.Position(seat, f);
            View.Mark m = v.mark(t);
            if (m == View.Mark.NONE) continue;
            float cx = l.centerX(island.board().hex(f)), cy = l.centerY(island.board().hex(f));
            if (m == View.Mark.TARGET) p.hex(cx, cy, r * 0.98f, Palette.HIGHLIGHT_SOFT);
            v.drawMark(p, m, cx, cy, r);
        }
        int at = v.session.state().get(g.state.balloon, seat);
        for (int f = 0; f < island.size(); f++) {
            String badge = v.badge(new Target.Position(seat, f));
            if (badge == null) continue;
            float cx = l.centerX(island.board().hex(f)), cy = l.centerY(island.board().hex(f));
            costBadge(p, badge, cx + r * 0.5f, cy + r * 0.45f, r * 0.3f);
        }
        // pieces on the island that can be picked up (none in Module 1, but highlight generically)
        if (g.positions.onIsland(at) && !v.hidden("balloon:" + seat)) {
            Hex h = island.board().hex(at);
            BaseArt.balloon(p, v, seat, l.centerX(h), l.centerY(h) + r * 0.1f, r * 0.8f);
        }
        compass(p, v, bounds.right() - r * 1.75f, bounds.y + r * 1.75f, r * 1.15f);
        String name = v.seat(seat) == null ? "" : v.t("client.island-of", v.session.seatName(seat));
        p.text(name, bounds.x + 8, bounds.top() - 12, 1.1f, Palette.TEXT, Align.left);
    }

    /** An energy cost on a highlighted field: a bolt disc with the number. */
    static void costBadge(Painter p, String text, float cx, float cy, float r) {
        p.circle(cx, cy, r * 1.12f, Palette.INK);
        p.circle(cx, cy, r, Palette.ENERGY);
        p.centered(text, cx, cy + r * 0.05f, Math.max(0.8f, r / 11f), Palette.INK);
    }

    /** The compass: the rolled direction as a long needle, the other free directions as short ones. */
    private void compass(Painter p, View v, float cx, float cy, float r) {
        int bonusFace = v.session.state().get(g.state.bonusFace);
        if (bonusFace < 0) return;
        p.circle(cx, cy, r, Palette.hex(0x0F2233, 0.75f));
        p.ring(cx, cy, r, 2, Palette.GOLD);
        int free = v.session.state().get(g.state.freeDirections);
        int rolled = v.session.state().get(g.state.direction);
        for (Direction d : Direction.values()) {
            double a = angle(d);
            float ex = cx + (float) Math.cos(a) * r * 0.82f, ey = cy + (float) Math.sin(a) * r * 0.82f;
            String name = v.t("client.compass." + d.id());
            float half = p.textWidth(name, 0.75f) / 2 + 1; // a longer name (NO, SO) stays inside the panel
            float lx = Math.min(bounds.right() - half, cx + (float) Math.cos(a) * r * 1.28f);
            p.centered(name, lx, cy + (float) Math.sin(a) * r * 1.28f, 0.75f, Palette.TEXT_DIM);
            boolean isFree = (free & (1 << d.ordinal())) != 0;
            if (d.ordinal() == rolled) arrow(p, cx, cy, ex, ey, r * 0.14f, Palette.GOLD);
            else if (isFree) arrow(p, cx, cy, cx + (ex - cx) * 0.75f, cy + (ey - cy) * 0.75f, r * 0.1f, Palette.hex(0xFFE9A6));
        }
        p.circle(cx, cy, r * 0.1f, Palette.GOLD);
    }

    /** Screen angle of a hex direction on a pointy-top grid. */
    static double angle(Direction d) {
        return switch (d) {
            case E -> 0;
            case NE -> Math.toRadians(60);
            case NW -> Math.toRadians(120);
            case W -> Math.PI;
            case SW -> Math.toRadians(240);
            case SE -> Math.toRadians(300);
        };
    }

    static void arrow(Painter p, float x1, float y1, float x2, float y2, float w, Color c) {
        float dx = x2 - x1, dy = y2 - y1, len = (float) Math.hypot(dx, dy);
        if (len < 1) return;
        float ux = dx / len, uy = dy / len;
        float bx = x2 - ux * w * 2.2f, by = y2 - uy * w * 2.2f;
        p.line(x1, y1, bx, by, w, c);
        p.triangle(x2, y2, bx - uy * w * 1.3f, by + ux * w * 1.3f, bx + uy * w * 1.3f, by - ux * w * 1.3f, c);
    }

    @Override
    public Target hit(View v, float x, float y) {
        if (!bounds.contains(x, y)) return null;
        int f = g.island.board().index(layout().hexAt(x, y));
        return f < 0 ? null : new Target.Position(v.viewedSeat, f);
    }

    @Override
    public At locate(View v, Target t) {
        if (t instanceof Target.Position pos && pos.seat() == v.viewedSeat && g.positions.onIsland(pos.position())) return field(pos.position());
        if (t instanceof Target.Piece pc) {
            int zone = v.session.state().zoneOf(pc.piece());
            if (zone == g.state.island.of(v.viewedSeat)) return field(v.session.state().slotOf(pc.piece()));
        }
        return null;
    }

    @Override
    public At locateSlot(View v, int zone, int slot) {
        if (zone == g.state.island.of(v.viewedSeat) && slot >= 0 && slot < g.island.size()) return field(slot);
        return null;
    }

    private At field(int f) {
        HexLayout l = layout();
        Hex h = g.island.board().hex(f);
        return new At(l.centerX(h), l.centerY(h), l.size * 0.93f);
    }
}
