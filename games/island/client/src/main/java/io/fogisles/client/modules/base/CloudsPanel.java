package io.fogisles.client.modules.base;

import io.fogisles.base.BaseGame;
import io.fogisles.client.core.render.At;
import io.fogisles.client.core.render.ContentKey;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.Panel;
import io.fogisles.client.core.render.Region;
import io.fogisles.client.core.render.View;
import io.fogisles.client.core.view.Target;
import io.fogisles.kernel.state.GameState;

/** The clouds in play (RULES A.8, B.3) with their tiles; a cloud that may be taken lights up. */
final class CloudsPanel extends Panel {
    private final BaseGame g;

    CloudsPanel(BaseGame g) {
        this.g = g;
    }

    @Override
    public String id() {
        return "base:clouds";
    }

    @Override
    public Region region() {
        return Region.LEFT;
    }

    @Override
    public int order() {
        return 10;
    }

    private int columns() {
        return compact ? 3 : 2;
    }

    private float cellH() {
        return compact ? 54 : 62;
    }

    @Override
    public float pref(float across, View v) {
        int rows = (g.rules.clouds + columns() - 1) / columns();
        return 30 + rows * cellH();
    }

    private float cellW() {
        return (bounds.w - 16) / columns();
    }

    private float cloudX(int c) {
        return bounds.x + 8 + (c % columns()) * cellW() + cellW() / 2;
    }

    private float cloudY(int c) {
        return bounds.top() - 28 - (c / columns()) * cellH() - cellH() / 2;
    }

    private float tileR() {
        return Math.min(17, cellW() / 7.2f);
    }

    private float slotX(int c, int slot) {
        return cloudX(c) + (slot - 1) * tileR() * 1.9f;
    }

    @Override
    public Object contentKey(View v) {
        GameState s = v.session.state();
        ContentKey k = new ContentKey();
        for (int c = 0; c < g.rules.clouds; c++) k.add(s.pieces(g.state.clouds.of(0, c)));
        return k;
    }

    @Override
    public void draw(Painter p, View v) {
        frame(p, v.t("client.clouds"));
        GameState s = v.session.state();
        for (int c = 0; c < g.rules.clouds; c++) {
            float cx = cloudX(c), cy = cloudY(c);
            Target t = new Target.Spot(BaseBinder.CLOUD, -1, c);
            View.Mark m = v.mark(t);
            cloud(p, cx, cy, cellW() * 0.46f, cellH() * 0.42f, m != View.Mark.NONE ? (m == View.Mark.FOCUS ? Palette.FOCUS : Palette.HIGHLIGHT) : null);
            float nx = cx - cellW() * 0.4f, ny = cy + cellH() * 0.28f; // the cloud's number, readable on the panel and on the cloud
            p.circle(nx, ny, 8.5f, Palette.hex(0x2B5B80));
            p.centered(String.valueOf(c + 1), nx, ny, 0.75f, Palette.WHITE);
            int[] tiles = s.pieces(g.state.clouds.of(0, c));
            for (int i = 0; i < tiles.length; i++) {
                if (v.hidden("piece:" + tiles[i])) continue;
                v.drawTile(p, tiles[i], slotX(c, i), cy - 2, tileR());
                v.drawMark(p, v.mark(new Target.Piece(tiles[i])), slotX(c, i), cy - 2, tileR());
            }
        }
    }

    /** A fluffy cloud of overlapping discs; a highlight colour draws a glow around it first. */
    static void cloud(Painter p, float cx, float cy, float w, float h, com.badlogic.gdx.graphics.Color glow) {
        if (glow != null) puffs(p, cx, cy, w + 5, h + 5, glow);
        puffs(p, cx, cy - 2, w, h, Palette.hex(0xB9CCDA));
        puffs(p, cx, cy, w - 2, h - 2, Palette.hex(0xF4F8FB));
    }

    private static void puffs(Painter p, float cx, float cy, float w, float h, com.badlogic.gdx.graphics.Color c) {
        p.roundRect(cx - w, cy - h * 0.75f, 2 * w, h * 1.2f, h * 0.6f, c);
        p.circle(cx - w * 0.45f, cy + h * 0.35f, h * 0.55f, c);
        p.circle(cx + w * 0.05f, cy + h * 0.45f, h * 0.7f, c);
        p.circle(cx + w * 0.5f, cy + h * 0.3f, h * 0.5f, c);
    }

    @Override
    public Target hit(View v, float x, float y) {
        if (!bounds.contains(x, y)) return null;
        GameState s = v.session.state();
        for (int c = 0; c < g.rules.clouds; c++) {
            if (Math.abs(x - cloudX(c)) > cellW() / 2 || Math.abs(y - cloudY(c)) > cellH() / 2) continue;
            int[] tiles = s.pieces(g.state.clouds.of(0, c));
            for (int i = 0; i < tiles.length; i++)
                if (Math.hypot(x - slotX(c, i), y - cloudY(c)) <= tileR() && v.turn.at(new Target.Piece(tiles[i])).size() > 0) return new Target.Piece(tiles[i]);
            return new Target.Spot(BaseBinder.CLOUD, -1, c);
        }
        return null;
    }

    @Override
    public At locate(View v, Target t) {
        if (t instanceof Target.Spot sp && sp.id().equals(BaseBinder.CLOUD)) return new At(cloudX(sp.index()), cloudY(sp.index()), tileR());
        if (t instanceof Target.Piece pc) {
            GameState s = v.session.state();
            return locateSlot(v, s.zoneOf(pc.piece()), s.slotOf(pc.piece()));
        }
        return null;
    }

    @Override
    public At locateSlot(View v, int zone, int slot) {
        for (int c = 0; c < g.rules.clouds; c++) if (zone == g.state.clouds.of(0, c)) return new At(slotX(c, Math.max(0, Math.min(2, slot))), cloudY(c) - 2, tileR());
        return null;
    }
}
