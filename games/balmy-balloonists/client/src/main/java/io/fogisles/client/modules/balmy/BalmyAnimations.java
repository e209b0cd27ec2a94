package io.fogisles.client.modules.balmy;

import io.fogisles.balmy.BalmyGame;
import io.fogisles.client.core.anim.Animation;
import io.fogisles.client.core.anim.Tween;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.View;
import io.fogisles.kernel.event.GameEvent;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Balmy Balloonists' animations: a played card flies from the balloon that plays it to the balloon it is played on,
 * then its effect shows on the map: the balloon glides along its lane when it flies (forward or back), across the
 * lanes when it is moved north or south, into the trough and back; a silver figure walks round the wind rose; a new
 * quadrant card glows; bad luck, bad weather, a landing and a balloon home are said in a bubble over the balloon. A
 * balloon's later moves wait for its earlier ones: it is drawn once, where the running move has got to.
 */
final class BalmyAnimations {
    private final BalmyGame g;
    private final Look look;
    private final MapPanel map;
    /** The last glide made for each balloon (and the storm, at index −1): a queued one shows the balloon only when it is the first in line. */
    private final Map<Integer, Animation> last = new HashMap<>();

    BalmyAnimations(BalmyGame g, Look look, MapPanel map) {
        this.g = g;
        this.look = look;
        this.map = map;
    }

    List<Animation> animate(GameEvent e, View v, float speed) {
        int b = e.intValue("balloon", -1);
        switch (e.type()) {
            case "balmy-balloonists:moved", "balmy-balloonists:restarted" -> {
                String how = String.valueOf(e.data().get("how"));
                Glide glide = new Glide(b, e.intValue("fromLane", 1), e.intValue("fromField", 0), how.equals("back-from-trough"), e.intValue("lane", 1),
                        e.intValue("field", 0), how.equals("trough"), speed, last.get(b));
                last.put(b, glide);
                return List.of(glide);
            }
            case "balmy-storm:moved" -> {
                Glide glide = new Glide(-1, e.intValue("fromLane", 1), e.intValue("fromField", 0), false, e.intValue("lane", 1), e.intValue("field", 0), false, speed,
                        last.get(-1));
                last.put(-1, glide);
                return List.of(glide);
            }
            case "balmy-balloonists:card-played" -> {
                int onto = e.intValue("onto", -1), card = e.intValue("card", -1);
                return card < 0 ? List.of() : List.of(new CardFlight(card, b, onto, 0.55f * speed));
            }
            case "balmy-balloonists:figure-moved" -> {
                return List.of(new FigureWalk(e.intValue("figure", 0), e.intValue("from", 0), e.intValue("to", 0), 0.5f * speed));
            }
            case "balmy-balloonists:quadrant-card" -> {
                return List.of(new Tween(QuadrantsPanel.NEW_CARD + e.intValue("quadrant", 0), 0, 1, 1.0f * speed));
            }
            case "balmy-balloonists:bad-luck" -> {
                return bubble(b, v.t("badluck." + e.data().get("kind")), speed);
            }
            case "balmy-balloonists:bad-weather" -> {
                return bubble(b, v.t("balmy.bubble.weather", v.t("weather." + e.data().get("kind"))), speed);
            }
            case "balmy-balloonists:landed" -> {
                return bubble(b, v.t("balmy.bubble.landed"), speed);
            }
            case "balmy-balloonists:home" -> {
                return bubble(b, v.t("balmy.bubble.home"), speed);
            }
            default -> {
                return List.of();
            }
        }
    }

    private List<Animation> bubble(int b, String text, float speed) {
        return b < 0 ? List.of() : List.of(new Bubble(b, text, 1.1f * speed));
    }

    /** A balloon (or the storm, −1) moving from one field to another: along its lane, or across lanes, in polar steps. */
    private final class Glide extends Animation {
        private final int who, fromLane, fromField, lane, field;
        private final boolean fromTrough, toTrough;
        private final Animation before;

        Glide(int who, int fromLane, int fromField, boolean fromTrough, int lane, int field, boolean toTrough, float speed, Animation before) {
            super(speed * Math.min(1.4f, 0.3f + 0.05f * distance(fromLane, fromField, lane, field)));
            this.who = who;
            this.fromLane = fromLane;
            this.fromField = fromField;
            this.fromTrough = fromTrough;
            this.lane = lane;
            this.field = field;
            this.toTrough = toTrough;
            this.before = before;
        }

        @Override
        public boolean hides(String key) {
            return key.equals(who < 0 ? "balmy:storm" : "balmy:balloon:" + who);
        }

        @Override
        public void draw(Painter p, View v, boolean started) {
            if (!started && before != null && !before.done()) return; // an earlier move of the same balloon shows it
            PolarMap geo = map.geo;
            float t = started ? eased() : 0;
            float r0 = fromTrough ? geo.troughMid() : geo.mid(fromLane), r1 = toTrough ? geo.troughMid() : geo.mid(lane);
            float a0 = geo.angle(fromLane, fromField + 0.5f), a1;
            if (fromLane == lane) {
                int len = g.map.length(lane), d = Math.floorMod(field - fromField + len / 2, len) - len / 2;
                a1 = a0 + d * geo.fieldDegrees(lane);
            } else {
                float d = geo.angle(lane, field + 0.5f) - a0;
                d = ((d + 540) % 360) - 180;
                a1 = a0 + d;
            }
            float r = r0 + (r1 - r0) * t, a = a0 + (a1 - a0) * t;
            float x = geo.x(r, a), y = geo.y(r, a);
            if (who < 0) map.stormToken(p, x, y, map.balloonR());
            else look.balloon(p, v, who, x, y, map.balloonR(), g.altitude(v.session.state(), who), 1f);
        }
    }

    private int distance(int fromLane, int fromField, int lane, int field) {
        if (fromLane != lane) return 4;
        int len = g.map.length(lane);
        return Math.abs(Math.floorMod(field - fromField + len / 2, len) - len / 2);
    }

    /** A local wind card flying from the balloon that plays it to the balloon it is played on (or the storm). */
    private final class CardFlight extends Animation {
        private final int card, from, onto;

        CardFlight(int card, int from, int onto, float duration) {
            super(duration);
            this.card = card;
            this.from = from;
            this.onto = onto;
        }

        @Override
        public void draw(Painter p, View v, boolean started) {
            if (!started || from < 0) return;
            var s = v.session.state();
            float[] a = map.balloonAt(s, from);
            float[] b = onto >= 0 ? map.balloonAt(s, onto) : map.stormAt(s);
            if (b == null) return;
            float t = eased(), x = a[0] + (b[0] - a[0]) * t, y = a[1] + (b[1] - a[1]) * t + (float) Math.sin(Math.PI * t) * 30;
            float w = 30 + 10 * (float) Math.sin(Math.PI * t);
            look.wind(p, card, x, y, w, w * HandPanel.TALL, 1f);
        }
    }

    /** A silver figure walking round the wind rose to the next balloon's field. */
    private final class FigureWalk extends Animation {
        private final int figure, from, to;

        FigureWalk(int figure, int from, int to, float duration) {
            super(duration);
            this.figure = figure;
            this.from = from;
            this.to = to;
        }

        @Override
        public boolean hides(String key) {
            return key.equals("balmy:figure:" + figure);
        }

        @Override
        public void draw(Painter p, View v, boolean started) {
            var s = v.session.state();
            float[] a = map.figureAt(s, from), b = map.figureAt(s, to);
            float t = started ? eased() : 0;
            MapPanel.figure(p, a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2]);
        }
    }

    /** Words over a balloon, rising and fading. */
    private final class Bubble extends Animation {
        private final int balloon;
        private final String text;

        Bubble(int balloon, String text, float duration) {
            super(duration);
            this.balloon = balloon;
            this.text = text;
        }

        @Override
        public void draw(Painter p, View v, boolean started) {
            if (!started) return;
            float[] at = map.balloonAt(v.session.state(), balloon);
            float t = progress(), alpha = t < 0.7f ? 1 : (1 - t) / 0.3f;
            float w = p.textWidth(text, 0.85f) + 16, x = at[0], y = at[1] + at[2] * 2.2f + 14 * t;
            p.roundRect(x - w / 2, y - 11, w, 22, 8, Palette.hex(0x15202B, 0.85f * alpha));
            p.roundFrame(x - w / 2, y - 11, w, 22, 8, 1.5f, Palette.hex(0xF0C24B, alpha));
            p.centered(text, x, y, 0.85f, Palette.hex(0xFFFFFF, alpha));
        }
    }
}
