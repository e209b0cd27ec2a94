package io.fogisles.kernel.module;

import io.fogisles.kernel.data.DidYouMean;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Checks a module selection and orders it: unknown ids, missing or too old dependencies, cycles,
 * incompatible pairs, a kernel API outside a module's range, and unknown options or values are each
 * reported as a {@link ModuleException} that names the module and says what to do.
 */
public final class ModuleResolver {
    private final ModuleCatalog catalog;
    private final Version engineApi;

    public ModuleResolver(ModuleCatalog catalog, Version engineApi) {
        this.catalog = catalog;
        this.engineApi = engineApi;
    }

    public ResolvedModules resolve(ModuleSelection selection) {
        Map<String, ModuleDescriptor> chosen = new LinkedHashMap<>();
        for (String id : selection.modules()) {
            ModuleDescriptor d = catalog.get(id);
            if (d == null) throw new ModuleException(id, "unknown module '" + id + "'" + DidYouMean.hint(id, catalog.ids())
                    + "; available modules: " + String.join(", ", catalog.ids()));
            if (chosen.put(id, d) != null) throw new ModuleException(id, "module '" + id + "' is selected twice");
        }
        checkMissing(chosen);
        for (ModuleDescriptor d : chosen.values()) {
            VersionRange api = VersionRange.parse(d.manifest().engineApi());
            if (!api.contains(engineApi))
                throw new ModuleException(d.id(), "module '" + d.id() + "' " + d.manifest().version() + " needs engine API " + api
                        + ", but this program provides " + engineApi + "; use a version of the module made for this program");
            for (ModuleManifest.Dependency dep : d.manifest().requires()) checkVersion(d, dep, chosen.get(dep.id()));
            for (ModuleManifest.Dependency dep : d.manifest().optional()) {
                ModuleDescriptor target = chosen.get(dep.id());
                if (target != null) checkVersion(d, dep, target);
            }
            for (String other : d.manifest().incompatible()) {
                if (chosen.containsKey(other))
                    throw new ModuleException(d.id(), "modules '" + d.id() + "' and '" + other + "' cannot be played together (declared by '" + d.id() + "'); deselect one of them");
            }
        }
        List<ModuleDescriptor> ordered = order(chosen);
        return new ResolvedModules(ordered, options(ordered, selection));
    }

    /**
     * Every required module that is not selected, in one message: those the selected modules require and,
     * through the catalog, those the missing ones require in turn (selecting only a module that needs two
     * others names both).
     */
    private void checkMissing(Map<String, ModuleDescriptor> chosen) {
        Map<String, List<String>> missingBy = new LinkedHashMap<>(); // who needs → what is missing, each missing id once
        Set<String> missing = new LinkedHashSet<>();
        Deque<ModuleDescriptor> todo = new ArrayDeque<>(chosen.values());
        while (!todo.isEmpty()) {
            ModuleDescriptor d = todo.removeFirst();
            for (ModuleManifest.Dependency dep : d.manifest().requires()) {
                if (chosen.containsKey(dep.id()) || !missing.add(dep.id())) continue;
                missingBy.computeIfAbsent(d.id(), k -> new ArrayList<>()).add(dep.id());
                ModuleDescriptor next = catalog.get(dep.id());
                if (next != null) todo.addLast(next);
            }
        }
        if (missing.isEmpty()) return;
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, List<String>> e : missingBy.entrySet()) {
            List<String> ids = e.getValue().stream().map(id -> "'" + id + "'").toList();
            String list = ids.size() == 1 ? ids.get(0) : String.join(", ", ids.subList(0, ids.size() - 1)) + " and " + ids.get(ids.size() - 1);
            parts.add((parts.isEmpty() ? "module " : "") + "'" + e.getKey() + "' requires module" + (ids.size() == 1 ? " " : "s ") + list);
        }
        List<String> notInstalled = missing.stream().filter(id -> catalog.get(id) == null).toList();
        String fix;
        if (!notInstalled.isEmpty()) {
            fix = String.join(", ", notInstalled.stream().map(id -> "'" + id + "'").toList()) + (notInstalled.size() == 1 ? " is" : " are") + " not installed";
        } else {
            List<String> suggested = new ArrayList<>(chosen.keySet());
            suggested.addAll(missing);
            fix = "add " + (missing.size() == 1 ? "it" : "them") + " to the selected modules (e.g. modules " + String.join(",", suggested) + ")";
        }
        String first = missingBy.keySet().iterator().next();
        throw new ModuleException(first, String.join(", and ", parts) + ", which " + (missing.size() == 1 ? "is" : "are") + " not selected; " + fix);
    }

    private static void checkVersion(ModuleDescriptor from, ModuleManifest.Dependency dep, ModuleDescriptor target) {
        VersionRange r = dep.range();
        if (r != null && !r.contains(target.version()))
            throw new ModuleException(from.id(), "module '" + from.id() + "' needs '" + dep.id() + "' version " + r + ", but version "
                    + target.manifest().version() + " is installed");
    }

    /** Topological order; among modules free to load, the selection order decides (deterministic). */
    private static List<ModuleDescriptor> order(Map<String, ModuleDescriptor> chosen) {
        Map<String, Set<String>> deps = new LinkedHashMap<>();
        for (ModuleDescriptor d : chosen.values()) {
            Set<String> s = new LinkedHashSet<>();
            for (ModuleManifest.Dependency r : d.manifest().requires()) s.add(r.id());
            for (ModuleManifest.Dependency o : d.manifest().optional()) if (chosen.containsKey(o.id())) s.add(o.id());
            deps.put(d.id(), s);
        }
        List<ModuleDescriptor> out = new ArrayList<>();
        Set<String> done = new LinkedHashSet<>();
        while (done.size() < chosen.size()) {
            String next = null;
            for (String id : chosen.keySet()) {
                if (!done.contains(id) && done.containsAll(deps.get(id))) {
                    next = id;
                    break;
                }
            }
            if (next == null) throw new ModuleException(cycleStart(deps, done), "modules depend on each other in a cycle: " + cycle(deps, done)
                    + "; one of them must drop its requirement");
            done.add(next);
            out.add(chosen.get(next));
        }
        return out;
    }

    private static String cycleStart(Map<String, Set<String>> deps, Set<String> done) {
        for (String id : deps.keySet()) if (!done.contains(id)) return id;
        return null;
    }

    private static String cycle(Map<String, Set<String>> deps, Set<String> done) {
        String start = cycleStart(deps, done);
        Deque<String> path = new ArrayDeque<>();
        Map<String, Integer> seenAt = new HashMap<>();
        String cur = start;
        while (cur != null && !seenAt.containsKey(cur)) {
            seenAt.put(cur, path.size());
            path.addLast(cur);
            String nxt = null;
            for (String d : deps.get(cur)) if (!done.contains(d)) {
                nxt = d;
                break;
            }
            cur = nxt;
        }
        List<String> p = new ArrayList<>(path);
        if (cur == null) return String.join(" → ", p);
        List<String> loop = new ArrayList<>(p.subList(seenAt.get(cur), p.size()));
        loop.add(cur);
        return String.join(" → ", loop);
    }

    private static Map<String, Map<String, String>> options(List<ModuleDescriptor> ordered, ModuleSelection selection) {
        Map<String, ModuleDescriptor> byId = new HashMap<>();
        for (ModuleDescriptor d : ordered) byId.put(d.id(), d);
        for (String module : selection.options().keySet()) {
            if (!byId.containsKey(module))
                throw new ModuleException(module, "options given for module '" + module + "', which is not selected");
        }
        Map<String, Map<String, String>> out = new LinkedHashMap<>();
        for (ModuleDescriptor d : ordered) {
            Map<String, String> given = selection.options().getOrDefault(d.id(), Map.of());
            Map<String, String> filled = new TreeMap<>();
            for (Map.Entry<String, String> e : given.entrySet()) {
                ModuleManifest.OptionSpec spec = d.manifest().options().get(e.getKey());
                if (spec == null) {
                    List<String> known = new ArrayList<>(d.manifest().options().keySet());
                    throw new ModuleException(d.id(), "module '" + d.id() + "' has no option '" + e.getKey() + "'" + DidYouMean.hint(e.getKey(), known)
                            + (known.isEmpty() ? "; it has no options" : "; its options: " + String.join(", ", known)));
                }
                if (spec.refuse(e.getValue()) != null)
                    throw new ModuleException(d.id(), "option " + d.id() + "." + e.getKey() + " cannot be '" + e.getValue() + "'"
                            + DidYouMean.hint(e.getValue(), spec.allowed()) + "; allowed: " + spec.allowedText());
                filled.put(e.getKey(), e.getValue());
            }
            d.manifest().options().forEach((k, spec) -> filled.putIfAbsent(k, spec.defaultValue()));
            out.put(d.id(), Map.copyOf(filled));
        }
        return out;
    }
}
