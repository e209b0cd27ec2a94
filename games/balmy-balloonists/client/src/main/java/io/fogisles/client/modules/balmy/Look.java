package io.fogisles.client.modules.balmy;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.utils.Align;
import io.fogisles.balmy.Altitude;
import io.fogisles.balmy.BalmyGame;
import io.fogisles.balmy.Decks;
import io.fogisles.client.core.SeatInfo;
import io.fogisles.client.core.Session;
import io.fogisles.client.core.UiText;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.Symbols;
import io.fogisles.client.core.render.View;

/**
 * How Balmy Balloonists looks, shared by its panels and animations: the balloons (an envelope in the seat's colour
 * with its symbol, a basket, a "2" on a player's second balloon, the altitude as stacked markers), the local wind
 * cards (a row per altitude with arrows north or south), advantage cards and permits, chips, and the names of
 * balloons and cards in words. It also holds the player's choice of how a picked-up card is used (move, bad luck,
 * quadrant card), which the hand panel switches and the map reads.
 */
final class Look {
    /** A balloon as a target: {@code new Spot(BALLOON, use, balloon)}; a card target other than a balloon (the storm): {@code Spot(TARGET, 0, i)}. */
    static final String BALLOON = "balmy:balloon", TARGET = "balmy:target";
    static final Color CARD = Palette.hex(0xF4EEDC), CARD_EDGE = Palette.hex(0x8A7A5A), NORTH = Palette.hex(0x2A7FD0), SOUTH = Palette.hex(0xD9822B),
            ADVANTAGE = Palette.hex(0xDDEBF7), PERMIT = Palette.hex(0xF2D45C), BACK = Palette.hex(0x3C6E8F), BACK_EDGE = Palette.hex(0xA8D0E6),
            GAS = Palette.hex(0x9AD0F0), BALLAST = Palette.hex(0xB08A5A), FUEL = Palette.hex(0xE0533C), BAD_LUCK = Palette.hex(0x7A3FA0);

    final BalmyGame g;
    /** How the picked-up card is to be used: {@link BalmyGame#USE_MOVE}, {@code USE_BAD_LUCK} or {@code USE_QUADRANT}. */
    int use;
    private final Color tmp = new Color();

    Look(BalmyGame g) {
        this.g = g;
    }

    Color a(Color c, float alpha) {
        return tmp.set(c.r, c.g, c.b, c.a * alpha);
    }

    // ------------------------------------------------------------------ words

    /** "Red’s balloon", or "Red’s balloon 2" for a player's second balloon. */
    static String balloonName(BalmyGame g, Session s, int b) {
        if (b < 0 || b >= g.rules.balloons) return "?";
        String seat = s.seatName(g.owner(b));
        return g.rules.perSeat == 1 ? s.text.t("balmy.balloon", seat) : s.text.t("balmy.balloon.n", seat, g.rules.slot(b) + 1);
    }

    /** A card in words: "local wind card w07", "permit: China", "quadrant card q03". */
    static String cardName(BalmyGame g, UiText t, int card) {
        Decks d = g.decks;
        if (card < 0 || card >= d.size) return t.t("balmy.card.hidden");
        if (d.isAdvantage(card)) return t.t("advantage." + d.advantageType(card));
        if (d.isBadLuck(card)) return t.t("badluck." + d.badLuckKinds().get(d.badLuckKind(card)));
        if (d.isQuadrant(card)) return t.t("balmy.card.quadrant", d.id(card));
        return t.t("balmy.card.wind", move(t, d.move(card, Altitude.HIGH)), move(t, d.move(card, Altitude.MEDIUM)), move(t, d.move(card, Altitude.LOW)));
    }

    /** A local wind card's move at one altitude in words: "1 north", "2 south", "–". */
    static String move(UiText t, int lanes) {
        return lanes == 0 ? "–" : t.t(lanes < 0 ? "balmy.move.north" : "balmy.move.south", Math.abs(lanes));
    }

    static String altitude(UiText t, int altitude) {
        return altitude < 0 || altitude > Altitude.HIGH ? "?" : t.t("altitude." + altitude);
    }

    // ------------------------------------------------------------------ balloons

    /**
     * A balloon centred at (cx, cy) with an envelope of radius r: the seat's colour and symbol, a "2" on the basket of
     * a second balloon, its altitude as markers stacked beside the basket (none on the ground).
     */
    void balloon(Painter p, View v, int b, float cx, float cy, float r, int altitude, float alpha) {
        SeatInfo seat = v.seat(g.owner(b));
        if (seat == null) return;
        Color colour = Palette.seat(seat.colour());
        boolean grounded = altitude == Altitude.GROUNDED;
        float ey = cy + r * 0.25f;
        p.circle(cx + r * 0.15f, ey - r * 0.15f, r, a(Palette.SHADOW, alpha));
        // ropes and basket
        float by = cy - r * 0.95f, bw = r * 0.7f, bh = r * 0.45f;
        p.line(cx - r * 0.55f, ey - r * 0.7f, cx - bw / 2, by + bh, Math.max(1, r * 0.08f), a(Palette.INK, alpha));
        p.line(cx + r * 0.55f, ey - r * 0.7f, cx + bw / 2, by + bh, Math.max(1, r * 0.08f), a(Palette.INK, alpha));
        p.rect(cx - bw / 2, by, bw, bh, a(Palette.hex(0x7A5230), alpha));
        p.circle(cx, ey, r, a(seat.colour().dark() ? Palette.SILVER : Palette.INK, alpha));
        p.circle(cx, ey, r * 0.87f, a(colour, alpha));
        Symbols.draw(p, seat.symbol(), cx, ey, r * 0.45f, a(seat.colour().light() ? Palette.INK : Palette.WHITE, alpha));
        if (g.rules.perSeat > 1 && g.rules.slot(b) == 1) {
            p.circle(cx + r * 0.75f, ey + r * 0.7f, r * 0.42f, a(Palette.WHITE, alpha));
            p.centered("2", cx + r * 0.75f, ey + r * 0.7f, Math.max(0.45f, r / 24f), a(Palette.INK, alpha));
        }
        if (grounded) {
            p.rect(cx - r, by - r * 0.12f, 2 * r, Math.max(1.5f, r * 0.12f), a(Palette.hex(0x5A3E22), alpha));
            return;
        }
        markers(p, cx + bw / 2 + r * 0.2f, by, r * 0.5f, altitude, alpha);
    }

    /** The altitude markers: {@code altitude} white bars stacked up from (x, y), each {@code w} wide. */
    void markers(Painter p, float x, float y, float w, int altitude, float alpha) {
        float h = Math.max(2, w * 0.38f);
        for (int i = 0; i < altitude; i++) {
            p.rect(x, y + i * (h + 1), w, h, a(Palette.WHITE, alpha));
            p.rect(x, y + i * (h + 1), w, Math.max(1, h * 0.3f), a(Palette.INK, alpha * 0.5f));
        }
    }

    // ------------------------------------------------------------------ cards

    /** A card face up, centred at (cx, cy), {@code w} wide and {@code h} high: what kind of card decides its face. */
    void card(Painter p, View v, int card, float cx, float cy, float w, float h, float alpha) {
        Decks d = g.decks;
        if (d.isWind(card)) wind(p, card, cx, cy, w, h, alpha);
        else if (d.isAdvantage(card)) advantage(p, v, card, cx, cy, w, h, alpha);
        else back(p, cx, cy, w, h);
    }

    /**
     * A local wind card: a row per altitude, high at the top, each with its altitude markers on the left and its move
     * as arrows (up: north, towards the pole, blue; down: south, orange; one or two) or a dash; the symbol ("?" bad luck,
     * a small quadrant cross) in the top corner.
     */
    void wind(Painter p, int card, float cx, float cy, float w, float h, float alpha) {
        float x = cx - w / 2, y = cy - h / 2, r = Math.max(2, w * 0.08f);
        p.roundRect(x, y, w, h, r, a(CARD, alpha));
        p.roundFrame(x, y, w, h, r, Math.max(1, w * 0.03f), a(CARD_EDGE, alpha));
        Decks d = g.decks;
        float top = y + h * 0.78f, rowH = h * 0.22f;
        int symbol = d.symbol(card);
        float sr = w * 0.12f;
        if (symbol == Decks.BAD_LUCK) {
            p.circle(x + w - sr * 1.5f, y + h - sr * 1.5f, sr, a(BAD_LUCK, alpha));
            p.centered("?", x + w - sr * 1.5f, y + h - sr * 1.5f, Math.max(0.4f, w / 70f), a(Palette.WHITE, alpha));
        } else if (symbol == Decks.QUADRANT) {
            float qx = x + w - sr * 1.5f, qy = y + h - sr * 1.5f;
            p.circle(qx, qy, sr, a(Palette.hex(0x2F7D3A), alpha));
            p.rect(qx - sr * 0.7f, qy - sr * 0.1f, sr * 1.4f, sr * 0.2f, a(Palette.WHITE, alpha));
            p.rect(qx - sr * 0.1f, qy - sr * 0.7f, sr * 0.2f, sr * 1.4f, a(Palette.WHITE, alpha));
        }
        for (int alt = Altitude.HIGH; alt >= Altitude.LOW; alt--) {
            float ry = top - (Altitude.HIGH - alt) * rowH - rowH / 2;
            markers(p, x + w * 0.1f, ry - rowH * 0.35f, w * 0.2f, alt, alpha * 0.9f);
            int move = d.move(card, alt);
            float ax = x + w * 0.62f, s = Math.min(rowH * 0.42f, w * 0.15f);
            if (move == 0) {
                p.rect(ax - s, ry - Math.max(1, s * 0.15f), 2 * s, Math.max(2, s * 0.3f), a(Palette.INK, alpha));
                continue;
            }
            int n = Math.abs(move);
            for (int i = 0; i < n; i++) {
                float ox = ax + (i - (n - 1) / 2f) * s * 2.1f;
                if (move < 0) p.triangle(ox - s, ry - s * 0.8f, ox + s, ry - s * 0.8f, ox, ry + s * 0.9f, a(NORTH, alpha));
                else p.triangle(ox - s, ry + s * 0.8f, ox + s, ry + s * 0.8f, ox, ry - s * 0.9f, a(SOUTH, alpha));
            }
        }
    }

    /** An advantage card: its name on a light blue card (a permit: yellow, with the zone's name). */
    void advantage(Painter p, View v, int card, float cx, float cy, float w, float h, float alpha) {
        Decks d = g.decks;
        boolean permit = d.advantageKind(card) == Decks.PERMIT;
        float x = cx - w / 2, y = cy - h / 2, r = Math.max(2, w * 0.08f);
        p.roundRect(x, y, w, h, r, a(permit ? PERMIT : ADVANTAGE, alpha));
        p.roundFrame(x, y, w, h, r, Math.max(1, w * 0.03f), a(CARD_EDGE, alpha));
        String title = v.t("advantage." + d.advantageType(card));
        float scale = Math.max(0.42f, Math.min(0.7f, w / 80f));
        p.wrapped(title, x + w * 0.08f, y + h - h * 0.1f, w * 0.84f, scale, a(Palette.INK, alpha));
        if (d.advantageKind(card) == Decks.FAVOURABLE_WINDS) {
            float s = w * 0.11f, ay = y + h * 0.25f;
            p.triangle(cx - w * 0.22f - s, ay - s * 0.8f, cx - w * 0.22f + s, ay - s * 0.8f, cx - w * 0.22f, ay + s, a(NORTH, alpha));
            p.triangle(cx + w * 0.22f - s, ay + s * 0.8f, cx + w * 0.22f + s, ay + s * 0.8f, cx + w * 0.22f, ay - s, a(SOUTH, alpha));
        }
    }

    /** A card face down. */
    void back(Painter p, float cx, float cy, float w, float h) {
        float r = Math.max(2, w * 0.08f);
        p.roundRect(cx - w / 2, cy - h / 2, w, h, r, BACK);
        p.roundFrame(cx - w / 2 + 2, cy - h / 2 + 2, w - 4, h - 4, r, Math.max(1, w * 0.04f), BACK_EDGE);
        p.circle(cx, cy, w * 0.16f, BACK_EDGE);
    }

    /** A lit frame around a card (what may be picked up, where it may go, what is picked up). */
    static void mark(Painter p, View.Mark m, float cx, float cy, float w, float h) {
        if (m == View.Mark.NONE) return;
        Color c = switch (m) {
            case SOURCE -> Palette.SOURCE;
            case SELECTED -> Palette.SELECTED;
            case FOCUS -> Palette.FOCUS;
            default -> Palette.HIGHLIGHT;
        };
        p.roundFrame(cx - w / 2 - 3, cy - h / 2 - 3, w + 6, h + 6, 6, m == View.Mark.SOURCE ? 2 : 3.5f, c);
    }

    /** A lit ring around a balloon or the storm (a place a card may go, what the keys walk to). */
    static void markRing(Painter p, View.Mark m, float cx, float cy, float r) {
        if (m == View.Mark.NONE) return;
        Color c = switch (m) {
            case SOURCE -> Palette.SOURCE;
            case SELECTED -> Palette.SELECTED;
            case FOCUS -> Palette.FOCUS;
            default -> Palette.HIGHLIGHT;
        };
        p.ring(cx, cy, r, m == View.Mark.SOURCE ? 2 : 3.5f, c);
    }

    /** A chip: a small disc of its colour with its count beside it; returns the x after it. */
    static float chip(Painter p, Color c, int count, float x, float y, float r) {
        p.circle(x + r, y, r, Palette.INK);
        p.circle(x + r, y, r * 0.8f, c);
        p.text(String.valueOf(count), x + 2 * r + 3, y, 0.78f, Palette.TEXT, Align.left);
        return x + 2 * r + 3 + 16;
    }
}
