package io.fogisles.client.modules.balmy;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.utils.Align;
import io.fogisles.balmy.Altitude;
import io.fogisles.balmy.BalmyGame;
import io.fogisles.balmy.Decks;
import io.fogisles.client.core.render.ContentKey;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.Panel;
import io.fogisles.client.core.render.Region;
import io.fogisles.client.core.render.View;
import io.fogisles.kernel.state.GameState;

/**
 * The four quadrant cards lying on the map, two by two: for each lane (rows, 1 at the top) and altitude (columns:
 * low, medium, high) the fields a balloon flies there, backward ones in red; the card's bad-weather symbol below. The
 * cell of the balloon whose turn it is (its quadrant, lane and altitude) is framed; a card just laid glows.
 */
final class QuadrantsPanel extends Panel {
    static final String NEW_CARD = "balmy:quadrant:";
    private static final Color CARD = Palette.hex(0xF4EEDC), BACKWARD = Palette.hex(0xC8332B);
    private final BalmyGame g;

    QuadrantsPanel(BalmyGame g) {
        this.g = g;
    }

    @Override
    public String id() {
        return "balmy-balloonists:quadrants";
    }

    @Override
    public Region region() {
        return Region.LEFT;
    }

    @Override
    public int order() {
        return 1;
    }

    @Override
    public float pref(float across, View v) {
        return compact ? 210 : 250;
    }

    @Override
    public Object contentKey(View v) {
        GameState s = v.session.state();
        ContentKey k = new ContentKey().add(s.get(g.state.current)).add(v.session.text.lang().hashCode());
        for (int q = 0; q < g.map.quadrants(); q++) k.add(g.quadrantCard(s, q));
        int b = s.get(g.state.current);
        if (b >= 0) k.add(g.lane(s, b)).add(g.field(s, b)).add(g.altitude(s, b));
        return k;
    }

    @Override
    public void draw(Painter p, View v) {
        frame(p, v.t("balmy.quadrants"));
        GameState s = v.session.state();
        int cur = s.get(g.state.current);
        int curQ = cur >= 0 ? g.quadrantOf(s, cur) : -1;
        float gap = 6, cw = (bounds.w - 3 * gap) / 2, ch = (bounds.h - 26 - 3 * gap) / 2;
        for (int q = 0; q < g.map.quadrants(); q++) {
            // quadrants 1 and 2 on top, as they lie counter-clockwise from the start line
            float x = bounds.x + gap + (q % 2) * (cw + gap), y = bounds.top() - 24 - gap - (q / 2 + 1) * ch - (q / 2) * gap;
            card(p, v, s, q, x, y, cw, ch, q == curQ ? cur : -1);
        }
    }

    private void card(Painter p, View v, GameState s, int q, float x, float y, float w, float h, int balloon) {
        int card = g.quadrantCard(s, q);
        Float glow = v.animated(NEW_CARD + q);
        p.roundRect(x, y, w, h, 5, CARD);
        p.roundFrame(x, y, w, h, 5, glow != null ? 3 : 1.2f, glow != null ? Palette.hex(0xF0C24B, 1 - glow * 0.7f) : Look.CARD_EDGE);
        float title = Math.min(15, h * 0.13f), head = title + Math.min(10, h * 0.09f), foot = Math.min(15, h * 0.13f);
        p.text(v.t("balmy.quadrant", q + 1), x + 5, y + h - title / 2 - 1, 0.66f, Palette.INK, Align.left);
        if (card < 0) return;
        Decks d = g.decks;
        int lanes = g.map.lanes();
        float labelW = w * 0.2f, colW = (w - labelW - 4) / 3, rowH = (h - head - foot - 2) / lanes;
        float scale = Math.max(0.5f, Math.min(0.78f, rowH / 17f));
        // the column heads: altitude markers
        for (int alt = Altitude.LOW; alt <= Altitude.HIGH; alt++) {
            float cx = x + labelW + (alt - 0.5f) * colW;
            for (int i = 0; i < alt; i++) p.rect(cx - colW * 0.15f, y + h - head + 1 + i * 3, colW * 0.3f, 2, Palette.hex(0x5A6470));
        }
        int bl = balloon >= 0 ? g.lane(s, balloon) : -1, ba = balloon >= 0 ? g.altitude(s, balloon) : -1;
        for (int lane = 1; lane <= lanes; lane++) {
            float ry = y + h - head - (lane - 0.5f) * rowH;
            if (lane % 2 == 0) p.rect(x + 2, ry - rowH / 2, w - 4, rowH, Palette.hex(0xE4DAC0));
            p.text(String.valueOf(lane), x + labelW * 0.5f, ry, scale * 0.9f, Palette.hex(0x5A6470), Align.center);
            for (int alt = Altitude.LOW; alt <= Altitude.HIGH; alt++) {
                int fields = d.flight(card, lane, alt);
                float cx = x + labelW + (alt - 0.5f) * colW;
                if (lane == bl && alt == ba) p.roundFrame(cx - colW / 2 + 1, ry - rowH / 2, colW - 2, rowH, 3, 2, Palette.hex(0x1F5A80));
                p.centered(String.valueOf(fields), cx, ry, scale, fields < 0 ? BACKWARD : Palette.INK);
            }
        }
        String weather = v.t("weather." + Decks.weatherId(d.weatherKind(card))) + " " + d.weatherAmount(card);
        p.text(weather, x + 5, y + foot / 2 + 1, Math.min(0.62f, scale * 0.85f), Palette.hex(0x7A3FA0), Align.left);
    }
}
