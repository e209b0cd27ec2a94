package io.fogisles.kernel.action;

/** Binds a stable id ({@code cards:play}) to an action record class, for saves and the JS API. */
public record ActionType(String id, Class<? extends Record> type) {
    public ActionType {
        if (!Action.class.isAssignableFrom(type)) throw new IllegalArgumentException(type + " is not an Action");
        if (!id.contains(":")) throw new IllegalArgumentException("action ids are namespaced (module:name): " + id);
        for (java.lang.reflect.RecordComponent c : type.getRecordComponents())
            if (RESERVED.contains(c.getName()))
                throw new IllegalArgumentException("action " + id + " (" + type.getSimpleName() + ") has a field named '" + c.getName()
                        + "', which a save uses for every action (" + RESERVED + "); rename the field");
    }

    /** The keys a save's action entry uses besides the action's own fields (SaveGame): an action field of that name would be lost. */
    public static final java.util.Set<String> RESERVED = java.util.Set.of("seat", "type", "hash");
}
