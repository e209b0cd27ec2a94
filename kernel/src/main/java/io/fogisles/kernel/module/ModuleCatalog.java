package io.fogisles.kernel.module;

import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.Json;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;

/**
 * Every module that can be chosen: found on the class path as {@code META-INF/fogisles/module.json}
 * (one per module jar, resources under {@code fogisles/<id>/}), plus any added by hand (tests, folders).
 */
public final class ModuleCatalog {
    public static final String MANIFEST = "META-INF/fogisles/module.json";

    private final Map<String, ModuleDescriptor> modules = new TreeMap<>();

    /** Discovers the modules on a class loader's path. */
    public static ModuleCatalog discover(ClassLoader loader) {
        ModuleCatalog c = new ModuleCatalog();
        Map<String, GamePlugin> plugins = new HashMap<>();
        for (GamePlugin p : ServiceLoader.load(GamePlugin.class, loader)) {
            GamePlugin old = plugins.put(p.id(), p);
            if (old != null) throw new ModuleException(p.id(), "two Java plugins claim module id '" + p.id() + "': " + old.getClass().getName() + " and " + p.getClass().getName());
        }
        try {
            Enumeration<URL> urls = loader.getResources(MANIFEST);
            List<URL> sorted = Collections.list(urls);
            sorted.sort((a, b) -> a.toString().compareTo(b.toString()));
            for (URL url : sorted) {
                String text;
                try (InputStream in = url.openStream()) {
                    text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                }
                ModuleManifest m = parse(url.toString(), text);
                c.add(new ModuleDescriptor(m, url.toString(), ModuleDescriptor.ResourceReader.classpath(loader, "fogisles/" + m.id() + "/"), plugins.get(m.id())));
            }
        } catch (IOException e) {
            throw new ModuleException(null, "cannot list modules on the class path: " + e.getMessage());
        }
        for (String id : plugins.keySet()) {
            if (!c.modules.containsKey(id)) throw new ModuleException(id, "Java plugin for module '" + id + "' found, but no " + MANIFEST + " with that id");
        }
        return c;
    }

    /** Parses and checks a manifest; errors name the file, the key and the problem. */
    public static ModuleManifest parse(String file, String text) {
        ModuleManifest m = Json.read(file, text, ModuleManifest.class);
        // "required" keys may still be given as null
        if (m.id() == null) throw new DataException(file, "$.id", "the module's id is missing (a text such as \"my-module\")");
        if (m.version() == null) throw new DataException(file, "$.version", "the module's version is missing (a text such as \"1.0.0\")");
        if (m.engineApi() == null) throw new DataException(file, "$.engineApi", "the engine API range is missing (a text such as \"[1.0,2.0)\")");
        if (!m.id().matches("[a-z][a-z0-9-]*")) throw new DataException(file, "$.id", "module id '" + m.id() + "' must be lower-case letters, digits and '-'");
        try {
            Version.parse(m.version());
        } catch (IllegalArgumentException e) {
            throw new DataException(file, "$.version", e.getMessage());
        }
        try {
            VersionRange.parse(m.engineApi());
        } catch (IllegalArgumentException e) {
            throw new DataException(file, "$.engineApi", e.getMessage());
        }
        for (int i = 0; i < m.requires().size(); i++) checkRange(file, "$.requires[" + i + "]", m.requires().get(i));
        for (int i = 0; i < m.optional().size(); i++) checkRange(file, "$.optional[" + i + "]", m.optional().get(i));
        m.options().forEach((k, o) -> {
            if (o == null) throw new DataException(file, "$.options." + k, "an option is an object {\"default\": ..., \"values\": [...]}, not null");
            for (ModuleManifest.OptionSpec.Problem p : o.problems()) throw new DataException(file, "$.options." + k + p.path(), p.message());
        });
        m.events().forEach((type, spec) -> {
            if (spec == null) throw new DataException(file, "$.events." + type, "an event is declared as {\"doc\": \"what happened\", \"data\": {\"field\": \"number\"}}, not null");
            if (!type.startsWith(m.id() + ":")) throw new DataException(file, "$.events." + type, "a module's event types start with its id: '" + m.id() + ":…'");
            for (String problem : spec.problems()) throw new DataException(file, "$.events." + type + ".data", problem);
        });
        return m;
    }

    private static void checkRange(String file, String path, ModuleManifest.Dependency d) {
        try {
            d.range();
        } catch (IllegalArgumentException e) {
            throw new DataException(file, path + ".version", e.getMessage());
        }
    }

    public void add(ModuleDescriptor d) {
        ModuleDescriptor old = modules.put(d.id(), d);
        if (old != null && !old.source().equals(d.source()))
            throw new ModuleException(d.id(), "module id '" + d.id() + "' is defined twice: " + old.source() + " and " + d.source());
    }

    public ModuleDescriptor get(String id) {
        return modules.get(id);
    }

    public List<ModuleDescriptor> all() {
        return List.copyOf(modules.values());
    }

    public List<String> ids() {
        return new ArrayList<>(modules.keySet());
    }
}
