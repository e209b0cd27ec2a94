package io.fogisles.kernel.hex;

import java.util.Map;

/**
 * One field of a board: its index (dense, 0…n−1), its coordinate, its type id and its typed attributes
 * (integers, strings or booleans as read from data; e.g. {@code value}, {@code kind}, {@code cost}).
 */
public record Field(int index, Hex hex, String type, Map<String, Object> attributes) {

    public Field {
        attributes = Map.copyOf(attributes);
    }

    public int intAttr(String key, int fallback) {
        return attributes.get(key) instanceof Number n ? n.intValue() : fallback;
    }

    public String stringAttr(String key) {
        return attributes.get(key) instanceof String s ? s : null;
    }

    public boolean has(String key) {
        return attributes.containsKey(key);
    }
}
