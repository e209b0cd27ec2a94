package io.fogisles.kernel.action;

/** Binds a stable id ({@code cards:play}) to an action record class, for saves and the JS API. */
public record ActionType(String id, Class<? extends Record> type) {
    public ActionType {
        if (!Action.class.isAssignableFrom(type)) throw new IllegalArgumentException(type + " is not an Action");
        if (!id.contains(":")) throw new IllegalArgumentException("action ids are namespaced (module:name): " + id);
    }
}
