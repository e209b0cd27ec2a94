package io.fogisles.client.core.render;

import com.badlogic.gdx.utils.Align;
import io.fogisles.client.core.BotLabel;
import io.fogisles.client.core.SeatInfo;
import io.fogisles.client.core.view.Target;

/**
 * The players' list in the left column, one row per seat: whose turn it is (a frame in the seat's colour and an
 * arrow), the colour and symbol, the name, and a person or the bot's level below it. A game fills the rest of each
 * row with its own figures ({@link #drawRow}) and may make a row a target ({@link #seatTarget}: a player to swap
 * with, a balloon to play on). Shared by the games whose rows look alike, so that they look alike.
 */
public abstract class SeatRowsPanel extends Panel {

    @Override
    public Region region() {
        return Region.LEFT;
    }

    @Override
    public float pref(float across, View v) {
        return 30 + v.session.seats.size() * rowH();
    }

    protected float rowH() {
        return compact ? 36 : 42;
    }

    /** The vertical centre of seat {@code s}'s row. */
    protected float rowY(int s) {
        return bounds.top() - 28 - s * rowH() - rowH() / 2;
    }

    /** The target a seat's row stands for, or null when a row is not something to point at. */
    protected Target seatTarget(View v, int seat) {
        return null;
    }

    /** The game's own figures in a seat's row, right of the name (centre line {@code y}, row height {@code h}). */
    protected abstract void drawRow(Painter p, View v, SeatInfo seat, float y, float h);

    @Override
    public void draw(Painter p, View v) {
        frame(p, v.t("client.players"));
        int pending = v.session.pendingSeat();
        for (SeatInfo seat : v.session.seats) {
            int i = seat.seat();
            float y = rowY(i), h = rowH();
            if (i == pending) {
                p.roundFrame(bounds.x + 4, y - h / 2 + 2, bounds.w - 8, h - 4, 6, 2, Palette.seat(seat.colour()).cpy().lerp(Palette.WHITE, 0.3f));
                p.triangle(bounds.x + 6, y + 7, bounds.x + 14, y, bounds.x + 6, y - 7, Palette.HIGHLIGHT);
            }
            Target t = seatTarget(v, i);
            View.Mark m = t == null ? View.Mark.NONE : v.mark(t);
            if (m != View.Mark.NONE) p.roundFrame(bounds.x + 3, y - h / 2 + 1, bounds.w - 6, h - 2, 6, 3, m == View.Mark.SOURCE ? Palette.SOURCE : Palette.HIGHLIGHT);
            Symbols.badge(p, seat.colour(), seat.symbol(), bounds.x + 30, y, 13);
            p.text(v.session.seatName(i), bounds.x + 50, y + 8, 0.95f, Palette.TEXT, Align.left);
            String sub = seat.isBot() ? v.t(BotLabel.key(seat.botLevel()), BotLabel.args(seat.botLevel())) : v.t("client.human");
            p.text(sub, bounds.x + 50, y - 9, 0.72f, Palette.TEXT_DIM, Align.left);
            drawRow(p, v, seat, y, h);
        }
    }

    @Override
    public Target hit(View v, float x, float y) {
        if (!bounds.contains(x, y)) return null;
        for (SeatInfo seat : v.session.seats) if (Math.abs(y - rowY(seat.seat())) <= rowH() / 2) return seatTarget(v, seat.seat());
        return null;
    }

    @Override
    public At locate(View v, Target t) {
        for (SeatInfo seat : v.session.seats) if (t.equals(seatTarget(v, seat.seat()))) return new At(bounds.x + 30, rowY(seat.seat()), 13);
        return null;
    }
}
