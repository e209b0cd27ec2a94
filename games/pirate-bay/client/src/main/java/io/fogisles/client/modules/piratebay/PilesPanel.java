package io.fogisles.client.modules.piratebay;

import com.badlogic.gdx.utils.Align;
import io.fogisles.client.core.Session;
import io.fogisles.client.core.render.ContentKey;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.Panel;
import io.fogisles.client.core.render.Region;
import io.fogisles.client.core.render.View;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.state.GameState;
import io.fogisles.piratebay.PirateGame;
import java.util.List;

/**
 * The draw and discard piles (their sizes; "last round" once the draw pile ran out), the resource die with its
 * last face and the resource that counted, and the two d6 of the last challenge. The dice tumble while their roll
 * is animated.
 */
final class PilesPanel extends Panel {
    static final String DIE = "pirate-bay:die", D6 = "pirate-bay:d6";
    private final PirateGame g;
    private final Look look;

    PilesPanel(PirateGame g, Look look) {
        this.g = g;
        this.look = look;
    }

    @Override
    public String id() {
        return "pirate-bay:piles";
    }

    @Override
    public Region region() {
        return Region.LEFT;
    }

    @Override
    public int order() {
        return 1;
    }

    @Override
    public float pref(float across, View v) {
        return compact ? 118 : 150;
    }

    @Override
    public Object contentKey(View v) {
        GameState s = v.session.state();
        return new ContentKey().add(s.size(g.state.deck.global())).add(s.size(g.state.discard.global())).add(s.get(g.state.endTriggered))
                .add(v.session.log().size()).add(v.session.text.lang().hashCode());
    }

    /** The last event of a type in the log, or null. */
    static GameEvent last(Session s, String type) {
        List<Session.LogEntry> log = s.log();
        for (int i = log.size() - 1; i >= 0; i--) {
            GameEvent e = log.get(i).event();
            if (e != null && e.type().equals(type)) return e;
        }
        return null;
    }

    @Override
    public void draw(Painter p, View v) {
        frame(p, v.t("pirate-bay.piles"));
        GameState s = v.session.state();
        float x = bounds.x + 12, top = bounds.top() - 30, line = compact ? 17 : 20;
        look.back(p, x + 9, top - 12, 16);
        p.text(v.t("pirate-bay.deck", s.size(g.state.deck.global())), x + 24, top - 4, 0.8f, Palette.TEXT, Align.left);
        p.text(v.t("pirate-bay.discard", s.size(g.state.discard.global())), x + 24, top - 4 - line, 0.8f, Palette.TEXT, Align.left);
        if (s.get(g.state.endTriggered) != 0) p.text(v.t("pirate-bay.last-round"), bounds.right() - 10, top - 4, 0.8f, Palette.HIGHLIGHT, Align.right);
        // the resource die: its last face, tumbling while rolled
        float dy = bounds.y + (compact ? 32 : 44), size = compact ? 30 : 36;
        GameEvent rolled = last(v.session, "pirate-bay:die-rolled");
        GameEvent chosen = last(v.session, "pirate-bay:resource-chosen");
        Float tumble = v.animated(DIE);
        String face = rolled == null ? null : String.valueOf(rolled.data().get("face"));
        if (tumble != null) face = g.rules.dieFaces[(int) (tumble * 23) % g.rules.dieFaces.length];
        float dx = x + size / 2;
        p.roundRect(dx - size / 2, dy - size / 2, size, size, 6, face == null ? Palette.SHADOW : Look.face(face));
        p.roundFrame(dx - size / 2, dy - size / 2, size, size, 6, 1.5f, Palette.SILVER);
        String res = face == null ? null : Look.faceResource(face);
        if (res != null) look.resource(p, res, dx, dy, size * 0.26f, 1f);
        else if (face != null) p.centered("?", dx, dy, 1.1f, Palette.WHITE); // red: the next player chooses
        p.text(v.t("pirate-bay.die"), dx + size / 2 + 8, dy + 9, 0.72f, Palette.TEXT_DIM, Align.left);
        if (chosen != null && tumble == null)
            p.text(v.t("pirate-bay.counted", v.t("resource." + chosen.data().get("resource"))), dx + size / 2 + 8, dy - 8, 0.78f, Palette.TEXT, Align.left);
        // the challenge: the two d6
        GameEvent ch = last(v.session, "pirate-bay:challenged");
        Float roll = v.animated(D6);
        float cx = bounds.right() - 12 - size * 0.8f, ds = size * 0.8f;
        if (ch != null || roll != null) {
            int a = ch == null ? 1 : ch.intValue("attack", 1), d = ch == null ? 1 : ch.intValue("defence", 1);
            if (roll != null) {
                a = 1 + (int) (roll * 31) % 6;
                d = 1 + (int) (roll * 37 + 3) % 6;
            }
            d6(p, cx - ds - 6, dy, ds, a, ch == null ? -1 : ch.seat(), v);
            d6(p, cx, dy, ds, d, ch == null ? -1 : ch.intValue("defender", -1), v);
            p.text(v.t("pirate-bay.d6"), cx - ds * 1.5f - 6, dy + ds / 2 + 9, 0.72f, Palette.TEXT_DIM, Align.left);
        }
    }

    /** A d6 with pips, framed in the colour of the seat that rolled it. */
    private static void d6(Painter p, float cx, float cy, float s, int n, int seat, View v) {
        p.roundRect(cx - s / 2, cy - s / 2, s, s, 5, Palette.WHITE);
        p.roundFrame(cx - s / 2, cy - s / 2, s, s, 5, 2.5f, seat >= 0 ? v.seatColour(seat) : Palette.INK);
        float q = s * 0.26f, r = Math.max(1.5f, s * 0.08f);
        int[][] pips = {{}, {0, 0}, {-1, 1, 1, -1}, {-1, 1, 0, 0, 1, -1}, {-1, -1, -1, 1, 1, -1, 1, 1}, {-1, -1, -1, 1, 1, -1, 1, 1, 0, 0},
                {-1, -1, -1, 0, -1, 1, 1, -1, 1, 0, 1, 1}};
        int[] pp = pips[Math.max(0, Math.min(6, n))];
        for (int i = 0; i + 1 < pp.length; i += 2) p.circle(cx + pp[i] * q, cy + pp[i + 1] * q, r, Palette.INK);
    }
}
