package io.fogisles.client.core.render;

/** Where something is drawn: its centre and its radius (tile size), in UI units. */
public record At(float x, float y, float size) {
}
