package io.fogisles.client.modules.balmy;

import com.badlogic.gdx.utils.Align;
import io.fogisles.balmy.BalmyGame;
import io.fogisles.balmy.BalmyState;
import io.fogisles.client.core.SeatInfo;
import io.fogisles.client.core.render.ContentKey;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.SeatRowsPanel;
import io.fogisles.client.core.render.View;
import io.fogisles.kernel.state.GameState;

/** One row per seat (the shared seat rows) with how far each of its balloons has come round the world: a bar and a percentage; the first player marked. */
final class PlayersPanel extends SeatRowsPanel {
    private final BalmyGame g;

    PlayersPanel(BalmyGame g) {
        this.g = g;
    }

    @Override
    public String id() {
        return "balmy-balloonists:players";
    }

    @Override
    public Object contentKey(View v) {
        GameState s = v.session.state();
        ContentKey k = new ContentKey().add(v.session.pendingSeat()).add(s.get(g.state.firstPlayer)).add(v.session.text.lang().hashCode());
        for (int b = 0; b < g.rules.balloons; b++) k.add((int) Math.round(g.course(s, b) * 100)).add(s.get(g.state.status, 0, b));
        return k;
    }

    @Override
    protected void drawRow(Painter p, View v, SeatInfo seat, float y, float h) {
        GameState s = v.session.state();
        int i = seat.seat(), n = g.rules.perSeat;
        if (i == s.get(g.state.firstPlayer)) {
            float fx = bounds.x + bounds.w * 0.56f;
            p.roundRect(fx - 11, y + 1, 22, 16, 4, Palette.GOLD);
            p.centered("1.", fx, y + 9, 0.72f, Palette.INK);
        }
        float w = Math.min(64, bounds.w * 0.25f), x = bounds.right() - 10 - w, bar = Math.min(7, (h - 14) / n - 3);
        for (int k = 0; k < n; k++) {
            int b = g.rules.balloon(i, k);
            float by = y + (n == 1 ? 0 : (k == 0 ? bar / 2 + 2 : -bar / 2 - 2));
            double c = g.course(s, b);
            int status = s.get(g.state.status, 0, b);
            p.roundRect(x, by - bar / 2, w, bar, 2, Palette.SHADOW);
            p.roundRect(x, by - bar / 2, Math.max(2, (float) (w * c)), bar, 2, status == BalmyState.OUT ? Palette.DANGER : Palette.seat(seat.colour()));
            p.roundFrame(x, by - bar / 2, w, bar, 2, 1, Palette.PANEL_EDGE);
            String pct = status == BalmyState.HOME ? v.t("balmy.home.short") : status == BalmyState.OUT ? v.t("balmy.out.short") : Math.round(c * 100) + "%";
            p.text(pct, x - 4, by, 0.66f, Palette.TEXT, Align.right);
        }
    }
}
