package io.fogisles.client.modules.base;

import com.badlogic.gdx.graphics.Color;
import io.fogisles.base.Island;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;

/** The printed fields of an island (RULES A.5, C1), recognisable by shape as well as colour. */
final class FieldArt {
    private FieldArt() {
    }

    static void field(Painter p, Island island, int f, float cx, float cy, float r) {
        String type = island.type(f);
        int value = island.value(f);
        p.hex(cx, cy, r, BaseArt.EDGE);
        float ri = r * 0.94f;
        switch (type) {
            case "base" -> {
                p.hex(cx, cy, ri, BaseArt.BASE);
                p.ring(cx, cy, r * 0.55f, Math.max(1.5f, r * 0.07f), Palette.GOLD);
                for (int i = 0; i < 8; i++) {
                    double a = Math.PI * i / 4;
                    p.line(cx, cy, cx + (float) Math.cos(a) * r * 0.55f, cy + (float) Math.sin(a) * r * 0.55f, Math.max(1, r * 0.04f), Palette.GOLD);
                }
                p.circle(cx, cy, r * 0.16f, Palette.GOLD);
                return;
            }
            case "coast" -> {
                int land = island.coast(f);
                p.hex(cx, cy, ri, BaseArt.LAND_LIGHT[land]);
                BaseArt.glyph(p, land, cx, cy + r * 0.15f, r * 0.48f, new Color(BaseArt.LAND_DARK[land]).lerp(BaseArt.LAND_LIGHT[land], 0.25f));
            }
            case "volcano" -> {
                p.hex(cx, cy, ri, BaseArt.VOLCANO);
                float gy = cy + r * 0.12f;
                p.triangle(cx - r * 0.42f, gy, cx - r * 0.12f, gy + r * 0.45f, cx + r * 0.12f, gy + r * 0.45f, Palette.hex(0x2E1A14));
                p.triangle(cx - r * 0.42f, gy, cx + r * 0.12f, gy + r * 0.45f, cx + r * 0.42f, gy, Palette.hex(0x2E1A14));
                p.triangle(cx - r * 0.12f, gy + r * 0.45f, cx, gy + r * 0.28f, cx + r * 0.12f, gy + r * 0.45f, BaseArt.LAVA);
                p.circle(cx - r * 0.08f, gy + r * 0.58f, r * 0.06f, BaseArt.LAVA);
                p.circle(cx + r * 0.1f, gy + r * 0.64f, r * 0.05f, BaseArt.LAVA);
                p.outlined("-" + island.penalty(f), cx, cy - r * 0.02f, r / 30f, Palette.hex(0xFFB199), Palette.hex(0x2E1A14));
            }
            case "drop" -> {
                fog(p, cx, cy, ri, r);
                float dy = cy + r * 0.1f;
                p.circle(cx, dy - r * 0.05f, r * 0.3f, BaseArt.DROP);
                p.triangle(cx - r * 0.27f, dy + r * 0.05f, cx, dy + r * 0.5f, cx + r * 0.27f, dy + r * 0.05f, BaseArt.DROP);
                p.centered("+" + island.energy(f), cx, dy, r / 16f, Palette.WHITE);
            }
            case "question" -> {
                fog(p, cx, cy, ri, r);
                p.circle(cx, cy + r * 0.12f, r * 0.34f, BaseArt.QUESTION);
                p.centered("?", cx, cy + r * 0.14f, r / 12f, Palette.WHITE);
            }
            case "draw2" -> {
                fog(p, cx, cy, ri, r);
                miniTiles(p, cx, cy + r * 0.15f, r, 2);
                p.outlined("+2", cx, cy + r * 0.15f, r / 17f, Palette.WHITE, BaseArt.DRAW);
            }
            case "draw1energy" -> {
                fog(p, cx, cy, ri, r);
                miniTiles(p, cx - r * 0.22f, cy + r * 0.15f, r, 1);
                BaseArt.bolt(p, cx + r * 0.3f, cy + r * 0.15f, r * 0.22f, Palette.ENERGY);
                p.outlined("+" + island.energy(f), cx + r * 0.3f, cy - r * 0.16f, r / 20f, Palette.WHITE, Palette.INK);
            }
            default -> fog(p, cx, cy, ri, r);
        }
        if (value >= 0) {
            float vy = cy - r * 0.5f;
            p.circle(cx, vy, r * 0.22f, Palette.hex(0x15202B, 0.78f));
            p.centered(String.valueOf(value), cx, vy + r * 0.03f, r / 19f, Palette.WHITE);
        }
    }

    /** Fog: a pale mist with two soft cloud puffs. */
    private static void fog(Painter p, float cx, float cy, float ri, float r) {
        p.hex(cx, cy, ri, BaseArt.FOG);
        p.circle(cx - r * 0.25f, cy + r * 0.28f, r * 0.22f, BaseArt.FOG_LIGHT);
        p.circle(cx + r * 0.05f, cy + r * 0.34f, r * 0.26f, BaseArt.FOG_LIGHT);
        p.circle(cx + r * 0.33f, cy + r * 0.24f, r * 0.18f, BaseArt.FOG_LIGHT);
        p.rect(cx - r * 0.25f, cy + r * 0.1f, r * 0.58f, r * 0.16f, BaseArt.FOG_LIGHT);
    }

    private static void miniTiles(Painter p, float cx, float cy, float r, int n) {
        for (int i = 0; i < n; i++) {
            float x = cx + (i - (n - 1) / 2f) * r * 0.3f;
            p.hex(x, cy, r * 0.24f, BaseArt.DRAW);
            p.hex(x, cy, r * 0.18f, Palette.hex(0x9EE0D3));
        }
    }
}
