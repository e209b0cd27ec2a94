package io.fogisles.kernel.action;

/** Binds a stable id ({@code cards:play}) to an action record class, for saves and the JS API. */
public record ActionType(String id, Class<? extends Record> type) {
    /**
     * Names an action's fields may not have: a save writes an action's fields beside its step's own
     * {@code seat}, {@code type} and {@code hash} (and the protocol beside {@code type}), so a field of one of
     * these names would be overwritten there.
     */
    public static final java.util.Set<String> RESERVED = java.util.Set.of("seat", "type", "hash");

    public ActionType {
        if (!Action.class.isAssignableFrom(type)) throw new IllegalArgumentException(type + " is not an Action");
        if (!id.contains(":")) throw new IllegalArgumentException("action ids are namespaced (module:name): " + id);
        for (java.lang.reflect.RecordComponent c : type.getRecordComponents())
            if (RESERVED.contains(c.getName()))
                throw new IllegalArgumentException("action " + id + " (" + type.getName() + ") has a field '" + c.getName() + "'; saves and the protocol use "
                        + RESERVED + " for themselves: rename it");
    }
}
