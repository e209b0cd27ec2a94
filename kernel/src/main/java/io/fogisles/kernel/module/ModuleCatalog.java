package io.fogisles.kernel.module;

import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.DidYouMean;
import io.fogisles.kernel.data.Json;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
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
    /** A game's descriptor, in the jar of each of the game's modules (the same file, so copies are alike). */
    public static final String GAME = "META-INF/fogisles/game.json";

    private final Map<String, ModuleDescriptor> modules = new TreeMap<>();
    private final Map<String, GameDescriptor> games = new TreeMap<>();
    private final Map<String, String> gameSources = new HashMap<>();

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
        try {
            List<URL> sorted = Collections.list(loader.getResources(GAME));
            sorted.sort((a, b) -> a.toString().compareTo(b.toString()));
            for (URL url : sorted) {
                try (InputStream in = url.openStream()) {
                    c.addGame(parseGame(url.toString(), new String(in.readAllBytes(), StandardCharsets.UTF_8)), url.toString());
                }
            }
        } catch (IOException e) {
            throw new ModuleException(null, "cannot list games on the class path: " + e.getMessage());
        }
        c.checkGames();
        return c;
    }

    /** Parses and checks a game descriptor ({@code game.json}); errors name the file, the key and the problem. */
    public static GameDescriptor parseGame(String file, String text) {
        GameDescriptor g = Json.read(file, text, GameDescriptor.class);
        if (g.id() == null || !g.id().matches("[a-z][a-z0-9-]*"))
            throw new DataException(file, "$.id", "a game's id is lower-case letters, digits and '-' (such as \"pirate-bay\"), got " + g.id());
        if (g.players().min() < 1 || g.players().max() < g.players().min() || g.players().max() > 12)
            throw new DataException(file, "$.players", "players must be {\"min\": m, \"max\": n} with 1 ≤ m ≤ n ≤ 12, got " + g.players().min() + "–" + g.players().max());
        if (g.modules().isEmpty()) throw new DataException(file, "$.modules", "a game lists at least one module");
        for (int i = 0; i < g.defaultModules().size(); i++) {
            if (!g.modules().contains(g.defaultModules().get(i)))
                throw new DataException(file, "$.defaultModules[" + i + "]", "'" + g.defaultModules().get(i) + "' is not one of the game's modules " + g.modules());
        }
        for (int i = 0; i < g.variants().size(); i++) {
            String v = g.variants().get(i);
            int dot = v.indexOf('.');
            if (dot < 1 || dot == v.length() - 1 || !g.modules().contains(v.substring(0, dot)))
                throw new DataException(file, "$.variants[" + i + "]", "a variant is an option of one of the game's modules, written module.key (e.g. \"" + g.modules().get(0) + ".mode\"), got '" + v + "'");
        }
        if (g.colours().size() < g.players().max())
            throw new DataException(file, "$.colours", "a game names a colour for each of its " + g.players().max() + " seats, got " + g.colours().size());
        return g;
    }

    /** Adds a game; the same descriptor found in several module jars is one game. */
    public void addGame(GameDescriptor g, String source) {
        GameDescriptor old = games.putIfAbsent(g.id(), g);
        if (old == null) {
            gameSources.put(g.id(), source);
        } else if (!old.equals(g)) {
            throw new ModuleException(null, "game id '" + g.id() + "' is described twice, differently: " + gameSources.get(g.id()) + " and " + source);
        }
    }

    /**
     * No module belongs to two games, and every game's core module is installed. A game may list modules that
     * are not on this class path (a module's own tests load only what they build on): those are left out of
     * {@link #installedModules}.
     */
    public void checkGames() {
        Map<String, String> owner = new HashMap<>();
        for (GameDescriptor g : games.values()) {
            if (!modules.containsKey(g.coreModule()))
                throw new ModuleException(g.coreModule(), "game '" + g.id() + "' (" + gameSources.get(g.id()) + ") needs its module '" + g.coreModule()
                        + "', which is not installed" + DidYouMean.hint(g.coreModule(), modules.keySet()));
            for (String m : g.modules()) {
                String other = owner.put(m, g.id());
                if (other != null) throw new ModuleException(m, "module '" + m + "' is listed by two games, '" + other + "' and '" + g.id() + "'");
            }
        }
    }

    /** The modules of a game that are installed, in the game's order. */
    public List<String> installedModules(GameDescriptor g) {
        List<String> out = new ArrayList<>();
        for (String m : g.modules()) if (modules.containsKey(m)) out.add(m);
        return out;
    }

    /** The installed games, in their listing order (then by id). */
    public List<GameDescriptor> games() {
        List<GameDescriptor> out = new ArrayList<>(games.values());
        out.sort(Comparator.comparingInt(GameDescriptor::order).thenComparing(GameDescriptor::id));
        return out;
    }

    /** The game meant when none is named: the first listed ({@link GameDescriptor#order}), or null when no game is installed. */
    public GameDescriptor defaultGame() {
        List<GameDescriptor> all = games();
        return all.isEmpty() ? null : all.get(0);
    }

    /** A game by id, or null. */
    public GameDescriptor game(String id) {
        return games.get(id);
    }

    /** The game a module belongs to, or null when no installed game lists it (a test's hand-made module). */
    public GameDescriptor gameOf(String moduleId) {
        for (GameDescriptor g : games.values()) if (g.modules().contains(moduleId)) return g;
        return null;
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
