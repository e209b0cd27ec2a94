package io.fogisles.client.modules.piratebay;

import com.badlogic.gdx.utils.Align;
import io.fogisles.client.core.BotLabel;
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
import io.fogisles.piratebay.PirateGame;

/**
 * One row per seat: colour and symbol, name (and bot level), points, cards in hand, figures in the supply, the
 * round's start player and whose turn it is. In a swap, a player's row is where a card of the hand is put.
 */
final class PlayersPanel extends Panel {
    private final PirateGame g;

    PlayersPanel(PirateGame g) {
        this.g = g;
    }

    @Override
    public String id() {
        return "pirate-bay:players";
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
        return compact ? 36 : 42;
    }

    private float rowY(int s) {
        return bounds.top() - 28 - s * rowH() - rowH() / 2;
    }

    @Override
    public Object contentKey(View v) {
        GameState s = v.session.state();
        ContentKey k = new ContentKey().add(v.session.pendingSeat()).add(s.get(g.state.startPlayer)).add(s.get(g.state.trigger));
        for (int i = 0; i < s.seats(); i++) k.add(g.points(s, i)).add(s.size(g.state.hand.of(i))).add(g.supply(s, i));
        return k;
    }

    @Override
    public void draw(Painter p, View v) {
        frame(p, v.t("client.players"));
        GameState s = v.session.state();
        int pending = v.session.pendingSeat(), start = s.get(g.state.startPlayer), trigger = s.get(g.state.trigger);
        for (SeatInfo seat : v.session.seats) {
            int i = seat.seat();
            float y = rowY(i), h = rowH();
            if (i == pending) {
                p.roundFrame(bounds.x + 4, y - h / 2 + 2, bounds.w - 8, h - 4, 6, 2, Palette.seat(seat.colour()).cpy().lerp(Palette.WHITE, 0.3f));
                p.triangle(bounds.x + 6, y + 7, bounds.x + 14, y, bounds.x + 6, y - 7, Palette.HIGHLIGHT);
            }
            View.Mark m = v.mark(new Target.Spot(Look.PLAYER, i, 0));
            if (m != View.Mark.NONE) p.roundFrame(bounds.x + 3, y - h / 2 + 1, bounds.w - 6, h - 2, 6, 3, m == View.Mark.SOURCE ? Palette.SOURCE : Palette.HIGHLIGHT);
            Symbols.badge(p, seat.colour(), seat.symbol(), bounds.x + 30, y, 13);
            p.text(v.session.seatName(i), bounds.x + 50, y + 8, 0.95f, Palette.TEXT, Align.left);
            String sub = seat.isBot() ? v.t(BotLabel.key(seat.botLevel()), BotLabel.args(seat.botLevel())) : v.t("client.human");
            p.text(sub, bounds.x + 50, y - 9, 0.72f, Palette.TEXT_DIM, Align.left);
            float right = bounds.right() - 10;
            p.text(String.valueOf(g.points(s, i)), right, y + 1, 1.15f, Palette.GOLD, Align.right);
            float ix = bounds.x + bounds.w * 0.6f;
            if (i == start) {
                p.roundRect(ix - 36, y + 1, 22, 16, 4, Palette.GOLD);
                p.centered("1.", ix - 25, y + 9, 0.72f, Palette.INK);
            }
            if (i == trigger) p.centered("4/4", ix - 25, y - 9, 0.65f, Palette.HIGHLIGHT);
            // cards in hand and figures in the supply
            p.roundRect(ix - 7, y - 9, 12, 18, 2, Palette.hex(0x7A4A2A));
            p.text(String.valueOf(s.size(g.state.hand.of(i))), ix + 8, y, 0.8f, Palette.TEXT, Align.left);
            float fx = ix + 34;
            p.circle(fx, y, 6, Palette.seat(seat.colour()));
            p.ring(fx, y, 6, 1.2f, Palette.INK);
            p.text(String.valueOf(g.supply(s, i)), fx + 9, y, 0.8f, Palette.TEXT, Align.left);
        }
    }

    @Override
    public Target hit(View v, float x, float y) {
        if (!bounds.contains(x, y)) return null;
        for (SeatInfo seat : v.session.seats) if (Math.abs(y - rowY(seat.seat())) <= rowH() / 2) return new Target.Spot(Look.PLAYER, seat.seat(), 0);
        return null;
    }

    @Override
    public At locate(View v, Target t) {
        if (t instanceof Target.Spot sp && sp.id().equals(Look.PLAYER)) return new At(bounds.x + 30, rowY(sp.seat()), 13);
        return null;
    }
}
