package io.fogisles.client.core.render;

/** How a module draws its pieces of one kind (registered as {@code module:kind}, e.g. {@code base:forest}). */
@FunctionalInterface
public interface TileArt {
    /** Draws piece {@code piece} as a hex tile of circumradius r centred at (cx, cy). */
    void draw(Painter p, View v, int piece, float cx, float cy, float r);
}
