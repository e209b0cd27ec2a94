package io.fogisles.client.modules.nebelwind;

import com.badlogic.gdx.utils.Align;
import io.fogisles.client.core.render.At;
import io.fogisles.client.core.render.ContentKey;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.Panel;
import io.fogisles.client.core.render.Region;
import io.fogisles.client.core.render.View;
import io.fogisles.client.core.view.Target;
import io.fogisles.kernel.state.GameState;
import io.fogisles.nebelwind.NebelData;
import io.fogisles.nebelwind.NebelGame;
import java.util.ArrayList;
import java.util.List;

/**
 * A player's board: the seat whose secrets this screen may show ({@link View#secretSeat}), else the seat viewed.
 * Its resources (picked up and put on another to exchange, clicked to take), its action chips — the ones it still
 * holds face up, only for its own screen (N3.2); to anyone else only how many —, its outposts and whales in the
 * supply, its characters (a "once" card turned when used), the characters drawn to keep one of, its network cards
 * (secret, ND6: face up only for its own screen) and its demand tiles.
 */
final class HandPanel extends Panel {
    private final NebelGame g;
    private final Look look;

    HandPanel(NebelGame g, Look look) {
        this.g = g;
        this.look = look;
    }

    @Override
    public String id() {
        return "nebelwind:board";
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
        return compact ? 250 : 300;
    }

    @Override
    public Object contentKey(View v) {
        return new ContentKey().add(v.session.version()).add(v.secretSeat).add(v.viewedSeat).add(v.session.text.lang().hashCode());
    }

    int seat(View v) {
        int s = v.secretSeat >= 0 ? v.secretSeat : v.viewedSeat;
        return Math.max(0, Math.min(g.rules.seats - 1, s));
    }

    private float line() {
        return compact ? 17 : 20;
    }

    // rows from the top: title, resources, chips, pieces, characters (several lines), network cards, tiles
    private float resourcesY() {
        return bounds.top() - 26 - line() / 2 - 4;
    }

    private float chipsY() {
        return resourcesY() - line() - 6;
    }

    private float resourceX(int r) {
        return bounds.x + 12 + r * (bounds.w - 24) / 4f;
    }

    private float chipR() {
        return compact ? 8 : 10;
    }

    private float chipX(int n) {
        return bounds.x + 14 + chipR() + (n - 1) * (2 * chipR() + 6);
    }

    @Override
    public void draw(Painter p, View v) {
        int seat = seat(v);
        boolean own = seat == v.secretSeat;
        GameState s = v.session.state();
        frame(p, v.t("nebelwind.board", v.session.seatName(seat)));
        float scale = compact ? 0.62f : 0.7f, r = compact ? 6 : 7;
        for (int res = 0; res < 4; res++) {
            float x = resourceX(res), y = resourcesY();
            Look.pip(p, res, g.res(s, seat, res), x, y, r, scale + 0.06f);
            Look.mark(p, v.mark(NebelBinder.resource(seat, res)), x - 2, y - r - 2, (bounds.w - 24) / 4f - 6, 2 * r + 4);
        }
        // the chips: held ones face up for their owner, else backs as many as are left
        int participant = g.rules.participantOf[seat];
        float cy = chipsY();
        if (own) {
            int held = held(s, participant);
            for (int n = 1; n <= g.rules.chips; n++) {
                if ((held & (1 << n)) == 0) continue;
                look.chip(p, v.seatColour(seat), n, chipX(n), cy, chipR(), false);
                Look.markRing(p, v.mark(NebelBinder.chip(seat, n)), chipX(n), cy, chipR() + 3);
            }
        } else {
            int left = s.get(g.state.chipsLeft, 0, participant);
            for (int k = 0; k < left; k++) look.chip(p, v.seatColour(seat), 0, chipX(k + 1), cy, chipR(), true);
        }
        float y = cy - chipR() - line() / 2 - 4;
        String pieces = v.t("nebelwind.pieces", g.rules.outposts - g.outpostCount(s, seat), g.rules.whales - g.whalesOnBoard(s, seat),
                g.rules.markers - g.markersUsed(s, seat));
        Look.fitted(p, pieces, bounds.x + 12, y, bounds.w - 24, scale, Palette.TEXT_DIM, Align.left);
        y -= line();
        // the characters drawn (worker space 1, recruiter): one is kept
        for (int piece : s.pieces(g.state.drawn.global())) y = card(p, v, piece, y, scale, true);
        int mine = g.state.characters.of(seat);
        if (s.size(mine) == 0) {
            p.text(v.t("nebelwind.characters.none"), bounds.x + 12, y, scale, Palette.TEXT_DIM, Align.left);
            y -= line();
        }
        for (int piece : s.pieces(mine)) y = card(p, v, piece, y, scale, false);
        // network cards: face up for their owner; complete ones for everybody
        int hand = g.state.networkHand.of(seat), done = g.state.networkComplete.of(seat);
        List<String> cards = new ArrayList<>();
        for (int piece : s.pieces(done)) cards.add(network(v, piece) + " (" + v.t("nebelwind.network.complete") + ")");
        int hidden = 0;
        for (int piece : s.pieces(hand)) {
            if (own && piece >= 0) cards.add(network(v, piece));
            else hidden++;
        }
        if (hidden > 0) cards.add(v.t("nebelwind.network.hidden", hidden));
        for (int piece : own ? s.pieces(hand) : new int[0]) {
            Target t = new Target.Piece(piece);
            if (v.mark(t) != View.Mark.NONE) {
                Look.fitted(p, network(v, piece), bounds.x + 14, y, bounds.w - 28, scale, Palette.HIGHLIGHT, Align.left);
                Look.mark(p, v.mark(t), bounds.x + 8, y - line() / 2, bounds.w - 16, line());
                y -= line();
            }
        }
        if (!cards.isEmpty()) {
            y -= 2;
            float used = p.wrapped(v.t("nebelwind.network.cards", String.join(", ", cards)), bounds.x + 12, y + line() / 2, bounds.w - 24, scale * 0.9f, Palette.TEXT);
            y -= Math.max(line(), used);
        }
        int taken = g.state.demandTaken.of(seat), tiles = s.size(taken);
        if (y > bounds.y + 8) Look.fitted(p, v.t("nebelwind.tiles.taken", tiles), bounds.x + 12, Math.max(y, bounds.y + 12), bounds.w - 24, scale, Palette.TEXT_DIM,
                Align.left);
        // the tiles themselves: a square of the cargo's colour on its region's colour, a capital tile framed in gold
        float ty = y - line(), tx = bounds.x + 12, size = compact ? 10 : 12;
        for (int piece : s.pieces(taken)) {
            if (ty - size / 2 < bounds.y + 4) break;
            NebelData.Demand dm = g.data.demands.get(g.state.demand(piece));
            p.rect(tx, ty - size / 2, size, size, dm.capital() ? Palette.GOLD : Look.region(dm.region()));
            p.rect(tx + 2, ty - size / 2 + 2, size - 4, size - 4, Look.cargo(dm.cargo()));
            tx += size + 3;
            if (tx + size > bounds.right() - 10) {
                tx = bounds.x + 12;
                ty -= size + 3;
            }
        }
    }

    private String network(View v, int piece) {
        NebelData.NetworkCard c = g.data.networkCards.get(g.state.network(piece));
        NebelData d = g.data;
        return v.t("nebelwind.network.card", c.id(), Look.portName(d, v.session.text, c.port()), Look.portName(d, v.session.text, c.target1()),
                Look.portName(d, v.session.text, c.target2()), c.partial(), c.complete());
    }

    /** A character as a line: its name and kind (a used "once" card dimmed); a lit frame when it is a choice. */
    private float card(Painter p, View v, int piece, float y, float scale, boolean drawn) {
        if (y < bounds.y + 10) return y;
        int c = g.state.character(piece);
        NebelData.Character ch = g.data.characters.get(c);
        boolean used = v.session.state().get(g.state.characterUsed, 0, c) != 0;
        String text = (drawn ? "> " : "") + Look.characterName(v.session.text, ch.id()) + " (" + v.t("nebelwind.kind." + NebelData.KINDS.get(ch.kind())) + ")";
        Look.fitted(p, text, bounds.x + 14, y, bounds.w - 28, scale, used ? Palette.TEXT_DIM : Palette.TEXT, Align.left);
        Look.mark(p, v.mark(new Target.Piece(piece)), bounds.x + 8, y - line() / 2, bounds.w - 16, line());
        return y - line();
    }

    /** The chips a participant still holds (not played, not discarded): the engine's own reckoning, from the state. */
    private int held(GameState s, int participant) {
        int all = ((1 << g.rules.chips) - 1) << 1;
        int seat = g.rules.seatOf[participant];
        return all & ~(s.get(g.state.played, 0, participant) | s.get(g.state.discarded, seat));
    }

    @Override
    public Target hit(View v, float x, float y) {
        if (!bounds.contains(x, y)) return null;
        int seat = seat(v);
        if (Math.abs(y - resourcesY()) <= line() / 2 + 2)
            for (int res = 3; res >= 0; res--) if (x >= resourceX(res) - 2) return NebelBinder.resource(seat, res);
        if (Math.abs(y - chipsY()) <= chipR() + 3 && seat == v.secretSeat)
            for (int n = 1; n <= g.rules.chips; n++) if (Math.abs(x - chipX(n)) <= chipR() + 3) return NebelBinder.chip(seat, n);
        // a character or network card line: whichever lit piece is drawn nearest
        Target best = null;
        float bestD = line();
        for (Target t : v.turn.clickTargets()) {
            if (!(t instanceof Target.Piece)) continue;
            At at = locate(v, t);
            if (at != null && Math.abs(at.y() - y) < bestD) {
                bestD = Math.abs(at.y() - y);
                best = t;
            }
        }
        return best;
    }

    @Override
    public At locate(View v, Target t) {
        int seat = seat(v);
        if (t instanceof Target.Spot sp && sp.id().equals(Look.RESOURCE) && sp.seat() == seat && sp.index() >= 0 && sp.index() < 4)
            return new At(resourceX(sp.index()) + 7, resourcesY(), 8);
        if (t instanceof Target.Spot sp && sp.id().equals(Look.CHIP) && sp.seat() == seat) return new At(chipX(sp.index()), chipsY(), chipR());
        if (t instanceof Target.Piece pc) {
            GameState s = v.session.state();
            float y = chipsY() - chipR() - line() / 2 - 4 - line();
            List<Integer> lines = new ArrayList<>();
            for (int piece : s.pieces(g.state.drawn.global())) lines.add(piece);
            int mine = g.state.characters.of(seat);
            if (s.size(mine) == 0) lines.add(-1);
            for (int piece : s.pieces(mine)) lines.add(piece);
            if (seat == v.secretSeat) for (int piece : s.pieces(g.state.networkHand.of(seat))) if (v.mark(new Target.Piece(piece)) != View.Mark.NONE) lines.add(piece);
            for (int piece : lines) {
                if (piece == pc.piece()) return new At(bounds.x + bounds.w / 2, y, line() / 2);
                y -= line();
            }
        }
        return null;
    }
}
