package io.fogisles.client.modules.balmy;

import com.badlogic.gdx.utils.Align;
import io.fogisles.balmy.BalmyGame;
import io.fogisles.client.core.layout.Rect;
import io.fogisles.client.core.render.At;
import io.fogisles.client.core.render.ContentKey;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.Panel;
import io.fogisles.client.core.render.Region;
import io.fogisles.client.core.render.View;
import io.fogisles.client.core.view.Target;
import io.fogisles.kernel.state.GameState;
import java.util.ArrayList;
import java.util.List;

/**
 * The secret cards above the map: for each balloon of the seat whose secrets this screen may show
 * ({@link View#secretSeat}), its local wind cards in hand and its advantage cards, face up (the balloon whose turn it
 * is first); another seat's only as their number. A card is picked up when the turn's actions may use it. When the
 * picked-up card may also be used for its symbol, buttons choose how: as a move, for bad luck, or for a new quadrant
 * card; the map then lights the balloons it may go to that way.
 */
final class HandPanel extends Panel {
    static final float TALL = 1.4f;
    private final BalmyGame g;
    private final Look look;
    private final Rect[] uses = {new Rect(), new Rect(), new Rect()};

    HandPanel(BalmyGame g, Look look) {
        this.g = g;
        this.look = look;
    }

    @Override
    public String id() {
        return "balmy-balloonists:hand";
    }

    @Override
    public Region region() {
        return Region.SEAT_TOP;
    }

    @Override
    public float pref(float across, View v) {
        return compact ? 100 : 118;
    }

    @Override
    public Object contentKey(View v) {
        GameState s = v.session.state();
        ContentKey k = new ContentKey().add(v.secretSeat).add(v.session.pendingSeat()).add(s.get(g.state.current)).add(look.use).add(v.session.text.lang().hashCode());
        for (int b = 0; b < g.rules.balloons; b++) {
            k.add(s.size(g.hand(b))).add(s.size(g.advantages(b)));
            if (v.secretSeat == g.owner(b)) k.add(s.pieces(g.hand(b))).add(s.pieces(g.advantages(b)));
        }
        return k;
    }

    /** The balloons whose cards are shown: the seat's, the one whose turn it is first. */
    private List<Integer> balloons(View v) {
        GameState s = v.session.state();
        int seat = v.secretSeat >= 0 ? v.secretSeat : Math.max(0, v.session.pendingSeat());
        List<Integer> out = new ArrayList<>();
        int current = s.get(g.state.current);
        if (current >= 0 && g.owner(current) == seat) out.add(current);
        for (int k = 0; k < g.rules.perSeat; k++) {
            int b = g.rules.balloon(seat, k);
            if (!out.contains(b)) out.add(b);
        }
        return out;
    }

    private float cardH() {
        return bounds.h - 36;
    }

    private float cardW() {
        return cardH() / TALL;
    }

    /** Where each shown card lies: {card, centre x} in drawing order; groups of a balloon's cards, a gap between. */
    private List<float[]> places(View v) {
        GameState s = v.session.state();
        List<float[]> out = new ArrayList<>();
        float w = cardW(), x = bounds.x + 12 + w / 2;
        float room = (uses[0].w > 0 ? uses[0].x : bounds.right()) - 12 - x;
        int total = 0, groups = 0;
        for (int b : balloons(v)) {
            total += s.size(g.hand(b)) + s.size(g.advantages(b));
            groups++;
        }
        float step = total <= 1 ? w + 6 : Math.min(w + 6, (room - w / 2 - (groups - 1) * 14) / Math.max(1, total - 1));
        for (int b : balloons(v)) {
            for (int c : s.pieces(g.hand(b))) {
                out.add(new float[] {c, x, b});
                x += step;
            }
            for (int c : s.pieces(g.advantages(b))) {
                out.add(new float[] {c, x, b});
                x += step;
            }
            x += 14;
        }
        return out;
    }

    @Override
    public void draw(Painter p, View v) {
        GameState s = v.session.state();
        List<Integer> shown = balloons(v);
        boolean open = v.secretSeat >= 0;
        frame(p, null);
        useButtons(p, v);
        float cy = bounds.y + 8 + cardH() / 2, w = cardW(), h = cardH();
        List<float[]> places = places(v);
        if (places.isEmpty()) p.text(v.t("balmy.hand.empty"), bounds.x + 14, cy, 0.85f, Palette.TEXT_DIM, Align.left);
        // each balloon's cards under its name (a balloon without cards: its name alone)
        float labelX = bounds.x + 10;
        for (int b : shown) {
            float first = -1;
            for (float[] pl : places) if ((int) pl[2] == b) {
                first = pl[1] - w / 2;
                break;
            }
            float lx = Math.max(labelX, first < 0 ? labelX : first);
            String name = Look.balloonName(g, v.session, b);
            String label = open ? v.t("balmy.hand", name) : v.t("balmy.hand.hidden", name);
            float room = bounds.right() - 10 - lx, scale = 0.85f;
            if (p.textWidth(label, scale) > room) label = name; // a narrow panel: the balloon's name alone
            if (p.textWidth(label, scale) > room) scale = Math.max(0.55f, scale * room / p.textWidth(label, scale));
            p.text(label, lx, bounds.top() - 12, scale, Palette.TEXT_DIM, Align.left);
            labelX = lx + p.textWidth(label, scale) + 16;
        }
        for (float[] pl : places) {
            int card = (int) pl[0];
            if (!open) {
                look.back(p, pl[1], cy, w, h);
                continue;
            }
            Target t = new Target.Piece(card);
            boolean up = t.equals(v.selected);
            float y = cy + (up ? 4 : 0);
            look.card(p, v, card, pl[1], y, w, h, up && v.dragging ? 0.35f : 1f);
            Look.mark(p, v.mark(t), pl[1], y, w, h);
        }
    }

    /** The uses on offer for the picked-up card (as a move, bad luck, quadrant card): buttons at the right, the chosen one lit. */
    private void useButtons(Painter p, View v) {
        for (Rect r : uses) r.set(0, 0, 0, 0);
        boolean[] offered = offeredUses(v);
        int count = 0;
        for (boolean o : offered) if (o) count++;
        if (count < 2) return;
        int shown = offered[look.use] ? look.use : 0;
        float right = bounds.right() - 10, h = Math.min(26, (bounds.h - 30) / 3 - 2), y = bounds.top() - 26 - h;
        float w = 0;
        for (int u = 0; u < 3; u++) if (offered[u]) w = Math.max(w, p.textWidth(v.t("use." + BalmyGame.USES.get(u)), 0.78f) + 18);
        for (int u = 0; u < 3; u++) {
            if (!offered[u]) continue;
            Rect r = uses[u];
            r.set(right - w, y, w, h);
            p.roundRect(r.x, r.y, r.w, r.h, 6, u == shown ? Palette.hex(0x4A3A12) : Palette.PANEL);
            p.roundFrame(r.x, r.y, r.w, r.h, 6, u == shown ? 2 : 1.2f, u == shown ? Palette.HIGHLIGHT : Palette.PANEL_EDGE);
            p.centered(v.t("use." + BalmyGame.USES.get(u)), r.cx(), r.cy(), 0.78f, Palette.TEXT);
            y -= h + 3;
        }
    }

    /** Which uses the turn offers for the picked-up card. */
    private static boolean[] offeredUses(View v) {
        boolean[] out = new boolean[3];
        Target picked = v.selected;
        if (picked == null || !v.turn.isSource(picked)) return out;
        for (Target t : v.turn.targetsOf(picked))
            if (t instanceof Target.Spot sp && sp.id().equals(Look.BALLOON) && sp.seat() >= 0 && sp.seat() < 3) out[sp.seat()] = true;
        return out;
    }

    @Override
    public boolean press(View v, float x, float y) {
        for (int u = 0; u < 3; u++) {
            if (uses[u].w > 0 && uses[u].contains(x, y)) {
                look.use = u;
                return true;
            }
        }
        return false;
    }

    @Override
    public Target hit(View v, float x, float y) {
        if (v.secretSeat < 0 || !bounds.contains(x, y)) return null;
        float cy = bounds.y + 8 + cardH() / 2, w = cardW();
        List<float[]> places = places(v);
        for (int i = places.size() - 1; i >= 0; i--) { // the later card lies on top
            float[] pl = places.get(i);
            if (Math.abs(x - pl[1]) <= w / 2 && Math.abs(y - cy) <= cardH() / 2) return new Target.Piece((int) pl[0]);
        }
        return null;
    }

    @Override
    public At locate(View v, Target t) {
        if (v.secretSeat < 0 || !(t instanceof Target.Piece pc)) return null;
        for (float[] pl : places(v)) if ((int) pl[0] == pc.piece()) return new At(pl[1], bounds.y + 8 + cardH() / 2, cardW() / 2);
        return null;
    }
}
