package io.fogisles.client.core;

/** A screen that shows a game being played (the app asks it which house rules are in play). */
public interface ShowsSession {
    Session session();
}
