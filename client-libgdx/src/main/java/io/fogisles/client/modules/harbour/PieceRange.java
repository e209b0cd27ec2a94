package io.fogisles.client.modules.harbour;

import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.View;
import io.fogisles.kernel.piece.PieceDef;

/** Prints a piece's value, or its range when its owner picks the value (harbour office 1-3). */
public final class PieceRange {
    private PieceRange() {
    }

    public static void text(Painter p, View v, int piece, float cx, float cy, float r) {
        PieceDef d = v.session.rules.pieces().get(piece);
        int lo = d.intAttr("valueMin", d.intAttr("value", 0)), hi = d.intAttr("valueMax", lo);
        String s = lo == hi ? String.valueOf(lo) : lo + "-" + hi;
        p.centered(s, cx, cy, r / (s.length() > 2 ? 24f : 20f), Palette.INK);
    }
}
