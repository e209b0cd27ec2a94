package io.fogisles.client.core;

import io.fogisles.kernel.module.ModuleDescriptor;
import io.fogisles.kernel.module.ModuleManifest;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The module toggles of the new-game screen, driven only by the manifests' {@code requires}: turning a
 * module on needs what it requires (the screen offers to turn those on too), turning one off also turns
 * off what requires it, and a module that every other module needs (Module 1) is always on. The engine's
 * resolver still checks the final choice.
 */
public final class ModuleChoices {
    private final Map<String, ModuleManifest> manifests = new TreeMap<>();

    public ModuleChoices(List<ModuleDescriptor> modules) {
        for (ModuleDescriptor d : modules) manifests.put(d.id(), d.manifest());
    }

    /** Module ids in a display order: modules before the modules that require them, then by id. */
    public List<String> ids() {
        List<String> out = new ArrayList<>();
        Set<String> done = new LinkedHashSet<>();
        for (String id : manifests.keySet()) visit(id, done, out);
        return out;
    }

    private void visit(String id, Set<String> done, List<String> out) {
        if (!manifests.containsKey(id) || !done.add(id)) return;
        for (ModuleManifest.Dependency d : manifests.get(id).requires()) visit(d.id(), done, out);
        out.add(id);
    }

    public ModuleManifest manifest(String id) {
        return manifests.get(id);
    }

    /** Everything {@code id} needs, directly or through other modules (not {@code id} itself). */
    public Set<String> requiredBy(String id) {
        Set<String> out = new LinkedHashSet<>();
        collect(id, out);
        out.remove(id);
        return out;
    }

    private void collect(String id, Set<String> out) {
        ModuleManifest m = manifests.get(id);
        if (m == null) return;
        for (ModuleManifest.Dependency d : m.requires()) if (out.add(d.id())) collect(d.id(), out);
    }

    /** Whether every other installed module needs this one (it cannot be turned off). */
    public boolean mandatory(String id) {
        if (!manifests.containsKey(id)) return false;
        boolean anyOther = false;
        for (String other : manifests.keySet()) {
            if (other.equals(id)) continue;
            anyOther = true;
            if (!requiredBy(other).contains(id)) return false;
        }
        return anyOther || manifests.size() == 1;
    }

    /** The modules {@code id} needs that are not chosen yet (the screen offers to turn them on). */
    public List<String> missingFor(String id, List<String> chosen) {
        List<String> out = new ArrayList<>();
        for (String r : ids()) if (requiredBy(id).contains(r) && !chosen.contains(r)) out.add(r);
        return out;
    }

    /** {@code chosen} plus {@code id} and everything it needs, in display order. */
    public List<String> turnOn(String id, List<String> chosen) {
        Set<String> s = new LinkedHashSet<>(chosen);
        s.add(id);
        s.addAll(requiredBy(id));
        return ordered(s);
    }

    /** {@code chosen} without {@code id} and without every module that needs it; mandatory modules stay. */
    public List<String> turnOff(String id, List<String> chosen) {
        if (mandatory(id)) return ordered(new LinkedHashSet<>(chosen));
        Set<String> s = new LinkedHashSet<>();
        for (String c : chosen) if (!c.equals(id) && !requiredBy(c).contains(id)) s.add(c);
        return ordered(s);
    }

    /** A choice with every mandatory module on and every unknown module dropped. */
    public List<String> normalise(List<String> chosen) {
        Set<String> s = new LinkedHashSet<>();
        for (String c : chosen) if (manifests.containsKey(c)) s.add(c);
        for (String id : manifests.keySet()) if (mandatory(id)) s.add(id);
        for (String c : new ArrayList<>(s)) s.addAll(requiredBy(c));
        return ordered(s);
    }

    private List<String> ordered(Set<String> s) {
        List<String> out = new ArrayList<>();
        for (String id : ids()) if (s.contains(id)) out.add(id);
        return out;
    }
}
