package io.fogisles.kernel.event;

import java.util.Map;

/**
 * A domain event raised by a rule: a namespaced type ({@code cards:card-played}), the seat it concerns
 * (−1 for none), plain data (numbers, strings, booleans, lists, maps) that the client, the game log and
 * house rules read, and who may learn of it. Events never change state by themselves.
 *
 * @param audience the seats that may see the event, as bits (bit s: seat s); {@link #EVERYONE} for a
 *                 public event. A private event (a card drawn into a hand) is left out of the other
 *                 seats' and the spectators' views.
 */
public record GameEvent(String type, int seat, Map<String, Object> data, long audience) {
    /** The audience of a public event. */
    public static final long EVERYONE = -1L;

    public GameEvent {
        data = data == null ? Map.of() : Map.copyOf(data);
    }

    public GameEvent(String type, int seat, Map<String, Object> data) {
        this(type, seat, data, EVERYONE);
    }

    public static GameEvent of(String type, int seat, Object... keyValues) {
        if (keyValues.length % 2 != 0) throw new IllegalArgumentException("key/value pairs expected");
        java.util.LinkedHashMap<String, Object> m = new java.util.LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) m.put((String) keyValues[i], keyValues[i + 1]);
        return new GameEvent(type, seat, m);
    }

    /** The same event, seen only by {@code seats}. */
    public GameEvent onlyFor(int... seats) {
        long mask = 0;
        for (int s : seats) {
            if (s < 0 || s > 63) throw new IllegalArgumentException("seat " + s + " cannot be in an event's audience");
            mask |= 1L << s;
        }
        return new GameEvent(type, seat, data, mask);
    }

    /** Whether {@code viewer} (a seat, or −1 for a spectator) may see this event. */
    public boolean visibleTo(int viewer) {
        return audience == EVERYONE || (viewer >= 0 && viewer < 64 && (audience & (1L << viewer)) != 0);
    }

    public int intValue(String key, int fallback) {
        return data.get(key) instanceof Number n ? n.intValue() : fallback;
    }
}
