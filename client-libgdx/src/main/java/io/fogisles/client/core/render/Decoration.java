package io.fogisles.client.core.render;

/** Drawing a module adds on top of another module's panel (e.g. the silver track's unlock marks on the energy bar). */
@FunctionalInterface
public interface Decoration {
    void draw(Painter p, View v, Panel host);
}
