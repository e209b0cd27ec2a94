package io.fogisles.client.core.render;

import com.badlogic.gdx.graphics.Color;
import io.fogisles.client.core.SeatSetup;

/** The seat symbols (colour is never the only cue): drawn on balloons, name plates and owned tiles. */
public final class Symbols {
    private Symbols() {
    }

    public static void draw(Painter p, SeatSetup.PlayerSymbol s, float cx, float cy, float r, Color c) {
        switch (s) {
            case CIRCLE -> p.circle(cx, cy, r * 0.8f, c);
            case TRIANGLE -> p.polygon(cx, cy - r * 0.12f, r * 1.0f, 3, 90, c);
            case SQUARE -> p.rect(cx - r * 0.7f, cy - r * 0.7f, r * 1.4f, r * 1.4f, c);
            case DIAMOND -> p.polygon(cx, cy, r * 0.95f, 4, 90, c);
            case STAR -> p.star(cx, cy, r * 1.05f, c);
            case CROSS -> {
                p.rect(cx - r * 0.25f, cy - r * 0.85f, r * 0.5f, r * 1.7f, c);
                p.rect(cx - r * 0.85f, cy - r * 0.25f, r * 1.7f, r * 0.5f, c);
            }
        }
    }

    /** The symbol in white (ink on a light colour) on a disc of the seat's colour with a dark rim (light on a dark colour). */
    public static void badge(Painter p, SeatSetup.PlayerColour colour, SeatSetup.PlayerSymbol s, float cx, float cy, float r) {
        p.circle(cx, cy, r, colour.dark() ? Palette.SILVER : Palette.INK);
        p.circle(cx, cy, r * 0.86f, Palette.seat(colour));
        draw(p, s, cx, cy, r * 0.48f, colour.light() ? Palette.INK : Palette.WHITE);
    }
}
