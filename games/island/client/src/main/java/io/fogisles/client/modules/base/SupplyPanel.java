package io.fogisles.client.modules.base;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.utils.Align;
import io.fogisles.base.BaseGame;
import io.fogisles.client.core.render.At;
import io.fogisles.client.core.render.ContentKey;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.Panel;
import io.fogisles.client.core.render.Region;
import io.fogisles.client.core.render.View;
import io.fogisles.client.core.view.Target;
import io.fogisles.kernel.hex.Direction;

/** The bag (only its count: its contents are hidden) and the two dice (RULES A.7, B.4). */
final class SupplyPanel extends Panel {
    private final BaseGame g;

    SupplyPanel(BaseGame g) {
        this.g = g;
    }

    @Override
    public String id() {
        return "base:supply";
    }

    @Override
    public Region region() {
        return Region.LEFT;
    }

    @Override
    public int order() {
        return 20;
    }

    @Override
    public float pref(float across, View v) {
        return 104;
    }

    private float bagX() {
        return bounds.x + 46;
    }

    private float midY() {
        return bounds.y + 44;
    }

    @Override
    public Object contentKey(View v) {
        var s = v.session.state();
        return new ContentKey().add(s.size(g.state.bag.global())).add(s.get(g.state.direction)).add(s.get(g.state.bonusFace));
    }

    @Override
    public void draw(Painter p, View v) {
        frame(p, v.t("client.supply"));
        int count = v.session.state().size(g.state.bag.global());
        boolean lit = v.mark(Target.Spot.of(BaseBinder.BAG)) != View.Mark.NONE;
        bag(p, bagX(), midY(), 26, lit);
        p.outlined(String.valueOf(count), bagX(), midY() - 6, 1.2f, Palette.WHITE, Palette.INK);
        p.centered(v.t("client.bag"), bagX(), bounds.y + 10, 0.8f, Palette.TEXT_DIM);
        int dir = v.session.state().get(g.state.direction);
        int face = v.session.state().get(g.state.bonusFace);
        Float roll = v.animated("dice");
        float dx = bounds.x + bounds.w * 0.5f, bx = bounds.x + bounds.w * 0.8f, size = 24;
        if (face >= 0) {
            if (roll != null) { // tumbling
                int k = (int) (roll * 23);
                dir = g.rules.directionDie[k % g.rules.directionDie.length].ordinal();
                face = (k * 5 + 1) % g.rules.bonusFaceIds.length;
            }
            float wob = roll == null ? 0 : (float) Math.sin(roll * 40) * 4;
            directionDie(p, dx, midY() + wob, size, Direction.byIndex(dir));
            bonusDie(p, bx, midY() - wob, size, g.rules.bonusFaceIds[face]);
            p.centered(v.t("client.compass." + Direction.byIndex(dir).id()), dx, bounds.y + 10, 0.8f, Palette.TEXT_DIM);
            p.centered(v.t("bonus." + g.rules.bonusFaceIds[face] + ".short"), bx, bounds.y + 10, 0.8f, Palette.TEXT_DIM);
        } else {
            p.text(v.t("client.dice-not-rolled"), dx - size, midY(), 0.8f, Palette.TEXT_DIM, Align.left);
        }
    }

    static void bag(Painter p, float cx, float cy, float r, boolean lit) {
        if (lit) p.circle(cx, cy - r * 0.1f, r * 1.15f, Palette.HIGHLIGHT);
        Color cloth = Palette.hex(0x8A5A2B), dark = Palette.hex(0x5C3A18);
        p.circle(cx, cy - r * 0.15f, r * 0.85f, dark);
        p.circle(cx, cy - r * 0.15f, r * 0.78f, cloth);
        p.triangle(cx - r * 0.45f, cy + r * 0.45f, cx, cy + r * 0.2f, cx + r * 0.45f, cy + r * 0.45f, cloth);
        p.rect(cx - r * 0.3f, cy + r * 0.38f, r * 0.6f, r * 0.12f, Palette.hex(0xE3C27A));
    }

    static void dieBody(Painter p, float cx, float cy, float s) {
        p.roundRect(cx - s + 2, cy - s - 3, 2 * s, 2 * s, s * 0.3f, Palette.SHADOW);
        p.roundRect(cx - s, cy - s, 2 * s, 2 * s, s * 0.3f, Palette.hex(0xC9A46B));
        p.roundRect(cx - s + 2, cy - s + 2, 2 * s - 4, 2 * s - 4, s * 0.26f, Palette.hex(0xF1DDB4));
    }

    static void directionDie(Painter p, float cx, float cy, float s, Direction d) {
        dieBody(p, cx, cy, s);
        double a = IslandPanel.angle(d);
        IslandPanel.arrow(p, cx - (float) Math.cos(a) * s * 0.55f, cy - (float) Math.sin(a) * s * 0.55f,
                cx + (float) Math.cos(a) * s * 0.7f, cy + (float) Math.sin(a) * s * 0.7f, s * 0.16f, Palette.INK);
    }

    static void bonusDie(Painter p, float cx, float cy, float s, String face) {
        dieBody(p, cx, cy, s);
        Color ink = Palette.INK;
        switch (face) {
            case "energy1" -> {
                BaseArt.bolt(p, cx + s * 0.2f, cy, s * 0.5f, Palette.ENERGY);
                p.centered("1", cx - s * 0.35f, cy, s / 14f, ink);
            }
            case "energy2" -> {
                BaseArt.bolt(p, cx + s * 0.2f, cy, s * 0.5f, Palette.ENERGY);
                p.centered("2", cx - s * 0.35f, cy, s / 14f, ink);
            }
            case "draw" -> p.centered("?", cx, cy, s / 11f, ink);
            case "plus1" -> p.centered("+1", cx, cy, s / 13f, ink);
            case "opposite" -> {
                IslandPanel.arrow(p, cx, cy, cx + s * 0.45f, cy + s * 0.45f, s * 0.12f, ink);
                IslandPanel.arrow(p, cx, cy, cx - s * 0.45f, cy - s * 0.45f, s * 0.12f, ink);
            }
            case "turn60" -> {
                p.arcLine(cx, cy - s * 0.15f, s * 0.5f, 30, 120, s * 0.12f, ink);
                p.centered("60", cx, cy - s * 0.2f, s / 18f, ink);
            }
            default -> p.centered(face, cx, cy, s / 20f, ink);
        }
    }

    @Override
    public Target hit(View v, float x, float y) {
        if (Math.hypot(x - bagX(), y - midY()) < 28) return Target.Spot.of(BaseBinder.BAG);
        return null;
    }

    @Override
    public At locate(View v, Target t) {
        if (t instanceof Target.Spot sp && sp.id().equals(BaseBinder.BAG)) return new At(bagX(), midY(), 14);
        return null;
    }

    @Override
    public At locateSlot(View v, int zone, int slot) {
        if (zone == g.state.bag.global()) return new At(bagX(), midY(), 10);
        return null;
    }
}
