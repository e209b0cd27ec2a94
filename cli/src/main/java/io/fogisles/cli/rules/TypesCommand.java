package io.fogisles.cli.rules;

import io.fogisles.cli.Command;
import io.fogisles.cli.GameChoice;
import io.fogisles.cli.Services;
import io.fogisles.cli.UsageException;
import io.fogisles.kernel.module.GameDescriptor;
import io.fogisles.kernel.module.ModuleManifest.OptionSpec;
import io.fogisles.kernel.persist.AtomicFiles;
import io.fogisles.kernel.rules.HouseRule;
import io.fogisles.kernel.rules.HouseRuleLibrary;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code ./fogisles types RULE}: checks a house rule's scripts with the TypeScript compiler against its game's
 * {@code api.d.ts}, as an editor with {@code checkJs} does: misspelled events, steps, rows, API members and
 * option names. It writes the rule's option types ({@code rule-types.d.ts}) and, when the rule has none, a
 * {@code jsconfig.json} an editor reads too; the compiler is installed once with npm.
 */
public final class TypesCommand implements Command {
    /** The TypeScript release the typings are tested with (ApiTypingsTest uses the same). */
    public static final String TYPESCRIPT = "typescript@5.9.3";
    static final String TYPES_FILE = "rule-types.d.ts";

    public String name() {
        return "types";
    }

    public String summary() {
        return "type-check a house rule's scripts against its game's api.d.ts (installs the TypeScript compiler once)";
    }

    public String usage() {
        return """
                ./fogisles types RULE [--game ID]

                RULE is a rule's folder (or its .js file) or an installed rule's id. Writes rule-types.d.ts
                (the rule's options from rule.json, so rule.option('nme') is an error) and, if the folder has
                none, a jsconfig.json for editors; then runs the TypeScript compiler over the rule's scripts
                with its game's scripts/api/…/api.d.ts (the game of the modules in "requires", or --game).
                Exit 0: no type errors; 1: errors (file:line listed); 2: the rule or the compiler cannot be had.
                The compiler (%s) is installed once with npm into %s
                (FOGISLES_TYPESCRIPT names another folder); it needs Node.js and npm (apt-get install nodejs npm).""".formatted(TYPESCRIPT, defaultPrefix());
    }

    public int run(List<String> args, Services rt, PrintStream out, PrintStream err) throws Exception {
        List<String> rest = new ArrayList<>(args);
        String gameId = null;
        int at = rest.indexOf("--game");
        if (at >= 0) {
            if (at + 1 >= rest.size()) throw new UsageException("--game needs a value");
            gameId = rest.remove(at + 1);
            rest.remove(at);
        }
        if (rest.size() != 1) throw new UsageException("types wants one rule: its folder, its .js file or an installed rule's id");
        Path folder = ruleFolder(rest.get(0), rt);
        HouseRule rule = HouseRuleLibrary.load(folder); // a broken manifest is a RuleException naming file and place
        GameDescriptor game = gameId != null ? GameChoice.named(rt.catalog(), gameId)
                : GameChoice.ofModules(rt.catalog(), rule.manifest().requires() == null ? List.of() : rule.manifest().requires());
        if (Services.home() == null) throw new UsageException("cannot find the program's scripts/api folder (run ./fogisles from the Fog Isles folder)");
        Path api = ApiDocsCommand.folder(Services.home().resolve("scripts").resolve("api"), rt.catalog(), game).resolve("api.d.ts");
        if (!Files.isRegularFile(api))
            throw new UsageException(game.id() + " has no script API (" + api + " is missing): its modules run no scripts, so there is nothing to check a rule against");

        AtomicFiles.writeString(folder.resolve(TYPES_FILE), optionTypes(rule));
        Path jsconfig = folder.resolve("jsconfig.json");
        if (!Files.exists(jsconfig)) {
            AtomicFiles.writeString(jsconfig, jsconfig(api, rule));
            out.println("wrote " + jsconfig + " (editors read it too)");
        } else if (!Files.readString(jsconfig).contains(TYPES_FILE)) {
            out.println("note: " + jsconfig + " does not name " + TYPES_FILE + ": add it to \"files\" to check option names");
        }

        Path tsc = compiler(out);
        Process p = new ProcessBuilder(tsc.toString(), "-p", jsconfig.toString(), "--pretty", "false").directory(folder.toFile()).redirectErrorStream(true).start();
        String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8); // until tsc ends and closes its output
        p.waitFor();
        List<String> lines = said.lines().filter(l -> !l.isBlank()).toList();
        int errors = (int) lines.stream().filter(l -> l.contains(": error TS")).count();
        lines.forEach(out::println);
        if (p.exitValue() == 0) {
            out.println(rule.id() + ": no type errors (" + game.id() + "'s api.d.ts)");
            return 0;
        }
        out.println(rule.id() + ": " + errors + " type error" + (errors == 1 ? "" : "s") + " (" + game.id() + "'s api.d.ts)");
        return 1;
    }

    /** A folder, a .js file's folder, or an installed rule's folder. */
    private static Path ruleFolder(String given, Services rt) {
        Path p = Path.of(given);
        if (Files.isDirectory(p)) return p.toAbsolutePath();
        if (Files.isRegularFile(p)) return p.toAbsolutePath().getParent();
        HouseRule installed = rt.library().get(given);
        if (installed != null && installed.location() != null) {
            Path loc = installed.location();
            return Files.isDirectory(loc) ? loc : loc.getParent();
        }
        throw new UsageException("types: no folder or file '" + given + "' and no installed rule of that id"
                + io.fogisles.kernel.data.DidYouMean.hint(given, rt.library().all().stream().map(HouseRule::id).toList()));
    }

    /**
     * The rule's options as TypeScript: {@code api.d.ts} declares {@code RuleOptions} empty (any name is
     * accepted); this file fills it, so only declared names pass and each reads as its type.
     */
    static String optionTypes(HouseRule rule) {
        StringBuilder b = new StringBuilder("// The options of house rule '" + rule.id() + "' (rule.json). Written by ./fogisles types; do not edit.\n");
        b.append("interface RuleOptions {\n");
        Map<String, OptionSpec> options = rule.manifest().options() == null ? Map.of() : rule.manifest().options();
        options.forEach((name, spec) -> {
            String type = switch (spec.type()) {
                case "boolean" -> "boolean";
                case "integer" -> "number";
                default -> spec.values() == null || spec.values().isEmpty() ? "string"
                        : String.join(" | ", spec.values().stream().map(v -> "'" + v.replace("\\", "\\\\").replace("'", "\\'") + "'").toList());
            };
            b.append("  '").append(name.replace("'", "\\'")).append("': ").append(type).append(";\n");
        });
        if (options.isEmpty()) b.append("  /** This rule declares no options: rule.option(name) has nothing to read. */\n  '(no options)': never;\n");
        return b.append("}\n").toString();
    }

    /** An editor's and the compiler's project: exactly the sandbox's globals (no DOM, no Node.js), the game's API, the rule's scripts. */
    static String jsconfig(Path api, HouseRule rule) {
        List<String> files = new ArrayList<>();
        files.add(api.toAbsolutePath().toString());
        files.add(TYPES_FILE);
        List<String> scripts = rule.manifest().scripts() == null || rule.manifest().scripts().isEmpty() ? List.of("rule.js") : rule.manifest().scripts();
        files.addAll(scripts);
        StringBuilder b = new StringBuilder("{\"compilerOptions\": {\"checkJs\": true, \"noEmit\": true, \"target\": \"es2020\", \"lib\": [\"es2020\"], \"types\": []},\n \"files\": [");
        for (int i = 0; i < files.size(); i++) b.append(i == 0 ? "" : ", ").append('"').append(files.get(i).replace("\\", "\\\\").replace("\"", "\\\"")).append('"');
        return b.append("]}\n").toString();
    }

    /** Where the compiler is installed: FOGISLES_TYPESCRIPT, else the player's data folder. */
    static Path prefix() {
        String env = System.getenv("FOGISLES_TYPESCRIPT");
        String prop = System.getProperty("fogisles.typescript"); // tests share the compiler ApiTypingsTest installs
        return prop != null ? Path.of(prop) : env != null && !env.isBlank() ? Path.of(env) : defaultPrefix();
    }

    private static Path defaultPrefix() {
        return Path.of(System.getProperty("user.home"), ".local", "share", "fogisles", "typescript");
    }

    /** The compiler, installed with npm the first time. */
    private static Path compiler(PrintStream out) throws IOException, InterruptedException {
        Path prefix = prefix();
        Path tsc = prefix.resolve("node_modules").resolve(".bin").resolve("tsc");
        if (Files.isExecutable(tsc)) return tsc;
        out.println("installing the TypeScript compiler (" + TYPESCRIPT + ") once into " + prefix + " …");
        Files.createDirectories(prefix);
        Process p;
        try {
            p = new ProcessBuilder("npm", "install", "--no-audit", "--no-fund", "--silent", "--prefix", prefix.toString(), TYPESCRIPT)
                    .redirectErrorStream(true).start();
        } catch (IOException e) {
            throw new UsageException("types needs Node.js and npm to install the TypeScript compiler once (apt-get install nodejs npm): " + e.getMessage());
        }
        String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (p.waitFor() != 0 || !Files.isExecutable(tsc))
            throw new UsageException("npm could not install " + TYPESCRIPT + " into " + prefix + " (it needs the npm registry once):\n" + said.strip());
        return tsc;
    }
}
