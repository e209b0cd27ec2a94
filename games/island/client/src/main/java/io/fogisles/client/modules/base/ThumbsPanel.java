package io.fogisles.client.modules.base;

import com.badlogic.gdx.graphics.Color;
import io.fogisles.base.BaseGame;
import io.fogisles.base.PieceInfo;
import io.fogisles.client.core.SeatInfo;
import io.fogisles.client.core.layout.HexLayout;
import io.fogisles.client.core.layout.Rect;
import io.fogisles.client.core.render.At;
import io.fogisles.client.core.render.ContentKey;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.Panel;
import io.fogisles.client.core.render.Region;
import io.fogisles.client.core.render.Symbols;
import io.fogisles.client.core.render.View;
import io.fogisles.client.core.view.Target;
import io.fogisles.kernel.hex.Hex;
import io.fogisles.kernel.state.GameState;
import java.util.ArrayList;
import java.util.List;

/** The other seats' islands, small; click one (or press Tab) to see it large. */
final class ThumbsPanel extends Panel {
    private final BaseGame g;
    private final List<Hex> hexes = new ArrayList<>();

    ThumbsPanel(BaseGame g) {
        this.g = g;
        for (int i = 0; i < g.island.size(); i++) hexes.add(g.island.board().hex(i));
    }

    @Override
    public String id() {
        return "base:others";
    }

    @Override
    public Region region() {
        return Region.RIGHT;
    }

    @Override
    public float pref(float across, View v) {
        return Math.min(160, across / 3 + 50);
    }

    private List<Integer> others(View v) {
        List<Integer> out = new ArrayList<>();
        for (SeatInfo s : v.session.seats) if (s.seat() != v.viewedSeat) out.add(s.seat());
        return out;
    }

    private Rect cell(View v, int k) {
        int n = Math.max(1, others(v).size());
        float w = (bounds.w - 8) / Math.max(3, n);
        return new Rect(bounds.x + 4 + k * w, bounds.y + 4, w, bounds.h - 44);
    }

    private HexLayout layout(View v, int k) {
        return HexLayout.fit(hexes, cell(v, k), 4, 30);
    }

    @Override
    public Object contentKey(View v) {
        GameState s = v.session.state();
        ContentKey k = new ContentKey();
        for (SeatInfo seat : v.session.seats) {
            int zone = g.state.island.of(seat.seat());
            k.add(s.get(g.state.balloon, seat.seat()));
            for (int f = 0; f < g.island.size(); f++) k.add(s.piece(zone, f));
        }
        return k;
    }

    @Override
    public void draw(Painter p, View v) {
        frame(p, v.t("client.other-islands"));
        List<Integer> seats = others(v);
        GameState s = v.session.state();
        for (int k = 0; k < seats.size(); k++) {
            int seat = seats.get(k);
            HexLayout l = layout(v, k);
            Rect c = cell(v, k);
            int zone = g.state.island.of(seat);
            for (int f = 0; f < g.island.size(); f++) {
                Hex h = g.island.board().hex(f);
                int piece = s.piece(zone, f);
                Color col;
                if (piece >= 0 && !v.hidden("piece:" + piece)) col = tileColour(piece);
                else col = fieldColour(f);
                p.hex(l.centerX(h), l.centerY(h), l.size * 0.92f, col);
            }
            int at = s.get(g.state.balloon, seat);
            if (g.positions.onIsland(at) && !v.hidden("balloon:" + seat)) {
                Hex h = g.island.board().hex(at);
                SeatInfo info = v.seat(seat);
                Symbols.badge(p, info.colour(), info.symbol(), l.centerX(h), l.centerY(h), Math.max(5, l.size * 1.1f));
            }
            SeatInfo info = v.seat(seat);
            Symbols.badge(p, info.colour(), info.symbol(), c.x + 10, c.top() + 10, 7);
            p.text(v.session.seatName(seat), c.x + 20, c.top() + 10, 0.75f, Palette.TEXT, com.badlogic.gdx.utils.Align.left);
        }
    }

    private Color tileColour(int piece) {
        int land = g.pieces.land[piece];
        if (land == PieceInfo.JOKER) return Palette.WHITE;
        if (land >= 0) return BaseArt.LAND[land];
        if (g.pieces.city[piece]) return BaseArt.CITY;
        if (g.pieces.monuments[piece] > 0) return BaseArt.MONUMENT;
        return Palette.hex(0x283A66);
    }

    private Color fieldColour(int f) {
        return switch (g.island.type(f)) {
            case "coast" -> BaseArt.LAND_LIGHT[g.island.coast(f)];
            case "volcano" -> BaseArt.VOLCANO;
            case "base" -> BaseArt.BASE;
            default -> BaseArt.FOG;
        };
    }

    @Override
    public Target hit(View v, float x, float y) {
        if (!bounds.contains(x, y)) return null;
        List<Integer> seats = others(v);
        for (int k = 0; k < seats.size(); k++) if (cell(v, k).contains(x, y) || (x >= cell(v, k).x && x < cell(v, k).right())) return new Target.Spot(PlayersPanel.SEAT_SPOT, seats.get(k), 0);
        return null;
    }

    @Override
    public At locateSlot(View v, int zone, int slot) {
        List<Integer> seats = others(v);
        for (int k = 0; k < seats.size(); k++) {
            if (zone != g.state.island.of(seats.get(k)) || slot < 0 || slot >= g.island.size()) continue;
            HexLayout l = layout(v, k);
            Hex h = g.island.board().hex(slot);
            return new At(l.centerX(h), l.centerY(h), l.size);
        }
        return null;
    }

    @Override
    public At locate(View v, Target t) {
        if (t instanceof Target.Position pos && pos.seat() != v.viewedSeat && g.positions.onIsland(pos.position())) {
            List<Integer> seats = others(v);
            int k = seats.indexOf(pos.seat());
            if (k < 0) return null;
            HexLayout l = layout(v, k);
            Hex h = g.island.board().hex(pos.position());
            return new At(l.centerX(h), l.centerY(h), l.size);
        }
        return null;
    }
}
