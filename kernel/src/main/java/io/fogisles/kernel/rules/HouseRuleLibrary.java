package io.fogisles.kernel.rules;

import com.fasterxml.jackson.databind.JsonNode;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.Json;
import io.fogisles.kernel.data.LocatedJson;
import io.fogisles.kernel.module.ModuleManifest;
import io.fogisles.kernel.script.ScriptSource;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The house rules installed: the bundled ones ({@code scripts/} in the program's folder) and the player's
 * own (a user folder). A rule is a folder with {@code rule.json} and its scripts, or a single {@code .js}
 * file whose first comment holds the manifest after {@code @fogisles-rule}. Rules that cannot be read are
 * listed with their problems instead of failing the whole library.
 */
public final class HouseRuleLibrary {
    /** Rule API versions this program runs. */
    public static final List<String> API_VERSIONS = List.of("1");
    public static final String SINGLE_FILE_MARKER = "@fogisles-rule";

    private final Map<String, HouseRule> rules = new TreeMap<>();
    private final Map<Path, List<RuleProblem>> problems = new LinkedHashMap<>();
    /** Rules that could not be read, by the id they ask for (or their folder or file name when even that is unreadable). */
    private final Map<String, List<RuleProblem>> broken = new LinkedHashMap<>();
    /** Rules hidden by a later one with the same id (a user's copy of a bundled rule): id → the hidden rule. */
    private final Map<String, HouseRule> hidden = new LinkedHashMap<>();

    /** A library of one rule already read (check plays a rule read leniently). */
    static HouseRuleLibrary of(HouseRule rule) {
        HouseRuleLibrary lib = new HouseRuleLibrary();
        lib.rules.put(rule.id(), rule);
        return lib;
    }

    /** Every rule under the given folders (a folder may itself be a rule, or hold rules as sub-folders and .js files). */
    public static HouseRuleLibrary scan(List<Path> roots) {
        HouseRuleLibrary lib = new HouseRuleLibrary();
        for (Path root : roots) {
            if (!Files.exists(root)) continue;
            if (isRule(root)) {
                lib.add(root);
                continue;
            }
            try (Stream<Path> s = Files.list(root)) {
                s.sorted().filter(HouseRuleLibrary::isRule).forEach(lib::add);
            } catch (IOException e) {
                lib.problems.put(root, List.of(new RuleProblem(root.toString(), 0, 0, RuleProblem.Severity.ERROR, "cannot list the folder: " + e.getMessage())));
            }
        }
        return lib;
    }

    static boolean isRule(Path p) {
        return (Files.isDirectory(p) && Files.exists(p.resolve("rule.json"))) || (Files.isRegularFile(p) && p.toString().endsWith(".js") && hasMarker(p));
    }

    private static boolean hasMarker(Path p) {
        try {
            String head = Files.readString(p, StandardCharsets.UTF_8);
            int c = head.indexOf("*/");
            return head.startsWith("/*") && c > 0 && head.substring(0, c).contains(SINGLE_FILE_MARKER);
        } catch (IOException e) {
            return false;
        }
    }

    private void add(Path p) {
        try {
            HouseRule r = load(p);
            HouseRule old = rules.put(r.id(), r);
            if (old != null) {
                hidden.put(r.id(), old);
                problems.put(p, List.of(new RuleProblem(p.toString(), 0, 0, RuleProblem.Severity.WARNING, shadowing(r, old))));
            }
        } catch (DataException e) {
            List<RuleProblem> found = List.of(problem(e));
            problems.put(p, found);
            for (String id : idsOf(p)) broken.putIfAbsent(id, found);
        }
    }

    static String shadowing(HouseRule used, HouseRule hidden) {
        return "house rule '" + used.id() + "' in " + used.location() + " is used instead of the one with the same id in " + hidden.location();
    }

    /** The ids a broken rule may be chosen by: the id its manifest asks for, if that much can be read, and its folder or file name. */
    private static List<String> idsOf(Path p) {
        List<String> ids = new ArrayList<>();
        try {
            String text = Files.readString(Files.isDirectory(p) ? p.resolve("rule.json") : p, StandardCharsets.UTF_8);
            if (!Files.isDirectory(p)) {
                int start = text.indexOf(SINGLE_FILE_MARKER), end = text.indexOf("*/");
                text = start >= 0 && end > start ? text.substring(start + SINGLE_FILE_MARKER.length(), end) : "";
            }
            com.fasterxml.jackson.databind.JsonNode id = Json.MAPPER.readTree(text).get("id");
            if (id != null && id.isTextual()) ids.add(id.asText());
        } catch (IOException | RuntimeException e) {
            // unreadable: the name below is all there is
        }
        String name = p.getFileName().toString();
        ids.add(name.endsWith(".js") ? name.substring(0, name.length() - 3) : name);
        return ids;
    }

    static RuleProblem problem(DataException e) {
        return new RuleProblem(e.file(), e.line(), e.column(), RuleProblem.Severity.ERROR, (e.path() == null || e.path().isEmpty() ? "" : e.path() + ": ") + e.problem());
    }

    /** Reads one rule (folder or single file). */
    public static HouseRule load(Path p) {
        if (Files.isDirectory(p)) return loadFolder(p, null);
        return loadSingleFile(p, null);
    }

    /**
     * Reads one rule as far as it can be read, for {@code check}: every problem of the manifest and of its files
     * goes to {@code problems}, and the rule is returned as long as its scripts can be found, so that they are
     * checked too in the same run (an invalid id is replaced by the folder's or file's name, a missing script or
     * data file is left out). Null when not even that is possible (the manifest is no JSON object).
     */
    public static HouseRule loadForCheck(Path p, List<DataException> problems) {
        try {
            return Files.isDirectory(p) ? loadFolder(p, problems) : loadSingleFile(p, problems);
        } catch (DataException e) {
            problems.add(e);
            return null;
        }
    }

    /** The manifest strictly (the first problem thrown), or leniently (every problem noted, null when it cannot be bound). */
    private static HouseRuleManifest manifest(String file, String text, Path location, List<DataException> lenient) {
        if (lenient == null) return manifest(file, text);
        int before = lenient.size();
        HouseRuleManifest m = manifest(file, text, lenient);
        if (m == null || lenient.size() == before) return m;
        // what was wrong is noted; the rest of the check reads a stand-in for it: an id from the file's name, an
        // English name from the id, the supported API version, and the options that are declared rightly
        String id = m.id();
        if (id == null || !id.matches("[a-z][a-z0-9-]*")) {
            id = location.getFileName().toString().replaceFirst("\\.js$", "").toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9-]", "-");
            if (!id.matches("[a-z].*")) id = "rule-" + id;
        }
        Map<String, String> name = m.name() != null && m.name().containsKey("en") ? m.name() : Map.of("en", id);
        String version = m.version();
        try {
            io.fogisles.kernel.module.Version.parse(version);
        } catch (RuntimeException e) {
            version = "0.0.0";
        }
        String api = API_VERSIONS.contains(m.apiVersion()) ? m.apiVersion() : API_VERSIONS.get(API_VERSIONS.size() - 1);
        Map<String, ModuleManifest.OptionSpec> options = new LinkedHashMap<>();
        m.options().forEach((k, o) -> {
            if (o != null && o.problems().isEmpty()) options.put(k, o);
        });
        Map<String, HouseRuleManifest.StateSpec> state = new LinkedHashMap<>();
        m.state().forEach((k, v) -> {
            if (v != null && k.matches("[A-Za-z][A-Za-z0-9]*") && (v.scope().equals("seat") || v.scope().equals("global"))) state.put(k, v);
        });
        return new HouseRuleManifest(id, name, version, api, m.author(), m.description(), m.requires(), options, m.scripts(), m.data(), m.scoreRows(), state);
    }

    private static HouseRule loadFolder(Path dir, List<DataException> lenient) {
        Path manifestFile = dir.resolve("rule.json");
        String manifestText = read(manifestFile);
        HouseRuleManifest m = manifest(manifestFile.toString(), manifestText, dir, lenient);
        if (m == null) return null;
        List<String> scripts = m.scripts().isEmpty() ? List.of("rule.js") : m.scripts();
        List<ScriptSource> sources = new ArrayList<>();
        TreeMap<String, byte[]> hashed = new TreeMap<>();
        hashed.put("rule.json", manifestText.getBytes(StandardCharsets.UTF_8));
        for (String s : scripts) {
            Path f = dir.resolve(s).normalize();
            DataException wrong = !f.startsWith(dir) ? new DataException(manifestFile.toString(), "$.scripts", "script '" + s + "' lies outside the rule's folder")
                    : !Files.exists(f) ? new DataException(manifestFile.toString(), "$.scripts", "script file '" + s + "' does not exist in " + dir) : null;
            if (wrong != null && lenient == null) throw wrong;
            if (wrong != null) {
                lenient.add(wrong);
                continue;
            }
            String text = read(f);
            sources.add(new ScriptSource(m.id() + "/" + s, text));
            hashed.put(s, text.getBytes(StandardCharsets.UTF_8));
        }
        Map<String, HouseRule.DataFile> data = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : m.data().entrySet()) {
            Path f = dir.resolve(e.getValue()).normalize();
            if (!f.startsWith(dir) || !Files.exists(f)) {
                DataException wrong = new DataException(manifestFile.toString(), "$.data." + e.getKey(), "data file '" + e.getValue() + "' does not exist in " + dir);
                if (lenient == null) throw wrong;
                lenient.add(wrong);
                continue;
            }
            String text = read(f);
            data.put(e.getKey(), new HouseRule.DataFile(f.toString(), text));
            hashed.put(e.getValue(), text.getBytes(StandardCharsets.UTF_8));
        }
        return new HouseRule(m, dir, sources, data, sha256(hashed));
    }

    private static HouseRule loadSingleFile(Path file, List<DataException> lenient) {
        String text = read(file);
        int start = text.indexOf(SINGLE_FILE_MARKER), end = text.indexOf("*/");
        if (!text.startsWith("/*") || start < 0 || end < start)
            throw new DataException(file.toString(), null, 1, 1, "a single-file rule starts with a comment /* " + SINGLE_FILE_MARKER + " {manifest JSON} */");
        String json = text.substring(start + SINGLE_FILE_MARKER.length(), end);
        int lineOffset = (int) text.substring(0, start).chars().filter(c -> c == '\n').count();
        HouseRuleManifest m;
        if (lenient != null) {
            List<DataException> found = new ArrayList<>();
            m = manifest(file.toString(), json, file, found);
            for (DataException e : found) lenient.add(new DataException(e.file(), e.path(), e.line() + lineOffset, e.column(), e.problem()));
            if (m == null) return null;
        } else {
            try {
                m = manifest(file.toString(), json);
            } catch (DataException e) {
                throw new DataException(e.file(), e.path(), e.line() + lineOffset, e.column(), e.problem());
            }
        }
        if (!m.scripts().isEmpty() || !m.data().isEmpty()) {
            DataException wrong = new DataException(file.toString(), "$.scripts", "a single-file rule has no other files; make it a folder with rule.json to use scripts or data");
            if (lenient == null) throw wrong;
            lenient.add(wrong);
        }
        TreeMap<String, byte[]> hashed = new TreeMap<>();
        hashed.put(file.getFileName().toString(), text.getBytes(StandardCharsets.UTF_8));
        return new HouseRule(m, file, List.of(new ScriptSource(m.id() + "/" + file.getFileName(), text)), Map.of(), sha256(hashed));
    }

    /** Parses and checks a manifest: strict keys (with "did you mean"), id form, API version, options. */
    public static HouseRuleManifest manifest(String file, String text) {
        List<DataException> problems = new ArrayList<>();
        HouseRuleManifest m = manifest(file, text, problems);
        if (!problems.isEmpty()) throw problems.get(0);
        return m;
    }

    /**
     * Every problem of a manifest at once (what {@code check} reports): unknown keys and each key's own
     * problem, in the order of the file's keys; empty when it is valid.
     */
    public static List<DataException> manifestProblems(String file, String text) {
        List<DataException> problems = new ArrayList<>();
        manifest(file, text, problems);
        return problems;
    }

    /** The manifest, or null when it cannot be bound; what is wrong goes to {@code problems}. */
    private static HouseRuleManifest manifest(String file, String text, List<DataException> problems) {
        LocatedJson parsed;
        try {
            parsed = LocatedJson.parse(file, text);
        } catch (DataException e) {
            // the errors after the first, where the parser can go on; the mended text is then checked as a manifest too
            LocatedJson.Mended mended = LocatedJson.syntaxErrors(file, text);
            problems.addAll(mended.errors().isEmpty() ? List.of(e) : mended.errors());
            if (mended.document() == null) return null;
            parsed = mended.document();
        }
        LocatedJson doc = parsed;
        JsonNode root = doc.root();
        if (root.isObject()) { // every unknown key now, not one per run; the rest is bound without them
            var properties = Json.MAPPER.getDeserializationConfig().introspect(Json.MAPPER.constructType(HouseRuleManifest.class)).findProperties();
            List<String> known = properties.stream().map(com.fasterxml.jackson.databind.introspect.BeanPropertyDefinition::getName).toList();
            com.fasterxml.jackson.databind.node.ObjectNode rest = ((com.fasterxml.jackson.databind.node.ObjectNode) root).deepCopy();
            for (String key : (Iterable<String>) root::fieldNames) {
                if (known.contains(key)) continue;
                if (key.equals("$schema")) { // for editors (scripts/api/rule.schema.json): not part of the rule
                    rest.remove(key);
                    continue;
                }
                problems.add(doc.keyError("$." + key, "unknown key '" + key + "'" + io.fogisles.kernel.data.DidYouMean.hint(key, known)
                        + "; known keys: " + String.join(", ", known.stream().sorted().toList())));
                rest.remove(key);
            }
            // a missing required key is bound as null, so that the checks below name it and the others too
            for (var p : properties) if (p.isRequired() && !rest.has(p.getName())) rest.putNull(p.getName());
            root = rest;
        }
        HouseRuleManifest m;
        try {
            m = Json.convert(doc, root, "$", HouseRuleManifest.class);
        } catch (DataException e) {
            problems.add(e);
            return null;
        }
        // "required" keys may still be given as null
        if (m.id() == null) problems.add(doc.error("$.id", "the rule's id is missing (lower-case letters, digits and '-', e.g. \"grand-cities\")"));
        else if (!m.id().matches("[a-z][a-z0-9-]*")) problems.add(doc.error("$.id", "a rule id is lower-case letters, digits and '-' (it is the rule's namespace), got '" + m.id() + "'"));
        if (m.name() == null || !m.name().containsKey("en")) problems.add(doc.error("$.name", "needs at least an English name: {\"en\": \"…\"}"));
        if (m.version() == null) problems.add(doc.error("$.version", "the rule's version is missing (e.g. \"1.0.0\")"));
        else {
            try {
                io.fogisles.kernel.module.Version.parse(m.version());
            } catch (IllegalArgumentException e) {
                problems.add(doc.error("$.version", e.getMessage()));
            }
        }
        if (m.apiVersion() == null) problems.add(doc.error("$.apiVersion", "the rule API version is missing; this program runs API " + String.join(", ", API_VERSIONS)));
        else if (!API_VERSIONS.contains(m.apiVersion()))
            problems.add(doc.error("$.apiVersion", "rule API version '" + m.apiVersion() + "' is not supported; this program runs API " + String.join(", ", API_VERSIONS)));
        m.options().forEach((k, o) -> {
            if (o == null) problems.add(doc.error("$.options." + k, "an option is an object {\"default\": ..., \"values\": [...]}, not null"));
            else {
                List<ModuleManifest.OptionSpec.Problem> wrong = o.problems();
                for (ModuleManifest.OptionSpec.Problem p : wrong) problems.add(doc.error("$.options." + k + p.path(), p.message()));
                if (wrong.isEmpty()) optionLiteralProblems(doc, k, o, problems); // the kind of literal matters once the values are right
            }
        });
        m.state().forEach((k, v) -> {
            if (!k.matches("[A-Za-z][A-Za-z0-9]*")) problems.add(doc.keyError("$.state." + k, "a state value's name is letters and digits, e.g. placed; got '" + k + "'"));
            if (v == null) problems.add(doc.error("$.state." + k, "a state value is an object {\"scope\": \"seat\", \"initial\": 0}, not null"));
            else if (!v.scope().equals("seat") && !v.scope().equals("global"))
                problems.add(doc.error("$.state." + k + ".scope", "scope is \"seat\" (one value per seat) or \"global\" (one per game), not '" + v.scope() + "'"
                        + io.fogisles.kernel.data.DidYouMean.hint(v.scope(), List.of("seat", "global"))));
        });
        m.data().forEach((k, v) -> {
            if (!k.matches("[a-z][a-z0-9-]*\\.[A-Za-z][A-Za-z0-9]*")) problems.add(doc.keyError("$.data." + k, "data keys are module.parameter, e.g. cards.deck; got '" + k + "'"));
        });
        return m;
    }

    /**
     * The JSON kinds of an option's default and values: a choice lists texts ({@code "2"}, not {@code 2}, which
     * earlier versions let pass and which reads as text anyway), a boolean's default is {@code true}/{@code false},
     * an integer's a number.
     */
    private static void optionLiteralProblems(LocatedJson doc, String key, ModuleManifest.OptionSpec o, List<DataException> problems) {
        JsonNode spec = doc.root().path("options").path(key);
        String at = "$.options." + key;
        JsonNode def = spec.path("default");
        switch (o.type()) {
            case "boolean" -> {
                if (!def.isMissingNode() && !def.isBoolean()) problems.add(doc.error(at + ".default", "a boolean option's default is true or false without quotes"));
            }
            case "integer" -> {
                if (!def.isMissingNode() && !def.isIntegralNumber()) problems.add(doc.error(at + ".default", "an integer option's default is a whole number without quotes"));
            }
            case "choice" -> {
                String hint = "; write it in quotes, or declare \"type\": \"integer\" with \"min\" and \"max\" (or \"type\": \"boolean\") to get a number or a boolean";
                if (!def.isMissingNode() && !def.isTextual()) problems.add(doc.error(at + ".default", "a choice option's default is a text" + hint));
                JsonNode values = spec.path("values");
                for (int i = 0; i < values.size(); i++)
                    if (!values.get(i).isTextual()) problems.add(doc.error(at + ".values[" + i + "]", "a choice option's values are texts" + hint));
            }
            default -> {
            }
        }
    }

    private static String read(Path f) {
        return io.fogisles.kernel.data.TextFiles.readUtf8(f);
    }

    private static String sha256(TreeMap<String, byte[]> files) {
        try {
            MessageDigest d = MessageDigest.getInstance("SHA-256");
            for (Map.Entry<String, byte[]> e : files.entrySet()) {
                d.update(e.getKey().getBytes(StandardCharsets.UTF_8));
                d.update((byte) 0);
                d.update(e.getValue());
            }
            return HexFormat.of().formatHex(d.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    public HouseRule get(String id) {
        return rules.get(id);
    }

    public List<HouseRule> all() {
        return List.copyOf(rules.values());
    }

    /** Rules that could not be read, with why, and rules hidden by another with the same id (warnings). */
    public Map<Path, List<RuleProblem>> problems() {
        return java.util.Collections.unmodifiableMap(new LinkedHashMap<>(problems));
    }

    /** Why a rule that was asked for by id could not be read (empty when no broken rule has that id). */
    public List<RuleProblem> problemsOf(String id) {
        return broken.getOrDefault(id, List.of());
    }

    /** The rule that {@code id} hides (the same id in an earlier folder), or null. */
    public HouseRule hiddenBy(String id) {
        return hidden.get(id);
    }
}
