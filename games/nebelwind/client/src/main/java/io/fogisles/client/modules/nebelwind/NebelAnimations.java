package io.fogisles.client.modules.nebelwind;

import io.fogisles.client.core.anim.Animation;
import io.fogisles.client.core.render.At;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.View;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.nebelwind.NebelAction;
import io.fogisles.nebelwind.NebelData;
import io.fogisles.nebelwind.NebelGame;
import java.util.List;

/**
 * Nebelwind's animations, one step per event so that a row of moves plays one after another (the automata's chips
 * above all, which the flow plays all at once between two people's decisions): a placed chip drops onto its space
 * with a ring, each chip hidden on its space until its turn comes; a whale glides from port to port.
 */
final class NebelAnimations {
    private final NebelGame g;
    private final Look look;
    private final SpacesPanel spaces;
    private final MapPanel map;

    NebelAnimations(NebelGame g, Look look, SpacesPanel spaces, MapPanel map) {
        this.g = g;
        this.look = look;
        this.spaces = spaces;
        this.map = map;
    }

    List<Animation> animate(GameEvent e, View v, float speed) {
        switch (e.type()) {
            case "nebelwind:placed" -> {
                int area = NebelAction.AREAS.indexOf(String.valueOf(e.data().get("area"))), chip = e.intValue("chip", 0);
                if (area < 0 || chip < 1 || chip > 5) return List.of();
                return List.of(new Drop(area, chip - 1, e.intValue("participant", -1), 0.55f * speed));
            }
            case "nebelwind:whale-moved" -> {
                int from = port(String.valueOf(e.data().get("from")));
                return from < 0 || e.seat() < 0 ? List.of() : List.of(new Glide(e.seat(), e.intValue("whale", 0), from, 0.6f * speed));
            }
            default -> {
                return List.of();
            }
        }
    }

    private int port(String id) {
        List<NebelData.Port> ports = g.data.ports;
        for (int p = 0; p < ports.size(); p++) if (ports.get(p).id().equals(id)) return p;
        return -1;
    }

    /** A chip falls onto its space, a ring spreading where it lands; the space shows no chip until then. */
    private final class Drop extends Animation {
        private final int area, space, participant;

        Drop(int area, int space, int participant, float duration) {
            super(duration);
            this.area = area;
            this.space = space;
            this.participant = participant;
        }

        @Override
        public boolean hides(String key) {
            return key.equals(SpacesPanel.chipKey(area, space));
        }

        @Override
        public void draw(Painter p, View v, boolean started) {
            if (!started) return;
            float[] at = spaces.chipAt(area, space);
            float t = eased();
            look.chip(p, look.participantColour(v.session, participant), space + 1, at[0], at[1] + (1 - t) * 30, at[2] * (1.4f - 0.4f * t), false);
            p.ring(at[0], at[1], at[2] * (1 + 1.5f * t), 2.5f, Palette.hex(0xF0C24B, 1 - t));
        }
    }

    /** A whale glides from the port it left to where it lies now. */
    private final class Glide extends Animation {
        private final int seat, whale, from;

        Glide(int seat, int whale, int from, float duration) {
            super(duration);
            this.seat = seat;
            this.whale = whale;
            this.from = from;
        }

        @Override
        public boolean hides(String key) {
            return key.equals(MapPanel.whaleKey(seat, whale));
        }

        @Override
        public void draw(Painter p, View v, boolean started) {
            At to = map.locate(v, NebelBinder.whale(seat, whale)), start = map.locate(v, NebelBinder.port(from));
            if (to == null || start == null) return;
            float t = started ? eased() : 0, sx = start.x() - start.size() * 2.3f, sy = start.y();
            MapPanel.whale(p, v.seatColour(seat), v.session.state().get(g.state.whaleCargo, seat, whale), sx + (to.x() - sx) * t, sy + (to.y() - sy) * t, to.size());
        }
    }
}
