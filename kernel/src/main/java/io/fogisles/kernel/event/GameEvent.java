package io.fogisles.kernel.event;

import java.util.Map;

/**
 * A domain event raised by a rule: a namespaced type ({@code base:tile-placed}), the seat it concerns
 * (−1 for none) and plain data (numbers, strings, booleans, lists, maps) that the client, the game log and
 * house rules read. Events never change state by themselves.
 */
public record GameEvent(String type, int seat, Map<String, Object> data) {
    public GameEvent {
        data = data == null ? Map.of() : Map.copyOf(data);
    }

    public static GameEvent of(String type, int seat, Object... keyValues) {
        if (keyValues.length % 2 != 0) throw new IllegalArgumentException("key/value pairs expected");
        java.util.LinkedHashMap<String, Object> m = new java.util.LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) m.put((String) keyValues[i], keyValues[i + 1]);
        return new GameEvent(type, seat, m);
    }

    public int intValue(String key, int fallback) {
        return data.get(key) instanceof Number n ? n.intValue() : fallback;
    }
}
