package io.fogisles.kernel.event;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What an event type means and the data it carries, as a module declares it (the {@code "events"} of its
 * {@code module.json}). The reference and {@code api.d.ts} are generated from it, and a test plays games
 * with every module and checks each raised event against its declaration.
 *
 * @param doc  what happened, in English, with what {@code seat} is (−1: no seat)
 * @param data each data field by name ({@code "piece?"}: not always present) and its TypeScript type, one
 *             of {@link #TYPES}
 */
public record EventSpec(String doc, Map<String, String> data) {
    /** The data types an event may carry: what the rule API hands a script. */
    public static final List<String> TYPES = List.of("number", "string", "boolean", "number[]", "string[]");

    public EventSpec {
        doc = doc == null ? "" : doc;
        data = data == null ? Map.of() : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(data));
    }

    /** An event declared by its type only (the older form of a manifest's {@code "events"}). */
    public static EventSpec undocumented() {
        return new EventSpec("", Map.of());
    }

    /** Whether the declaration says what the event carries (the older, bare form does not). */
    public boolean documented() {
        return !doc.isEmpty();
    }

    /** The field's name without the optional marker. */
    public static String fieldName(String key) {
        return key.endsWith("?") ? key.substring(0, key.length() - 1) : key;
    }

    /** What is wrong with the declaration: a field that is not a name, a type that is not one of {@link #TYPES}. */
    public List<String> problems() {
        List<String> out = new java.util.ArrayList<>();
        data.forEach((k, t) -> {
            if (!k.matches("[a-z][A-Za-z0-9]*\\??")) out.add("data field '" + k + "' is not a name (letters and digits, '?' at the end when optional)");
            else if (k.equals("type") || k.equals("seat") || k.equals("type?") || k.equals("seat?"))
                out.add("data field '" + k + "' is given to every event already");
            if (t == null || !TYPES.contains(t)) out.add("data field '" + k + "' has type '" + t + "'; the types are " + String.join(", ", TYPES));
        });
        return out;
    }
}
