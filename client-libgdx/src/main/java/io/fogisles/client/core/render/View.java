package io.fogisles.client.core.render;

import com.badlogic.gdx.graphics.Color;
import io.fogisles.client.core.SeatInfo;
import io.fogisles.client.core.Session;
import io.fogisles.client.core.UiText;
import io.fogisles.client.core.view.Binding;
import io.fogisles.client.core.view.Target;
import io.fogisles.client.core.view.TurnModel;
import io.fogisles.kernel.piece.PieceDef;
import java.util.List;
import java.util.Map;

/**
 * What the panels draw from, each frame: the session (game, seats, texts), which seat's island is large,
 * the pending decision as the table shows it, what the player has picked up or focused, and the running
 * animations. Panels only read it.
 */
public final class View {
    public final Session session;
    public final RenderRegistry registry;
    private final Animated anim;
    public int viewedSeat;
    /** The model of the decision a person must make now (empty on a bot's turn). */
    public TurnModel turn = TurnModel.empty();
    public Target selected;
    public Target hovered;
    public Binding focus;
    public boolean dragging;
    public float dragX, dragY;
    public float time;
    /**
     * The seat whose secrets (its hand) this screen may show now, or −1 for nobody's: online the player's own seat;
     * at the hot seat the only person's, or with several people the one to move once the screen was handed to
     * them; in a replay the viewed seat. Panels that draw a seat's hidden pieces ask this, never the pending seat.
     */
    public int secretSeat = -1;

    public enum Mark { NONE, SOURCE, TARGET, SELECTED, FOCUS }

    /** Steps per beat of the highlights' pulse: a cached panel with a highlight is redrawn this often per beat, not every frame. */
    public static final int PULSE_STEPS = 10;
    private static final String PULSE = "pulse";

    /**
     * What the panel being cached asked the animations and the clock (see {@link #record}); null when not
     * recording. Its cached picture stays valid while every answer is still the same ({@link #unchanged}).
     */
    private Map<String, Object> asked;

    /**
     * What a cached picture of the panels depends on besides the animations and the panel's own
     * {@link Panel#contentKey}: the viewed seat, the decision, the player's selection and focus, the language.
     * ({@code version} is the game's version when a human decides: the decision's targets change with it.)
     */
    public record State(int version, int viewedSeat, TurnModel turn, Target selected, Binding focus, String lang) {
        @Override
        public boolean equals(Object o) { // the turn model is compared by identity: a new one means a new decision
            return o instanceof State x && x.version == version && x.viewedSeat == viewedSeat && x.turn == turn
                    && java.util.Objects.equals(x.selected, selected) && java.util.Objects.equals(x.focus, focus) && x.lang.equals(lang);
        }

        @Override
        public int hashCode() {
            return java.util.Objects.hash(version, viewedSeat, System.identityHashCode(turn), selected, focus, lang);
        }
    }

    public State state() {
        return new State(turn.isEmpty() ? -1 : session.version(), viewedSeat, turn, selected, focus, session.text.lang());
    }

    /** Starts noting what the drawing asks of the animations and the clock into {@code into} (cleared first); null stops. */
    public void record(Map<String, Object> into) {
        if (into != null) into.clear();
        asked = into;
    }

    /** Whether every question noted by {@link #record} still has the same answer. */
    public boolean unchanged(Map<String, Object> noted) {
        for (Map.Entry<String, Object> e : noted.entrySet()) {
            String k = e.getKey();
            Object now;
            if (k.equals(PULSE)) now = pulseStep();
            else if (k.startsWith("h ")) now = anim.hides(k.substring(2));
            else now = anim.value(k.substring(2));
            if (!java.util.Objects.equals(now, e.getValue())) return false;
        }
        return true;
    }

    /**
     * The highlights pulse for a few seconds after a decision appears, to draw the eye, then stay lit at full
     * strength: a screen waiting for a click draws no frames (the client is quiet when idle).
     */
    public static final float PULSE_SECONDS = 3f;
    /** When the current decision was first shown ({@link #time}). */
    public float turnShownAt;

    /** Whether the highlights are still pulsing (the screen keeps drawing frames while they do). */
    public boolean pulsing() {
        return !turn.isEmpty() && time - turnShownAt < PULSE_SECONDS;
    }

    private int pulseStep() {
        if (!pulsing()) return PULSE_STEPS / 4; // steady, at the pulse's brightest
        return (int) Math.floor(time * 5 / (2 * Math.PI) * PULSE_STEPS) % PULSE_STEPS;
    }

    /** The current value of an animated number (e.g. the dice's tumble), or null when nothing animates it. */
    public Float animated(String key) {
        Float f = anim.value(key);
        if (asked != null) asked.put("t " + key, f);
        return f;
    }

    public View(Session session, RenderRegistry registry, Animated anim) {
        this.session = session;
        this.registry = registry;
        this.anim = anim;
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
        int step = pulseStep();
        if (asked != null && m != Mark.SOURCE) asked.put(PULSE, step);
        float pulse = 0.5f + 0.5f * (float) Math.sin(2 * Math.PI * step / PULSE_STEPS);
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
        boolean h = anim.hides(key);
        if (asked != null) asked.put("h " + key, h);
        return h;
    }

    public float tween(String key, float actual) {
        Float f = animated(key);
        return f == null ? actual : f;
    }
}
