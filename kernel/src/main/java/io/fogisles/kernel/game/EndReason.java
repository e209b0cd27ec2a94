package io.fogisles.kernel.game;

/** A way a game can end, declared by a module ({@code cards:hands-empty}). */
public record EndReason(String id) {
}
