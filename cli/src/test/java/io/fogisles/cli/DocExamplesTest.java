package io.fogisles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import io.fogisles.kernel.data.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every example in README.md and docs/*.md works (issue 16, item 6): each {@code ./fogisles …} command
 * shown (in a code block or in running text) is run in-process and must exit 0, and each JSON file shown
 * (a position for score/moves, a rule manifest or a part of one) is used for what it shows. How the
 * examples are made runnable here, and only this:
 * <ul>
 * <li>{@code ~/.config/fogisles/rules} is a temporary rule folder holding {@code my-rule}, a copy of
 * {@code scripts/template} (what house-rules.md step 1 makes); {@code ~/.local/share/fogisles/autosave.json}
 * is a finished game saved by the test; {@code scripts/…} and {@code games/…} are the repository's;</li>
 * <li>long simulations play fewer games: {@code --games N} above {@value #GAMES} becomes {@code --games
 * {@value #GAMES}} ({@value #SEARCH_GAMES} when a searching bot plays, strong or expert: their games take
 * seconds each), {@code --games auto} stops after {@value #GAMES} pairs ({@code --max-games}), and a
 * {@code soak} without {@code --games} (90,000 games by default) plays {@value #GAMES} per combination;</li>
 * <li>files the commands write ({@code --report r.html}, {@code api-docs}) go to a temporary folder;</li>
 * <li>a synopsis ({@code ./fogisles score FILE... [--json]}) names no real input: its command must exist
 * ({@code ./fogisles help score} exits 0);</li>
 * <li>the commands in {@link #NOT_RUN} are not run, for the reason given there.</li>
 * </ul>
 */
class DocExamplesTest {
    static final int GAMES = 10;
    /** The games of a shown simulation with a searching bot (~4 s a game for three strong bots: 10 games were minutes of every build). */
    static final int SEARCH_GAMES = 2;
    /** Commands (or their beginnings) that are shown but not run here, and why. */
    static final Map<String, String> NOT_RUN = Map.ofEntries(
            Map.entry("./fogisles", "opens the desktop window (the client's SmokeTest runs it under Xvfb)"),
            Map.entry("./fogisles bench …", "JMH benchmarks run for minutes"),
            Map.entry("./fogisles screenshots", "the desktop client under Xvfb, photographed (the launcher's own command)"),
            Map.entry("./fogisles smoke …", "the desktop client's smoke run under Xvfb (the client's SmokeTest runs it)"),
            Map.entry("./fogisles check ~/.config/fogisles/rules/my-rule --watch", "watches until stopped (CheckCommandTest tests --watch)"),
            Map.entry("./fogisles check", "names the command in the text; the examples give it a path"),
            Map.entry("./fogisles simulate --house-rule", "names the option in the text; the examples give it a rule"),
            Map.entry("./fogisles simulate --bots id,greedy,greedy,greedy", "'id' is the bot level the architecture recipe has the reader make"),
            Map.entry("./fogisles serve …", "serves until stopped (the server module's tests run real servers, OnlineCommandsTest the commands)"),
            Map.entry("./fogisles table …", "needs a running server (OnlineCommandsTest runs table against one)"),
            Map.entry("./fogisles join …", "needs a running server and table (OnlineCommandsTest runs join against one)"),
            Map.entry("./fogisles handover …", "needs a running server and a table with a player away (OnlineCommandsTest runs handover against one)"),
            Map.entry("./fogisles loadtest …", "needs a running server and plays for minutes (OnlineLoadTestCommandTest runs a small one)"),
            Map.entry("./fogisles types …", "installs the TypeScript compiler with npm (TypesCommandTest runs types on real rules with the compiler ApiTypingsTest installs)"),
            Map.entry("./fogisles worker …", "plays until stopped (ClusterTest starts real workers and runs simulate and soak on them)"),
            Map.entry("./fogisles simulate --cluster …", "needs running workers on other machines (ClusterTest runs simulate --cluster on two real ones)"),
            Map.entry("./fogisles soak --cluster …", "needs running workers on other machines (ClusterTest runs soak --cluster on two real ones)"));
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Pattern INLINE = Pattern.compile("`(\\./fogisles[^`]*)`");
    /** A placeholder of a synopsis: FILE, PATH..., <command>, [--json], ... */
    private static final Pattern SYNOPSIS = Pattern.compile("^([A-Z][A-Z_]+(\\.\\.\\.)?|<[^>]+>|\\[[^]]+]|\\.\\.\\.)$");
    /** An optional part of a synopsis written over several words: {@code [--games N]}. */
    private static final Pattern OPTIONAL_PART = Pattern.compile("\\[[^]]+]");

    @TempDir
    Path dir;

    /** A command as shown, where it is shown. */
    record Shown(String where, String command) {
    }

    static List<Path> documents() throws IOException {
        List<Path> out = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        try (Stream<Path> s = Files.list(ROOT.resolve("docs"))) {
            s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(out::add);
        }
        return out;
    }

    /** Every {@code ./fogisles} command of the documents: lines of code blocks (a leading {@code $ } dropped) and code spans in the text. */
    static List<Shown> commands() throws IOException {
        List<Shown> out = new ArrayList<>();
        for (Path doc : documents()) {
            List<String> lines = Files.readAllLines(doc);
            boolean code = false;
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i), where = ROOT.relativize(doc) + ":" + (i + 1);
                if (line.strip().startsWith("```")) {
                    code = !code;
                    continue;
                }
                if (code) {
                    String c = line.strip().replaceFirst("^\\$ ", "");
                    if (c.startsWith("./fogisles")) out.add(new Shown(where, withoutComment(c)));
                } else {
                    Matcher m = INLINE.matcher(line);
                    while (m.find()) out.add(new Shown(where, m.group(1).strip()));
                }
            }
        }
        return out;
    }

    /** The JSON code blocks of the documents. */
    static Map<String, String> jsonBlocks() throws IOException {
        Map<String, String> out = new LinkedHashMap<>();
        for (Path doc : documents()) {
            List<String> lines = Files.readAllLines(doc);
            for (int i = 0; i < lines.size(); i++) {
                if (!lines.get(i).strip().equals("```json")) continue;
                StringBuilder b = new StringBuilder();
                int start = i + 1;
                while (!lines.get(++i).strip().startsWith("```")) b.append(lines.get(i)).append('\n');
                out.put(ROOT.relativize(doc) + ":" + start, b.toString());
            }
        }
        return out;
    }

    @Test
    void everyCommandShownInTheDocsRuns() throws Exception {
        List<Shown> shown = commands();
        assertTrue(shown.size() > 20, "the documents show commands: " + shown);
        Path rules = prepareRuleFolder();
        Path autosave = ReplayCommandTest.saved(dir.resolve("autosave.json"), 100_000);
        List<String> failures = new ArrayList<>();
        int ran = 0;
        for (Shown s : shown) {
            if (reasonNotRun(s.command()) != null) continue;
            List<String> args = words(s.command().substring("./fogisles".length()));
            if (args.stream().anyMatch(a -> SYNOPSIS.matcher(a).find()) || OPTIONAL_PART.matcher(s.command()).find()) args = List.of("help", args.get(0));
            else args = runnable(args, rules, autosave);
            boolean ownRules = args.stream().anyMatch(a -> a.contains("/"));
            CliFixture.Result r = ownRules ? CliFixture.runFresh(args.toArray(String[]::new)) : CliFixture.run(args.toArray(String[]::new));
            ran++;
            if (r.code() != 0) failures.add(s.where() + ": " + s.command() + "\n    ran: " + String.join(" ", args) + "\n    exit " + r.code() + ": " + tail(r.err() + r.out()));
        }
        if (!failures.isEmpty()) fail(failures.size() + " of " + ran + " commands shown in the docs fail:\n" + String.join("\n", failures));
    }

    /** A command shown with its output: a code block that begins with {@code $ ./fogisles …} and goes on with what it prints. */
    record ShownOutput(String where, String command, List<String> output) {
    }

    static List<ShownOutput> outputs() throws IOException {
        List<ShownOutput> out = new ArrayList<>();
        for (Path doc : documents()) {
            List<String> lines = Files.readAllLines(doc);
            for (int i = 0; i < lines.size(); i++) {
                if (!lines.get(i).strip().equals("```") || i + 1 >= lines.size() || !lines.get(i + 1).startsWith("$ ./fogisles")) continue;
                String where = ROOT.relativize(doc) + ":" + (i + 2), command = withoutComment(lines.get(i + 1).substring(2));
                List<String> shown = new ArrayList<>();
                for (i += 2; i < lines.size() && !lines.get(i).strip().startsWith("```"); i++) shown.add(lines.get(i));
                if (!shown.isEmpty()) out.add(new ShownOutput(where, command, shown));
            }
        }
        return out;
    }

    /**
     * The output shown under a command is what the command prints (issue 34: a doc said "2 test games" where
     * the command played 4), with the repository's folder left out of paths; a line "..." stands for any
     * lines. An example whose command is run here with fewer games (a long simulation) cannot be compared,
     * and is only run by {@link #everyCommandShownInTheDocsRuns}.
     */
    @Test
    void everyOutputShownInTheDocsIsWhatTheCommandPrints() throws Exception {
        Path rules = prepareRuleFolder();
        Path autosave = ReplayCommandTest.saved(dir.resolve("autosave.json"), 100_000);
        List<String> failures = new ArrayList<>();
        int compared = 0;
        for (ShownOutput s : outputs()) {
            List<String> args = words(s.command().substring("./fogisles".length()));
            List<String> run = runnable(args, rules, autosave);
            List<String> asShown = new ArrayList<>();
            for (String a : args) asShown.add(a.equals("scripts") || a.startsWith("scripts/") || a.startsWith("games/") ? ROOT.resolve(a).toString() : a);
            if (run.get(0).equals("simulate")) asShown.add("--no-progress");
            if (!run.equals(asShown)) continue; // played shorter here: the figures would differ
            compared++;
            CliFixture.Result r = run.stream().anyMatch(a -> a.contains("/")) ? CliFixture.runFresh(run.toArray(String[]::new)) : CliFixture.run(run.toArray(String[]::new));
            List<String> actual = r.out().replace(ROOT + "/", "").lines().map(String::stripTrailing).toList();
            if (!matches(s.output(), actual))
                failures.add(s.where() + ": " + s.command() + " prints\n" + String.join("\n", actual) + "\n  but the doc shows\n" + String.join("\n", s.output()));
        }
        assertTrue(compared >= 1, "the docs show the output of at least one command that is compared: " + outputs());
        if (!failures.isEmpty()) fail(String.join("\n\n", failures));
    }

    /** Whether the lines shown are the lines printed, a shown "..." standing for any lines (none included). */
    static boolean matches(List<String> shown, List<String> actual) {
        if (shown.isEmpty()) return actual.isEmpty();
        String first = shown.get(0).stripTrailing();
        if (first.strip().equals("...") || first.strip().equals("…")) {
            for (int k = 0; k <= actual.size(); k++) if (matches(shown.subList(1, shown.size()), actual.subList(k, actual.size()))) return true;
            return false;
        }
        return !actual.isEmpty() && actual.get(0).equals(first) && matches(shown.subList(1, shown.size()), actual.subList(1, actual.size()));
    }

    @Test
    void everyJsonFileShownInTheDocsIsUsable() throws Exception {
        Map<String, String> blocks = jsonBlocks();
        assertTrue(blocks.size() >= 4, "the documents show JSON: " + blocks.keySet());
        List<String> failures = new ArrayList<>();
        for (var e : blocks.entrySet()) {
            String where = e.getKey(), text = e.getValue().strip();
            JsonNode json;
            try { // a part of a file ("options": {...}) is shown as a member: it must read as one
                json = Json.MAPPER.readTree(text.startsWith("{") ? text : "{" + text + "}");
            } catch (IOException x) {
                failures.add(where + ": not JSON: " + x.getMessage());
                continue;
            }
            Path file = CliFixture.write(dir, "shown.json", text);
            if (json.has("players")) { // a position: score reads it; moves too when it has a balloon
                expectOk(failures, where, CliFixture.run("score", file.toString()), "score");
                expectOk(failures, where, CliFixture.run("score", file.toString(), "--json"), "score --json");
                if (json.path("players").path(0).has("balloon")) expectOk(failures, where, CliFixture.run("moves", file.toString()), "moves");
            } else if (json.has("id") && json.has("apiVersion")) { // a rule manifest: with the scripts and data it names, check accepts it
                Path rule = Files.createDirectories(dir.resolve("shown-rule").resolve(json.get("id").asText()));
                Files.writeString(rule.resolve("rule.json"), text);
                for (JsonNode script : json.path("scripts")) Files.copy(ROOT.resolve("scripts/coastal-pride/rule.js"), rule.resolve(script.asText()));
                for (JsonNode data : json.path("data")) Files.copy(ROOT.resolve("scripts/small-island/island.json"), rule.resolve(data.asText()));
                expectOk(failures, where, CliFixture.runFresh("check", rule.toString()), "check");
            }
        }
        if (!failures.isEmpty()) fail(String.join("\n", failures));
    }

    private static void expectOk(List<String> failures, String where, CliFixture.Result r, String what) {
        if (r.code() != 0) failures.add(where + ": " + what + " exits " + r.code() + ": " + tail(r.err() + r.out()));
    }

    /** Why a command is not run, or null; a key ending in " …" stands for every command that begins with it. */
    static String reasonNotRun(String command) {
        for (var e : NOT_RUN.entrySet()) {
            String k = e.getKey();
            String stem = k.endsWith(" …") ? k.substring(0, k.length() - 2) : null;
            if (command.equals(k) || (stem != null && (command.equals(stem) || command.startsWith(stem + " ")))) return e.getValue();
        }
        return null;
    }

    /** The example with the substitutions of the class comment. */
    private List<String> runnable(List<String> args, Path rules, Path autosave) throws IOException {
        List<String> out = new ArrayList<>();
        int bots = args.indexOf("--bots");
        boolean searching = bots >= 0 && bots + 1 < args.size() && (args.get(bots + 1).contains("strong") || args.get(bots + 1).contains("expert"));
        int games = searching ? SEARCH_GAMES : GAMES;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.startsWith("~/.config/fogisles/rules")) a = rules + a.substring("~/.config/fogisles/rules".length());
            else if (a.equals("~/.local/share/fogisles/autosave.json")) a = autosave.toString();
            else if (a.equals("scripts") || a.startsWith("scripts/") || a.startsWith("games/")) a = ROOT.resolve(a).toString();
            out.add(a);
            if (a.equals("--games") && i + 1 < args.size()) {
                String n = args.get(++i);
                if (n.equals("auto")) out.addAll(List.of("auto", "--max-games", String.valueOf(GAMES)));
                else out.add(Integer.parseInt(n) > games ? String.valueOf(games) : n);
            } else if (a.equals("--report") && i + 1 < args.size()) {
                out.add(dir.resolve(Path.of(args.get(++i)).getFileName()).toString());
            }
        }
        if (out.get(0).equals("api-docs")) out.add(Files.createDirectories(dir.resolve("api")).toString());
        if (out.get(0).equals("soak") && !out.contains("--games") && !out.contains("--game-seed")) out.addAll(List.of("--games", String.valueOf(GAMES)));
        if (out.get(0).equals("simulate") && !out.contains("--no-progress")) out.add("--no-progress");
        return out;
    }

    /** What house-rules.md step 1 does: the user's rule folder with my-rule, a copy of the template. */
    private Path prepareRuleFolder() throws IOException {
        Path rules = Files.createDirectories(dir.resolve("rules"));
        Path mine = Files.createDirectories(rules.resolve("my-rule"));
        try (Stream<Path> s = Files.list(ROOT.resolve("scripts/template"))) {
            for (Path p : s.toList()) Files.copy(p, mine.resolve(p.getFileName()));
        }
        return rules;
    }

    /** Splits a command line as a shell would for these examples: spaces, and '…' or "…" quoting. */
    static List<String> words(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        char quote = 0;
        boolean any = false;
        for (char c : line.toCharArray()) {
            if (quote != 0) {
                if (c == quote) quote = 0;
                else w.append(c);
            } else if (c == '\'' || c == '"') {
                quote = c;
                any = true;
            } else if (Character.isWhitespace(c)) {
                if (any || w.length() > 0) out.add(w.toString());
                w.setLength(0);
                any = false;
            } else w.append(c);
        }
        if (any || w.length() > 0) out.add(w.toString());
        return out;
    }

    /** A code line without its trailing {@code # comment} (outside quotes). */
    static String withoutComment(String line) {
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote != 0) {
                if (c == quote) quote = 0;
            } else if (c == '\'' || c == '"') quote = c;
            else if (c == '#' && (i == 0 || Character.isWhitespace(line.charAt(i - 1)))) return line.substring(0, i).strip();
        }
        return line.strip();
    }

    private static String tail(String s) {
        String t = s.strip();
        return t.length() > 600 ? "…" + t.substring(t.length() - 600) : t;
    }

    @Test
    void theHelpersSplitAndSkipAsTheShellAndTheListSay() {
        assertEquals(List.of("simulate", "--compare", "--island back"), words(" simulate --compare '--island back'"));
        assertEquals("./fogisles check scripts", withoutComment("./fogisles check scripts   # every rule"));
        assertEquals(NOT_RUN.get("./fogisles bench …"), reasonNotRun("./fogisles bench --cpu"));
        assertEquals(NOT_RUN.get("./fogisles smoke …"), reasonNotRun("./fogisles smoke"));
        assertEquals(null, reasonNotRun("./fogisles check scripts"), "a listed mention does not skip the examples that begin like it");
        assertEquals(null, reasonNotRun("./fogisles info"), "only the listed commands are skipped");
        assertTrue(matches(List.of("a", "...", "d"), List.of("a", "b", "c", "d")) && matches(List.of("a", "...", "b"), List.of("a", "b")));
        assertTrue(!matches(List.of("a", "d"), List.of("a", "b", "d")) && !matches(List.of("a", "...", "x"), List.of("a", "b")));
    }
}
