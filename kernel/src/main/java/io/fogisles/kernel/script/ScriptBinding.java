package io.fogisles.kernel.script;

/**
 * Connects a script unit's host API objects to whatever the current call works on (the game being
 * played). The host sets the target for the duration of each call and clears it afterwards, so API
 * objects created once per script context act on the right game.
 */
public final class ScriptBinding {
    private final String namespace;
    private Object target;

    /** A binding outside any script unit (reading an API's shape, e.g. for the API reference). */
    public ScriptBinding() {
        this(null);
    }

    public ScriptBinding(String namespace) {
        this.namespace = namespace;
    }

    /** The namespace of the unit the API objects serve (its ids and events start with {@code namespace + ":"}), or null. */
    public String namespace() {
        return namespace;
    }

    /** The current call's target, or an error when the API is used outside a call (e.g. at load time). */
    public <T> T target(Class<T> type) {
        if (target == null) throw new IllegalStateException("this function can only be used while the game calls the script, not while the script is loading");
        return type.cast(target);
    }

    public boolean active() {
        return target != null;
    }

    void set(Object t) {
        target = t;
    }
}
