package io.fogisles.client.modules.balmy;

import io.fogisles.balmy.WorldMap;

/**
 * Where the polar map's parts lie on the screen, GL-free: the North Pole in the middle, the polar high around it,
 * lanes 1 (inside) to 5 as rings, the equatorial trough outside them. Field 0 of every lane begins at the start
 * line, which points down; fields count counter-clockwise, the way the balloons fly. Only geometry: which lane and
 * field a point is on, and where a field is drawn.
 */
final class PolarMap {
    /** The polar high's and the trough's edges as parts of the radius. */
    static final float POLE = 0.17f, TROUGH = 0.89f;
    final WorldMap map;
    float cx, cy, radius = 100;

    PolarMap(WorldMap map) {
        this.map = map;
    }

    void place(float cx, float cy, float radius) {
        this.cx = cx;
        this.cy = cy;
        this.radius = radius;
    }

    float inner(int lane) {
        return radius * (POLE + (lane - 1) * (TROUGH - POLE) / map.lanes());
    }

    float outer(int lane) {
        return inner(lane + 1);
    }

    float mid(int lane) {
        return (inner(lane) + outer(lane)) / 2;
    }

    /** The middle of the trough's ring. */
    float troughMid() {
        return radius * (TROUGH + 1) / 2;
    }

    /** Degrees one field of a lane spans. */
    float fieldDegrees(int lane) {
        return 360f / map.length(lane);
    }

    /** The screen angle (degrees, counter-clockwise from the right) of a place along a lane, in fields from the start line. */
    float angle(int lane, float fields) {
        return -90f + fields * fieldDegrees(lane);
    }

    /** The screen angle of a longitude east of the start line. */
    static float angleOf(float degreesEast) {
        return -90f + degreesEast;
    }

    float x(float r, float deg) {
        return cx + r * (float) Math.cos(Math.toRadians(deg));
    }

    float y(float r, float deg) {
        return cy + r * (float) Math.sin(Math.toRadians(deg));
    }

    /** The centre of a field: its lane's middle ring (or the trough's, for a balloon in the trough) at the field's middle. */
    float fieldX(int lane, int field, boolean trough) {
        return x(trough ? troughMid() : mid(lane), angle(lane, field + 0.5f));
    }

    float fieldY(int lane, int field, boolean trough) {
        return y(trough ? troughMid() : mid(lane), angle(lane, field + 0.5f));
    }

    /** The lane under a point (1…), or 0 inside the polar high, or −1 outside the lanes. */
    int laneAt(float x, float y) {
        float r = (float) Math.hypot(x - cx, y - cy);
        if (r < inner(1)) return 0;
        for (int l = 1; l <= map.lanes(); l++) if (r < outer(l)) return l;
        return -1;
    }

    /** The field of a lane under a point (by its angle). */
    int fieldAt(int lane, float x, float y) {
        double deg = Math.toDegrees(Math.atan2(y - cy, x - cx)) + 90;
        deg = ((deg % 360) + 360) % 360;
        return Math.min(map.length(lane) - 1, (int) (deg / fieldDegrees(lane)));
    }
}
