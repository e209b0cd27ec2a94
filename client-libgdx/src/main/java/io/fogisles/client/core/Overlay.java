package io.fogisles.client.core;

/** A screen opened over a running game (the settings): the game screen behind it stays alive and is returned to. */
public interface Overlay {
}
