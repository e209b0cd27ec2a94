package io.fogisles.kernel.script;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import org.graalvm.polyglot.Value;
import org.graalvm.polyglot.proxy.ProxyArray;
import org.graalvm.polyglot.proxy.ProxyObject;

/**
 * An effect's arguments as a script object ({@code e.seat}), read straight from the caller's pairs. A
 * script may also set members ({@code e.count = 2}): they are kept in this object only, for the rest of the
 * call, and never reach the caller's arguments (as with a copy). Sloppy-mode JavaScript would silently
 * ignore a refused write, so writes are allowed rather than refused.
 */
final class ArgsObject implements ProxyObject {
    private final EffectArgs args;
    private Map<String, Object> written; // made on the first write: most effects only read

    ArgsObject(EffectArgs args) {
        this.args = args;
    }

    @Override
    public Object getMember(String key) {
        if (written != null && written.containsKey(key)) return written.get(key);
        int i = args.indexOf(key);
        return i < 0 ? null : ScriptValues.toGuest(args.value(i));
    }

    @Override
    public Object getMemberKeys() {
        Set<Object> keys = new LinkedHashSet<>();
        for (int i = 0; i < args.count(); i++) keys.add(args.key(i));
        if (written != null) keys.addAll(written.keySet());
        return ProxyArray.fromArray(keys.toArray());
    }

    @Override
    public boolean hasMember(String key) {
        return written != null && written.containsKey(key) || args.indexOf(key) >= 0;
    }

    @Override
    public void putMember(String key, Value value) {
        if (written == null) written = new LinkedHashMap<>();
        written.put(key, value);
    }
}
