package io.fogisles.kernel.game;

/** A way a game can end, declared by a module ({@code base:six-coasts}, {@code base:bag-empty}). */
public record EndReason(String id) {
}
