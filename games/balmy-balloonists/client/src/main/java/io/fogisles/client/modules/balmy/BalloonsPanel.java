package io.fogisles.client.modules.balmy;

import com.badlogic.gdx.utils.Align;
import io.fogisles.balmy.BalmyGame;
import io.fogisles.balmy.BalmyState;
import io.fogisles.client.core.render.At;
import io.fogisles.client.core.render.ContentKey;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.Panel;
import io.fogisles.client.core.render.Region;
import io.fogisles.client.core.render.View;
import io.fogisles.client.core.view.Target;
import io.fogisles.kernel.state.GameState;

/**
 * What lies on the table in front of each balloon, a row each: the balloon with its altitude, where it is (lane, the
 * share of the course flown, home or out), its chips (gas, ballast, fuel), how many cards it holds, its permits and
 * the local wind cards played in front of it, face up. A row is a balloon to play a card on; a card in front of a
 * balloon is picked up to play it on another balloon, or taken in an exchange; a permit is chosen when one is lost.
 */
final class BalloonsPanel extends Panel {
    private final BalmyGame g;
    private final Look look;
    private final MapPanel map;

    BalloonsPanel(BalmyGame g, Look look, MapPanel map) {
        this.g = g;
        this.look = look;
        this.map = map;
    }

    @Override
    public String id() {
        return "balmy-balloonists:balloons";
    }

    @Override
    public Region region() {
        return Region.RIGHT;
    }

    @Override
    public float pref(float across, View v) {
        return 44 + g.rules.balloons * rowH();
    }

    private float rowH() {
        return compact ? 50 : 60;
    }

    private float rowY(int b) {
        return bounds.top() - 42 - b * rowH() - rowH() / 2;
    }

    @Override
    public Object contentKey(View v) {
        return new ContentKey().add(v.session.version()).add(look.use).add(v.session.text.lang().hashCode());
    }

    private float cardH() {
        return rowH() - 10;
    }

    private float cardW() {
        return cardH() / HandPanel.TALL;
    }

    /** The centre x of the i-th card in front of a balloon (permits first, then played cards), from the right. */
    private float cardX(int i, int n) {
        return bounds.right() - 8 - cardW() / 2 - (n - 1 - i) * (cardW() + 4);
    }

    private int[] front(GameState s, int b) {
        int[] permits = s.pieces(g.permits(b)), played = s.pieces(g.played(b));
        int[] out = new int[permits.length + played.length];
        System.arraycopy(permits, 0, out, 0, permits.length);
        System.arraycopy(played, 0, out, permits.length, played.length);
        return out;
    }

    @Override
    public void draw(Painter p, View v) {
        frame(p, v.t("balmy.balloons"));
        // the legend of the chips
        float lx = bounds.x + 12, ly = bounds.top() - 30;
        lx = legend(p, Look.GAS, v.t("chip.gas"), lx, ly);
        lx = legend(p, Look.BALLAST, v.t("chip.ballast"), lx, ly);
        lx = legend(p, Look.FUEL, v.t("chip.fuel"), lx, ly);
        p.roundRect(lx, ly - 5, 8, 10, 2, Look.BACK);
        p.text(v.t("balmy.cards"), lx + 11, ly, 0.66f, Palette.TEXT_DIM, Align.left);
        GameState s = v.session.state();
        int current = s.get(g.state.current), use = map.shownUse(v);
        float h = rowH();
        for (int b = 0; b < g.rules.balloons; b++) {
            float y = rowY(b);
            int status = s.get(g.state.status, 0, b);
            if (b == current) p.roundFrame(bounds.x + 4, y - h / 2 + 2, bounds.w - 8, h - 4, 6, 2, v.seatColour(g.owner(b)).cpy().lerp(Palette.WHITE, 0.3f));
            View.Mark m = v.mark(new Target.Spot(Look.BALLOON, use, b));
            if (m != View.Mark.NONE) p.roundFrame(bounds.x + 3, y - h / 2 + 1, bounds.w - 6, h - 2, 6, 3, m == View.Mark.SOURCE ? Palette.SOURCE : Palette.HIGHLIGHT);
            float r = compact ? 9 : 11;
            look.balloon(p, v, b, bounds.x + 8 + r, y + 2, r, g.altitude(s, b), status == BalmyState.RACING ? 1f : 0.45f);
            float tx = bounds.x + 16 + 2 * r + 6;
            p.text(Look.balloonName(g, v.session, b), tx, y + h * 0.24f, 0.8f, Palette.TEXT, Align.left);
            String where = switch (status) {
                case BalmyState.HOME -> v.t("balmy.home");
                case BalmyState.OUT -> v.t("balmy.out");
                default -> g.inTrough(s, b) ? v.t("balmy.where.trough", Math.round(g.course(s, b) * 100))
                        : v.t("balmy.where", g.lane(s, b), Look.altitude(v.text(), g.altitude(s, b)), Math.round(g.course(s, b) * 100));
            };
            p.text(where, tx, y + 1, 0.68f, Palette.TEXT_DIM, Align.left);
            float cx = tx, cy = y - h * 0.27f, cr = compact ? 4.5f : 5.5f;
            cx = Look.chip(p, Look.GAS, s.get(g.state.gas, 0, b), cx, cy, cr);
            cx = Look.chip(p, Look.BALLAST, s.get(g.state.ballast, 0, b), cx, cy, cr);
            cx = Look.chip(p, Look.FUEL, s.get(g.state.fuel, 0, b), cx, cy, cr);
            // cards held (local wind + advantage), face down
            p.roundRect(cx, cy - 6, 9, 12, 2, Look.BACK);
            p.text(String.valueOf(s.size(g.hand(b)) + s.size(g.advantages(b))), cx + 12, cy, 0.72f, Palette.TEXT, Align.left);
            int[] front = front(s, b);
            for (int i = 0; i < front.length; i++) {
                float x = cardX(i, front.length);
                Target t = new Target.Piece(front[i]);
                boolean up = t.equals(v.selected);
                look.card(p, v, front[i], x, y + (up ? 2 : 0), cardW(), cardH(), up && v.dragging ? 0.35f : 1f);
                Look.mark(p, v.mark(t), x, y, cardW(), cardH());
            }
        }
    }

    private static float legend(Painter p, com.badlogic.gdx.graphics.Color c, String name, float x, float y) {
        p.circle(x + 4, y, 4, Palette.INK);
        p.circle(x + 4, y, 3.2f, c);
        p.text(name, x + 11, y, 0.66f, Palette.TEXT_DIM, Align.left);
        return x + 11 + p.textWidth(name, 0.66f) + 10;
    }

    @Override
    public Target hit(View v, float x, float y) {
        if (!bounds.contains(x, y)) return null;
        GameState s = v.session.state();
        for (int b = 0; b < g.rules.balloons; b++) {
            float ry = rowY(b);
            if (Math.abs(y - ry) > rowH() / 2) continue;
            int[] front = front(s, b);
            for (int i = front.length - 1; i >= 0; i--)
                if (Math.abs(x - cardX(i, front.length)) <= cardW() / 2 && Math.abs(y - ry) <= cardH() / 2) return new Target.Piece(front[i]);
            return new Target.Spot(Look.BALLOON, map.shownUse(v), b);
        }
        return null;
    }

    @Override
    public At locate(View v, Target t) {
        GameState s = v.session.state();
        if (t instanceof Target.Piece pc) {
            for (int b = 0; b < g.rules.balloons; b++) {
                int[] front = front(s, b);
                for (int i = 0; i < front.length; i++) if (front[i] == pc.piece()) return new At(cardX(i, front.length), rowY(b), cardW() / 2);
            }
        }
        return null;
    }
}
