package io.fogisles.cli;

import io.fogisles.kernel.Kernel;
import io.fogisles.kernel.module.GameDescriptor;
import io.fogisles.kernel.module.ModuleDescriptor;
import java.io.PrintStream;
import java.util.List;

/** Prints the program's versions, the JVM, the script engine in use, the installed games with their modules, and the house rules. */
final class InfoCommand implements Command {
    public String name() {
        return "info";
    }

    public String summary() {
        return "versions, Java, script engine (JIT or interpreter), the games with their modules, and house rules";
    }

    public String usage() {
        return "./fogisles info";
    }

    public int run(List<String> args, Services rt, PrintStream out, PrintStream err) {
        out.println("Fog Isles " + AppVersion.get());
        out.println("engine API  " + Kernel.API_VERSION);
        out.println("Java        " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ", " + System.getProperty("java.home") + ")");
        out.println("scripts     GraalJS, " + rt.scripts().implementationName());
        var catalog = rt.catalog();
        var shown = new java.util.HashSet<String>();
        out.println("games (--game ID; without it, " + (catalog.defaultGame() == null ? "none" : catalog.defaultGame().id()) + "):");
        for (GameDescriptor g : catalog.games()) {
            out.printf("  %-18s %s, %s players, modules %s (default %s)%n", g.id(), g.displayName("en"), g.players(),
                    String.join(",", catalog.installedModules(g)), String.join(",", g.defaultModules()));
            for (String id : catalog.installedModules(g)) {
                module(out, catalog.get(id));
                shown.add(id);
            }
        }
        for (ModuleDescriptor d : catalog.all()) {
            if (shown.contains(d.id())) continue;
            out.println("  (modules of no game)");
            module(out, d);
        }
        java.nio.file.Path home = Services.home();
        out.println("house rules (bundled in " + (home == null ? "?" : home.resolve("scripts")) + ", your own in " + Services.userRuleFolder() + "):");
        var library = rt.library();
        for (var r : library.all()) out.printf("  %-20s %-8s %s%n", r.id(), r.manifest().version(), r.manifest().displayName("en"));
        if (library.all().isEmpty()) out.println("  (none)");
        // files that could not be read (errors) and rules that replace another of the same id (warnings)
        library.problems().forEach((file, problems) -> problems.forEach(p -> out.println("  " + file + ": " + p.severity().name().toLowerCase(java.util.Locale.ROOT) + ": " + p.message())));
        return 0;
    }

    private static void module(PrintStream out, ModuleDescriptor d) {
        String req = d.manifest().requires().isEmpty() ? "" : "  requires " + d.manifest().requires().stream().map(x -> x.id()).toList();
        out.printf("    %-12s %-8s %s%s%n", d.id(), d.manifest().version(), d.manifest().displayName("en"), req);
        d.manifest().options().forEach((k, o) -> out.printf("               option %s = %s (default %s)%n", k, "choice".equals(o.type()) ? String.join("|", o.allowed()) : o.describeAllowed(), o.defaultValue()));
    }
}
