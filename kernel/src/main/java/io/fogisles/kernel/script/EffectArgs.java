package io.fogisles.kernel.script;

import java.util.AbstractMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The named arguments of one effect call (seat, field, piece, amount…), read-only. An effect runs every
 * round and for many placed pieces, so the arguments stay the caller's key/value array: a Java effect
 * reads them as a map, a script effect as an object (whose own writes stay in that object), and neither
 * copies them into a hash map first.
 */
public final class EffectArgs extends AbstractMap<String, Object> {
    private static final EffectArgs NONE = new EffectArgs(new Object[0]);
    private final Object[] keyValues;

    private EffectArgs(Object[] keyValues) {
        this.keyValues = keyValues;
    }

    /**
     * Arguments from {@code key, value} pairs; the array is kept, not copied (callers pass varargs).
     *
     * @throws IllegalArgumentException when a key is not a string or a value has no key
     */
    public static EffectArgs of(Object... keyValues) {
        if (keyValues.length == 0) return NONE;
        if (keyValues.length % 2 != 0) throw new IllegalArgumentException("effect arguments come in key, value pairs; got " + keyValues.length + " items");
        for (int i = 0; i < keyValues.length; i += 2)
            if (!(keyValues[i] instanceof String)) throw new IllegalArgumentException("effect argument key " + (i / 2) + " is not a string: " + keyValues[i]);
        return new EffectArgs(keyValues);
    }

    /** Arguments from a map (in its order). */
    public static EffectArgs from(Map<String, ?> map) {
        if (map instanceof EffectArgs a) return a;
        Object[] kv = new Object[map.size() * 2];
        int i = 0;
        for (Map.Entry<String, ?> e : map.entrySet()) {
            kv[i++] = e.getKey();
            kv[i++] = e.getValue();
        }
        return of(kv);
    }

    /** How many arguments. */
    public int count() {
        return keyValues.length / 2;
    }

    /** The name of argument {@code i}. */
    public String key(int i) {
        return (String) keyValues[2 * i];
    }

    /** The value of argument {@code i}. */
    public Object value(int i) {
        return keyValues[2 * i + 1];
    }

    /** The index of an argument, or −1. */
    public int indexOf(Object key) {
        for (int i = 0; i < keyValues.length; i += 2) if (keyValues[i].equals(key)) return i / 2;
        return -1;
    }

    @Override
    public Object get(Object key) {
        int i = indexOf(key);
        return i < 0 ? null : value(i);
    }

    @Override
    public boolean containsKey(Object key) {
        return indexOf(key) >= 0;
    }

    @Override
    public int size() {
        return count();
    }

    @Override
    public Set<Entry<String, Object>> entrySet() {
        // rarely used (printing, copying): an ordered copy is simplest
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < count(); i++) m.put(key(i), value(i));
        return java.util.Collections.unmodifiableMap(m).entrySet();
    }
}
