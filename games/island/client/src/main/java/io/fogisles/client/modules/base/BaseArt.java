package io.fogisles.client.modules.base;

import com.badlogic.gdx.graphics.Color;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.View;
import io.fogisles.kernel.piece.PieceDef;

/**
 * Module 1's artwork, drawn procedurally: six clearly different landscape colours, each with its own
 * glyph (tree, peaks, dunes, reeds, strata, grass) so colour is never the only cue; jokers, cities,
 * monuments; the printed fields of the island (fog, coast, volcano, drop, '?', the back side's draw
 * fields, the balloon base); balloons and dice faces.
 */
public final class BaseArt {
    private BaseArt() {
    }

    /** Landscape colours in {@link io.fogisles.base.Landscape} order: forest, mountain, desert, swamp, canyon, plains. */
    public static final Color[] LAND = {
            Palette.hex(0x2F7D3A), Palette.hex(0x8A8F9C), Palette.hex(0xE7C26A), Palette.hex(0x3F8C86), Palette.hex(0xC2613A), Palette.hex(0x9CCB55)};
    static final Color[] LAND_DARK = {
            Palette.hex(0x174F22), Palette.hex(0x4E5361), Palette.hex(0xA77F2C), Palette.hex(0x1F5753), Palette.hex(0x7E3420), Palette.hex(0x5E8F25)};
    static final Color[] LAND_LIGHT = new Color[6];

    static {
        for (int i = 0; i < 6; i++) LAND_LIGHT[i] = new Color(LAND[i]).lerp(Color.WHITE, 0.45f);
    }

    static final Color FOG = Palette.hex(0xC4D0D8);
    static final Color FOG_LIGHT = Palette.hex(0xE1E8ED);
    static final Color FOG_EDGE = Palette.hex(0x7F95A6);
    static final Color START = Palette.hex(0xD3DDE4);
    static final Color VOLCANO = Palette.hex(0x5A3127);
    static final Color LAVA = Palette.hex(0xFF6A2B);
    static final Color DROP = Palette.hex(0x2E8FD8);
    static final Color QUESTION = Palette.hex(0x7A4FC4);
    static final Color DRAW = Palette.hex(0x2D9C8A);
    static final Color BASE = Palette.hex(0x6B5238);
    static final Color CITY = Palette.hex(0x5D6F8E);
    static final Color MONUMENT = Palette.hex(0xD9CBA8);
    static final Color VALUE_BG = Palette.hex(0xFFFFFF, 0.9f);
    static final Color VALUE_INK = Palette.hex(0x1B2530);
    static final Color EDGE = Palette.hex(0x1B2530, 0.55f);

    // ------------------------------------------------------------------ glyphs

    /** The landscape's glyph, centred at (cx, cy), about r tall. */
    public static void glyph(Painter p, int land, float cx, float cy, float r, Color c) {
        switch (land) {
            case 0 -> { // forest: two fir trees
                tree(p, cx - r * 0.32f, cy - r * 0.05f, r * 0.75f, c);
                tree(p, cx + r * 0.3f, cy + r * 0.05f, r * 0.9f, c);
            }
            case 1 -> { // mountain: two peaks with snow
                p.triangle(cx - r * 0.85f, cy - r * 0.45f, cx - r * 0.2f, cy + r * 0.5f, cx + r * 0.35f, cy - r * 0.45f, c);
                p.triangle(cx - r * 0.15f, cy - r * 0.45f, cx + r * 0.35f, cy + r * 0.25f, cx + r * 0.85f, cy - r * 0.45f, c);
                p.triangle(cx - r * 0.33f, cy + r * 0.3f, cx - r * 0.2f, cy + r * 0.5f, cx - r * 0.07f, cy + r * 0.3f, Palette.WHITE);
            }
            case 2 -> { // desert: sun and two dunes
                p.circle(cx + r * 0.4f, cy + r * 0.35f, r * 0.2f, c);
                p.arcLine(cx - r * 0.25f, cy - r * 0.55f, r * 0.55f, 40, 100, Math.max(1.5f, r * 0.12f), c);
                p.arcLine(cx + r * 0.35f, cy - r * 0.75f, r * 0.5f, 45, 90, Math.max(1.5f, r * 0.12f), c);
            }
            case 3 -> { // swamp: reeds over water
                float t = Math.max(1.2f, r * 0.09f);
                for (int i = -1; i <= 1; i++) {
                    float x = cx + i * r * 0.3f;
                    p.line(x, cy - r * 0.45f, x + i * r * 0.05f, cy + r * 0.35f, t, c);
                    p.roundRect(x + i * r * 0.05f - r * 0.08f, cy + r * 0.2f, r * 0.16f, r * 0.35f, r * 0.08f, c);
                }
                p.line(cx - r * 0.7f, cy - r * 0.5f, cx + r * 0.7f, cy - r * 0.5f, t, c);
            }
            case 4 -> { // canyon: stepped strata
                float h = r * 0.22f;
                p.rect(cx - r * 0.75f, cy - r * 0.55f, r * 1.5f, h, c);
                p.rect(cx - r * 0.55f, cy - r * 0.55f + h * 1.4f, r * 1.1f, h, c);
                p.rect(cx - r * 0.35f, cy - r * 0.55f + h * 2.8f, r * 0.7f, h, c);
            }
            default -> { // plains: grass tufts and a flower
                float t = Math.max(1.2f, r * 0.09f);
                for (int i = -1; i <= 1; i++) {
                    float x = cx + i * r * 0.42f, y = cy - r * 0.35f + (i == 0 ? r * 0.25f : 0);
                    p.line(x, y, x - r * 0.18f, y + r * 0.35f, t, c);
                    p.line(x, y, x, y + r * 0.42f, t, c);
                    p.line(x, y, x + r * 0.18f, y + r * 0.35f, t, c);
                }
                p.circle(cx + r * 0.1f, cy + r * 0.45f, r * 0.1f, c);
            }
        }
    }

    private static void tree(Painter p, float cx, float cy, float h, Color c) {
        p.rect(cx - h * 0.06f, cy - h * 0.55f, h * 0.12f, h * 0.25f, c);
        p.triangle(cx - h * 0.35f, cy - h * 0.35f, cx, cy + h * 0.1f, cx + h * 0.35f, cy - h * 0.35f, c);
        p.triangle(cx - h * 0.28f, cy - h * 0.05f, cx, cy + h * 0.45f, cx + h * 0.28f, cy - h * 0.05f, c);
    }

    /** A number in a small disc (a tile's or field's value); start tiles print white on black (RULES A.4). */
    public static void value(Painter p, int v, float cx, float cy, float r, boolean inverse) {
        p.circle(cx, cy, r, inverse ? Palette.hex(0x111111) : VALUE_BG);
        p.centered(String.valueOf(v), cx, cy + r * 0.05f, r / 8.5f, inverse ? Palette.WHITE : VALUE_INK);
    }

    // ------------------------------------------------------------------ tiles

    /** A landscape tile (or start tile): landscape colour, a lighter inner hex, its glyph and its number. */
    public static void landscapeTile(Painter p, int land, int value, boolean start, float cx, float cy, float r) {
        p.hex(cx, cy, r, LAND_DARK[land]);
        p.hex(cx, cy, r * 0.9f, LAND[land]);
        glyph(p, land, cx, cy + r * 0.18f, r * 0.5f, LAND_DARK[land]);
        value(p, value, cx, cy - r * 0.48f, r * 0.27f, start);
    }

    public static void jokerTile(Painter p, int value, float cx, float cy, float r) {
        p.hex(cx, cy, r, Palette.hex(0x2A2A2A));
        float ri = r * 0.9f;
        for (int i = 0; i < 6; i++) {
            double a0 = Math.toRadians(30 + 60 * i), a1 = Math.toRadians(90 + 60 * i);
            p.triangle(cx, cy, cx + ri * (float) Math.cos(a0), cy + ri * (float) Math.sin(a0), cx + ri * (float) Math.cos(a1), cy + ri * (float) Math.sin(a1), LAND[i]);
        }
        p.star(cx, cy + r * 0.12f, r * 0.38f, Palette.WHITE);
        value(p, value, cx, cy - r * 0.48f, r * 0.27f, false);
    }

    public static void cityTile(Painter p, int value, float cx, float cy, float r) {
        p.hex(cx, cy, r, Palette.hex(0x34425A));
        p.hex(cx, cy, r * 0.9f, CITY);
        Color wall = Palette.hex(0xF1E7D0), roof = Palette.hex(0xB5452F);
        house(p, cx - r * 0.33f, cy + r * 0.02f, r * 0.3f, wall, roof);
        house(p, cx + r * 0.3f, cy + r * 0.02f, r * 0.3f, wall, roof);
        house(p, cx, cy + r * 0.22f, r * 0.36f, wall, roof);
        value(p, value, cx, cy - r * 0.48f, r * 0.27f, false);
    }

    private static void house(Painter p, float cx, float cy, float s, Color wall, Color roof) {
        p.rect(cx - s * 0.5f, cy - s * 0.5f, s, s * 0.7f, wall);
        p.triangle(cx - s * 0.65f, cy + s * 0.18f, cx, cy + s * 0.75f, cx + s * 0.65f, cy + s * 0.18f, roof);
    }

    public static void monumentTile(Painter p, int value, float cx, float cy, float r) {
        p.hex(cx, cy, r, Palette.hex(0x8C7B55));
        p.hex(cx, cy, r * 0.9f, MONUMENT);
        Color stone = Palette.hex(0x6E5E3E);
        p.rect(cx - r * 0.32f, cy - r * 0.2f, r * 0.64f, r * 0.1f, stone);
        p.triangle(cx - r * 0.14f, cy - r * 0.1f, cx - r * 0.07f, cy + r * 0.5f, cx + r * 0.14f, cy - r * 0.1f, stone);
        p.triangle(cx - r * 0.07f, cy + r * 0.5f, cx + r * 0.07f, cy + r * 0.5f, cx + r * 0.14f, cy - r * 0.1f, stone);
        p.triangle(cx - r * 0.07f, cy + r * 0.5f, cx, cy + r * 0.62f, cx + r * 0.07f, cy + r * 0.5f, stone);
        value(p, value, cx, cy - r * 0.48f, r * 0.27f, false);
    }

    /** The generic art for a base piece: chooses by its attributes (landscape, joker, city, monuments). */
    public static void piece(Painter p, View v, int piece, float cx, float cy, float r) {
        PieceDef d = v.session.rules.pieces().get(piece);
        int value = d.intAttr("value", 0);
        if (d.flag("joker")) jokerTile(p, value, cx, cy, r);
        else if (d.flag("city")) cityTile(p, value, cx, cy, r);
        else if (d.intAttr("monuments", 0) > 0) monumentTile(p, value, cx, cy, r);
        else {
            io.fogisles.base.Landscape l = io.fogisles.base.Landscape.parse(d.stringAttr("landscape"));
            landscapeTile(p, l == null ? 0 : l.ordinal(), value, d.flag("start"), cx, cy, r);
        }
    }

    // ------------------------------------------------------------------ balloons

    /** A hot-air balloon in the seat's colour with the seat's symbol, standing on (cx, cy). */
    public static void balloon(Painter p, View v, int seat, float cx, float cy, float r) {
        Color c = v.seatColour(seat);
        float by = cy + r * 0.35f;
        p.circle(cx + r * 0.12f, cy - r * 0.55f, r * 0.45f, Palette.SHADOW);
        p.line(cx - r * 0.28f, by - r * 0.45f, cx - r * 0.16f, cy - r * 0.5f, Math.max(1, r * 0.06f), Palette.INK);
        p.line(cx + r * 0.28f, by - r * 0.45f, cx + r * 0.16f, cy - r * 0.5f, Math.max(1, r * 0.06f), Palette.INK);
        p.rect(cx - r * 0.2f, cy - r * 0.72f, r * 0.4f, r * 0.26f, Palette.hex(0x7A5230));
        p.circle(cx, by, r * 0.62f, Palette.INK);
        p.triangle(cx - r * 0.45f, by - r * 0.35f, cx, by - r * 0.82f, cx + r * 0.45f, by - r * 0.35f, Palette.INK);
        p.circle(cx, by, r * 0.55f, c);
        p.triangle(cx - r * 0.38f, by - r * 0.35f, cx, by - r * 0.74f, cx + r * 0.38f, by - r * 0.35f, c);
        p.circle(cx - r * 0.2f, by + r * 0.22f, r * 0.12f, Palette.hex(0xFFFFFF, 0.45f));
        io.fogisles.client.core.SeatInfo s = v.seat(seat);
        if (s != null) io.fogisles.client.core.render.Symbols.draw(p, s.symbol(), cx, by, r * 0.26f, Palette.WHITE);
    }

    /** An energy bolt. */
    public static void bolt(Painter p, float cx, float cy, float r, Color c) {
        p.triangle(cx - r * 0.1f, cy + r, cx - r * 0.55f, cy - r * 0.1f, cx + r * 0.15f, cy + r * 0.05f, c);
        p.triangle(cx + r * 0.1f, cy - r, cx + r * 0.55f, cy + r * 0.1f, cx - r * 0.15f, cy - r * 0.05f, c);
    }
}
