package io.fogisles.client.core.render;

/** Drawing a module adds on top of another module's panel (e.g. the silver track's unlock marks on the energy bar). */
@FunctionalInterface
public interface Decoration {
    void draw(Painter p, View v, Panel host);

    /**
     * What the decoration shows of the game (see {@link Panel#contentKey}): it is drawn into the host's
     * cached picture, which is redrawn when this changes. Null (the default): it shows only fixed rules.
     */
    default Object contentKey(View v) {
        return null;
    }
}
