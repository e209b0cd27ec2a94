package io.fogisles.client.modules.base;

import com.badlogic.gdx.utils.Align;
import io.fogisles.base.BaseGame;
import io.fogisles.client.core.render.At;
import io.fogisles.client.core.render.ContentKey;
import io.fogisles.client.core.render.Decoration;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.Panel;
import io.fogisles.client.core.render.Region;
import io.fogisles.client.core.render.Symbols;
import io.fogisles.client.core.render.View;
import io.fogisles.client.core.view.Binding;
import io.fogisles.client.core.view.Target;
import io.fogisles.kernel.state.GameState;
import java.util.List;

/**
 * Along the top of the viewed island (RULES A.6): the energy track 0–25 with its crowns and the seat's
 * marker, the eyepieces with their tiles, and the tiles just taken or drawn, each with its keep / convert
 * choices drawn right under it. Other modules decorate the track (the silver side of Module 3).
 */
public final class EnergyPanel extends Panel {
    public static final String ID = "base:energy";
    private final BaseGame g;
    private final List<Decoration> decorations;

    EnergyPanel(BaseGame g, List<Decoration> decorations) {
        this.g = g;
        this.decorations = decorations;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Region region() {
        return Region.SEAT_TOP;
    }

    @Override
    public float pref(float across, View v) {
        return 168;
    }

    // ---- track geometry (other modules' decorations use it) ----

    public float trackLeft() {
        return bounds.x + 14;
    }

    public float trackWidth() {
        return bounds.w - 28;
    }

    public float trackY() {
        return bounds.top() - 66;
    }

    public float trackHeight() {
        return 30;
    }

    public int trackMax() {
        return g.rules.energyMax;
    }

    /** The centre x of the track cell of an energy value. */
    public float xOf(float energy) {
        float cw = trackWidth() / (trackMax() + 1);
        return trackLeft() + cw * (energy + 0.5f);
    }

    public float cellWidth() {
        return trackWidth() / (trackMax() + 1);
    }

    private float tileR() {
        return 24;
    }

    private float rowY() {
        return bounds.y + 44;
    }

    private float eyeX(int i) {
        return bounds.x + 40 + i * (tileR() * 2 + 6);
    }

    private float handX(int i) {
        return bounds.right() - 44 - i * (tileR() * 2 + 26);
    }

    @Override
    public Object contentKey(View v) {
        GameState s = v.session.state();
        int seat = v.viewedSeat;
        ContentKey k = new ContentKey().add(s.get(g.state.energy, seat)).add(s.get(g.state.eyepieceCount, seat))
                .add(s.pieces(g.state.eyepieces.of(seat))).add(s.pieces(g.state.hand.of(seat)));
        List<Object> keys = new java.util.ArrayList<>();
        keys.add(k);
        for (Decoration d : decorations) keys.add(d.contentKey(v));
        return keys;
    }

    @Override
    public void draw(Painter p, View v) {
        frame(p, null);
        int seat = v.viewedSeat;
        GameState s = v.session.state();
        // track
        float x0 = trackLeft(), y0 = trackY(), w = trackWidth(), h = trackHeight(), cw = cellWidth();
        p.roundRect(x0 - 3, y0 - 3, w + 6, h + 6, 8, Palette.hex(0x6B4E16));
        p.roundRect(x0, y0, w, h, 6, Palette.hex(0xE0B24A));
        for (Decoration d : decorations) d.draw(p, v, this);
        float energy = v.tween("energy:" + seat, s.get(g.state.energy, seat));
        for (int e = 0; e <= trackMax(); e++) {
            float cx = xOf(e);
            if (e > 0) p.line(cx - cw / 2, y0 + 3, cx - cw / 2, y0 + h - 3, 1, Palette.hex(0x000000, 0.25f));
            if (e != Math.round(energy)) // the marker covers this cell and shows the number itself
                p.centered(String.valueOf(e), cx, y0 + h * 0.3f, 0.75f, Palette.hex(0x2B1D05));
        }
        for (int i = 0; i < g.rules.crownEnergy.length; i++) {
            float cx = xOf(g.rules.crownEnergy[i]);
            crown(p, cx, y0 + h + 14, 11);
            p.centered(String.valueOf(g.rules.crownPoints[i]), cx, y0 + h + 12, 0.75f, Palette.INK);
        }
        float mx = xOf(energy);
        io.fogisles.client.core.SeatInfo info = v.seat(seat);
        com.badlogic.gdx.graphics.Color sc = v.seatColour(seat);
        p.roundRect(mx - cw / 2 + 1, y0 - 2, cw - 2, h + 4, 5, Palette.INK);
        p.roundRect(mx - cw / 2 + 2, y0 - 1, cw - 4, h + 2, 4, sc);
        if (info != null) Symbols.draw(p, info.symbol(), mx, y0 + h * 0.7f, 4.5f, Palette.WHITE);
        p.centered(String.valueOf(Math.round(energy)), mx, y0 + h * 0.3f, 0.8f, Palette.WHITE);
        p.text(v.t("client.energy", s.get(g.state.energy, seat)), x0, bounds.top() - 14, 0.95f, Palette.TEXT, Align.left);
        View.Mark em = v.mark(new Target.Spot("base:energy", seat, 0));
        if (em != View.Mark.NONE) p.roundFrame(x0 - 4, y0 - 4, w + 8, h + 8, 8, 3, Palette.HIGHLIGHT);
        // eyepieces
        int count = s.get(g.state.eyepieceCount, seat);
        int[] eye = s.pieces(g.state.eyepieces.of(seat));
        p.text(v.t("client.eyepieces"), bounds.x + 14, rowY() + tileR() + 14, 0.85f, Palette.TEXT_DIM, Align.left);
        View.Mark spotMark = v.mark(new Target.Spot(BaseBinder.EYEPIECES, seat, 0));
        for (int i = 0; i < Math.max(count, eye.length); i++) {
            float cx = eyeX(i), cy = rowY();
            p.circle(cx, cy, tileR() * 0.98f, Palette.hex(0x2B3F52));
            p.ring(cx, cy, tileR() * 0.98f, 2.5f, spotMark != View.Mark.NONE ? Palette.HIGHLIGHT : Palette.hex(0x8DA3B5));
            p.circle(cx, cy, tileR() * 0.45f, Palette.hex(0x1B2A38));
            if (i < eye.length) {
                int piece = eye[i];
                if (!v.hidden("piece:" + piece)) v.drawTile(p, piece, cx, cy, tileR());
                v.drawMark(p, v.mark(new Target.Piece(piece)), cx, cy, tileR());
            }
        }
        // hand: tiles to keep or convert, with their choices under them
        int[] hand = s.pieces(g.state.hand.of(seat));
        if (hand.length > 0) {
            // ends above the first new tile (the rightmost), so that it stays in the panel in every language
            p.text(v.t("client.hand"), handX(0) + tileR(), rowY() + tileR() + 14, 0.85f, Palette.HIGHLIGHT, Align.right);
            for (int i = 0; i < hand.length; i++) {
                int piece = hand[i];
                float cx = handX(i), cy = rowY() + 6;
                if (!v.hidden("piece:" + piece)) v.drawTile(p, piece, cx, cy, tileR());
                v.drawMark(p, v.mark(new Target.Piece(piece)), cx, cy, tileR());
                List<Binding> chips = v.turn.at(new Target.Piece(piece));
                for (int k = 0; k < chips.size(); k++) chip(p, v, chips.get(k), chipX(cx, k, chips.size()), cy - tileR() - 13);
            }
        }
    }

    private float chipX(float cx, int k, int n) {
        return cx + (k - (n - 1) / 2f) * 44;
    }

    private void chip(Painter p, View v, Binding b, float cx, float cy) {
        boolean focused = v.focus == b;
        p.roundRect(cx - 21, cy - 10, 42, 20, 8, focused ? Palette.FOCUS : Palette.HIGHLIGHT);
        String key = b.labelKey() + ".short";
        String text = b.badge() != null ? b.badge() : v.text().has(key) ? v.t(key) : v.t(b.labelKey(), b.labelArgs().toArray());
        p.centered(text, cx, cy, 0.8f, Palette.INK);
    }

    static void crown(Painter p, float cx, float cy, float r) {
        p.rect(cx - r, cy - r * 0.6f, r * 2, r * 0.9f, Palette.GOLD);
        p.triangle(cx - r, cy + r * 0.3f, cx - r, cy + r * 0.9f, cx - r * 0.4f, cy + r * 0.3f, Palette.GOLD);
        p.triangle(cx - r * 0.45f, cy + r * 0.3f, cx, cy + r, cx + r * 0.45f, cy + r * 0.3f, Palette.GOLD);
        p.triangle(cx + r * 0.4f, cy + r * 0.3f, cx + r, cy + r * 0.9f, cx + r, cy + r * 0.3f, Palette.GOLD);
    }

    @Override
    public Binding hitBinding(View v, float x, float y) {
        int[] hand = v.session.state().pieces(g.state.hand.of(v.viewedSeat));
        for (int i = 0; i < hand.length; i++) {
            List<Binding> chips = v.turn.at(new Target.Piece(hand[i]));
            float cx = handX(i), cy = rowY() + 6 - tileR() - 13;
            for (int k = 0; k < chips.size(); k++) {
                float kx = chipX(cx, k, chips.size());
                if (Math.abs(x - kx) <= 21 && Math.abs(y - cy) <= 10) return chips.get(k);
            }
        }
        return null;
    }

    @Override
    public Target hit(View v, float x, float y) {
        if (!bounds.contains(x, y)) return null;
        GameState s = v.session.state();
        int seat = v.viewedSeat;
        int[] eye = s.pieces(g.state.eyepieces.of(seat));
        for (int i = 0; i < eye.length; i++) if (dist(x, y, eyeX(i), rowY()) <= tileR()) return new Target.Piece(eye[i]);
        int[] hand = s.pieces(g.state.hand.of(seat));
        for (int i = 0; i < hand.length; i++) if (dist(x, y, handX(i), rowY() + 6) <= tileR()) return new Target.Piece(hand[i]);
        if (y >= trackY() - 4 && y <= trackY() + trackHeight() + 4) return new Target.Spot("base:energy", seat, 0);
        if (x < eyeX(Math.max(s.get(g.state.eyepieceCount, seat), eye.length)) && y < trackY() - 4) return new Target.Spot(BaseBinder.EYEPIECES, seat, 0);
        return null;
    }

    private static float dist(float x, float y, float cx, float cy) {
        return (float) Math.hypot(x - cx, y - cy);
    }

    @Override
    public At locate(View v, Target t) {
        GameState s = v.session.state();
        if (t instanceof Target.Piece pc) {
            int zone = s.zoneOf(pc.piece());
            return locateSlot(v, zone, s.slotOf(pc.piece()));
        }
        if (t instanceof Target.Spot sp && sp.seat() == v.viewedSeat) {
            if (sp.id().equals(BaseBinder.EYEPIECES)) return new At(eyeX(0), rowY(), tileR());
            if (sp.id().equals("base:energy")) return new At(xOf(s.get(g.state.energy, sp.seat())), trackY() + trackHeight() / 2, tileR());
        }
        return null;
    }

    @Override
    public At locateSlot(View v, int zone, int slot) {
        int seat = v.viewedSeat;
        if (zone == g.state.eyepieces.of(seat)) return new At(eyeX(Math.max(0, slot)), rowY(), tileR());
        if (zone == g.state.hand.of(seat)) return new At(handX(Math.max(0, slot)), rowY() + 6, tileR());
        return null;
    }
}
