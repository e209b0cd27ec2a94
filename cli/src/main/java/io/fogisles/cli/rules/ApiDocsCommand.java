package io.fogisles.cli.rules;

import io.fogisles.cli.Command;
import io.fogisles.cli.Services;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.GameDescriptor;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.persist.AtomicFiles;
import io.fogisles.kernel.rules.ApiReference;
import io.fogisles.kernel.rules.ParamsApi;
import io.fogisles.kernel.script.ScriptApiFactory;
import io.fogisles.kernel.script.ScriptBinding;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code ./fogisles api-docs}: writes the script API reference and api.d.ts from the code. */
public final class ApiDocsCommand implements Command {
    public String name() {
        return "api-docs";
    }

    public String summary() {
        return "write the script API reference and TypeScript typings (scripts/api/) from the code";
    }

    public String usage() {
        return """
                ./fogisles api-docs [--check] [--game ID] [FOLDER]

                Writes reference.md and api.d.ts of each game into FOLDER (default scripts/api of the program's
                folder): the default game's (the island game's) there, every other game's in FOLDER/<game id>/.
                --game ID: only that game's. --check: write nothing; exit 1 when the files there are out of date.""";
    }

    /** A rule set of a game with every one of its installed modules (four seats, or the nearest count it allows). */
    private static RuleSet everything(Services rt, GameDescriptor game) {
        int seats = Math.max(game.players().min(), Math.min(4, game.players().max()));
        return rt.rules(new GameConfig(new ModuleSelection(rt.catalog().installedModules(game), null), seats));
    }

    /** Whether a game's modules run scripts at all: only then has it a script API for effects and house rules. */
    public static boolean scripted(Services rt, GameDescriptor game) {
        return !everything(rt, game).scriptUnits().isEmpty();
    }

    /** The script API globals of a game's rule set with every module, plus the setup hooks' argument. */
    public static Map<String, Class<?>> globals(Services rt, GameDescriptor game) {
        RuleSet rules = everything(rt, game);
        Map<String, Class<?>> out = new LinkedHashMap<>();
        for (ScriptApiFactory f : rules.scriptUnits().get(0).apis()) out.put(f.name(), f.create(new ScriptBinding()).getClass());
        out.put("params", ParamsApi.class);
        return out;
    }

    /** The names rules of a game write as text, from its rule set with every module: events with their data, steps, score rows, piece kinds. */
    public static ApiReference.Names names(Services rt, GameDescriptor game) {
        RuleSet rules = everything(rt, game);
        Map<String, Map<String, io.fogisles.kernel.event.EventSpec>> events = new LinkedHashMap<>();
        events.put("kernel", io.fogisles.kernel.event.KernelEvents.SPECS);
        for (io.fogisles.kernel.module.ModuleDescriptor d : modules(rt, game))
            if (!d.manifest().events().isEmpty()) events.put("module " + d.id(), d.manifest().events());
        java.util.TreeSet<String> steps = new java.util.TreeSet<>();
        for (int i = 0; i < rules.flow().nodeCount(); i++) steps.add(rules.flow().node(i).id());
        List<String> rows = rules.scoreRows().stream().map(io.fogisles.kernel.score.ScoreRow::id).toList();
        List<String> kinds = rules.pieces().all().stream().map(io.fogisles.kernel.piece.PieceDef::kind).distinct().sorted().toList();
        return new ApiReference.Names(events, List.copyOf(steps), rows, kinds);
    }

    /** Each of a game's installed modules' script typings ({@code entryPoints.typings}), in module id order. */
    public static List<String> typings(Services rt, GameDescriptor game) {
        List<String> out = new java.util.ArrayList<>();
        for (io.fogisles.kernel.module.ModuleDescriptor d : modules(rt, game)) {
            String file = d.manifest().entryPoints().typings();
            if (file == null) continue;
            out.add(d.read(file)); // a missing file is a ModuleException that names it
        }
        return out;
    }

    private static List<io.fogisles.kernel.module.ModuleDescriptor> modules(Services rt, GameDescriptor game) {
        return rt.catalog().installedModules(game).stream().map(rt.catalog()::get)
                .sorted(java.util.Comparator.comparing(io.fogisles.kernel.module.ModuleDescriptor::id)).toList();
    }

    /** Where a game's files go under the API folder: the default game's at its top, every other game's in a folder of its id. */
    public static Path folder(Path api, ModuleCatalog catalog, GameDescriptor game) {
        return game.equals(catalog.defaultGame()) ? api : api.resolve(game.id());
    }

    public int run(List<String> args, Services rt, PrintStream out, PrintStream err) throws Exception {
        boolean check = args.remove("--check");
        int at = args.indexOf("--game");
        GameDescriptor only = null;
        if (at >= 0) {
            if (at + 1 >= args.size()) throw new io.fogisles.cli.UsageException("--game needs a value");
            only = io.fogisles.cli.GameChoice.named(rt.catalog(), args.get(at + 1));
            args.remove(at + 1);
            args.remove(at);
        }
        Path dir = args.isEmpty() ? Services.home().resolve("scripts").resolve("api") : Path.of(args.get(0));
        Map<Path, String> files = new java.util.LinkedHashMap<>();
        for (GameDescriptor game : only != null ? List.of(only) : rt.catalog().games()) {
            Path folder = folder(dir, rt.catalog(), game);
            if (!scripted(rt, game)) {
                out.println(game.id() + ": no script API (its modules run no scripts), so no reference.md or api.d.ts");
                continue;
            }
            Map<String, Class<?>> globals = globals(rt, game);
            ApiReference.Names names = names(rt, game);
            files.put(folder.resolve("reference.md"), ApiReference.markdown(globals, names));
            files.put(folder.resolve("api.d.ts"), ApiReference.typescript(globals, typings(rt, game), names));
        }
        int stale = 0;
        for (Map.Entry<Path, String> e : files.entrySet()) {
            String now = Files.exists(e.getKey()) ? Files.readString(e.getKey()) : null;
            if (e.getValue().equals(now)) continue;
            stale++;
            if (check) err.println(e.getKey() + " is out of date: run ./fogisles api-docs");
            else {
                Files.createDirectories(e.getKey().toAbsolutePath().getParent());
                AtomicFiles.writeString(e.getKey(), e.getValue());
                Files.deleteIfExists(AtomicFiles.backupOf(e.getKey()));
                out.println("wrote " + e.getKey());
            }
        }
        if (stale == 0) out.println("up to date: " + dir);
        return check && stale > 0 ? 1 : 0;
    }
}
