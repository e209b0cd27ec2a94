package io.fogisles.kernel.game;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fogisles.kernel.data.DidYouMean;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The numbers and tables of each module (how many of a thing per player count, starting amounts, tables of points,
 * …), read from the module's parameter file and open to house rules before the rule set is built.
 * Modules read them while they build their rules; after that the parameters are frozen.
 */
public final class Parameters {
    private final Map<String, ObjectNode> byModule = new LinkedHashMap<>();
    private final Map<String, String> sources = new LinkedHashMap<>();
    private boolean frozen;

    public void putDefaults(String module, ObjectNode values, String source) {
        byModule.put(module, values.deepCopy());
        sources.put(module, source);
    }

    /** A module's parameter; an error naming the known keys if it does not exist. */
    public JsonNode get(String module, String key) {
        ObjectNode m = byModule.get(module);
        if (m == null) throw new IllegalArgumentException("no parameters for module '" + module + "'");
        JsonNode v = m.get(key);
        if (v == null) {
            List<String> keys = new ArrayList<>();
            m.fieldNames().forEachRemaining(keys::add);
            throw new IllegalArgumentException("module '" + module + "' has no parameter '" + key + "'" + DidYouMean.hint(key, keys) + "; known: " + String.join(", ", keys));
        }
        return v;
    }

    public boolean has(String module, String key) {
        ObjectNode m = byModule.get(module);
        return m != null && m.has(key);
    }

    /** Replaces a parameter (house rules, tests). Only existing parameters can be changed. */
    public void set(String module, String key, JsonNode value) {
        if (frozen) throw new IllegalStateException("parameters can only be changed while the rules are set up");
        get(module, key);
        byModule.get(module).set(key, value.deepCopy());
    }

    public String source(String module) {
        return sources.get(module);
    }

    public List<String> keys(String module) {
        List<String> keys = new ArrayList<>();
        ObjectNode m = byModule.get(module);
        if (m != null) m.fieldNames().forEachRemaining(keys::add);
        return keys;
    }

    public void freeze() {
        frozen = true;
    }
}
