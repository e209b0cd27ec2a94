package io.fogisles.client.modules.balmy;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.utils.Align;
import io.fogisles.balmy.BalmyGame;
import io.fogisles.balmy.BalmyState;
import io.fogisles.balmy.WorldMap;
import io.fogisles.balmy.storm.Storm;
import io.fogisles.client.core.render.At;
import io.fogisles.client.core.render.ContentKey;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.Panel;
import io.fogisles.client.core.render.Region;
import io.fogisles.client.core.render.View;
import io.fogisles.client.core.view.Target;
import io.fogisles.kernel.state.GameState;
import java.util.Set;

/**
 * The polar map: the polar high in the middle, the lanes as rings cut by the bold lines (red round the four
 * quadrants, blue between), the start line pointing down, the restricted zones in yellow and the mountains in brown
 * and white, the equatorial trough outside; the balloons where they fly (several on one field side by side), the
 * storm when it is played, and in the corners the wind rose with its two silver figures and a legend. With a card
 * picked up, the balloons it may be played on are lit. The printed map is drawn once into a cached picture.
 */
final class MapPanel extends Panel {
    static final String ID = "balmy-balloonists:map";
    private static final Color POLAR = Palette.hex(0xE8F1F6), TROUGH = Palette.hex(0xE9B872), LANE_A = Palette.hex(0x7FB4D6), LANE_B = Palette.hex(0x6CA5CB),
            ZONE = Palette.hex(0xF2D45C), BROWN = Palette.hex(0x9A6B3F), WHITE_PEAK = Palette.hex(0xF7F7F2), BLUE_LINE = Palette.hex(0x2F5F9E),
            RED_LINE = Palette.hex(0xC8332B), FIELD_LINE = Palette.hex(0x1F4E73, 0.35f);
    private final BalmyGame g;
    private final Look look;
    private final Storm storm;
    final PolarMap geo;
    private float roseX, roseY, roseR;

    MapPanel(BalmyGame g, Look look, Storm storm) {
        this.g = g;
        this.look = look;
        this.storm = storm;
        this.geo = new PolarMap(g.map);
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Region region() {
        return Region.SEAT_MAIN;
    }

    @Override
    public float pref(float across, View v) {
        return across;
    }

    @Override
    public Object contentKey(View v) {
        return new ContentKey().add(v.session.version()).add(look.use).add(v.session.text.lang().hashCode());
    }

    @Override
    public Object staticKey(View v) {
        place();
        return new ContentKey().add(Float.floatToIntBits(bounds.w)).add(Float.floatToIntBits(bounds.h)).add(v.session.text.lang().hashCode());
    }

    /** Fits the map into the panel, and the wind rose into its top left corner. */
    private void place() {
        float r = Math.max(40, Math.min(bounds.w, bounds.h) / 2 - 8);
        geo.place(bounds.x + bounds.w / 2, bounds.y + bounds.h / 2, r);
        float corner = Math.max((bounds.w - 2 * r) / 2, 0);
        roseR = Math.max(20, Math.min(58, Math.max(0.17f * r, corner * 0.4f)));
        roseX = bounds.x + 10 + roseR;
        roseY = bounds.top() - 26 - roseR;
    }

    // ------------------------------------------------------------------ the printed map

    @Override
    public void drawStatic(Painter p, View v) {
        place();
        WorldMap m = g.map;
        float cx = geo.cx, cy = geo.cy, r = geo.radius;
        p.roundRect(bounds.x, bounds.y, bounds.w, bounds.h, 10, Palette.hex(0x10293D));
        p.roundFrame(bounds.x, bounds.y, bounds.w, bounds.h, 10, 1.5f, Palette.PANEL_EDGE);
        p.circle(cx, cy, r, TROUGH);
        p.circle(cx, cy, r * PolarMap.TROUGH, Palette.INK);
        for (int lane = m.lanes(); lane >= 1; lane--) {
            int n = m.length(lane);
            float r0 = geo.inner(lane) + 0.6f, r1 = geo.outer(lane) - 0.6f;
            for (int f = 0; f < n; f++) {
                Color c = lane % 2 == 0 ? LANE_A : LANE_B;
                int zone = m.zone(lane, f), mountain = m.mountain(lane, f);
                if (zone >= 0) c = ZONE;
                else if (mountain >= 0) c = m.mountainColour(mountain) == WorldMap.WHITE ? WHITE_PEAK : BROWN;
                sector(p, r0, r1, geo.angle(lane, f), geo.angle(lane, f + 1), c);
                if (zone >= 0 && !m.hasPermit(zone)) cross(p, lane, f); // Area 51: no permit
                else if (mountain >= 0) peak(p, lane, f, m.mountainColour(mountain) == WorldMap.WHITE ? BROWN : WHITE_PEAK);
            }
            for (int f = 0; f < n; f++) {
                float a = geo.angle(lane, f);
                p.line(geo.x(r0, a), geo.y(r0, a), geo.x(r1, a), geo.y(r1, a), 1, FIELD_LINE);
            }
        }
        p.circle(cx, cy, geo.inner(1), POLAR);
        // the bold lines: red round the quadrants, blue between; the start line (0°) checkered
        int sectors = m.sectors(), perQuadrant = m.sectorsPerQuadrant();
        for (int s = 0; s < sectors; s++) {
            float a = PolarMap.angleOf(s * 360f / sectors);
            boolean red = s % perQuadrant == 0;
            p.line(geo.x(geo.inner(1), a), geo.y(geo.inner(1), a), geo.x(r * PolarMap.TROUGH, a), geo.y(r * PolarMap.TROUGH, a), red ? 3.2f : 1.8f,
                    red ? RED_LINE : BLUE_LINE);
        }
        float a0 = PolarMap.angleOf(0);
        int checks = 14;
        float from = geo.inner(1), to = r, step = (to - from) / checks;
        for (int i = 0; i < checks; i++) {
            float ra = from + i * step, rb = ra + step;
            p.line(geo.x(ra, a0), geo.y(ra, a0), geo.x(rb, a0), geo.y(rb, a0), 5, i % 2 == 0 ? Palette.WHITE : Palette.INK);
        }
        // lane numbers just before the start line, quadrant numbers in the trough
        float ts = Math.max(0.55f, Math.min(0.8f, r / 300f));
        for (int lane = 1; lane <= m.lanes(); lane++) {
            float a = geo.angle(lane, m.length(lane) - 0.5f);
            p.outlined(String.valueOf(lane), geo.x(geo.mid(lane), a), geo.y(geo.mid(lane), a), ts, Palette.WHITE, Palette.INK);
        }
        for (int q = 0; q < m.quadrants(); q++) {
            float a = PolarMap.angleOf((q + 0.5f) * 360f / m.quadrants());
            String label = v.t("balmy.quadrant", q + 1);
            p.outlined(label, geo.x(geo.troughMid(), a), geo.y(geo.troughMid(), a), ts, Palette.WHITE, Palette.INK);
        }
        float sw = p.textWidth(v.t("balmy.map.start"), 0.62f);
        p.outlined(v.t("balmy.map.start"), geo.x(geo.troughMid(), a0) - sw / 2 - 6, geo.y(geo.troughMid(), a0), 0.62f, Palette.WHITE, Palette.INK);
        legend(p, v);
    }

    /** An annular sector between radii r0 and r1 and angles a0 and a1 (degrees), in triangles. */
    private void sector(Painter p, float r0, float r1, float a0, float a1, Color c) {
        int n = Math.max(1, (int) Math.ceil(Math.abs(a1 - a0) / 4));
        for (int i = 0; i < n; i++) {
            float s = a0 + (a1 - a0) * i / n, e = a0 + (a1 - a0) * (i + 1) / n;
            float x1 = geo.x(r0, s), y1 = geo.y(r0, s), x2 = geo.x(r1, s), y2 = geo.y(r1, s), x3 = geo.x(r1, e), y3 = geo.y(r1, e), x4 = geo.x(r0, e), y4 = geo.y(r0, e);
            p.triangle(x1, y1, x2, y2, x3, y3, c);
            p.triangle(x1, y1, x3, y3, x4, y4, c);
        }
    }

    /** A small peak on a mountain field. */
    private void peak(Painter p, int lane, int f, Color c) {
        float a = geo.angle(lane, f + 0.5f), x = geo.x(geo.mid(lane), a), y = geo.y(geo.mid(lane), a);
        float s = Math.min(geo.outer(lane) - geo.inner(lane), geo.mid(lane) * (float) Math.toRadians(geo.fieldDegrees(lane))) * 0.28f;
        p.triangle(x - s, y - s * 0.7f, x + s, y - s * 0.7f, x, y + s * 0.8f, c);
    }

    /** A cross on a zone with no permit (Area 51). */
    private void cross(Painter p, int lane, int f) {
        float a = geo.angle(lane, f + 0.5f), x = geo.x(geo.mid(lane), a), y = geo.y(geo.mid(lane), a), s = (geo.outer(lane) - geo.inner(lane)) * 0.25f;
        p.line(x - s, y - s, x + s, y + s, 2, Palette.DANGER);
        p.line(x - s, y + s, x + s, y - s, 2, Palette.DANGER);
    }

    private void legend(Painter p, View v) {
        float x = bounds.x + 12, y = bounds.y + 14, line = 17;
        String[][] rows = {{"balmy.legend.zone"}, {"balmy.legend.mountain"}, {"balmy.legend.high"}, {"balmy.legend.trough"}};
        Color[] colours = {ZONE, BROWN, WHITE_PEAK, TROUGH};
        for (int i = rows.length - 1, k = 0; i >= 0; i--, k++) {
            float ly = y + k * line;
            p.rect(x, ly - 5, 12, 10, colours[i]);
            p.text(v.t(rows[i][0]), x + 18, ly, 0.68f, Palette.TEXT_DIM, Align.left);
        }
        // the arrows of the local wind cards, bottom right
        float rx = bounds.right() - 12;
        p.text(v.t("balmy.legend.south"), rx - 16, y, 0.68f, Palette.TEXT_DIM, Align.right);
        p.triangle(rx - 11, y + 4, rx - 1, y + 4, rx - 6, y - 5, Look.SOUTH);
        p.text(v.t("balmy.legend.north"), rx - 16, y + line, 0.68f, Palette.TEXT_DIM, Align.right);
        p.triangle(rx - 11, y + line - 4, rx - 1, y + line - 4, rx - 6, y + line + 5, Look.NORTH);
    }

    // ------------------------------------------------------------------ the race

    @Override
    public void draw(Painter p, View v) {
        place();
        GameState s = v.session.state();
        rose(p, v, s);
        if (storm != null) {
            float sx = geo.fieldX(storm.lane(s), storm.field(s), false), sy = geo.fieldY(storm.lane(s), storm.field(s), false);
            if (!v.hidden("balmy:storm")) stormToken(p, sx, sy, balloonR());
            Look.markRing(p, v.mark(new Target.Spot(Look.TARGET, 0, 0)), sx, sy, balloonR() * 1.3f);
        }
        int current = s.get(g.state.current);
        int use = shownUse(v);
        for (int b = 0; b < g.rules.balloons; b++) {
            if (s.get(g.state.status, 0, b) != BalmyState.RACING) continue;
            float[] at = balloonAt(s, b);
            if (b == current) p.ring(at[0], at[1] + at[2] * 0.25f, at[2] * 1.45f, 2.5f, Palette.hex(0xFFFFFF, 0.85f));
            Look.markRing(p, v.mark(new Target.Spot(Look.BALLOON, use, b)), at[0], at[1] + at[2] * 0.25f, at[2] * 1.35f);
            if (v.hidden("balmy:balloon:" + b)) continue;
            look.balloon(p, v, b, at[0], at[1], at[2], g.altitude(s, b), 1f);
        }
    }

    void stormToken(Painter p, float x, float y, float r) {
        p.circle(x, y, r * 1.1f, Palette.hex(0x3A3F4A, 0.85f));
        for (int i = 0; i < 3; i++) p.arcLine(x, y, r * (0.35f + 0.25f * i), i * 120, 220, 2, Palette.WHITE);
    }

    /** Where the storm is drawn (x, y, radius), or null without the storm. */
    float[] stormAt(GameState s) {
        if (storm == null) return null;
        return new float[] {geo.fieldX(storm.lane(s), storm.field(s), false), geo.fieldY(storm.lane(s), storm.field(s), false), balloonR()};
    }

    /** The balloons' size on this map. */
    float balloonR() {
        return Math.max(6, Math.min(14, (geo.outer(1) - geo.inner(1)) * 0.34f));
    }

    /** Where balloon b is drawn: x, y and its radius; balloons sharing a field stand side by side along the lane. */
    float[] balloonAt(GameState s, int b) {
        int lane = g.lane(s, b), field = g.field(s, b);
        boolean trough = g.inTrough(s, b);
        int n = 0, k = 0;
        for (int o = 0; o < g.rules.balloons; o++) {
            if (s.get(g.state.status, 0, o) != BalmyState.RACING || g.lane(s, o) != lane || g.field(s, o) != field || g.inTrough(s, o) != trough) continue;
            if (o == b) k = n;
            n++;
        }
        return position(lane, field, trough, k, n);
    }

    /** The k-th of n balloons on a field. */
    float[] position(int lane, int field, boolean trough, int k, int n) {
        float r = balloonR(), rad = trough ? geo.troughMid() : geo.mid(lane);
        float a = geo.angle(lane, field + 0.5f);
        float spread = n <= 1 ? 0 : (k - (n - 1) / 2f) * r * 2.1f;
        float da = (float) Math.toDegrees(spread / rad);
        return new float[] {geo.x(rad, a + da), geo.y(rad, a + da), r};
    }

    // ------------------------------------------------------------------ the wind rose

    /** The wind rose: a field per balloon in the race's colours round a compass, the silver figures on two of them. */
    private void rose(Painter p, View v, GameState s) {
        int n = g.rules.balloons;
        p.text(v.t("balmy.rose"), roseX - roseR, roseY + roseR + 12, 0.72f, Palette.TEXT_DIM, Align.left);
        float per = 360f / n;
        for (int b = 0; b < n; b++) {
            float a0 = 90 + b * per, a1 = a0 + per; // counter-clockwise from the top
            Color c = v.seatColour(g.owner(b));
            if (s.get(g.state.status, 0, b) != BalmyState.RACING) c = Palette.hex(0x4A5560);
            fan(p, roseX, roseY, roseR, a0, a1, c);
            p.line(roseX, roseY, roseX + roseR * (float) Math.cos(Math.toRadians(a0)), roseY + roseR * (float) Math.sin(Math.toRadians(a0)), 1.5f, Palette.INK);
            if (g.rules.perSeat > 1 && g.rules.slot(b) == 1) {
                float am = (a0 + a1) / 2, rx = roseX + roseR * 0.78f * (float) Math.cos(Math.toRadians(am)), ry = roseY + roseR * 0.78f * (float) Math.sin(Math.toRadians(am));
                p.centered("2", rx, ry, 0.6f, Palette.INK);
            }
        }
        p.ring(roseX, roseY, roseR, 1.5f, Palette.INK);
        p.circle(roseX, roseY, roseR * 0.22f, Palette.SILVER);
        for (int i = 0; i < 2; i++) {
            int b = s.get(g.state.rose, 0, i);
            if (b < 0) continue;
            if (v.hidden("balmy:figure:" + i)) continue;
            float am = 90 + (b + 0.5f) * per;
            figure(p, roseX + roseR * 0.5f * (float) Math.cos(Math.toRadians(am)), roseY + roseR * 0.5f * (float) Math.sin(Math.toRadians(am)), roseR * 0.16f);
        }
    }

    float[] figureAt(GameState s, int balloon) {
        float am = 90 + (balloon + 0.5f) * 360f / g.rules.balloons;
        return new float[] {roseX + roseR * 0.5f * (float) Math.cos(Math.toRadians(am)), roseY + roseR * 0.5f * (float) Math.sin(Math.toRadians(am)), roseR * 0.16f};
    }

    /** A silver figure: a pawn. */
    static void figure(Painter p, float x, float y, float r) {
        p.circle(x + 1, y - 1, r * 1.1f, Palette.SHADOW);
        p.triangle(x - r, y - r, x + r, y - r, x, y + r * 0.6f, Palette.SILVER);
        p.circle(x, y + r * 0.6f, r * 0.55f, Palette.SILVER);
        p.ring(x, y + r * 0.6f, r * 0.55f, 1, Palette.INK);
    }

    private static void fan(Painter p, float x, float y, float r, float a0, float a1, Color c) {
        int n = Math.max(2, (int) ((a1 - a0) / 6));
        for (int i = 0; i < n; i++) {
            double s = Math.toRadians(a0 + (a1 - a0) * i / n), e = Math.toRadians(a0 + (a1 - a0) * (i + 1) / n);
            p.triangle(x, y, x + r * (float) Math.cos(s), y + r * (float) Math.sin(s), x + r * (float) Math.cos(e), y + r * (float) Math.sin(e), c);
        }
    }

    // ------------------------------------------------------------------ pointing

    /** How a picked-up card would be used: the player's choice when the card may be used so, else as a move. */
    int shownUse(View v) {
        Target picked = v.selected;
        if (picked == null || !v.turn.isSource(picked)) return look.use;
        Set<Target> targets = v.turn.targetsOf(picked);
        for (Target t : targets) if (t instanceof Target.Spot sp && sp.id().equals(Look.BALLOON) && sp.seat() == look.use) return look.use;
        return 0;
    }

    @Override
    public Target hit(View v, float x, float y) {
        if (!bounds.contains(x, y)) return null;
        place();
        GameState s = v.session.state();
        int use = shownUse(v);
        Target best = null;
        float bestD = Float.MAX_VALUE;
        for (int b = 0; b < g.rules.balloons; b++) {
            if (s.get(g.state.status, 0, b) != BalmyState.RACING) continue;
            float[] at = balloonAt(s, b);
            float d = (float) Math.hypot(x - at[0], y - (at[1] + at[2] * 0.1f));
            if (d <= at[2] * 1.3f && d < bestD) {
                bestD = d;
                best = new Target.Spot(Look.BALLOON, use, b);
            }
        }
        if (best == null && storm != null) {
            float sx = geo.fieldX(storm.lane(s), storm.field(s), false), sy = geo.fieldY(storm.lane(s), storm.field(s), false);
            if (Math.hypot(x - sx, y - sy) <= balloonR() * 1.3f) best = new Target.Spot(Look.TARGET, 0, 0);
        }
        return best;
    }

    @Override
    public At locate(View v, Target t) {
        if (!(t instanceof Target.Spot sp)) return null;
        place();
        GameState s = v.session.state();
        if (sp.id().equals(Look.BALLOON) && sp.index() >= 0 && sp.index() < g.rules.balloons) {
            float[] at = balloonAt(s, sp.index());
            return new At(at[0], at[1], at[2]);
        }
        if (sp.id().equals(Look.TARGET) && storm != null)
            return new At(geo.fieldX(storm.lane(s), storm.field(s), false), geo.fieldY(storm.lane(s), storm.field(s), false), balloonR());
        return null;
    }
}
