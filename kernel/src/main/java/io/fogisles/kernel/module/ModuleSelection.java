package io.fogisles.kernel.module;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The modules a player chose for one game and the options they set ({@code cards.deck = short}).
 * Options not given take the module's defaults.
 */
public record ModuleSelection(List<String> modules, Map<String, Map<String, String>> options) {
    public ModuleSelection {
        modules = List.copyOf(modules);
        Map<String, Map<String, String>> copy = new LinkedHashMap<>();
        if (options != null) options.forEach((k, v) -> copy.put(k, Map.copyOf(v)));
        options = Map.copyOf(copy);
    }

    public static ModuleSelection of(String... modules) {
        return new ModuleSelection(List.of(modules), Map.of());
    }

    /** Parses option assignments such as {@code cards.deck=short}. */
    public ModuleSelection withOption(String module, String key, String value) {
        Map<String, Map<String, String>> o = new LinkedHashMap<>(options);
        Map<String, String> m = new LinkedHashMap<>(o.getOrDefault(module, Map.of()));
        m.put(key, value);
        o.put(module, m);
        return new ModuleSelection(modules, o);
    }
}
