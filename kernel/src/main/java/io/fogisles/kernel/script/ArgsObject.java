package io.fogisles.kernel.script;

import io.fogisles.kernel.effect.EffectArgs;
import org.graalvm.polyglot.Value;
import org.graalvm.polyglot.proxy.ProxyArray;
import org.graalvm.polyglot.proxy.ProxyObject;

/** An effect's arguments as a read-only script object ({@code e.seat}), read straight from the caller's pairs. */
final class ArgsObject implements ProxyObject {
    private final EffectArgs args;

    ArgsObject(EffectArgs args) {
        this.args = args;
    }

    @Override
    public Object getMember(String key) {
        int i = args.indexOf(key);
        return i < 0 ? null : ScriptValues.toGuest(args.value(i));
    }

    @Override
    public Object getMemberKeys() {
        Object[] keys = new Object[args.count()];
        for (int i = 0; i < keys.length; i++) keys[i] = args.key(i);
        return ProxyArray.fromArray(keys);
    }

    @Override
    public boolean hasMember(String key) {
        return args.indexOf(key) >= 0;
    }

    @Override
    public void putMember(String key, Value value) {
        throw new UnsupportedOperationException("the arguments of an effect are read-only (tried to set '" + key + "'); keep your own values in a local variable");
    }
}
