package io.fogisles.client.modules.nebelwind;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.utils.Align;
import io.fogisles.client.core.UiText;
import io.fogisles.client.core.render.At;
import io.fogisles.client.core.render.ContentKey;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.Panel;
import io.fogisles.client.core.render.Region;
import io.fogisles.client.core.render.View;
import io.fogisles.client.core.view.Target;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.state.IntVar;
import io.fogisles.nebelwind.NebelAction;
import io.fogisles.nebelwind.NebelData;
import io.fogisles.nebelwind.NebelGame;
import io.fogisles.nebelwind.NebelRules;
import io.fogisles.nebelwind.NebelState;

/**
 * The four areas a chip goes to (N4.3), a row each with its five numbered spaces: the resource tableau (what each
 * space gives), the worker tableau (what each space does), the character row (the card at each space: its name, kind
 * and cost) and the harbour row (each card's port and round-end bonus). The chip on a space lies on it in its
 * participant's colour; on a harbour card the top chip with the stack's height. A space the person's chip may go to
 * is lit and clicked.
 */
final class SpacesPanel extends Panel {
    private final NebelGame g;
    private final Look look;

    SpacesPanel(NebelGame g, Look look) {
        this.g = g;
        this.look = look;
    }

    @Override
    public String id() {
        return "nebelwind:spaces";
    }

    @Override
    public Region region() {
        return Region.SEAT_TOP;
    }

    @Override
    public float pref(float across, View v) {
        return 26 + 4 * rowH();
    }

    private float rowH() {
        return compact ? 40 : 50;
    }

    @Override
    public Object contentKey(View v) {
        return new ContentKey().add(v.session.version()).add(v.session.text.lang().hashCode());
    }

    private float labelW() {
        return Math.min(120, bounds.w * 0.16f);
    }

    private float spaceW() {
        return (bounds.w - labelW() - 16 - 4 * 5) / 5;
    }

    private float spaceX(int i) {
        return bounds.x + 8 + labelW() + i * (spaceW() + 5);
    }

    private float rowTop(int area) {
        return bounds.top() - 24 - area * rowH();
    }

    @Override
    public void draw(Painter p, View v) {
        frame(p, v.t("nebelwind.spaces", v.session.round(), g.rules.rounds));
        GameState s = v.session.state();
        for (int area = 0; area < 4; area++) {
            float top = rowTop(area), h = rowH() - 5;
            Look.fitted(p, v.t("nebelwind.area." + NebelAction.AREAS.get(area)), bounds.x + 10, top - h / 2, labelW() - 6, 0.78f, Palette.TEXT_DIM, Align.left);
            for (int i = 0; i < NebelState.SPACES; i++) space(p, v, s, area, i, spaceX(i), top - h, spaceW(), h);
        }
    }

    private void space(Painter p, View v, GameState s, int area, int i, float x, float y, float w, float h) {
        NebelState st = g.state;
        NebelData d = g.data;
        int card = area == NebelState.CHARACTER ? s.get(st.characterSpace, 0, i) : area == NebelState.HARBOUR ? s.get(st.harbourSpace, 0, i) : 0;
        boolean empty = card < 0;
        Color face = area == NebelState.RESOURCE ? Palette.hex(0xE6DDC4) : area == NebelState.WORKER ? Palette.hex(0xD8E2E8) : Look.CARD;
        p.roundRect(x, y, w, h, 5, empty ? Palette.hex(0x33475A) : face);
        p.roundFrame(x, y, w, h, 5, 1.2f, Look.CARD_EDGE);
        Color ink = Palette.INK;
        float scale = compact ? 0.56f : 0.64f, num = Math.min(16, h * 0.36f);
        // the space's number at the top left; a chip played there lies on it (it bears the same number)
        float[] c = chipAt(area, i);
        boolean chipShown = !v.hidden(chipKey(area, i)) && chipOn(p, v, s, area, i, c[0], c[1], c[2]);
        if (!chipShown) {
            p.circle(x + num * 0.7f, y + h - num * 0.7f, num * 0.55f, Palette.hex(0x2F3A44));
            p.centered(String.valueOf(i + 1), x + num * 0.7f, y + h - num * 0.7f, Math.max(0.45f, num / 26f), Palette.WHITE);
        }
        // the band at the top holds the number (left) and the chip (right); what the space is lies below and between
        float tx = x + num * 1.5f, tw = w - num * 1.5f - 4, line1 = y + h - num * 0.7f, line2 = y + h * 0.3f;
        switch (area) {
            case NebelState.RESOURCE -> {
                if (g.rules.bSide) { // N14.1–N14.5: the B side's spaces say what they do (texts of module nebelwind-b-side)
                    lines(p, spaceText(g.rules, v.session.text, area, i), x, y, w, h, num, ink);
                    break;
                }
                float px = x + 5;
                int[] goods = g.rules.resourceTableau[i];
                for (int r = 0; r < 4; r++) if (goods[r] > 0 && px < x + w - 20) px = pips(p, r, goods[r], px, line2, Math.min(6, h * 0.12f), scale);
            }
            case NebelState.WORKER -> lines(p, spaceText(g.rules, v.session.text, area, i), x, y, w, h, num, ink); // N14.6–N14.10 on the B side
            case NebelState.CHARACTER -> {
                if (empty) break;
                NebelData.Character ch = d.characters.get(st.character(card));
                Look.fitted(p, Look.characterName(v.session.text, ch.id()), tx, line1, tw, scale, ink, Align.left);
                Look.fitted(p, v.t("nebelwind.kind." + NebelData.KINDS.get(ch.kind())) + "  " + Look.goods(v.session.text, ch.cost()), x + 4, line2, w - 8, scale * 0.85f,
                        Palette.hex(0x5A4A2A), Align.left);
                Look.mark(p, v.mark(new Target.Piece(card)), x, y, w, h);
            }
            default -> {
                if (empty) break;
                NebelData.Harbour hb = d.harbours.get(st.harbour(card));
                Look.fitted(p, Look.portName(d, v.session.text, hb.port()), tx, line1, tw, scale, ink, Align.left);
                Look.fitted(p, Look.goods(v.session.text, hb.bonus()), x + 4, line2, w - 8, scale * 0.85f, Palette.hex(0x2A4A5A), Align.left);
            }
        }
        Look.mark(p, v.mark(NebelBinder.space(area, i)), x, y, w, h);
    }

    /** A tableau space's two lines of text below its number. */
    private void lines(Painter p, String[] text, float x, float y, float w, float h, float num, Color ink) {
        float below = h - num * 1.4f, ws = compact ? 0.5f : 0.56f;
        Look.fitted(p, text[0], x + 4, y + below * 0.72f, w - 8, ws, ink, Align.left);
        Look.fitted(p, text[1], x + 4, y + below * 0.26f, w - 8, ws, ink, Align.left);
    }

    /**
     * The two lines of a worker space (either side) or a B-side resource space (keys {@code nebelwind.worker.N},
     * {@code nebelwind.worker-b.N}, {@code nebelwind.resource-b.N} and their {@code .more}), with the numbers the game
     * plays by filled in from its parameters, so that a changed data file or house rule is what the space says.
     */
    static String[] spaceText(NebelRules r, UiText t, int area, int i) {
        boolean worker = area == NebelState.WORKER;
        String key = (worker ? r.bSide ? "nebelwind.worker-b." : "nebelwind.worker." : "nebelwind.resource-b.") + (i + 1);
        Object[] args = worker ? r.bSide ? bWorkerNumbers(r.b, i) : workerNumbers(r, i) : bResourceNumbers(r.b, t, i);
        return new String[] {t.t(key, args), t.t(key + ".more", args)};
    }

    /** N5.5–N5.9: the A side's worker spaces. */
    private static Object[] workerNumbers(NebelRules r, int i) {
        return switch (i) {
            case 1 -> new Object[] {r.outpostPrice, r.whalePrice};
            case 2 -> new Object[] {r.workerSail};
            case 3 -> new Object[] {r.workerKrill};
            case 4 -> new Object[] {r.harbourBonusPrice};
            default -> new Object[0];
        };
    }

    /** N14.6–N14.10. */
    private static Object[] bWorkerNumbers(NebelRules.BSideNumbers b, int i) {
        return switch (i) {
            case 1 -> new Object[] {b.outpostPrice(), b.occupiedFee()};
            case 2 -> new Object[] {b.freeSail()};
            case 3 -> new Object[] {b.startKrill(), b.swaps()};
            case 4 -> new Object[] {b.copyFee()};
            default -> new Object[0];
        };
    }

    /** N14.1–N14.5 (space 4's goods are "{0} of each" where the four are alike, else listed). */
    private static Object[] bResourceNumbers(NebelRules.BSideNumbers b, UiText t, int i) {
        return switch (i) {
            case 0 -> new Object[] {b.namedTake()};
            case 1 -> new Object[] {Look.goods(t, b.resource2())};
            case 2 -> new Object[] {Look.goods(t, b.resource3())};
            case 3 -> new Object[] {java.util.Arrays.stream(b.resource4()).distinct().count() == 1 ? t.t("nebelwind.each", b.resource4()[0]) : Look.goods(t, b.resource4()), b.fromLeft()};
            default -> new Object[] {b.fiveFirst(), b.fiveSecond()};
        };
    }

    /** The animation key of the chip on a space (hidden while its placing waits to be shown). */
    static String chipKey(int area, int i) {
        return "nebelwind:chip:" + area + ":" + i;
    }

    /** Where the chip on a space lies (on the space's number): centre and radius. */
    float[] chipAt(int area, int i) {
        float h = rowH() - 5, x = spaceX(i), y = rowTop(area) - h, num = Math.min(16, h * 0.36f);
        return new float[] {x + num * 0.7f, y + h - num * 0.7f, num * 0.62f};
    }

    private static float pips(Painter p, int r, int n, float x, float y, float size, float scale) {
        return Look.pip(p, r, n, x, y, size, scale) - 2;
    }

    /** The chip on a space (a harbour card: the top one over the others of its stack, one disc a chip); false when the space is free. */
    private boolean chipOn(Painter p, View v, GameState s, int area, int i, float cx, float cy, float r) {
        NebelState st = g.state;
        IntVar var = switch (area) {
            case NebelState.RESOURCE -> st.resourceSpace;
            case NebelState.WORKER -> st.workerSpace;
            case NebelState.CHARACTER -> st.characterChip;
            default -> st.harbourTop;
        };
        int mark = s.get(var, 0, i);
        if (mark <= 0) return false;
        int below = area == NebelState.HARBOUR ? Math.max(0, s.get(st.harbourCount, 0, i) - 1) : 0;
        for (int k = below; k >= 1; k--) {
            p.circle(cx + k * 2.5f, cy - k * 2.5f, r, Palette.INK);
            p.circle(cx + k * 2.5f, cy - k * 2.5f, r * 0.86f, Palette.hex(0x8A96A0));
        }
        look.chip(p, look.participantColour(v.session, mark - 1), i + 1, cx, cy, r, false);
        return true;
    }

    @Override
    public Target hit(View v, float x, float y) {
        if (!bounds.contains(x, y)) return null;
        for (int area = 0; area < 4; area++) {
            float top = rowTop(area), h = rowH() - 5;
            if (y > top || y < top - h) continue;
            for (int i = 0; i < NebelState.SPACES; i++) {
                float sx = spaceX(i);
                if (x < sx || x > sx + spaceW()) continue;
                Target space = NebelBinder.space(area, i);
                if (area == NebelState.CHARACTER) { // the card on the space: kept or used elsewhere, but lit here when it is a target
                    int card = v.session.state().get(g.state.characterSpace, 0, i);
                    if (card >= 0 && !v.turn.at(new Target.Piece(card)).isEmpty()) return new Target.Piece(card);
                }
                return space;
            }
        }
        return null;
    }

    @Override
    public At locate(View v, Target t) {
        if (!(t instanceof Target.Spot sp) || !sp.id().equals(Look.SPACE) || sp.seat() < 0 || sp.seat() > 3 || sp.index() < 0 || sp.index() >= 5) return null;
        float top = rowTop(sp.seat()), h = rowH() - 5;
        return new At(spaceX(sp.index()) + spaceW() / 2, top - h / 2, h / 2);
    }
}
