package io.fogisles.client.modules.base;

import io.fogisles.client.core.anim.Animation;
import io.fogisles.client.core.render.At;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.View;
import io.fogisles.client.core.view.Target;
import io.fogisles.kernel.event.GameEvent;
import java.util.List;

/** Module 1's animations: balloon flights, rolling dice, the energy marker sliding. */
final class BaseAnimations {
    private BaseAnimations() {
    }

    static List<Animation> animate(GameEvent e, View v, float speed) {
        switch (e.type()) {
            case "base:balloon-moved" -> {
                int seat = e.seat();
                int from = e.intValue("from", -1), to = e.intValue("to", -1);
                At b = v.locate(new Target.Position(seat, to));
                if (b == null) return List.of();
                At a = from < 0 ? null : v.locate(new Target.Position(seat, from));
                return List.of(new BalloonFlight(seat, a, b, (a == null ? 0.4f : 0.9f) * speed));
            }
            case "base:dice-rolled", "base:dice-rerolled" -> {
                return List.of(new io.fogisles.client.core.anim.Tween("dice", 0, 1, 0.8f * speed));
            }
            case "base:energy-changed" -> {
                return List.of(new io.fogisles.client.core.anim.Tween("energy:" + e.seat(), e.intValue("from", 0), e.intValue("to", 0), 0.45f * speed));
            }
            default -> {
                return List.of();
            }
        }
    }

    /** A balloon drifting up, across and down to its new field. */
    static final class BalloonFlight extends Animation {
        private final int seat;
        private final At from, to;

        BalloonFlight(int seat, At from, At to, float duration) {
            super(duration);
            this.seat = seat;
            this.from = from;
            this.to = to;
        }

        @Override
        public boolean hides(String key) {
            return key.equals("balloon:" + seat);
        }

        @Override
        public void draw(Painter p, View v, boolean started) {
            float t = started ? eased() : 0;
            At a = from != null ? from : to;
            float x = a.x() + (to.x() - a.x()) * t, y = a.y() + (to.y() - a.y()) * t;
            y += (float) Math.sin(Math.PI * t) * Math.min(50, (float) Math.hypot(to.x() - a.x(), to.y() - a.y()) * 0.2f);
            float size = to.size() * 0.68f * (from == null ? Math.max(0.2f, t) : 1f + 0.25f * (float) Math.sin(Math.PI * t));
            BaseArt.balloon(p, v, seat, x, y, size);
        }
    }
}
