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
 * Nebelwind's animations: a placed chip drops onto its space with a ring, each chip hidden on its space until its
 * turn comes; an automaton's chip is a step of its own with a rest after it, so that the automata's moves, which the
 * flow plays all at once between two people's decisions, are seen one by one (a click or space skips them, as any
 * animation); a whale glides from port to port.
 */
final class NebelAnimations {
    /** How long an automaton's chip rests on its space, ring and name shown, before the next move (s at factor 1). */
    static final float AUTOMATON_REST = 0.7f;
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
                int participant = e.intValue("participant", -1);
                // an automaton's chip is a step of its own with a rest after it: the flow plays the automata all at
                // once after a person's move, and a family at the table should see each of them place in turn
                boolean automaton = participant >= 0 && participant < g.rules.participants && g.rules.isAutomaton(participant);
                return List.of(new Drop(area, chip - 1, participant, 0.55f * speed, automaton ? AUTOMATON_REST * speed : 0));
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

    /**
     * A chip falls onto its space, a ring spreading where it lands; the space shows no chip until then. An automaton's
     * chip is a step of its own and then rests, its ring held and its name above it, so that its move can be read.
     */
    private final class Drop extends Animation {
        private final int area, space, participant;
        private final float fall, rest;

        Drop(int area, int space, int participant, float fall, float rest) {
            super(fall + rest);
            this.area = area;
            this.space = space;
            this.participant = participant;
            this.fall = Math.max(0.01f, fall);
            this.rest = rest;
        }

        @Override
        public boolean ownStep() {
            return rest > 0;
        }

        @Override
        public boolean hides(String key) {
            return key.equals(SpacesPanel.chipKey(area, space));
        }

        @Override
        public void draw(Painter p, View v, boolean started) {
            if (!started) return;
            float[] at = spaces.chipAt(area, space);
            float f = Math.min(1f, elapsed / fall), t = f * f * (3 - 2 * f);
            look.chip(p, look.participantColour(v.session, participant), space + 1, at[0], at[1] + (1 - t) * 30, at[2] * (1.4f - 0.4f * t), false);
            p.ring(at[0], at[1], at[2] * (1 + 1.5f * t), 2.5f, Palette.hex(0xF0C24B, rest > 0 ? 1 - 0.5f * t : 1 - t));
            if (rest > 0) p.centered(look.participantName(v.session, participant), at[0], at[1] + at[2] * 2.2f, 0.75f, Palette.HIGHLIGHT);
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
