package io.fogisles.client.modules.nebelwind;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.utils.Align;
import io.fogisles.client.core.SeatInfo;
import io.fogisles.client.core.SeatSetup;
import io.fogisles.client.core.Session;
import io.fogisles.client.core.UiText;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.View;
import io.fogisles.nebelwind.NebelData;
import io.fogisles.nebelwind.NebelGame;
import java.util.ArrayList;
import java.util.List;

/**
 * How Nebelwind looks, shared by its panels: the targets' ids, the colours of regions, cargo and resources, the
 * colour of every participant (a person's seat colour; an automaton takes a colour no seat uses, as its chips do in
 * the box), an action chip, a resource pip, and the names of ports, characters, cargo and participants in words.
 */
final class Look {
    /** A numbered space: {@code Spot(SPACE, area, space index 0–4)}; a chip in a seat's hand: {@code Spot(CHIP, seat, chip number)}. */
    static final String SPACE = "nebelwind:space", CHIP = "nebelwind:chip", PORT = "nebelwind:port", WHALE = "nebelwind:whale", RESOURCE = "nebelwind:resource",
            TILE = "nebelwind:tile";
    static final Color WATER = Palette.hex(0x2B5F7E), MIST = Palette.hex(0xD6E4EC, 0.10f), ROUTE = Palette.hex(0xBFD6E2, 0.55f), CARD = Palette.hex(0xF2ECDC),
            CARD_EDGE = Palette.hex(0x8A7A5A), BANK = Palette.hex(0x8FB8C8);
    private static final int[] REGIONS = {0x4E9A4A, 0xA9B4BE, 0x9A6B3E, 0x8A5AA8};
    private static final int[] CARGO = {0x3A3A3A, 0xC9A77A, 0x6F4A2E, 0xD0507A, 0x1E1E28, 0xE8E8E8};
    private static final int[] RESOURCES = {0x9B6A3C, 0x8FA3B0, 0xF0C24B, 0xF08A7A};

    final NebelGame g;
    private final Color tmp = new Color();

    Look(NebelGame g) {
        this.g = g;
    }

    static Color region(int r) {
        return r < 0 ? BANK : Palette.hex(REGIONS[r % REGIONS.length]);
    }

    static Color cargo(int k) {
        return Palette.hex(CARGO[Math.floorMod(k, CARGO.length)]);
    }

    static Color resource(int r) {
        return Palette.hex(RESOURCES[r & 3]);
    }

    Color a(Color c, float alpha) {
        return tmp.set(c.r, c.g, c.b, c.a * alpha);
    }

    // ------------------------------------------------------------------ participants

    /** The colours the automata take: those no seat has, in the colours' order. */
    static List<SeatSetup.PlayerColour> automataColours(Session s) {
        List<SeatSetup.PlayerColour> out = new ArrayList<>(List.of(SeatSetup.PlayerColour.values()));
        for (SeatInfo i : s.seats) out.remove(i.colour());
        return out;
    }

    /** The colour of a participant (a place in the turn order): its seat's, or an automaton's own. */
    Color participantColour(Session s, int participant) {
        if (participant < 0 || participant >= g.rules.participants) return Palette.SILVER;
        int seat = g.rules.seatOf[participant];
        if (seat >= 0) return Palette.seat(s.seat(seat).colour());
        List<SeatSetup.PlayerColour> free = automataColours(s);
        int k = automatonNumber(participant) - 1;
        return free.isEmpty() ? Palette.SILVER : Palette.seat(free.get(k % free.size()));
    }

    /** 1 for the first automaton in turn order, 2 for the second, …. */
    int automatonNumber(int participant) {
        int n = 0;
        for (int p = 0; p <= participant; p++) if (g.rules.isAutomaton(p)) n++;
        return n;
    }

    /** A participant's name: the seat's colour, or "Automaton 2". */
    String participantName(Session s, int participant) {
        if (participant < 0 || participant >= g.rules.participants) return "?";
        int seat = g.rules.seatOf[participant];
        return seat >= 0 ? s.seatName(seat) : s.text.t("nebelwind.automaton", automatonNumber(participant));
    }

    // ------------------------------------------------------------------ words

    static String portName(NebelData d, UiText t, int port) {
        if (port < 0 || port >= d.ports.size()) return "?";
        NebelData.Port p = d.ports.get(port);
        if (p.kind() == NebelData.BANK) return t.t("nebelwind.port." + p.id());
        String region = t.t("nebelwind.region." + d.regions.get(p.region()));
        if (p.kind() == NebelData.CAPITAL) return t.t("nebelwind.port.capital", region);
        return t.t("nebelwind.port.territory", region, offers(d, t, p.offers()));
    }

    /** What a port offers in words: a cargo, krill, or nothing. */
    static String offers(NebelData d, UiText t, int offers) {
        if (offers == NebelData.OFFERS_KRILL) return t.t("nebelwind.resource.krill");
        return offers < 0 ? "-" : t.t("nebelwind.cargo." + d.cargo.get(offers));
    }

    static String portName(NebelData d, UiText t, String id) {
        for (int p = 0; p < d.ports.size(); p++) if (d.ports.get(p).id().equals(id)) return portName(d, t, p);
        return id;
    }

    static String characterName(UiText t, String id) {
        return t.has("nebelwind.character." + id) ? t.t("nebelwind.character." + id) : id;
    }

    /** Goods in words: "2 wood, 1 krill". */
    static String goods(UiText t, int[] goods) {
        List<String> parts = new ArrayList<>();
        for (int r = 0; r < 4; r++) if (goods[r] != 0) parts.add(goods[r] + " " + t.t("nebelwind.resource." + NebelData.RESOURCES.get(r)));
        return parts.isEmpty() ? "-" : String.join(", ", parts);
    }

    /** The first resource a goods list gives (a demand tile's bonus is one kind), or −1. */
    static int firstResource(int[] goods) {
        for (int r = 0; r < 4; r++) if (goods[r] > 0) return r;
        return -1;
    }

    // ------------------------------------------------------------------ drawing

    /** An action chip: a disc of the participant's colour with its number; {@code hidden}: face down (no number). */
    void chip(Painter p, Color colour, int number, float cx, float cy, float r, boolean hidden) {
        p.circle(cx + r * 0.12f, cy - r * 0.12f, r, Palette.SHADOW);
        p.circle(cx, cy, r, Palette.INK);
        p.circle(cx, cy, r * 0.86f, hidden ? Palette.hex(0x4A5560) : colour);
        if (!hidden) p.centered(String.valueOf(number), cx, cy, Math.max(0.45f, r / 13f), light(colour) ? Palette.INK : Palette.WHITE);
    }

    static boolean light(Color c) {
        return c.r * 0.3f + c.g * 0.59f + c.b * 0.11f > 0.6f;
    }

    /** A resource pip with its count beside it; returns the x after it. */
    static float pip(Painter p, int resource, int count, float x, float y, float r, float scale) {
        p.roundRect(x, y - r, 2 * r, 2 * r, r * 0.4f, resource(resource));
        p.roundFrame(x, y - r, 2 * r, 2 * r, r * 0.4f, 1, Palette.INK);
        p.text(String.valueOf(count), x + 2 * r + 3, y, scale, Palette.TEXT, Align.left);
        return x + 2 * r + 4 + p.textWidth(String.valueOf(count), scale) + 6;
    }

    /** A lit frame around a rectangle (a target, a picked-up source). */
    static void mark(Painter p, View.Mark m, float x, float y, float w, float h) {
        if (m == View.Mark.NONE) return;
        p.roundFrame(x - 3, y - 3, w + 6, h + 6, 6, m == View.Mark.SOURCE ? 2 : 3.5f, markColour(m));
    }

    static void markRing(Painter p, View.Mark m, float cx, float cy, float r) {
        if (m == View.Mark.NONE) return;
        p.ring(cx, cy, r, m == View.Mark.SOURCE ? 2 : 3.5f, markColour(m));
    }

    static Color markColour(View.Mark m) {
        return switch (m) {
            case SOURCE -> Palette.SOURCE;
            case SELECTED -> Palette.SELECTED;
            case FOCUS -> Palette.FOCUS;
            default -> Palette.HIGHLIGHT;
        };
    }

    /** Text scaled down to fit a width (never cut). */
    static void fitted(Painter p, String s, float x, float y, float width, float scale, Color c, int align) {
        float w = p.textWidth(s, scale);
        if (w > width && w > 0) scale = Math.max(0.3f, scale * width / w);
        p.text(s, x, y, scale, c, align);
    }
}
