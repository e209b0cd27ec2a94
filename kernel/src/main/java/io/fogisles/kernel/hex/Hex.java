package io.fogisles.kernel.hex;

import java.util.ArrayList;
import java.util.List;

/** An axial hex coordinate (q, r) on a pointy-top grid; E is +q and SE is +r (RULES B0.2). */
public record Hex(int q, int r) {

    public static final Hex ORIGIN = new Hex(0, 0);

    public Hex neighbour(Direction d) {
        return new Hex(q + d.dq, r + d.dr);
    }

    public Hex step(Direction d, int n) {
        return new Hex(q + d.dq * n, r + d.dr * n);
    }

    public Hex plus(Hex o) {
        return new Hex(q + o.q, r + o.r);
    }

    public Hex minus(Hex o) {
        return new Hex(q - o.q, r - o.r);
    }

    /** The number of single steps between two hexes. */
    public int distance(Hex o) {
        int dq = q - o.q, dr = r - o.r;
        return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
    }

    /** Distance from the origin. */
    public int length() {
        return distance(ORIGIN);
    }

    /** Rotates around the origin by {@code steps} × 60°, counter-clockwise (E → NE) for positive steps. */
    public Hex rotate(int steps) {
        // cube coordinates x = q, z = r, y = -q - r; one counter-clockwise turn maps (x, y, z) to (-y, -z, -x)
        int x = q, z = r, y = -q - r;
        for (int i = Math.floorMod(steps, 6); i > 0; i--) {
            int nx = -y, ny = -z, nz = -x;
            x = nx;
            y = ny;
            z = nz;
        }
        return new Hex(x, z);
    }

    /** Rotates around {@code centre}. */
    public Hex rotate(int steps, Hex centre) {
        return minus(centre).rotate(steps).plus(centre);
    }

    /**
     * The ring of the given radius around this hex: 6 × radius hexes (only this hex for radius 0).
     * It starts at the corner {@code radius} steps to the W and walks the sides clockwise
     * (NE, E, SE, SW, W, NW), so consecutive hexes are neighbours.
     */
    public List<Hex> ring(int radius) {
        if (radius < 0) throw new IllegalArgumentException("negative radius " + radius);
        List<Hex> out = new ArrayList<>(Math.max(1, 6 * radius));
        if (radius == 0) {
            out.add(this);
            return out;
        }
        Hex h = step(Direction.W, radius);
        for (Direction side : CLOCKWISE_FROM_W_CORNER) {
            for (int i = 0; i < radius; i++) {
                out.add(h);
                h = h.neighbour(side);
            }
        }
        return out;
    }

    private static final Direction[] CLOCKWISE_FROM_W_CORNER = {
        Direction.NE, Direction.E, Direction.SE, Direction.SW, Direction.W, Direction.NW
    };

    /** All hexes within {@code radius}, ring by ring from this hex outwards. */
    public List<Hex> spiral(int radius) {
        List<Hex> out = new ArrayList<>();
        for (int k = 0; k <= radius; k++) out.addAll(ring(k));
        return out;
    }

    @Override
    public String toString() {
        return "(" + q + "," + r + ")";
    }
}
