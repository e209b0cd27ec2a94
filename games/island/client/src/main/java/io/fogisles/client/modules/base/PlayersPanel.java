package io.fogisles.client.modules.base;

import com.badlogic.gdx.utils.Align;
import io.fogisles.base.BaseGame;
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
import io.fogisles.kernel.state.GameState;

/**
 * One row per seat: colour and symbol, name (and bot level), energy, tiles on eyepieces and on the
 * island, who starts this round, whose turn it is, and who has all coasts connected. Clicking a row
 * shows that seat's island large.
 */
final class PlayersPanel extends Panel {
    static final String SEAT_SPOT = "client:seat";
    private final BaseGame g;

    PlayersPanel(BaseGame g) {
        this.g = g;
    }

    @Override
    public String id() {
        return "base:players";
    }

    @Override
    public Region region() {
        return Region.LEFT;
    }

    @Override
    public float pref(float across, View v) {
        return 30 + v.session.seats.size() * rowH();
    }

    private float rowH() {
        return compact ? 34 : 40;
    }

    private float rowY(int s) {
        return bounds.top() - 28 - s * rowH() - rowH() / 2;
    }

    @Override
    public Object contentKey(View v) {
        GameState s = v.session.state();
        ContentKey k = new ContentKey().add(v.session.pendingSeat()).add(s.get(g.state.startPlayer));
        for (SeatInfo seat : v.session.seats) {
            int i = seat.seat();
            k.add(s.get(g.state.energy, i)).add(s.get(g.state.connectedRound, i)).add(s.size(g.state.eyepieces.of(i)));
        }
        return k;
    }

    @Override
    public void draw(Painter p, View v) {
        frame(p, v.t("client.players"));
        GameState s = v.session.state();
        int pending = v.session.pendingSeat();
        int start = s.get(g.state.startPlayer);
        for (SeatInfo seat : v.session.seats) {
            int i = seat.seat();
            float y = rowY(i);
            if (i == v.viewedSeat) p.roundRect(bounds.x + 4, y - rowH() / 2 + 2, bounds.w - 8, rowH() - 4, 6, Palette.hex(0xFFFFFF, 0.09f));
            if (i == pending) {
                p.roundFrame(bounds.x + 4, y - rowH() / 2 + 2, bounds.w - 8, rowH() - 4, 6, 2, Palette.seat(seat.colour()));
                p.triangle(bounds.x + 6, y + 7, bounds.x + 14, y, bounds.x + 6, y - 7, Palette.HIGHLIGHT);
            }
            Symbols.badge(p, seat.colour(), seat.symbol(), bounds.x + 30, y, 13);
            p.text(v.session.seatName(i), bounds.x + 50, y + 7, 0.95f, Palette.TEXT, Align.left);
            String sub = seat.isBot() ? v.t(io.fogisles.client.core.BotLabel.key(seat.botLevel()), io.fogisles.client.core.BotLabel.args(seat.botLevel())) : v.t("client.human");
            p.text(sub, bounds.x + 50, y - 9, 0.75f, Palette.TEXT_DIM, Align.left);
            if (i == start) {
                float fx = bounds.x + bounds.w * 0.56f;
                p.roundRect(fx - 12, y - 9, 24, 18, 5, Palette.GOLD);
                p.centered("1.", fx, y, 0.8f, Palette.INK);
            }
            if (s.get(g.state.connectedRound, i) != 0) p.centered("6/6", bounds.x + bounds.w * 0.56f, y - 14, 0.65f, Palette.HIGHLIGHT);
            float ex = bounds.right() - 72;
            BaseArt.bolt(p, ex, y, 8, Palette.ENERGY);
            p.text(String.valueOf((int) v.tween("energy:" + i, s.get(g.state.energy, i))), ex + 10, y, 0.95f, Palette.TEXT, Align.left);
            float tx = bounds.right() - 30;
            p.hex(tx, y, 9, Palette.hex(0x8DA3B5));
            p.text(String.valueOf(s.size(g.state.eyepieces.of(i))), tx + 11, y, 0.85f, Palette.TEXT, Align.left);
        }
    }

    @Override
    public Target hit(View v, float x, float y) {
        if (!bounds.contains(x, y)) return null;
        for (SeatInfo seat : v.session.seats) if (Math.abs(y - rowY(seat.seat())) <= rowH() / 2) return new Target.Spot(SEAT_SPOT, seat.seat(), 0);
        return null;
    }

    @Override
    public At locateSlot(View v, int zone, int slot) {
        for (SeatInfo seat : v.session.seats) {
            int i = seat.seat();
            if (i == v.viewedSeat) continue;
            if (zone == g.state.eyepieces.of(i) || zone == g.state.hand.of(i)) return new At(bounds.right() - 30, rowY(i), 9);
        }
        return null;
    }

    @Override
    public At locate(View v, Target t) {
        if (t instanceof Target.Spot sp && sp.id().equals(SEAT_SPOT)) return new At(bounds.x + 30, rowY(sp.seat()), 13);
        return null;
    }
}
