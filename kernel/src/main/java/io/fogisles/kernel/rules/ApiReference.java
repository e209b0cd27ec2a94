package io.fogisles.kernel.rules;

import io.fogisles.kernel.event.EventSpec;
import io.fogisles.kernel.script.ApiDoc;
import io.fogisles.kernel.script.ScriptExport;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Generates the script API reference (Markdown) and the TypeScript typings ({@code api.d.ts}) from the code
 * itself: the exported methods of the API objects (with their {@link ApiDoc}) and the doc comments of the
 * rule API ({@code rule-api.js}, its {@code @ts} signatures). A test keeps the committed files current.
 */
public final class ApiReference {
    private ApiReference() {
    }

    /** An exported method, described. */
    record Entry(String name, String doc, String ts, String since, String deprecated) {
    }

    static List<Entry> javaEntries(Class<?> api) {
        List<Entry> out = new ArrayList<>();
        List<Method> methods = new ArrayList<>(Arrays.asList(api.getMethods()));
        methods.sort(Comparator.comparing(Method::getName));
        for (Method m : methods) {
            if (!m.isAnnotationPresent(ScriptExport.class)) continue;
            ApiDoc d = m.getAnnotation(ApiDoc.class);
            if (d == null) throw new IllegalStateException(api.getName() + "." + m.getName() + " is exported but has no @ApiDoc");
            StringBuilder sig = new StringBuilder(m.getName()).append('(');
            Parameter[] ps = m.getParameters();
            for (int i = 0; i < ps.length; i++) {
                if (i > 0) sig.append(", ");
                String t = i < d.params().length ? d.params()[i] : tsType(ps[i].getType());
                sig.append(ps[i].getName()).append(": ").append(t);
            }
            sig.append("): ").append(d.returns().isEmpty() ? tsType(m.getReturnType()) : d.returns()).append(';');
            out.add(new Entry(m.getName(), d.value(), sig.toString(), d.since(), d.deprecated()));
        }
        return out;
    }

    static String tsType(Class<?> c) {
        if (c == int.class || c == long.class || c == double.class || c == float.class || Number.class.isAssignableFrom(c)) return "number";
        if (c == boolean.class || c == Boolean.class) return "boolean";
        if (c == String.class) return "string";
        if (c == void.class) return "void";
        return "any";
    }

    static List<Entry> ruleEntries() {
        String js;
        try (InputStream in = ApiReference.class.getResourceAsStream("rule-api.js")) {
            js = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        List<Entry> out = new ArrayList<>();
        // "/** what it does. [@deprecated replacement] @ts signature */" before each member
        Matcher m = Pattern.compile("/\\*\\* (.*?)(?: @deprecated (\\S+))? @ts (.*?) \\*/\\s*\\n\\s*(\\w+)", Pattern.DOTALL).matcher(js);
        while (m.find()) {
            String replacement = m.group(2) == null ? "" : m.group(2);
            out.add(new Entry(m.group(4), m.group(1).trim(), m.group(3).trim(), "1", replacement));
        }
        return out;
    }

    /**
     * The names a rule writes as text, from a rule set with every module: the events (by who raises them,
     * with what they carry), the flow steps and phases hooks can name, the score rows, the piece kinds.
     * They become literal types in {@code api.d.ts} (an editor completes them and flags typos) and tables in
     * the reference.
     */
    public record Names(Map<String, Map<String, EventSpec>> eventsBySource, List<String> steps, List<String> rows, List<String> pieceKinds) {
        public static final Names NONE = new Names(Map.of(), List.of(), List.of(), List.of());

        Map<String, EventSpec> events() {
            Map<String, EventSpec> out = new LinkedHashMap<>();
            eventsBySource.values().forEach(out::putAll);
            return out;
        }
    }

    /** The Markdown reference of the given globals (name → API class), after the rule API. */
    public static String markdown(Map<String, Class<?>> globals) {
        return markdown(globals, Names.NONE);
    }

    /** The same, with the events {@code rule.on} can listen to (by who raises them, with their data) and the names rules use. */
    public static String markdown(Map<String, Class<?>> globals, Names names) {
        StringBuilder b = new StringBuilder();
        b.append("# Fog Isles script API reference (rule API ").append(HouseRuleLibrary.API_VERSIONS.get(HouseRuleLibrary.API_VERSIONS.size() - 1)).append(")\n\n");
        b.append("Generated from the code by `./fogisles api-docs`; do not edit by hand. ");
        b.append("Types are in `api.d.ts` beside this file. Everything here is available inside a rule's hooks; at load time only `rule` and `effects` are.\n\n");
        b.append("## `rule`: registering hooks\n\n| function | what it does |\n|---|---|\n");
        for (Entry e : ruleEntries()) row(b, e);
        b.append("\n## `effects`\n\n| function | what it does |\n|---|---|\n| `define(id: string, fn: (args: EffectArgs) => void): void;` | Defines an effect; the id starts with the module's or rule's namespace. |\n");
        for (Map.Entry<String, Class<?>> g : globals.entrySet()) {
            b.append("\n## `").append(g.getKey()).append("`").append(g.getKey().equals("params") ? " (the argument of `rule.setup` hooks)" : "")
                    .append("\n\n| function | what it does |\n|---|---|\n");
            for (Entry e : javaEntries(g.getValue())) row(b, e);
        }
        if (!names.eventsBySource().isEmpty()) {
            b.append("\n## Events for `rule.on`\n\nEach module declares the events it raises, with their data (`\"events\"` in its `module.json`); ")
                    .append("`./fogisles check` reports others. A handler gets `{type, seat, …data}`: `seat` is the seat the event concerns, −1 for none. ")
                    .append("A field marked `?` is not always there.\n");
            names.eventsBySource().forEach((who, events) -> {
                b.append("\n### ").append(who).append("\n\n| event | data | what happened |\n|---|---|---|\n");
                events.forEach((type, spec) -> {
                    List<String> fields = new ArrayList<>();
                    spec.data().forEach((k, t) -> fields.add(k + ": " + t));
                    b.append("| `").append(type).append("` | ").append(fields.isEmpty() ? "—" : "`" + String.join("`, `", fields).replace("|", "\\|") + "`")
                            .append(" | ").append(spec.doc().replace("|", "\\|")).append(" |\n");
                });
            });
        }
        if (!names.steps().isEmpty()) {
            b.append("\n## Names\n\nWith every module selected. `api.d.ts` declares them as types (`StepId`, `ScoreRowId`, `PieceKind`), so an editor completes them.\n\n");
            b.append("- **Flow steps and phases** for `rule.before` / `rule.after`: ").append(codeList(names.steps())).append("\n");
            b.append("- **Score rows** for `rule.adjustScore`: ").append(codeList(names.rows())).append("\n");
            b.append("- **Piece kinds** (`piece.kind`): ").append(codeList(names.pieceKinds())).append("\n");
        }
        b.append("\n## Deprecation policy\n\nA function that is replaced keeps working for the rest of its API's major version; using it gives a warning ");
        b.append("(shown by `./fogisles check` and in the game's notes) that names the replacement. It is removed in the next major version, ");
        b.append("which rules ask for with `\"apiVersion\"` in their manifest.\n");
        return b.toString();
    }

    private static String codeList(List<String> names) {
        return String.join(", ", names.stream().map(n -> "`" + n + "`").toList());
    }

    private static void row(StringBuilder b, Entry e) {
        b.append("| `").append(e.ts().replace("|", "\\|")).append("` | ");
        if (!e.deprecated().isEmpty()) b.append("**Deprecated:** use `").append(e.deprecated()).append("` instead. ");
        b.append(e.doc()).append(" |\n");
    }

    private static String tsDoc(Entry e) {
        return "  /** " + e.doc() + (e.deprecated().isEmpty() ? "" : " @deprecated use " + e.deprecated() + " instead") + " */\n";
    }

    /** Deprecated functions of the API, as "global.name" → replacement (for the checker's warnings). */
    public static Map<String, String> deprecations(Map<String, Class<?>> globals) {
        Map<String, String> out = new java.util.LinkedHashMap<>();
        for (Entry e : ruleEntries()) if (!e.deprecated().isEmpty()) out.put("rule." + e.name(), e.deprecated());
        for (Map.Entry<String, Class<?>> g : globals.entrySet())
            for (Entry e : javaEntries(g.getValue())) if (!e.deprecated().isEmpty()) out.put(g.getKey() + "." + e.name(), e.deprecated());
        return out;
    }

    /** TypeScript declarations for editors, without module typings. */
    public static String typescript(Map<String, Class<?>> globals) {
        return typescript(globals, List.of(), Names.NONE);
    }

    /**
     * TypeScript declarations for editors: the kernel's own types, the names rules write as literal types
     * (events with their data, steps, score rows, piece kinds), then each module's typings (its
     * {@code entryPoints.typings} file; TypeScript merges interfaces of the same name, so a module may add
     * members to {@code EffectArgs}), then the rule API and every global.
     */
    public static String typescript(Map<String, Class<?>> globals, List<String> moduleTypings, Names names) {
        StringBuilder b = new StringBuilder();
        b.append("// Fog Isles script API (rule API ").append(HouseRuleLibrary.API_VERSIONS.get(HouseRuleLibrary.API_VERSIONS.size() - 1)).append("). Generated by ./fogisles api-docs; do not edit.\n\n");
        b.append("""
                interface GameEvent { type: string; seat: number; [key: string]: any; }
                interface Action { type: string; [key: string]: any; }
                interface Translated { en: string; de?: string; fr?: string; }
                /** The arguments of an effect call; members a script sets stay within that call. */
                interface EffectArgs { seat: number; [key: string]: any; }
                /** A rule's own values (declared under "state" in rule.json), kept in the game state; a "global" value ignores the seat. */
                interface RuleState { get(name: string, seat?: number): number; set(name: string, seat: number, value: number): void; add(name: string, seat: number, delta: number): number; }
                /** A rule's options by name and type. Empty here, so any name is accepted; ./fogisles types writes a rule's own (rule-types.d.ts beside rule.json), and then a misspelled name is an error and each option reads as its type. */
                interface RuleOptions {}
                type RuleOptionName = [keyof RuleOptions] extends [never] ? string : keyof RuleOptions;
                type RuleOptionValue<K> = K extends keyof RuleOptions ? RuleOptions[K] : any;

                """);
        b.append("/** Every event the kernel and the modules raise, with what a rule.on handler gets. */\ninterface EventMap {\n");
        names.events().forEach((type, spec) -> {
            b.append("  /** ").append(spec.doc().replace("*/", "* /")).append(" */\n  '").append(type).append("': { type: '").append(type).append("'; seat: number;");
            spec.data().forEach((k, t) -> b.append(' ').append(k).append(": ").append(t).append(';'));
            b.append(" };\n");
        });
        b.append("}\ntype EventType = keyof EventMap;\n");
        // a name in the namespace of the kernel or a module must be one of EventType; any other "ns:name" may be another house rule's own
        java.util.Set<String> namespaces = new java.util.TreeSet<>();
        for (String type : names.events().keySet()) if (type.contains(":")) namespaces.add(type.substring(0, type.indexOf(':')));
        namespaces.add("kernel");
        b.append("/** The event namespaces of the kernel and the modules: an event named in one of them must be an EventType. */\ntype KnownNamespace = ")
                .append(union(List.copyOf(namespaces))).append(";\n");
        b.append("/** An event of another house rule (\"<rule id>:<name>\"), or '*': never a misspelled event of the kernel or a module. */\n"
                + "type OtherRuleEvent<T extends string> = T extends '*' ? T : T extends `${KnownNamespace}:${string}` ? never : T;\n");
        b.append("/** The flow steps and phases rule.before and rule.after can name (every module selected). */\ntype StepId = ").append(union(names.steps())).append(";\n");
        b.append("/** The score rows (every module selected); a house rule's own rows are \"<rule id>:<name>\". */\ntype ScoreRowId = ").append(union(names.rows())).append(";\n");
        b.append("/** The kinds of pieces (every module selected). */\ntype PieceKind = ").append(union(names.pieceKinds())).append(";\n\n");
        for (String t : moduleTypings) b.append(t.strip()).append("\n\n");
        b.append("interface RuleApi {\n");
        for (Entry e : ruleEntries()) {
            b.append(tsDoc(e)).append("  ").append(e.ts()).append('\n');
        }
        b.append("}\ndeclare const rule: RuleApi;\n\n");
        b.append("interface EffectsApi {\n  define(id: string, fn: (args: EffectArgs) => void): void;\n}\ndeclare const effects: EffectsApi;\n");
        // the sandbox's console (what a rule prints goes to check's and the game's output); no DOM, no timers, no fetch
        b.append("/** What a rule prints: check shows the first lines, the game log keeps them. */\n"
                + "declare const console: { log(...data: any[]): void; info(...data: any[]): void; warn(...data: any[]): void; error(...data: any[]): void; debug(...data: any[]): void; };\n");
        for (Map.Entry<String, Class<?>> g : globals.entrySet()) {
            boolean setupArgument = g.getKey().equals("params"); // not a global: the argument of setup hooks
            String type = setupArgument ? "Params" : Character.toUpperCase(g.getKey().charAt(0)) + g.getKey().substring(1) + "Api";
            b.append("\ninterface ").append(type).append(" {\n");
            for (Entry e : javaEntries(g.getValue())) b.append(tsDoc(e)).append("  ").append(e.ts()).append('\n');
            b.append("}\n");
            if (!setupArgument) b.append("declare const ").append(g.getKey()).append(": ").append(type).append(";\n");
        }
        return b.toString();
    }

    /** A union of string literals; {@code string} when nothing is known (no modules). */
    private static String union(List<String> names) {
        return names.isEmpty() ? "string" : String.join(" | ", names.stream().map(n -> "'" + n + "'").toList());
    }
}
