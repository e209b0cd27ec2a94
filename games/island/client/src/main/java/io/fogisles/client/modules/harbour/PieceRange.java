package io.fogisles.client.modules.harbour;

import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.View;
import io.fogisles.kernel.piece.PieceDef;

/** Prints a piece's value, or its range when its owner picks the value (harbour office 1-3). */
public final class PieceRange {
    private PieceRange() {
    }

    /** The value (or range) in a small white pill centred at (cx, cy); {@code r} is the tile's radius. */
    public static void text(Painter p, View v, int piece, float cx, float cy, float r) {
        PieceDef d = v.session.rules.pieces().get(piece);
        int lo = d.intAttr("valueMin", d.intAttr("value", 0)), hi = d.intAttr("valueMax", lo);
        String s = lo == hi ? String.valueOf(lo) : lo + "-" + hi;
        float scale = r / 40f;
        float h = r * 0.4f, w = Math.max(h, p.textWidth(s, scale) + r * 0.22f);
        p.roundRect(cx - w / 2, cy - h / 2, w, h, h / 2, Palette.hex(0xFFFFFF, 0.92f));
        p.centered(s, cx, cy, scale, Palette.INK);
    }
}
