package io.fogisles.client.modules.nebelwind;

import io.fogisles.client.core.SeatInfo;
import io.fogisles.client.core.render.ContentKey;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.SeatRowsPanel;
import io.fogisles.client.core.render.View;
import io.fogisles.kernel.state.GameState;
import io.fogisles.nebelwind.NebelGame;

/**
 * One row per seat (the shared seat rows) with the seat's wood, steel, coins and krill, the chips it has left to
 * play this round (their number only: which ones is secret, N3.2) and the start player marker.
 */
final class PlayersPanel extends SeatRowsPanel {
    private final NebelGame g;
    private final Look look;

    PlayersPanel(NebelGame g, Look look) {
        this.g = g;
        this.look = look;
    }

    @Override
    public String id() {
        return "nebelwind:players";
    }

    @Override
    public Object contentKey(View v) {
        return new ContentKey().add(v.session.version()).add(v.session.pendingSeat()).add(v.session.text.lang().hashCode());
    }

    @Override
    protected void drawRow(Painter p, View v, SeatInfo seat, float y, float h) {
        GameState s = v.session.state();
        int i = seat.seat(), participant = g.rules.participantOf[i];
        float r = compact ? 4.5f : 5.5f, scale = compact ? 0.6f : 0.66f;
        float x = bounds.right() - 4 * (2 * r + 22) - 6;
        for (int res = 0; res < 4; res++) Look.pip(p, res, g.res(s, i, res), x + res * (2 * r + 22), y + 8, r, scale);
        int left = s.get(g.state.chipsLeft, 0, participant);
        float cx = x + r;
        for (int k = 0; k < left; k++) look.chip(p, Palette.seat(seat.colour()), 0, cx + k * (2 * r + 3), y - 9, r, true);
        if (s.get(g.state.startMarker) == participant) {
            float fx = bounds.right() - 16;
            p.roundRect(fx - 11, y - 17, 22, 16, 4, Palette.GOLD);
            p.centered("1.", fx, y - 9, 0.66f, Palette.INK);
        }
    }
}
