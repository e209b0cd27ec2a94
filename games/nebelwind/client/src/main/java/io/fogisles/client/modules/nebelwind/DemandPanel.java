package io.fogisles.client.modules.nebelwind;

import com.badlogic.gdx.utils.Align;
import io.fogisles.client.core.render.At;
import io.fogisles.client.core.render.ContentKey;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.Panel;
import io.fogisles.client.core.render.Region;
import io.fogisles.client.core.render.View;
import io.fogisles.client.core.view.Target;
import io.fogisles.kernel.state.GameState;
import io.fogisles.nebelwind.NebelData;
import io.fogisles.nebelwind.NebelGame;

/**
 * What lies beside the map: the round track (the round and the rounds of the game) with the start player marker's
 * holder, the automata's chips left, then per region its demand track (territory tiles, the bottom place first, the
 * places with a bonus marked) and its capital tiles, each tile in its cargo's colour, and its network tile with the
 * port it leads to and the control markers on its two fields; last the four achievements and who took them.
 */
final class DemandPanel extends Panel {
    private final NebelGame g;
    private final Look look;

    DemandPanel(NebelGame g, Look look) {
        this.g = g;
        this.look = look;
    }

    @Override
    public String id() {
        return "nebelwind:demands";
    }

    @Override
    public Region region() {
        return Region.RIGHT;
    }

    @Override
    public float pref(float across, View v) {
        return head() + g.data.regions.size() * blockH() + 70;
    }

    /** The title and the round line, and the automata's chips below it when there are automata. */
    private float head() {
        return 26 + 22 + (g.rules.automata() ? 16 : 0);
    }

    private float blockH() {
        return compact ? 52 : 62;
    }

    @Override
    public Object contentKey(View v) {
        return new ContentKey().add(v.session.version()).add(v.session.text.lang().hashCode());
    }

    private float tileW() {
        return (bounds.w - 24 - 8) / (g.rules.trackPlaces + g.rules.capitalPlaces);
    }

    private float tileX(int place, boolean capital) {
        return bounds.x + 12 + (capital ? g.rules.trackPlaces * tileW() + 8 + place * tileW() : place * tileW());
    }

    private float blockTop(int region) {
        return bounds.top() - head() - region * blockH();
    }

    private float tileH() {
        return compact ? 20 : 24;
    }

    @Override
    public void draw(Painter p, View v) {
        GameState s = v.session.state();
        frame(p, v.t("nebelwind.demands"));
        float scale = compact ? 0.6f : 0.66f;
        // the round track and the start player
        int holder = s.get(g.state.startMarker);
        String round = v.t("nebelwind.round", Math.max(1, v.session.round()), g.rules.rounds, look.participantName(v.session, holder));
        Look.fitted(p, round, bounds.x + 12, bounds.top() - 34, bounds.w - 24, scale, Palette.TEXT, Align.left);
        if (g.rules.automata()) {
            StringBuilder b = new StringBuilder();
            for (int part = 0; part < g.rules.participants; part++)
                if (g.rules.isAutomaton(part)) b.append(b.length() == 0 ? "" : ", ").append(look.participantName(v.session, part)).append(": ")
                        .append(s.get(g.state.chipsLeft, 0, part));
            Look.fitted(p, v.t("nebelwind.automata.chips", b.toString()), bounds.x + 12, bounds.top() - 34 - 16, bounds.w - 24, scale * 0.9f, Palette.TEXT_DIM,
                    Align.left);
        }
        NebelData d = g.data;
        for (int r = 0; r < d.regions.size(); r++) region(p, v, s, r, scale);
        // the achievements
        float aw = (bounds.w - 24) / 2f;
        for (int i = 0; i < 4; i++) {
            float ay = bounds.y + 52 - (i / 2) * 30;
            int a = s.get(g.state.achievementLaid, 0, i);
            if (a < 0) continue;
            NebelData.Achievement ach = d.achievements.get(a);
            int owner = s.get(g.state.achievementOwner, 0, i);
            float x = bounds.x + 12 + (i % 2) * aw;
            p.roundRect(x, ay - 14, aw - 4, 28, 4, owner >= 0 ? v.seatColour(owner) : Look.CARD);
            p.roundFrame(x, ay - 14, aw - 4, 28, 4, 1, Look.CARD_EDGE);
            Look.fitted(p, ach.id() + ": " + v.t("nebelwind.achievement." + ach.condition(), ach.atLeast()), x + 3, ay + 5, aw - 10, scale * 0.75f,
                    owner >= 0 && !Look.light(v.seatColour(owner)) ? Palette.WHITE : Palette.INK, Align.left);
            p.text(v.t("nebelwind.points", ach.points()), x + 3, ay - 7, scale * 0.75f, owner >= 0 && !Look.light(v.seatColour(owner)) ? Palette.WHITE : Palette.INK,
                    Align.left);
        }
    }

    private void region(Painter p, View v, GameState s, int r, float scale) {
        NebelData d = g.data;
        float top = blockTop(r);
        p.circle(bounds.x + 17, top - 6, 5, Look.region(r));
        p.text(v.t("nebelwind.region." + d.regions.get(r)), bounds.x + 26, top - 6, scale, Palette.TEXT, Align.left);
        float ty = top - 14 - tileH() / 2, w = tileW() - 3, h = tileH();
        for (int place = 0; place < g.rules.trackPlaces; place++) {
            int tile = g.trackTile(s, r, place);
            float x = tileX(place, false);
            tile(p, v, tile, x, ty, w, h, place < g.rules.bonusPlaces, scale);
            Look.mark(p, v.mark(NebelBinder.tile(r, place)), x, ty - h / 2, w, h);
        }
        for (int place = 0; place < g.rules.capitalPlaces; place++) tile(p, v, g.capitalTile(s, r, place), tileX(place, true), ty, w, h, false, scale);
        // the network tile: where it leads, and the markers on its fields
        int t = s.get(g.state.networkTile, 0, r);
        if (t < 0) return;
        NebelData.NetworkTile nt = d.networkTiles.get(t);
        float ny = ty - h / 2 - 9;
        String to = v.t("nebelwind.network.tile", Look.portName(d, v.session.text, nt.to()), g.rules.manySide ? nt.manyTop() : nt.fewTop(),
                g.rules.manySide ? nt.manyBottom() : nt.fewBottom());
        int top0 = s.get(g.state.topMarker, 0, r), bottom = s.get(g.state.bottomMarkers, 0, r);
        float markers = 12 + Integer.bitCount(bottom) * 9 + (top0 >= 0 ? 12 : 0);
        Look.fitted(p, to, bounds.x + 12, ny, bounds.w - 24 - markers, scale * 0.85f, Palette.TEXT_DIM, Align.left);
        float mx = bounds.right() - 12 - markers + 10;
        if (top0 >= 0) {
            p.circle(mx, ny, 5, Palette.INK);
            p.circle(mx, ny, 4, v.seatColour(top0));
            mx += 12;
        }
        for (int seat = 0; seat < g.rules.seats; seat++) {
            if ((bottom & (1 << seat)) == 0) continue;
            p.rect(mx - 3.5f, ny - 3.5f, 7, 7, v.seatColour(seat));
            mx += 9;
        }
    }

    /** A demand tile: its cargo's colour and name; a territory tile at a bonus place shows its two bonus resources. */
    private void tile(Painter p, View v, int tile, float x, float cy, float w, float h, boolean bonus, float scale) {
        if (tile < 0) {
            p.roundFrame(x, cy - h / 2, w, h, 3, 1, Palette.PANEL_EDGE);
            return;
        }
        NebelData.Demand dm = g.data.demands.get(g.state.demand(tile));
        p.roundRect(x, cy - h / 2, w, h, 3, dm.capital() ? Palette.GOLD : Look.CARD);
        p.roundRect(x + 2, cy - h / 2 + 2, Math.min(8, w * 0.2f), h - 4, 2, Look.cargo(dm.cargo()));
        Look.fitted(p, v.t("nebelwind.cargo." + g.data.cargo.get(dm.cargo()) + ".short"), x + Math.min(8, w * 0.2f) + 4, cy + (bonus ? 4 : 0), w - Math.min(8, w * 0.2f) - 6,
                scale * 0.8f, Palette.INK, Align.left);
        if (bonus) {
            int a = Look.firstResource(dm.bonus()), b = Look.firstResource(dm.alt());
            float bx = x + Math.min(8, w * 0.2f) + 5;
            if (a >= 0) p.rect(bx, cy - h / 2 + 3, 6, 5, Look.resource(a));
            if (b >= 0) p.rect(bx + 8, cy - h / 2 + 3, 6, 5, Look.resource(b));
        }
    }

    @Override
    public Target hit(View v, float x, float y) {
        if (!bounds.contains(x, y)) return null;
        for (int r = 0; r < g.data.regions.size(); r++) {
            float ty = blockTop(r) - 14 - tileH() / 2;
            if (Math.abs(y - ty) > tileH() / 2) continue;
            for (int place = 0; place < g.rules.trackPlaces; place++) {
                float tx = tileX(place, false);
                if (x >= tx && x <= tx + tileW()) return NebelBinder.tile(r, place);
            }
        }
        return null;
    }

    @Override
    public At locate(View v, Target t) {
        if (!(t instanceof Target.Spot sp) || !sp.id().equals(Look.TILE)) return null;
        return new At(tileX(sp.index(), false) + tileW() / 2, blockTop(sp.seat()) - 14 - tileH() / 2, tileH() / 2);
    }
}
