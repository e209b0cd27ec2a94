package io.fogisles.kernel.module;

import java.util.List;
import java.util.Map;

/** A checked module set in load order (every module after what it requires), with every option filled. */
public record ResolvedModules(List<ModuleDescriptor> ordered, Map<String, Map<String, String>> options) {

    public List<String> ids() {
        return ordered.stream().map(ModuleDescriptor::id).toList();
    }

    public boolean has(String id) {
        for (ModuleDescriptor d : ordered) if (d.id().equals(id)) return true;
        return false;
    }

    public String option(String module, String key) {
        Map<String, String> m = options.get(module);
        String v = m == null ? null : m.get(key);
        if (v == null) throw new IllegalArgumentException("module '" + module + "' has no option '" + key + "'");
        return v;
    }
}
