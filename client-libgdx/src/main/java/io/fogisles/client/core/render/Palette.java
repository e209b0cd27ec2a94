package io.fogisles.client.core.render;

import com.badlogic.gdx.graphics.Color;
import io.fogisles.client.core.SeatSetup;

/** The client's shared colours (module panels add their own). */
public final class Palette {
    private Palette() {
    }

    public static Color hex(int rgb) {
        return new Color(((rgb >> 16) & 0xFF) / 255f, ((rgb >> 8) & 0xFF) / 255f, (rgb & 0xFF) / 255f, 1f);
    }

    public static Color hex(int rgb, float alpha) {
        Color c = hex(rgb);
        c.a = alpha;
        return c;
    }

    public static final Color SEA_DEEP = hex(0x143A5A);
    public static final Color SEA = hex(0x1F5A80);
    public static final Color SEA_LIGHT = hex(0x2C7AA6);
    public static final Color PANEL = hex(0x0F2233, 0.82f);
    public static final Color PANEL_EDGE = hex(0x6FA8C9, 0.55f);
    public static final Color INK = hex(0x15202B);
    public static final Color TEXT = hex(0xF3F6F8);
    public static final Color TEXT_DIM = hex(0xA9BCCB);
    public static final Color GOLD = hex(0xF0C24B);
    public static final Color SILVER = hex(0xC7D1DA);
    public static final Color HIGHLIGHT = hex(0xFFE066);
    public static final Color HIGHLIGHT_SOFT = hex(0xFFE066, 0.35f);
    public static final Color SOURCE = hex(0x7CE0FF);
    public static final Color SELECTED = hex(0xFFFFFF);
    public static final Color FOCUS = hex(0xFF7BD0);
    public static final Color SHADOW = hex(0x000000, 0.35f);
    public static final Color WHITE = hex(0xFFFFFF);
    public static final Color ENERGY = hex(0xFFB02E);
    public static final Color DANGER = hex(0xE8553B);

    public static Color seat(SeatSetup.PlayerColour c) {
        return hex(c.rgb);
    }
}
