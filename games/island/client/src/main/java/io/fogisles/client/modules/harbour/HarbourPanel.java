package io.fogisles.client.modules.harbour;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.utils.Align;
import io.fogisles.client.core.SeatInfo;
import io.fogisles.client.core.render.At;
import io.fogisles.client.core.render.ContentKey;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.Panel;
import io.fogisles.client.core.render.Region;
import io.fogisles.client.core.render.Symbols;
import io.fogisles.client.core.render.View;
import io.fogisles.client.core.view.Target;
import io.fogisles.harbour.Harbour;
import io.fogisles.harbour.HarbourRules;
import io.fogisles.kernel.state.GameState;
import java.util.List;

/**
 * The harbour board (RULES A.9, B.12): the piers with their travel values and give:take ratios (the '?'
 * pier on the back side), the balloons moored there, the offer of up to 11 face-up tiles, and who has
 * built an office (and so may fly past the coast).
 */
final class HarbourPanel extends Panel {
    private final Harbour h;

    HarbourPanel(Harbour h) {
        this.h = h;
    }

    @Override
    public String id() {
        return "harbour:board";
    }

    @Override
    public Region region() {
        return Region.RIGHT;
    }

    @Override
    public int order() {
        return 10;
    }

    @Override
    public float pref(float across, View v) {
        return 236;
    }

    private int piers() {
        return h.rules.piers.size();
    }

    private float pierW() {
        return (bounds.w - 16) / piers();
    }

    private float pierX(int n) {
        return bounds.x + 8 + (n - 1) * pierW() + pierW() / 2;
    }

    private float pierY() {
        return bounds.top() - 78;
    }

    private float tileR() {
        return Math.min(16, (bounds.w - 16) / 12.5f);
    }

    private float offerX(int i) {
        int col = i % 6;
        return bounds.x + 14 + tileR() + col * tileR() * 2.05f + (i >= 6 ? tileR() : 0);
    }

    private float offerY(int i) {
        return bounds.y + 62 - (i >= 6 ? tileR() * 1.8f : 0);
    }

    @Override
    public Object contentKey(View v) {
        GameState s = v.session.state();
        ContentKey k = new ContentKey().add(s.pieces(h.state.offer.global()));
        for (SeatInfo seat : v.session.seats) k.add(h.pierOf(s, seat.seat())).add(h.hasAccess(s, seat.seat()) ? 1 : 0);
        return k;
    }

    @Override
    public void draw(Painter p, View v) {
        frame(p, v.t("client.harbour", h.rules.side.equals("back") ? v.t("client.side.back") : v.t("client.side.front")));
        GameState s = v.session.state();
        // water and piers
        p.roundRect(bounds.x + 6, pierY() - 44, bounds.w - 12, 86, 8, Palette.hex(0x1E6C96));
        for (int i = 0; i < 5; i++) p.line(bounds.x + 12 + i * 60, pierY() - 36 + (i % 2) * 30, bounds.x + 40 + i * 60, pierY() - 36 + (i % 2) * 30, 2, Palette.hex(0x4FA3CF, 0.6f));
        for (HarbourRules.Pier pier : h.rules.piers) {
            float cx = pierX(pier.number()), cy = pierY();
            Target t = new Target.Position(v.actingSeat(), h.state.pierPosition(pier.number()));
            View.Mark m = v.mark(t);
            float pw = pierW() * 0.78f;
            if (m != View.Mark.NONE) p.roundRect(cx - pw / 2 - 4, cy - 40, pw + 8, 80, 6, m == View.Mark.FOCUS ? Palette.FOCUS : Palette.HIGHLIGHT);
            p.rect(cx - pw / 2, cy - 36, pw, 72, Palette.hex(0x7A5230));
            for (int k = 1; k < 4; k++) p.line(cx - pw / 2, cy - 36 + k * 18, cx + pw / 2, cy - 36 + k * 18, 1, Palette.hex(0x4E3218));
            p.circle(cx, cy + 24, 10, Palette.hex(0xF1DDB4));
            p.centered(pier.anywhere() ? "?" : String.valueOf(pier.number()), cx, cy + 24, 0.9f, Palette.INK);
            p.centered(pier.give() + ":" + pier.take(), cx, cy - 26, 0.85f, Palette.WHITE);
            String badge = v.badge(t);
            if (badge != null) {
                p.circle(cx + pw / 2 - 2, cy + 34, 9, Palette.INK);
                p.circle(cx + pw / 2 - 2, cy + 34, 8, Palette.ENERGY);
                p.centered(badge, cx + pw / 2 - 2, cy + 34, 0.75f, Palette.INK);
            }
        }
        // balloons moored on piers
        for (SeatInfo seat : v.session.seats) {
            int pier = h.pierOf(s, seat.seat());
            if (pier <= 0 || v.hidden("balloon:" + seat.seat())) continue;
            At a = balloonAt(v, seat.seat(), pier);
            io.fogisles.client.modules.base.BaseArtAccess.balloon(p, v, seat.seat(), a.x(), a.y(), a.size());
        }
        p.text(v.t("client.harbour.ratio"), bounds.x + 10, pierY() - 52, 0.7f, Palette.TEXT_DIM, Align.left);
        // offer
        int[] offer = s.pieces(h.state.offer.global());
        p.text(v.t("client.harbour.offer", offer.length, h.rules.offerLimit), bounds.x + 10, offerY(0) + tileR() + 12, 0.8f, Palette.TEXT_DIM, Align.left);
        for (int i = 0; i < Math.max(h.rules.offerLimit, offer.length); i++) {
            float cx = offerX(i), cy = offerY(i);
            p.hex(cx, cy, tileR() * 0.95f, Palette.hex(0x0B1B29, 0.6f));
            if (i < offer.length) {
                if (!v.hidden("piece:" + offer[i])) v.drawTile(p, offer[i], cx, cy, tileR());
                v.drawMark(p, v.mark(new Target.Piece(offer[i])), cx, cy, tileR());
            }
        }
        // who may enter the harbour
        float ax = bounds.x + 10;
        p.text(v.t("client.harbour.access"), ax, bounds.y + 12, 0.75f, Palette.TEXT_DIM, Align.left);
        ax += p.textWidth(v.t("client.harbour.access"), 0.75f) + 14;
        boolean anyone = false;
        for (SeatInfo seat : v.session.seats) {
            if (!h.hasAccess(s, seat.seat())) continue;
            Symbols.badge(p, seat.colour(), seat.symbol(), ax, bounds.y + 12, 7);
            ax += 18;
            anyone = true;
        }
        if (!anyone) p.text(v.t("client.harbour.accessNone"), ax - 4, bounds.y + 12, 0.75f, Palette.TEXT_DIM, Align.left);
    }

    private At balloonAt(View v, int seat, int pier) {
        List<SeatInfo> seats = v.session.seats;
        int k = 0;
        for (SeatInfo o : seats) {
            if (o.seat() == seat) break;
            if (h.pierOf(v.session.state(), o.seat()) == pier) k++;
        }
        return new At(pierX(pier) - 8 + k * 7, pierY() - 2 - k * 6, 14);
    }

    @Override
    public Target hit(View v, float x, float y) {
        if (!bounds.contains(x, y)) return null;
        int[] offer = v.session.state().pieces(h.state.offer.global());
        for (int i = 0; i < offer.length; i++) if (Math.hypot(x - offerX(i), y - offerY(i)) <= tileR()) return new Target.Piece(offer[i]);
        if (Math.abs(y - pierY()) <= 40) {
            for (HarbourRules.Pier pier : h.rules.piers)
                if (Math.abs(x - pierX(pier.number())) <= pierW() / 2) return new Target.Position(v.actingSeat(), h.state.pierPosition(pier.number()));
        }
        return null;
    }

    @Override
    public At locate(View v, Target t) {
        if (t instanceof Target.Position pos && h.state.pierAt(pos.position()) > 0) {
            int pier = h.state.pierAt(pos.position());
            return new At(pierX(pier), pierY(), 20);
        }
        if (t instanceof Target.Piece pc) {
            GameState s = v.session.state();
            return locateSlot(v, s.zoneOf(pc.piece()), s.slotOf(pc.piece()));
        }
        return null;
    }

    @Override
    public At locateSlot(View v, int zone, int slot) {
        if (zone == h.state.offer.global()) return new At(offerX(Math.max(0, Math.min(slot, h.rules.offerLimit))), offerY(Math.max(0, Math.min(slot, h.rules.offerLimit))), tileR());
        return null;
    }

    /** The harbour office: an anchor on deep blue, ringed in its owner's colour, with its value range. */
    static void office(Painter p, View v, int piece, float cx, float cy, float r) {
        int owner = v.session.rules.pieces().get(piece).intAttr("owner", -1);
        Color ring = v.seatColour(owner);
        p.hex(cx, cy, r, ring);
        p.hex(cx, cy, r * 0.84f, Palette.hex(0x213A6B));
        Color ink = Palette.hex(0xE8EEF5);
        float t = Math.max(1.2f, r * 0.09f);
        p.ring(cx, cy + r * 0.5f, r * 0.1f, t * 0.8f, ink);
        p.line(cx, cy + r * 0.39f, cx, cy - r * 0.14f, t, ink);
        p.line(cx - r * 0.2f, cy + r * 0.27f, cx + r * 0.2f, cy + r * 0.27f, t, ink);
        p.arcLine(cx, cy + r * 0.06f, r * 0.26f, 200, 140, t, ink);
        SeatInfo s = v.seat(owner);
        if (s != null) Symbols.draw(p, s.symbol(), cx + r * 0.45f, cy + r * 0.3f, r * 0.12f, ring);
        PieceRange.text(p, v, piece, cx, cy - r * 0.5f, r);
    }
}
