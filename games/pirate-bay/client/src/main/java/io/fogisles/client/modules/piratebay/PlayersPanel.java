package io.fogisles.client.modules.piratebay;

import com.badlogic.gdx.utils.Align;
import io.fogisles.client.core.SeatInfo;
import io.fogisles.client.core.render.ContentKey;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.SeatRowsPanel;
import io.fogisles.client.core.render.View;
import io.fogisles.client.core.view.Target;
import io.fogisles.kernel.state.GameState;
import io.fogisles.piratebay.PirateGame;

/**
 * One row per seat: colour and symbol, name (and bot level), points, cards in hand, figures in the supply, the
 * round's start player and whose turn it is. In a swap, a player's row is where a card of the hand is put.
 */
final class PlayersPanel extends SeatRowsPanel {
    private final PirateGame g;

    PlayersPanel(PirateGame g) {
        this.g = g;
    }

    @Override
    public String id() {
        return "pirate-bay:players";
    }

    @Override
    public Object contentKey(View v) {
        GameState s = v.session.state();
        ContentKey k = new ContentKey().add(v.session.pendingSeat()).add(s.get(g.state.startPlayer)).add(s.get(g.state.trigger));
        for (int i = 0; i < s.seats(); i++) k.add(g.points(s, i)).add(s.size(g.state.hand.of(i))).add(g.supply(s, i));
        return k;
    }

    @Override
    protected Target seatTarget(View v, int seat) {
        return new Target.Spot(Look.PLAYER, seat, 0);
    }

    @Override
    protected void drawRow(Painter p, View v, SeatInfo seat, float y, float h) {
        GameState s = v.session.state();
        int i = seat.seat(), start = s.get(g.state.startPlayer), trigger = s.get(g.state.trigger);
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
