package io.fogisles.client.modules.piratebay;

import com.badlogic.gdx.utils.Align;
import io.fogisles.client.core.layout.Rect;
import io.fogisles.client.core.render.At;
import io.fogisles.client.core.render.ContentKey;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.Panel;
import io.fogisles.client.core.render.Region;
import io.fogisles.client.core.render.View;
import io.fogisles.client.core.view.Binding;
import io.fogisles.client.core.view.Target;
import io.fogisles.kernel.state.GameState;
import io.fogisles.piratebay.PirateAction;
import io.fogisles.piratebay.PirateGame;

/**
 * The hand above the bay: the cards of the seat whose secrets this screen may show ({@link View#secretSeat}) face
 * up, each one a thing to pick up when a lay or a swap may use it; another seat's hand only as its size. While a
 * lay is on offer, "Turn the card" turns the picked-up card (and the ghosts on the map) half a turn.
 */
final class HandPanel extends Panel {
    private final PirateGame g;
    private final Look look;
    private final Rect turn = new Rect();

    HandPanel(PirateGame g, Look look) {
        this.g = g;
        this.look = look;
    }

    @Override
    public String id() {
        return "pirate-bay:hand";
    }

    @Override
    public Region region() {
        return Region.SEAT_TOP;
    }

    @Override
    public float pref(float across, View v) {
        return compact ? 96 : 112;
    }

    /** The seat whose hand is drawn face up, or −1. */
    private static int owner(View v) {
        return v.secretSeat;
    }

    @Override
    public Object contentKey(View v) {
        GameState s = v.session.state();
        int seat = owner(v);
        ContentKey k = new ContentKey().add(seat).add(v.session.pendingSeat()).add(look.turned ? 1 : 0).add(v.session.text.lang().hashCode());
        if (seat >= 0) k.add(s.pieces(g.state.hand.of(seat)));
        for (int i = 0; i < s.seats(); i++) k.add(s.size(g.state.hand.of(i)));
        return k;
    }

    private float cardW() {
        return (bounds.h - 34) / Look.TALL; // below the title
    }

    /** The centre of the i-th of n cards. */
    private float cardX(int i, int n) {
        float w = cardW(), room = turn.w > 0 ? turn.x - bounds.x - 20 : bounds.w - 20;
        float step = Math.min(w + 8, n <= 1 ? w : (room - w) / (n - 1));
        return bounds.x + 12 + w / 2 + i * step;
    }

    private float cardY() {
        return bounds.y + 8 + cardW() * Look.TALL / 2;
    }

    private boolean lays(View v) {
        for (Binding b : v.turn.bindings()) if (b.action() instanceof PirateAction.Lay) return true;
        return false;
    }

    @Override
    public void draw(Painter p, View v) {
        GameState s = v.session.state();
        int seat = owner(v);
        int shownSeat = seat >= 0 ? seat : Math.max(0, v.session.pendingSeat());
        int n = s.size(g.state.hand.of(shownSeat));
        String title = seat >= 0 ? v.t("pirate-bay.hand", v.session.seatName(seat), n) : v.t("pirate-bay.hand.hidden");
        frame(p, title);
        turn.set(0, 0, 0, 0);
        if (lays(v)) {
            String text = v.t("action.pirate-bay:turn") + (look.turned ? " (180°)" : "");
            float w = p.textWidth(text, 0.85f) + 20;
            turn.set(bounds.right() - 10 - w, bounds.y + bounds.h / 2 - 16, w, 32);
            p.roundRect(turn.x, turn.y, turn.w, turn.h, 7, look.turned ? Palette.hex(0x4A3A12) : Palette.PANEL);
            p.roundFrame(turn.x, turn.y, turn.w, turn.h, 7, 1.5f, Palette.HIGHLIGHT);
            p.centered(text, turn.cx(), turn.cy(), 0.85f, Palette.TEXT);
        }
        if (seat < 0) {
            for (int i = 0; i < Math.min(n, 12); i++) look.back(p, cardX(i, Math.min(n, 12)), cardY(), cardW());
            return;
        }
        int[] hand = s.pieces(g.state.hand.of(seat));
        Target picked = v.selected;
        for (int i = 0; i < hand.length; i++) {
            int card = hand[i];
            Target t = new Target.Piece(card);
            boolean up = t.equals(picked);
            float cx = cardX(i, hand.length), cy = cardY() + (up ? 4 : 0);
            look.card(p, card, up && look.turned, cx, cy, cardW(), up && v.dragging ? 0.35f : 1f);
            View.Mark m = v.mark(t);
            if (m != View.Mark.NONE) {
                var c = switch (m) {
                    case SOURCE -> Palette.SOURCE;
                    case SELECTED -> Palette.SELECTED;
                    case FOCUS -> Palette.FOCUS;
                    default -> Palette.HIGHLIGHT;
                };
                float w = cardW() + 6, h = cardW() * Look.TALL + 6;
                p.roundFrame(cx - w / 2, cy - h / 2, w, h, 6, m == View.Mark.SOURCE ? 2 : 3.5f, c);
            }
        }
        if (hand.length == 0) p.text(v.t("pirate-bay.hand.empty"), bounds.x + 14, cardY(), 0.85f, Palette.TEXT_DIM, Align.left);
    }

    @Override
    public boolean press(View v, float x, float y) {
        if (!turn.contains(x, y)) return false;
        look.turned = !look.turned;
        return true;
    }

    @Override
    public Target hit(View v, float x, float y) {
        int seat = owner(v);
        if (seat < 0 || !bounds.contains(x, y)) return null;
        int[] hand = v.session.state().pieces(g.state.hand.of(seat));
        float w = cardW();
        for (int i = hand.length - 1; i >= 0; i--) { // the later card lies on top
            float cx = cardX(i, hand.length);
            if (Math.abs(x - cx) <= w / 2 && Math.abs(y - cardY()) <= w * Look.TALL / 2) return new Target.Piece(hand[i]);
        }
        return null;
    }

    @Override
    public At locate(View v, Target t) {
        int seat = owner(v);
        if (seat < 0 || !(t instanceof Target.Piece pc)) return null;
        int[] hand = v.session.state().pieces(g.state.hand.of(seat));
        for (int i = 0; i < hand.length; i++) if (hand[i] == pc.piece()) return new At(cardX(i, hand.length), cardY(), cardW() / 2);
        return null;
    }
}
