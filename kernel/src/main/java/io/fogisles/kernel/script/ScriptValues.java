package io.fogisles.kernel.script;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.graalvm.polyglot.Value;
import org.graalvm.polyglot.proxy.ProxyArray;
import org.graalvm.polyglot.proxy.ProxyObject;

/** Converts plain Java data to script values and back (numbers, strings, booleans, lists, maps). */
public final class ScriptValues {
    private ScriptValues() {
    }

    /** Java → script: maps become objects (copies: a script's writes stay in them), lists and int arrays become arrays. */
    public static Object toGuest(Object o) {
        if (o == null || o instanceof String || o instanceof Number || o instanceof Boolean) return o;
        if (o instanceof EffectArgs a) return new ArgsObject(a); // no copy: effects run every round
        if (o instanceof Map<?, ?> m) {
            Map<String, Object> out = new LinkedHashMap<>();
            m.forEach((k, v) -> out.put(String.valueOf(k), toGuest(v)));
            return ProxyObject.fromMap(out);
        }
        if (o instanceof List<?> l) {
            Object[] a = new Object[l.size()];
            for (int i = 0; i < a.length; i++) a[i] = toGuest(l.get(i));
            return ProxyArray.fromArray(a);
        }
        if (o instanceof int[] ints) {
            Object[] a = new Object[ints.length];
            for (int i = 0; i < a.length; i++) a[i] = ints[i];
            return ProxyArray.fromArray(a);
        }
        return o; // an exported host object
    }

    /** Script → Java: whole numbers become Integer (or Long), other numbers Double; objects become maps. */
    public static Object toJava(Value v) {
        if (v == null || v.isNull()) return null;
        if (v.isBoolean()) return v.asBoolean();
        if (v.isNumber()) {
            if (v.fitsInInt()) return v.asInt();
            if (v.fitsInLong()) return v.asLong();
            return v.asDouble();
        }
        if (v.isString()) return v.asString();
        if (v.isHostObject()) return v.asHostObject();
        // proxies (data the host handed to the script) are read like script objects: as plain data
        if (v.hasArrayElements()) {
            List<Object> out = new ArrayList<>();
            for (long i = 0; i < v.getArraySize(); i++) out.add(toJava(v.getArrayElement(i)));
            return out;
        }
        if (v.canExecute()) return v; // a function: only usable while its context lives
        if (v.hasMembers()) {
            Map<String, Object> out = new LinkedHashMap<>();
            for (String k : v.getMemberKeys()) out.put(k, toJava(v.getMember(k)));
            return out;
        }
        return v.toString();
    }
}
