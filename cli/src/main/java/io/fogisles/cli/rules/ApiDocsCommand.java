package io.fogisles.cli.rules;

import io.fogisles.cli.Command;
import io.fogisles.cli.Services;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
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
                ./fogisles api-docs [--check] [FOLDER]

                Writes reference.md and api.d.ts into FOLDER (default scripts/api of the program's folder).
                --check: write nothing; exit 1 when the files there are out of date.""";
    }

    /** The script API globals of a rule set with every module, plus the setup hooks' argument. */
    public static Map<String, Class<?>> globals(Services rt) {
        RuleSet rules = rt.rules(new GameConfig(ModuleSelection.of("base", "harbour", "expansion"), 4));
        Map<String, Class<?>> out = new LinkedHashMap<>();
        for (ScriptApiFactory f : rules.scriptUnits().get(0).apis()) out.put(f.name(), f.create(new ScriptBinding()).getClass());
        out.put("params", ParamsApi.class);
        return out;
    }

    /** The names rules write as text, from a rule set with every module: events with their data, steps, score rows, piece kinds. */
    public static ApiReference.Names names(Services rt) {
        RuleSet rules = rt.rules(new GameConfig(ModuleSelection.of("base", "harbour", "expansion"), 4));
        Map<String, Map<String, io.fogisles.kernel.event.EventSpec>> events = new LinkedHashMap<>();
        events.put("kernel", io.fogisles.kernel.event.KernelEvents.SPECS);
        for (io.fogisles.kernel.module.ModuleDescriptor d : rt.catalog().all().stream().sorted(java.util.Comparator.comparing(io.fogisles.kernel.module.ModuleDescriptor::id)).toList())
            if (!d.manifest().events().isEmpty()) events.put("module " + d.id(), d.manifest().events());
        java.util.TreeSet<String> steps = new java.util.TreeSet<>();
        for (int i = 0; i < rules.flow().nodeCount(); i++) steps.add(rules.flow().node(i).id());
        List<String> rows = rules.scoreRows().stream().map(io.fogisles.kernel.score.ScoreRow::id).toList();
        List<String> kinds = rules.pieces().all().stream().map(io.fogisles.kernel.piece.PieceDef::kind).distinct().sorted().toList();
        return new ApiReference.Names(events, List.copyOf(steps), rows, kinds);
    }

    /** Each installed module's script typings ({@code entryPoints.typings}), in module id order. */
    public static List<String> typings(Services rt) {
        List<String> out = new java.util.ArrayList<>();
        for (io.fogisles.kernel.module.ModuleDescriptor d : rt.catalog().all().stream().sorted(java.util.Comparator.comparing(io.fogisles.kernel.module.ModuleDescriptor::id)).toList()) {
            String file = d.manifest().entryPoints().typings();
            if (file == null) continue;
            out.add(d.read(file)); // a missing file is a ModuleException that names it
        }
        return out;
    }

    public int run(List<String> args, Services rt, PrintStream out, PrintStream err) throws Exception {
        boolean check = args.remove("--check");
        Path dir = args.isEmpty() ? Services.home().resolve("scripts").resolve("api") : Path.of(args.get(0));
        Map<String, Class<?>> globals = globals(rt);
        ApiReference.Names names = names(rt);
        Map<Path, String> files = Map.of(dir.resolve("reference.md"), ApiReference.markdown(globals, names), dir.resolve("api.d.ts"),
                ApiReference.typescript(globals, typings(rt), names));
        int stale = 0;
        for (Map.Entry<Path, String> e : files.entrySet()) {
            String now = Files.exists(e.getKey()) ? Files.readString(e.getKey()) : null;
            if (e.getValue().equals(now)) continue;
            stale++;
            if (check) err.println(e.getKey() + " is out of date: run ./fogisles api-docs");
            else {
                AtomicFiles.writeString(e.getKey(), e.getValue());
                Files.deleteIfExists(AtomicFiles.backupOf(e.getKey()));
                out.println("wrote " + e.getKey());
            }
        }
        if (stale == 0) out.println("up to date: " + dir);
        return check && stale > 0 ? 1 : 0;
    }
}
