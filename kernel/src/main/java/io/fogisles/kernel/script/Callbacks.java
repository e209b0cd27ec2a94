package io.fogisles.kernel.script;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import org.graalvm.polyglot.Value;

/**
 * One kind's callbacks of a script context, by id. Callers pass ids that come from rule data (a die
 * face's effect, a field's effect), so the same string objects arrive call after call: a lookup by
 * identity answers those without hashing and comparing text (the registered ids are the script's own
 * strings, never the caller's objects). The identity cache is bounded, so callers that build their ids
 * anew for each call cost a plain lookup and no memory.
 */
final class Callbacks {
    private static final int IDENTITY_LIMIT = 256;
    private final Map<String, Value> byId = new HashMap<>();
    private final IdentityHashMap<String, Value> byIdentity = new IdentityHashMap<>();

    /** Adds a callback; false when the id is taken. */
    boolean add(String id, Value fn) {
        return byId.putIfAbsent(id, fn) == null;
    }

    /** The callback of an id, or null. */
    Value get(String id) {
        Value fn = byIdentity.get(id);
        if (fn != null) return fn;
        fn = byId.get(id);
        if (fn != null && byIdentity.size() < IDENTITY_LIMIT) byIdentity.put(id, fn);
        return fn;
    }
}
