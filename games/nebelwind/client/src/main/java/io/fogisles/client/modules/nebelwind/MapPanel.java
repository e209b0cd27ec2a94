package io.fogisles.client.modules.nebelwind;

import com.badlogic.gdx.graphics.Color;
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
 * The map through the mist: the four regions with their ports (a capital with a star, a territory port with the
 * cargo it offers, the two krill banks between), the routes, every outpost (a small square in its owner's colour
 * beside the port), every whale (its owner's colour, the cargo aboard as a dot), and the cargo left in the supply.
 * The rulebook's map picture did not survive, so where a port is drawn is worked out here from the data alone
 * ({@link #layout}); the routes are the game's. Lit ports and whales are the person's targets.
 */
final class MapPanel extends Panel {
    static final String ID = "nebelwind:map";
    private final NebelGame g;
    private final Look look;
    /** Each port's place in the unit square (0–1 both ways, y up). */
    final float[][] at;
    // the geometry of the last draw: the square's origin and side
    private float ox, oy, side = 100;

    MapPanel(NebelGame g, Look look) {
        this.g = g;
        this.look = look;
        this.at = layout(g.data);
    }

    /**
     * Places the ports: the regions in the data's order round the four corners (the routes between regions run round
     * that ring), each region's capital at the outer corner, its krill port towards the middle, a port with a route
     * to the region beside it (left or right) towards that side, one with a route to the region above or below
     * towards that side, the other port between; a bank between the krill ports it links. A second port that would
     * take a place already taken is moved along a little.
     */
    static float[][] layout(NebelData d) {
        int n = d.ports.size(), regions = d.regions.size();
        float[][] out = new float[n][2];
        int[][] corner = {{-1, 1}, {1, 1}, {1, -1}, {-1, -1}};
        for (int p = 0; p < n; p++) {
            NebelData.Port port = d.ports.get(p);
            int r = port.region();
            if (r < 0) continue;
            int qx = corner[r % 4][0], qy = corner[r % 4][1];
            float lx, ly;
            int side = neighbourSide(d, p, corner);
            if (port.kind() == NebelData.CAPITAL) {
                lx = 0.84f;
                ly = 0.80f;
            } else if (port.offers() == NebelData.OFFERS_KRILL) {
                lx = 0.36f;
                ly = 0.30f;
            } else if (side == 1) { // towards the region left or right of it; the pair a little apart in height, so that their names do not meet
                lx = 0.2f;
                ly = qx < 0 ? 0.62f : 0.80f;
            } else if (side == 2) { // towards the region above or below
                lx = 0.80f;
                ly = 0.20f;
            } else {
                lx = 0.56f;
                ly = 0.52f;
            }
            out[p][0] = 0.5f + 0.5f * qx * lx;
            out[p][1] = 0.5f + 0.5f * qy * ly;
            if (regions > 4) out[p][1] += 0.02f * (r / 4); // more regions than corners: drawn over each other, a little apart
        }
        for (int p = 0; p < n; p++) { // the banks: between the ports they link
            if (d.ports.get(p).region() >= 0) continue;
            float x = 0, y = 0;
            int k = 0;
            for (int q : d.routes[p]) if (d.ports.get(q).region() >= 0) {
                x += out[q][0];
                y += out[q][1];
                k++;
            }
            out[p][0] = k == 0 ? 0.5f : x / k;
            out[p][1] = k == 0 ? 0.5f : y / k;
        }
        for (int p = 0; p < n; p++) // places already taken
            for (int q = 0; q < p; q++)
                if (Math.abs(out[p][0] - out[q][0]) < 0.05f && Math.abs(out[p][1] - out[q][1]) < 0.05f) {
                    out[p][0] += 0.07f * (out[p][0] < 0.5f ? 1 : -1);
                    out[p][1] += 0.05f;
                }
        return out;
    }

    /** 1: the port has a route to a region beside its own (left or right), 2: above or below, 0: neither. */
    private static int neighbourSide(NebelData d, int p, int[][] corner) {
        int r = d.ports.get(p).region();
        for (int q : d.routes[p]) {
            int s = d.ports.get(q).region();
            if (s < 0 || s == r) continue;
            if (corner[s % 4][1] == corner[r % 4][1]) return 1;
            if (corner[s % 4][0] == corner[r % 4][0]) return 2;
        }
        return 0;
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
        return new ContentKey().add(v.session.version()).add(v.session.text.lang().hashCode());
    }

    private void place() {
        float pad = 14, top = 26;
        side = Math.max(40, Math.min(bounds.w - 2 * pad, bounds.h - top - pad - 22));
        ox = bounds.x + (bounds.w - side) / 2;
        oy = bounds.y + pad + 22 + (bounds.h - top - pad - 22 - side) / 2;
    }

    float px(int port) {
        return ox + at[port][0] * side;
    }

    float py(int port) {
        return oy + at[port][1] * side;
    }

    float portR() {
        return Math.max(7, side * 0.028f);
    }

    @Override
    public void draw(Painter p, View v) {
        place();
        frame(p, v.t("nebelwind.map"));
        GameState s = v.session.state();
        NebelData d = g.data;
        p.roundRect(ox - 8, oy - 8, side + 16, side + 16, 12, Look.WATER);
        // the regions: a soft patch of their colour round their ports
        for (int q = 0; q < d.ports.size(); q++) {
            int r = d.ports.get(q).region();
            p.circle(px(q), py(q), side * 0.11f, look.a(Look.region(r), 0.22f));
        }
        for (int q = 0; q < d.ports.size(); q++) p.circle(px(q), py(q), side * 0.06f, Look.MIST);
        for (int q = 0; q < d.ports.size(); q++)
            for (int t : d.routes[q]) if (t > q) p.line(px(q), py(q), px(t), py(t), Math.max(2, side * 0.007f), Look.ROUTE);
        float r = portR();
        float label = Math.max(0.5f, Math.min(0.72f, side / 700f));
        for (int q = 0; q < d.ports.size(); q++) {
            NebelData.Port port = d.ports.get(q);
            float x = px(q), y = py(q);
            Color c = Look.region(port.region());
            if (port.kind() == NebelData.CAPITAL) {
                p.circle(x, y, r * 1.35f, Palette.INK);
                p.circle(x, y, r * 1.2f, c);
                p.star(x, y, r * 0.8f, Palette.GOLD);
            } else {
                p.circle(x, y, r + 1.5f, Palette.INK);
                p.circle(x, y, r, c);
                if (port.offers() >= 0) p.circle(x, y, r * 0.5f, Look.cargo(port.offers()));
                else if (port.offers() == NebelData.OFFERS_KRILL) p.circle(x, y, r * 0.5f, Look.resource(NebelData.KRILL));
            }
            String name = Look.portName(d, v.session.text, q);
            float ly = y - r * 1.4f - 8;
            p.outlined(name, x, ly, label, Palette.TEXT, Palette.INK);
            Look.markRing(p, v.mark(NebelBinder.port(q)), x, y, r * 1.6f);
            outposts(p, v, s, q, x, y, r);
        }
        whales(p, v, s, r);
        supply(p, v, s);
    }

    /** The outposts at a port: a small square per owner, in a row above it. */
    private void outposts(Painter p, View v, GameState s, int port, float x, float y, float r) {
        int bits = s.get(g.state.outposts, 0, port), n = Integer.bitCount(bits), i = 0;
        float w = Math.max(6, r * 0.9f);
        for (int seat = 0; seat < g.rules.seats; seat++) {
            if ((bits & (1 << seat)) == 0) continue;
            float bx = x - (n * (w + 2)) / 2 + i * (w + 2), by = y + r * 1.45f;
            p.rect(bx - 1, by - 1, w + 2, w + 2, Palette.INK);
            p.rect(bx, by, w, w, v.seatColour(seat));
            i++;
        }
    }

    /** Where whale {@code w} of {@code seat} is drawn at its port: round the port, one place per whale of the game. */
    private float[] whaleAt(GameState s, int seat, int w, float r) {
        int port = s.get(g.state.whalePort, seat, w);
        if (port < 0) return null;
        int k = 0, total = 0;
        for (int o = 0; o < g.rules.seats; o++)
            for (int x = 0; x < g.rules.whales; x++) {
                if (s.get(g.state.whalePort, o, x) != port) continue;
                if (o < seat || (o == seat && x < w)) k++;
                total++;
            }
        // on the port's left, clear of its name below and its outposts above; five to a ring, further rings further out
        int ring = k / 5, inRing = Math.min(5, total - ring * 5), j = k % 5;
        double angle = Math.PI * (inRing <= 1 ? 1.0 : 0.72 + j * 0.56 / (inRing - 1));
        float dist = r * (2.3f + ring * 1.7f);
        return new float[] {px(port) + (float) Math.cos(angle) * dist, py(port) + (float) Math.sin(angle) * dist};
    }

    float whaleR() {
        return Math.max(6, portR() * 0.85f);
    }

    private void whales(Painter p, View v, GameState s, float r) {
        float wr = whaleR();
        for (int seat = 0; seat < g.rules.seats; seat++)
            for (int w = 0; w < g.rules.whales; w++) {
                float[] at = whaleAt(s, seat, w, r);
                if (at == null) continue;
                if (v.hidden(whaleKey(seat, w))) continue;
                whale(p, v.seatColour(seat), s.get(g.state.whaleCargo, seat, w), at[0], at[1], wr);
                Target t = NebelBinder.whale(seat, w);
                Look.markRing(p, v.mark(t), at[0], at[1], wr * 1.5f);
            }
    }

    static String whaleKey(int seat, int w) {
        return "nebelwind:whale:" + seat + ":" + w;
    }

    /** A whale: a disc of its owner's colour with a tail on the left, the cargo aboard (or −1) as a dot. */
    static void whale(Painter p, Color c, int cargo, float x, float y, float wr) {
        p.circle(x + 1, y - 1, wr * 1.05f, Palette.SHADOW);
        p.circle(x, y, wr + 1.2f, Palette.INK);
        p.circle(x, y, wr, c);
        p.triangle(x - wr * 0.8f, y, x - wr * 1.7f, y + wr * 0.6f, x - wr * 1.7f, y - wr * 0.6f, c); // the tail
        if (cargo >= 0) {
            p.circle(x, y, wr * 0.5f, Palette.INK);
            p.circle(x, y, wr * 0.4f, Look.cargo(cargo));
        }
    }

    /** The cargo markers left in the supply, along the bottom. */
    private void supply(Painter p, View v, GameState s) {
        float x = bounds.x + 12, y = bounds.y + 14, scale = 0.66f;
        String title = v.t("nebelwind.supply");
        p.text(title, x, y, scale, Palette.TEXT_DIM, Align.left);
        x += p.textWidth(title, scale) + 10;
        for (int k = 0; k < g.data.cargo.size(); k++) {
            p.circle(x + 6, y, 6, Palette.INK);
            p.circle(x + 6, y, 5, Look.cargo(k));
            String label = v.t("nebelwind.cargo." + g.data.cargo.get(k)) + " " + s.get(g.state.cargoSupply, 0, k);
            p.text(label, x + 15, y, scale, Palette.TEXT, Align.left);
            x += 15 + p.textWidth(label, scale) + 10;
            if (x > bounds.right() - 40) break;
        }
    }

    @Override
    public Target hit(View v, float x, float y) {
        if (!bounds.contains(x, y)) return null;
        place();
        GameState s = v.session.state();
        float r = portR(), wr = whaleR();
        for (int seat = 0; seat < g.rules.seats; seat++)
            for (int w = 0; w < g.rules.whales; w++) {
                float[] at = whaleAt(s, seat, w, r);
                if (at != null && Math.hypot(x - at[0], y - at[1]) <= wr * 1.4f) return NebelBinder.whale(seat, w);
            }
        for (int q = 0; q < g.data.ports.size(); q++) if (Math.hypot(x - px(q), y - py(q)) <= r * 1.6f) return NebelBinder.port(q);
        return null;
    }

    @Override
    public At locate(View v, Target t) {
        if (!(t instanceof Target.Spot sp)) return null;
        place();
        if (sp.id().equals(Look.PORT) && sp.index() >= 0 && sp.index() < at.length) return new At(px(sp.index()), py(sp.index()), portR());
        if (sp.id().equals(Look.WHALE)) {
            float[] w = whaleAt(v.session.state(), sp.seat(), sp.index(), portR());
            return w == null ? null : new At(w[0], w[1], whaleR());
        }
        return null;
    }
}
