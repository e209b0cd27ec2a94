package io.fogisles.client.modules.expansion;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.utils.Align;
import io.fogisles.client.core.ClientModule;
import io.fogisles.client.core.SeatInfo;
import io.fogisles.client.core.Session;
import io.fogisles.client.core.render.At;
import io.fogisles.client.core.render.ContentKey;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.Panel;
import io.fogisles.client.core.render.Region;
import io.fogisles.client.core.render.RenderRegistry;
import io.fogisles.client.core.render.Symbols;
import io.fogisles.client.core.render.View;
import io.fogisles.client.core.view.ActionBinder;
import io.fogisles.client.core.view.Binding;
import io.fogisles.client.core.view.Target;
import io.fogisles.client.modules.base.EnergyPanel;
import io.fogisles.client.modules.harbour.PieceRange;
import io.fogisles.expansion.Expansion;
import io.fogisles.expansion.ExpansionAction;
import io.fogisles.expansion.ExpansionRules;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.client.core.GameTable;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.state.GameState;
import java.util.ArrayList;
import java.util.List;

/**
 * Module 3 in the client: each seat's reserve of expansion tiles beside its island, the silver energy
 * track with the unlock marks (RULES B13.1, C3), the art of the observatories, wind machine and royal
 * couple, and the "activate" action on reserve tiles.
 */
public final class ExpansionClientModule implements ClientModule {

    @Override
    public String id() {
        return "expansion";
    }

    @Override
    public List<ActionBinder> binders(RuleSet rules) {
        return List.of(new ActionBinder() {
            @Override
            public Binding bind(GameTable table, int seat, Action action) {
                if (action instanceof ExpansionAction.Activate a) return Binding.click(a, new Target.Piece(a.piece()), "action.expansion:activate");
                if (action instanceof ExpansionAction.DeclineActivation d) return Binding.button(d, "action.expansion:decline-activation");
                return null;
            }

            @Override
            public Action propose(GameTable table, int seat, String decisionId, Target source, Target target) {
                Expansion x = rules.service(Expansion.class);
                if (source == null && target instanceof Target.Piece p && table.state().zoneOf(p.piece()) == x.reserve.of(seat))
                    return new ExpansionAction.Activate(p.piece());
                return null;
            }
        });
    }

    @Override
    public void contribute(RenderRegistry r, Session s) {
        Expansion x = s.rules.service(Expansion.class);
        r.panel(new ReservePanel(x));
        r.decorate(EnergyPanel.ID, (p, v, host) -> silverTrack(p, v, (EnergyPanel) host, x));
        for (ExpansionRules.TileKind k : x.rules.tiles) r.tile("expansion:" + k.kind(), ExpansionClientModule::tile);
    }

    @Override
    public List<Object> eventArgs(GameEvent e, Session s) {
        if (!e.type().startsWith("expansion:")) return null;
        if (e.type().equals("expansion:activated")) return List.of(s.pieceName(e.intValue("piece", -1)));
        return List.of();
    }

    /** The silver side of the energy bar: silver instead of gold, and a mark with a tile icon at each unlock value. */
    static void silverTrack(Painter p, View v, EnergyPanel e, Expansion x) {
        p.roundRect(e.trackLeft(), e.trackY(), e.trackWidth(), e.trackHeight(), 6, Palette.hex(0xC9D3DC));
        List<String> kinds = new ArrayList<>();
        for (ExpansionRules.TileKind k : x.rules.tiles) kinds.add(k.kind());
        kinds.add(ExpansionRules.OFFICE);
        for (String kind : kinds) {
            int mark = x.rules.mark(kind);
            if (mark > e.trackMax()) continue;
            float cx = e.xOf(mark) - e.cellWidth() / 2;
            p.line(cx, e.trackY() - 4, cx, e.trackY() + e.trackHeight() + 4, 3, Palette.hex(0x4A5A6A));
            p.circle(cx, e.trackY() - 10, 8, Palette.hex(0x4A5A6A));
            p.centered(String.valueOf(mark), cx, e.trackY() - 10, 0.65f, Palette.WHITE);
        }
    }

    /** An expansion tile: the owner's colour as a rim, a glyph per kind, the value (range) at the bottom. */
    static void tile(Painter p, View v, int piece, float cx, float cy, float r) {
        int owner = v.session.rules.pieces().get(piece).intAttr("owner", -1);
        String kind = v.session.rules.pieces().get(piece).kind();
        Color rim = v.seatColour(owner);
        p.hex(cx, cy, r, rim);
        p.hex(cx, cy, r * 0.84f, Palette.hex(0x3B3350));
        Color ink = Palette.hex(0xF0E6FF);
        float t = Math.max(1.2f, r * 0.08f);
        float gy = cy + r * 0.22f;
        switch (kind) {
            case "observatory-small", "observatory-large" -> {
                float s = kind.endsWith("large") ? 1.15f : 0.9f;
                p.rect(cx - r * 0.3f * s, gy - r * 0.25f, r * 0.6f * s, r * 0.25f, ink);
                p.arcLine(cx, gy, r * 0.3f * s, 0, 180, t, ink);
                p.line(cx, gy + r * 0.05f, cx + r * 0.35f, gy + r * 0.3f, t, ink);
            }
            case "wind-machine" -> {
                for (int i = 0; i < 4; i++) {
                    double a = Math.PI / 4 + Math.PI / 2 * i;
                    p.triangle(cx, gy, cx + (float) Math.cos(a) * r * 0.42f, gy + (float) Math.sin(a) * r * 0.42f,
                            cx + (float) Math.cos(a + 0.5) * r * 0.3f, gy + (float) Math.sin(a + 0.5) * r * 0.3f, ink);
                }
                p.circle(cx, gy, r * 0.07f, rim);
            }
            case "royal-couple" -> {
                io.fogisles.client.modules.expansion.ExpansionClientModule.crown(p, cx, gy, r * 0.3f, Palette.GOLD);
                p.centered("x2", cx + r * 0.42f, gy + r * 0.3f, r / 30f, ink);
            }
            default -> p.centered("?", cx, gy, r / 15f, ink);
        }
        SeatInfo s = v.seat(owner);
        if (s != null) Symbols.draw(p, s.symbol(), cx - r * 0.5f, cy + r * 0.36f, r * 0.11f, rim);
        PieceRange.text(p, v, piece, cx, cy - r * 0.5f, r);
    }

    /** A small padlock (a reserve tile not yet unlocked). */
    static void padlock(Painter p, float cx, float cy, float s) {
        p.arcLine(cx, cy + s * 0.35f, s * 0.5f, 0, 180, Math.max(1.2f, s * 0.22f), Palette.SILVER);
        p.roundRect(cx - s * 0.75f, cy - s * 0.75f, s * 1.5f, s * 1.15f, s * 0.2f, Palette.SILVER);
        p.circle(cx, cy - s * 0.2f, s * 0.18f, Palette.INK);
    }

    static void crown(Painter p, float cx, float cy, float r, Color c) {
        p.rect(cx - r, cy - r * 0.6f, r * 2, r * 0.9f, c);
        p.triangle(cx - r, cy + r * 0.3f, cx - r, cy + r * 0.9f, cx - r * 0.4f, cy + r * 0.3f, c);
        p.triangle(cx - r * 0.45f, cy + r * 0.3f, cx, cy + r, cx + r * 0.45f, cy + r * 0.3f, c);
        p.triangle(cx + r * 0.4f, cy + r * 0.3f, cx + r, cy + r * 0.9f, cx + r, cy + r * 0.3f, c);
    }

    /** The viewed seat's expansion tiles beside the island, each with the energy that unlocks it. */
    static final class ReservePanel extends Panel {
        private final Expansion x;

        ReservePanel(Expansion x) {
            this.x = x;
        }

        @Override
        public String id() {
            return "expansion:reserve";
        }

        @Override
        public Region region() {
            return Region.SEAT_SIDE;
        }

        @Override
        public float pref(float across, View v) {
            return 84;
        }

        private float tileR() {
            return Math.min(24, (bounds.h - 40) / (x.rules.perPlayer() * 2.5f));
        }

        private float slotY(int i) {
            return bounds.top() - 40 - i * tileR() * 2.5f - tileR();
        }

        @Override
        public Object contentKey(View v) {
            GameState s = v.session.state();
            return new ContentKey().add(s.pieces(x.reserve.of(v.viewedSeat))).add(s.get(x.base.state.energy, v.viewedSeat));
        }

        @Override
        public void draw(Painter p, View v) {
            frame(p, v.t("client.reserve"));
            GameState s = v.session.state();
            int seat = v.viewedSeat;
            int[] tiles = s.pieces(x.reserve.of(seat));
            int[] unlocked = x.activatable(s, seat); // the module decides what is unlocked (B13.5), not the client
            float cx = bounds.cx() - 6;
            for (int i = 0; i < tiles.length; i++) {
                int piece = tiles[i];
                float cy = slotY(i);
                if (!v.hidden("piece:" + piece)) v.drawTile(p, piece, cx, cy, tileR());
                int mark = x.rules.mark(x.base.pieces.kind[piece]);
                boolean open = contains(unlocked, piece);
                if (!open) { // locked until the energy reaches its mark: veiled, with a padlock
                    p.hex(cx, cy, tileR(), Palette.hex(0x0B1520, 0.35f));
                    padlock(p, cx - tileR() * 0.62f, cy + tileR() * 0.05f, tileR() * 0.22f);
                }
                v.drawMark(p, v.mark(new Target.Piece(piece)), cx, cy, tileR());
                p.circle(cx + tileR() + 6, cy - tileR() * 0.6f, 9, open ? Palette.hex(0x4A5A6A) : Palette.hex(0x26313C));
                p.centered(String.valueOf(mark), cx + tileR() + 6, cy - tileR() * 0.6f, 0.65f, Palette.WHITE);
            }
            if (tiles.length == 0) p.text(v.t("client.reserve.empty"), bounds.x + 6, bounds.top() - 40, 0.7f, Palette.TEXT_DIM, Align.left);
        }

        private static boolean contains(int[] pieces, int piece) {
            for (int p : pieces) if (p == piece) return true;
            return false;
        }

        @Override
        public Target hit(View v, float px, float py) {
            if (!bounds.contains(px, py)) return null;
            int[] tiles = v.session.state().pieces(x.reserve.of(v.viewedSeat));
            for (int i = 0; i < tiles.length; i++) if (Math.hypot(px - (bounds.cx() - 6), py - slotY(i)) <= tileR()) return new Target.Piece(tiles[i]);
            return null;
        }

        @Override
        public At locate(View v, Target t) {
            if (t instanceof Target.Piece pc) {
                GameState s = v.session.state();
                return locateSlot(v, s.zoneOf(pc.piece()), s.slotOf(pc.piece()));
            }
            return null;
        }

        @Override
        public At locateSlot(View v, int zone, int slot) {
            if (zone == x.reserve.of(v.viewedSeat)) return new At(bounds.cx() - 6, slotY(Math.max(0, slot)), tileR());
            return null;
        }
    }
}
