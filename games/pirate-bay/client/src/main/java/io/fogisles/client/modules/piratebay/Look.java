package io.fogisles.client.modules.piratebay;

import com.badlogic.gdx.graphics.Color;
import io.fogisles.client.core.SeatInfo;
import io.fogisles.client.core.UiText;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.Symbols;
import io.fogisles.client.core.render.View;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.piratebay.PirateGame;
import io.fogisles.piratebay.Side;
import java.util.List;

/**
 * How Pirate Bay looks, shared by its panels and animations: the cards (land and water sides, resource symbols
 * with their points, the start card framed in gold), the figures (a disc of the seat's colour with its symbol),
 * the resource symbols (a shape each, so colour is never the only cue), card names for the log, and the
 * player's choice to lay a card turned half a turn.
 */
final class Look {
    static final String CELL = "pirate-bay:cell", PLAYER = "pirate-bay:player";
    /** A card's height per its width: north and south are the short sides (portrait cards). */
    static final float TALL = 1.5f;
    private static final Color SAND = Palette.hex(0xE2CF98), GRASS = Palette.hex(0x6DA45A), WATER = Palette.hex(0x3C8FC0),
            WATER_EDGE = Palette.hex(0x2A6E98), BACK = Palette.hex(0x7A4A2A), BACK_EDGE = Palette.hex(0xC89A5A);

    final PirateGame g;
    /** The player wants the selected card turned half a turn (the "Turn" control). */
    boolean turned;
    private final Color tmp = new Color();

    Look(PirateGame g) {
        this.g = g;
    }

    /** A table cell as a target index (x and y within ±2048). */
    static int key(int x, int y) {
        return (x + 2048) * 8192 + (y + 2048);
    }

    static int keyX(int key) {
        return key / 8192 - 2048;
    }

    static int keyY(int key) {
        return key % 8192 - 2048;
    }

    /** "card 12 (gold 2)" or "the start card". */
    static String cardName(PirateGame g, UiText t, int card) {
        if (card < 0 || card >= g.cards.size()) return "?";
        if (card == g.cards.start()) return t.t("card.start");
        StringBuilder pts = new StringBuilder();
        List<String> res = g.rules.resources;
        for (int r = 0; r < res.size(); r++) {
            int n = g.cards.points(card, r);
            if (n <= 0) continue;
            if (pts.length() > 0) pts.append(", ");
            pts.append(t.t("resource." + res.get(r))).append(' ').append(n);
        }
        return t.t("card.name", card) + (pts.length() > 0 ? " (" + pts + ")" : "");
    }

    /** The cards of an event's {@code cards} (an int array in the engine, a list when read back). */
    static int[] cards(GameEvent e) {
        Object raw = e.data().get("cards");
        if (raw instanceof int[] a) return a;
        if (raw instanceof List<?> l) {
            int[] out = new int[l.size()];
            for (int i = 0; i < out.length; i++) out[i] = l.get(i) instanceof Number n ? n.intValue() : -1;
            return out;
        }
        return new int[0];
    }

    private Color a(Color c, float alpha) {
        return tmp.set(c.r, c.g, c.b, c.a * alpha);
    }

    /** A card face up, centred at (cx, cy), {@code w} wide: its land reaching the land sides, its resources in the middle. */
    void card(Painter p, int card, boolean turned, float cx, float cy, float w, float alpha) {
        float h = w * TALL, x = cx - w / 2, y = cy - h / 2, r = Math.max(2, w * 0.08f);
        p.roundRect(x, y, w, h, r, a(WATER, alpha));
        int land = g.cards.land(card, turned);
        float neckW = w * 0.46f, neckH = h * 0.34f;
        p.roundRect(cx - w * 0.32f, cy - h * 0.25f, w * 0.64f, h * 0.5f, r * 1.5f, a(SAND, alpha));
        if ((land & Side.NORTH.bit) != 0) p.rect(cx - neckW / 2, cy, neckW, h / 2, a(SAND, alpha));
        if ((land & Side.SOUTH.bit) != 0) p.rect(cx - neckW / 2, y, neckW, h / 2, a(SAND, alpha));
        if ((land & Side.EAST.bit) != 0) p.rect(cx, cy - neckH / 2, w / 2, neckH, a(SAND, alpha));
        if ((land & Side.WEST.bit) != 0) p.rect(x, cy - neckH / 2, w / 2, neckH, a(SAND, alpha));
        p.roundRect(cx - w * 0.25f, cy - h * 0.19f, w * 0.5f, h * 0.38f, r, a(GRASS, alpha * 0.55f));
        boolean start = card == g.cards.start();
        p.roundFrame(x, y, w, h, r, Math.max(1, w * 0.025f), a(start ? Palette.GOLD : WATER_EDGE, alpha));
        if (start) p.roundFrame(x + 2, y + 2, w - 4, h - 4, r, Math.max(1.5f, w * 0.04f), a(Palette.GOLD, alpha));
        // the resources: a symbol and its points, one line each, in the middle of the land
        List<String> res = g.rules.resources;
        int n = 0;
        for (int i = 0; i < res.size(); i++) if (g.cards.points(card, i) > 0) n++;
        float line = Math.min(h * 0.13f, n <= 2 ? h * 0.16f : h * 0.68f / n), top = cy + line * (n - 1) / 2f, sym = Math.min(w * 0.12f, line * 0.42f);
        float scale = Math.max(0.5f, Math.min(1.25f, line / 17f));
        int k = 0;
        for (int i = 0; i < res.size(); i++) {
            int pts = g.cards.points(card, i);
            if (pts <= 0) continue;
            float ly = top - k++ * line;
            resource(p, res.get(i), cx - w * 0.12f, ly, sym, alpha);
            p.text(String.valueOf(pts), cx + w * 0.02f, ly, scale, a(Palette.INK, alpha), com.badlogic.gdx.utils.Align.left);
        }
    }

    /** A card face down (another player's hand). */
    void back(Painter p, float cx, float cy, float w) {
        float h = w * TALL, r = Math.max(2, w * 0.08f);
        p.roundRect(cx - w / 2, cy - h / 2, w, h, r, BACK);
        p.roundFrame(cx - w / 2 + 3, cy - h / 2 + 3, w - 6, h - 6, r, Math.max(1, w * 0.04f), BACK_EDGE);
        p.circle(cx, cy, w * 0.16f, BACK_EDGE);
    }

    /** A resource's symbol: gold a coin, wood a tree, iron an ingot, water a drop. */
    void resource(Painter p, String id, float cx, float cy, float s, float alpha) {
        switch (id) {
            case "gold" -> {
                p.circle(cx, cy, s, a(Palette.INK, alpha));
                p.circle(cx, cy, s * 0.82f, a(Palette.hex(0xF2C230), alpha));
            }
            case "wood" -> {
                p.rect(cx - s * 0.18f, cy - s, s * 0.36f, s * 0.7f, a(Palette.hex(0x6B4A2A), alpha));
                p.triangle(cx - s, cy - s * 0.45f, cx + s, cy - s * 0.45f, cx, cy + s * 1.05f, a(Palette.hex(0x2F7D3A), alpha));
            }
            case "iron" -> {
                p.rect(cx - s, cy - s * 0.55f, s * 2, s * 1.1f, a(Palette.INK, alpha));
                p.rect(cx - s * 0.8f, cy - s * 0.38f, s * 1.6f, s * 0.76f, a(Palette.hex(0x5A6470), alpha));
            }
            case "water" -> {
                p.circle(cx, cy - s * 0.25f, s * 0.75f, a(Palette.hex(0x2A7FD0), alpha));
                p.triangle(cx - s * 0.7f, cy - s * 0.05f, cx + s * 0.7f, cy - s * 0.05f, cx, cy + s * 1.05f, a(Palette.hex(0x2A7FD0), alpha));
            }
            default -> p.circle(cx, cy, s * 0.8f, a(Palette.SILVER, alpha));
        }
    }

    /** A seat's figure: a disc of its colour with its symbol (colour is never the only cue). */
    static void figure(Painter p, View v, int seat, float cx, float cy, float r) {
        SeatInfo s = v.seat(seat);
        if (s == null) return;
        p.circle(cx + r * 0.12f, cy - r * 0.12f, r, Palette.SHADOW);
        Symbols.badge(p, s.colour(), s.symbol(), cx, cy, r);
    }

    /** The colour of a die face (the resource die's faces are colours). */
    static Color face(String face) {
        return switch (face) {
            case "red" -> Palette.hex(0xD64541);
            case "blue" -> Palette.hex(0x2A7FD0);
            case "black" -> Palette.hex(0x30343A);
            case "yellow" -> Palette.hex(0xF2C230);
            case "green" -> Palette.hex(0x3FA34D);
            default -> Palette.SILVER;
        };
    }

    /** The resource a die face names, or null for red (the next player chooses). */
    static String faceResource(String face) {
        return switch (face) {
            case "blue" -> "water";
            case "black" -> "iron";
            case "yellow" -> "gold";
            case "green" -> "wood";
            default -> null;
        };
    }
}
