package io.fogisles.client.core.render;

import com.badlogic.gdx.graphics.Color;
import io.fogisles.client.core.SeatInfo;
import io.fogisles.client.core.Session;
import io.fogisles.client.core.UiText;
import io.fogisles.client.core.anim.Animations;
import io.fogisles.client.core.view.Binding;
import io.fogisles.client.core.view.Target;
import io.fogisles.client.core.view.TurnModel;
import io.fogisles.kernel.piece.PieceDef;
import java.util.List;

/**
 * What the panels draw from, each frame: the session (game, seats, texts), which seat's island is large,
 * the pending decision as the table shows it, what the player has picked up or focused, and the running
 * animations. Panels only read it.
 */
public final class View {
    public final Session session;
    public final RenderRegistry registry;
    public final Animations anim = new Animations();
    public int viewedSeat;
    /** The model of the decision a person must make now (empty on a bot's turn). */
    public TurnModel turn = TurnModel.empty();
    public Target selected;
    public Target hovered;
    public Binding focus;
    public boolean dragging;
    public float dragX, dragY;
    public float time;

    public enum Mark { NONE, SOURCE, TARGET, SELECTED, FOCUS }

    public View(Session session, RenderRegistry registry) {
        this.session = session;
        this.registry = registry;
    }

    /** The seat the current decision belongs to (a person's), else the viewed seat. */
    public int actingSeat() {
        return turn.pending() != null ? turn.pending().seat() : viewedSeat;
    }

    public UiText text() {
        return session.text;
    }

    public String t(String key, Object... args) {
        return session.text.t(key, args);
    }

    public SeatInfo seat(int s) {
        return session.seat(s);
    }

    public Color seatColour(int s) {
        SeatInfo i = session.seat(s);
        return i == null ? Palette.SILVER : Palette.seat(i.colour());
    }

    /** How a target is marked now: picked up, focused, a place it may go, or something that can be picked up. */
    public Mark mark(Target t) {
        if (t == null || turn.isEmpty()) return Mark.NONE;
        if (t.equals(selected)) return Mark.SELECTED;
        if (focus != null && (t.equals(focus.target()) || t.equals(focus.source()))) return Mark.FOCUS;
        if (selected != null) return turn.targetsOf(selected).contains(t) ? Mark.TARGET : Mark.NONE;
        if (turn.clickTargets().contains(t)) return Mark.TARGET;
        if (turn.isSource(t)) return Mark.SOURCE;
        return Mark.NONE;
    }

    /** The short text to draw on a highlighted target (an energy cost), or null. */
    public String badge(Target t) {
        List<Binding> bs = selected != null ? List.of() : turn.at(t);
        if (selected != null) {
            Binding b = turn.move(selected, t);
            return b == null ? null : b.badge();
        }
        for (Binding b : bs) if (b.badge() != null) return b.badge();
        return null;
    }

    /** Draws a piece with its module's art (a plain numbered hex when the module has none). */
    public void drawTile(Painter p, int piece, float cx, float cy, float r) {
        PieceDef d = session.rules.pieces().get(piece);
        TileArt art = registry.tile(d.module() + ":" + d.kind());
        if (art != null) {
            art.draw(p, this, piece, cx, cy, r);
            return;
        }
        p.hex(cx, cy, r, Palette.SILVER);
        p.hexOutline(cx, cy, r, Math.max(1, r * 0.08f), Palette.INK);
        p.centered(String.valueOf(d.intAttr("value", 0)), cx, cy, r / 14f, Palette.INK);
    }

    /** Draws the highlight ring of a mark around a hex of radius r. */
    public void drawMark(Painter p, Mark m, float cx, float cy, float r) {
        if (m == Mark.NONE) return;
        float pulse = 0.5f + 0.5f * (float) Math.sin(time * 5);
        Color c = switch (m) {
            case TARGET -> Palette.HIGHLIGHT;
            case SOURCE -> Palette.SOURCE;
            case SELECTED -> Palette.SELECTED;
            case FOCUS -> Palette.FOCUS;
            default -> Palette.HIGHLIGHT;
        };
        float w = Math.max(2f, r * (m == Mark.SOURCE ? 0.09f : 0.13f)) * (m == Mark.SOURCE ? 1f : 0.8f + 0.4f * pulse);
        p.hexOutline(cx, cy, r + w * 0.6f, w, c);
    }

    public At locate(Target t) {
        for (Panel panel : registry.panels()) {
            if (!panel.visible(this)) continue;
            At a = panel.locate(this, t);
            if (a != null) return a;
        }
        return null;
    }

    public At locateSlot(int zone, int slot) {
        for (Panel panel : registry.panels()) {
            if (!panel.visible(this)) continue;
            At a = panel.locateSlot(this, zone, slot);
            if (a != null) return a;
        }
        return null;
    }

    public boolean hidden(String key) {
        return anim.hides(key);
    }

    public float tween(String key, float actual) {
        Float f = anim.value(key);
        return f == null ? actual : f;
    }
}
