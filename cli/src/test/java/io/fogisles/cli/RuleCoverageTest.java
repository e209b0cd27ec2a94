package io.fogisles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Keeps docs/rule-coverage.md honest: it is the list of rule ids (RULES.md lives outside the repository)
 * and maps each id to the tests that check it. The test sources of every module are read as text. Pirate
 * Bay's rules (docs/rules/pirate-bay.md: P1.1 … P9.4 and the decisions PD1 … PD21) have their own table,
 * docs/rule-coverage-pirate-bay.md, checked the same way with their own ids; so have Balmy Balloonists' (M1.1 …
 * M17.5, MD1 … MD21: docs/rule-coverage-balmy-balloonists.md).
 */
class RuleCoverageTest {
    /** A rule id as display names cite it: B9.7, C12, N1 (not B9.70, not a part of A.5.3). */
    static final Pattern ID = Pattern.compile("(?<![A-Za-z0-9.])(B\\d{1,2}\\.\\d{1,2}|C\\d{1,2}|N\\d{1,2}(?!\\.\\d))(?![0-9])");
    /** Nebelwind's ids: N3.1, ND17 (docs/rules/nebelwind.md); the island game's notes N1 … N7 never have a dot and a number after them. */
    static final Pattern NEBEL_ID = Pattern.compile("(?<![A-Za-z0-9.])(N\\d{1,2}\\.\\d{1,2}|ND\\d{1,2})(?![0-9])");
    /** Pirate Bay's ids: P7.2, PD15 (docs/rules/pirate-bay.md). */
    static final Pattern PIRATE_ID = Pattern.compile("(?<![A-Za-z0-9.])(P\\d\\.\\d{1,2}|PD\\d{1,2})(?![0-9])");
    /** Balmy Balloonists' ids: M13.7, MD12 (docs/rules/balmy-balloonists.md). */
    static final Pattern BALMY_ID = Pattern.compile("(?<![A-Za-z0-9.])(M\\d{1,2}\\.\\d{1,2}|MD\\d{1,2})(?![0-9])");
    private static final String LITERAL = "\"((?:[^\"\\\\]|\\\\.)*)\"";
    private static final Pattern NAME = Pattern.compile("@(?:DisplayName\\(\\s*" + LITERAL + "\\s*\\)|ParameterizedTest\\(\\s*name\\s*=\\s*" + LITERAL + ")");
    private static final Pattern METHOD = Pattern.compile("void\\s+(\\w+)\\s*\\(");
    private static final Pattern ROW = Pattern.compile("^\\|\\s*(B\\d+\\.\\d+|C\\d+|N\\d+\\.\\d+|N\\d+|P\\d+\\.\\d+|PD\\d+|ND\\d+|M\\d+\\.\\d+|MD\\d+)\\s*\\|([^|]*)\\|(.*)\\|\\s*$");
    private static final Pattern TEST_REF = Pattern.compile("^(\\w+)#(\\w+)$");

    /** One row of the table. */
    record Row(int line, String id, List<String> tests, String note) {
    }

    /** The repository root: the nearest parent holding the reactor pom and docs/. */
    static Path root() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent())
            if (Files.isRegularFile(p.resolve("pom.xml")) && Files.isDirectory(p.resolve("kernel")) && Files.isDirectory(p.resolve("docs"))) return p;
        throw new AssertionError("cannot find the repository root (pom.xml, kernel/, docs/) above " + Path.of("").toAbsolutePath());
    }

    static List<Row> parse(String table) {
        List<Row> rows = new ArrayList<>();
        String[] lines = table.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            Matcher m = ROW.matcher(lines[i].strip());
            if (!m.matches()) continue;
            List<String> tests = new ArrayList<>();
            for (String t : m.group(2).split(",")) {
                String s = t.strip().replace("`", "");
                if (!s.isEmpty() && !s.equals("—")) tests.add(s);
            }
            rows.add(new Row(i + 1, m.group(1), tests, m.group(3).strip()));
        }
        return rows;
    }

    /** Display names by class simple name, then method name, from every module's test sources. */
    static Map<String, Map<String, String>> displayNames(Path root) {
        Map<String, Map<String, String>> out = new TreeMap<>();
        List<Path> dirs = new ArrayList<>(List.of(root.resolve("kernel/src/test/java"), root.resolve("cli/src/test/java"), root.resolve("client-libgdx/src/test/java")));
        try (Stream<Path> games = Files.list(root.resolve("games"))) { // games/<game>/<module>/src/test/java
            for (Path game : games.filter(Files::isDirectory).sorted().toList())
                try (Stream<Path> modules = Files.list(game)) {
                    modules.filter(Files::isDirectory).sorted().forEach(m -> dirs.add(m.resolve("src/test/java")));
                }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (Path dir : dirs) {
            if (!Files.isDirectory(dir)) continue;
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path f : files.filter(x -> x.toString().endsWith(".java")).toList()) {
                    String name = f.getFileName().toString().replace(".java", "");
                    Map<String, String> names = namesIn(Files.readString(f));
                    if (out.containsKey(name) && !names.isEmpty()) names.put("<duplicate class name " + f + ">", "");
                    out.merge(name, names, (a, b) -> {
                        a.putAll(b);
                        return a;
                    });
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }

    /** Method name → display name (from @DisplayName or @ParameterizedTest(name = …)) in one source file. */
    static Map<String, String> namesIn(String source) {
        Map<String, String> out = new LinkedHashMap<>();
        Matcher m = NAME.matcher(source);
        while (m.find()) {
            String literal = m.group(1) != null ? m.group(1) : m.group(2);
            Matcher method = METHOD.matcher(source);
            if (method.find(m.end())) out.putIfAbsent(method.group(1), literal.replace("\\\"", "\"").replace("\\\\", "\\"));
        }
        return out;
    }

    static boolean cites(String displayName, String id) {
        return cites(displayName, id, ID);
    }

    static boolean cites(String displayName, String id, Pattern ids) {
        Matcher m = ids.matcher(displayName);
        while (m.find()) if (m.group(1).equals(id)) return true;
        return false;
    }

    /** Everything wrong with a table against the tests' display names; empty when all is well. */
    static List<String> problems(String table, Map<String, Map<String, String>> names) {
        return problems(table, names, ID);
    }

    /** The same for a table of other ids ({@code idPattern}: the ids its tests cite, e.g. {@link #PIRATE_ID}). */
    static List<String> problems(String table, Map<String, Map<String, String>> names, Pattern idPattern) {
        List<String> problems = new ArrayList<>();
        List<Row> rows = parse(table);
        if (rows.isEmpty()) problems.add("no rows of the form | id | tests | note | found");
        Set<String> ids = new TreeSet<>();
        for (Row r : rows) {
            String where = "line " + r.line() + " (" + r.id() + "): ";
            if (!ids.add(r.id())) problems.add(where + "the id is listed twice");
            if (r.tests().isEmpty() && !r.note().toLowerCase(java.util.Locale.ROOT).contains("no engine behaviour"))
                problems.add(where + "no test, and the note does not say why (\"no engine behaviour: …\")");
            for (String t : r.tests()) {
                Matcher m = TEST_REF.matcher(t);
                if (!m.matches()) {
                    problems.add(where + "'" + t + "' is not of the form Class#method");
                    continue;
                }
                Map<String, String> methods = names.get(m.group(1));
                String display = methods == null ? null : methods.get(m.group(2));
                if (methods == null) problems.add(where + "no test class " + m.group(1) + " under any src/test/java");
                else if (methods.keySet().stream().anyMatch(k -> k.startsWith("<duplicate"))) problems.add(where + "two test classes are called " + m.group(1));
                else if (display == null) problems.add(where + m.group(1) + " has no test method " + m.group(2) + " with a display name");
                else if (!cites(display, r.id(), idPattern)) problems.add(where + t + " does not cite " + r.id() + " in its display name \"" + display + "\"");
            }
        }
        // the ids of each section run 1, 2, 3, … without gaps, and the B sections 0, 1, 2, …
        Map<String, TreeSet<Integer>> groups = new TreeMap<>();
        for (String id : ids) {
            int dot = id.indexOf('.'), digits = 0;
            while (!Character.isDigit(id.charAt(digits))) digits++;
            String group = dot > 0 ? id.substring(0, dot) : id.substring(0, digits); // B9, C, N, P7, PD
            groups.computeIfAbsent(group, k -> new TreeSet<>()).add(Integer.parseInt(id.substring(dot > 0 ? dot + 1 : digits)));
        }
        TreeSet<Integer> sections = new TreeSet<>();
        groups.forEach((group, numbers) -> {
            if (numbers.first() != 1 || numbers.last() != numbers.size()) problems.add("the ids of " + group + " have a gap: " + numbers);
            if (group.matches("B\\d+")) sections.add(Integer.parseInt(group.substring(1)));
        });
        if (!sections.isEmpty() && (sections.first() != 0 || sections.last() != sections.size() - 1)) problems.add("a B section is missing: " + sections);
        // every id a test cites is in the table
        names.forEach((cls, methods) -> methods.forEach((method, display) -> {
            Matcher m = idPattern.matcher(display);
            while (m.find()) if (!ids.contains(m.group(1))) problems.add(cls + "#" + method + " cites " + m.group(1) + ", which the table does not list");
        }));
        return problems;
    }

    @Test
    @DisplayName("docs/rule-coverage.md: every listed test exists and cites its id, every id a test cites is listed, no id is missing, untested rules say why")
    void repositoryTable() throws IOException {
        Path root = root();
        Path table = root.resolve("docs/rule-coverage.md");
        assertTrue(Files.isRegularFile(table), "missing " + table);
        List<Row> rows = parse(Files.readString(table));
        assertTrue(rows.size() >= 116 + 20, "the table lists the 116 B rules and 20 C decisions at least: " + rows.size() + " rows");
        assertTrue(rows.stream().anyMatch(r -> r.id().equals("C20")) && rows.stream().anyMatch(r -> r.id().equals("B15.3")), "up to C20 and B15.3");
        assertEquals(List.of(), problems(Files.readString(table), displayNames(root)));
    }

    @Test
    @DisplayName("docs/rule-coverage-pirate-bay.md: Pirate Bay's P and PD ids, each with tests that exist and cite it, every cited id listed, no gaps")
    void pirateBayTable() throws IOException {
        Path root = root();
        Path table = root.resolve("docs/rule-coverage-pirate-bay.md");
        assertTrue(Files.isRegularFile(table), "missing " + table);
        List<Row> rows = parse(Files.readString(table));
        assertTrue(rows.stream().anyMatch(r -> r.id().equals("P9.4")) && rows.stream().anyMatch(r -> r.id().equals("PD21")), "up to P9.4 and PD21: " + rows.size() + " rows");
        assertEquals(46 + 21, rows.size(), "the 46 rules P1.1 … P9.4 and the 21 decisions");
        assertEquals(List.of(), problems(Files.readString(table), displayNames(root), PIRATE_ID));
        assertTrue(Files.readString(root.resolve("docs/rule-coverage.md")).contains("rule-coverage-pirate-bay.md"), "the main table links to it");
    }

    @Test
    @DisplayName("docs/rule-coverage-balmy-balloonists.md: Balmy Balloonists' M and MD ids, each with tests that exist and cite it, every cited id listed, no gaps")
    void balmyBalloonistsTable() throws IOException {
        Path root = root();
        Path table = root.resolve("docs/rule-coverage-balmy-balloonists.md");
        assertTrue(Files.isRegularFile(table), "missing " + table);
        List<Row> rows = parse(Files.readString(table));
        assertTrue(rows.stream().anyMatch(r -> r.id().equals("M17.5")) && rows.stream().anyMatch(r -> r.id().equals("MD21")), "up to M17.5 and MD21: " + rows.size() + " rows");
        assertEquals(72 + 21, rows.size(), "the 72 rules M1.1 … M17.5 and the 21 decisions");
        assertEquals(List.of(), problems(Files.readString(table), displayNames(root), BALMY_ID));
        assertTrue(Files.readString(root.resolve("docs/rule-coverage.md")).contains("rule-coverage-balmy-balloonists.md"), "the main table links to it");
    }

    @Test
    @DisplayName("the Balmy Balloonists check reports an M id without its test, an MD id a test cites but the table lacks, and not the other games' ids")
    void balmyCheckerFindsProblems() {
        Map<String, Map<String, String>> names = Map.of("BalTest", new LinkedHashMap<>(Map.of("a", "M1.1 x", "b", "MD2 and M1.2 y", "c", "P1.1 and B0.1 z")));
        List<String> p = problems("""
                | M1.1 | BalTest#a | |
                | M1.2 | BalTest#a | |
                """, names, BALMY_ID);
        assertTrue(p.stream().anyMatch(s -> s.contains("BalTest#a does not cite M1.2")), p.toString());
        assertTrue(p.stream().anyMatch(s -> s.contains("BalTest#b cites MD2")), p.toString());
        assertTrue(p.stream().noneMatch(s -> s.contains("P1.1") || s.contains("B0.1")), "other games' ids are not Balmy Balloonists': " + p);
    }

    @Test
    @DisplayName("docs/rule-coverage-nebelwind.md: Nebelwind's N and ND ids, each with tests that exist and cite it, every cited id listed, no gaps")
    void nebelwindTable() throws IOException {
        Path root = root();
        Path table = root.resolve("docs/rule-coverage-nebelwind.md");
        assertTrue(Files.isRegularFile(table), "missing " + table);
        List<Row> rows = parse(Files.readString(table));
        assertEquals(84 + 29, rows.size(), "the 84 rules N1.1 … N14.10 and the 29 decisions");
        assertEquals(List.of(), problems(Files.readString(table), displayNames(root), NEBEL_ID));
        assertTrue(Files.readString(root.resolve("docs/rule-coverage.md")).contains("rule-coverage-nebelwind.md"), "the main table links to it");
    }

    @Test
    @DisplayName("the island game's note ids (N1) and Nebelwind's rule ids (N1.1) are told apart")
    void nebelwindIdsAreNotIslandNotes() {
        Map<String, Map<String, String>> names = Map.of("NebTest", new LinkedHashMap<>(Map.of("a", "N1.1 and ND3 x")), "IslTest", new LinkedHashMap<>(Map.of("b", "N1 y")));
        assertTrue(cites("N1.1 x", "N1.1", NEBEL_ID) && !cites("N1.1 x", "N1") && cites("N1 y", "N1") && !cites("N1 y", "N1", NEBEL_ID));
        assertEquals(List.of(), problems("""
                | N1.1 | NebTest#a | |
                | ND1 | — | no engine behaviour |
                | ND2 | — | no engine behaviour |
                | ND3 | NebTest#a | |
                """, names, NEBEL_ID));
    }

    @Test
    @DisplayName("the Pirate Bay check reports a P id without its test and a PD id a test cites but the table lacks")
    void pirateCheckerFindsProblems() {
        Map<String, Map<String, String>> names = Map.of("PirTest", new LinkedHashMap<>(Map.of("a", "P1.1 x", "b", "PD2 and P1.2 y")));
        List<String> p = problems("""
                | P1.1 | PirTest#a | |
                | P1.2 | PirTest#a | |
                """, names, PIRATE_ID);
        assertTrue(p.stream().anyMatch(s -> s.contains("PirTest#a does not cite P1.2")), p.toString());
        assertTrue(p.stream().anyMatch(s -> s.contains("PirTest#b cites PD2")), p.toString());
        assertTrue(p.stream().noneMatch(s -> s.contains("B")), "island ids are not Pirate Bay's: " + p);
        assertEquals(List.of(), problems("""
                | P1.1 | PirTest#a | |
                | P1.2 | PirTest#b | |
                | PD1 | — | no engine behaviour |
                | PD2 | PirTest#b | |
                """, names, PIRATE_ID));
    }

    @Test
    @DisplayName("the coverage check reports a missing method, a test that does not cite its id, an unlisted id, a gap and an untested rule without a reason")
    void checkerFindsProblems() {
        Map<String, Map<String, String>> names = Map.of(
                "FooTest", new LinkedHashMap<>(Map.of("a", "B0.1 something", "b", "B0.2 and C9 something else")),
                "BarTest", new LinkedHashMap<>(Map.of("c", "B0.10 is not B0.1")));
        String table = """
                | Rule | Tests | Note |
                |---|---|---|
                | B0.1 | FooTest#a, FooTest#zzz | |
                | B0.2 | BarTest#c | |
                | B0.4 | — | |
                | C1 | — | no engine behaviour: cosmetic |
                """;
        List<String> p = problems(table, names);
        assertTrue(p.stream().anyMatch(s -> s.contains("no test method zzz")), p.toString());
        assertTrue(p.stream().anyMatch(s -> s.contains("BarTest#c does not cite B0.2")), p.toString());
        assertTrue(p.stream().anyMatch(s -> s.contains("(B0.4): no test, and the note does not say why")), p.toString());
        assertTrue(p.stream().anyMatch(s -> s.contains("ids of B0 have a gap")), p.toString());
        assertTrue(p.stream().anyMatch(s -> s.contains("FooTest#b cites C9")), p.toString());
        assertTrue(p.stream().anyMatch(s -> s.contains("BarTest#c cites B0.10")), p.toString());
        assertTrue(p.stream().noneMatch(s -> s.contains("(C1)")), "a rule without engine behaviour needs no test: " + p);
        assertEquals(List.of(), problems("""
                | B0.1 | FooTest#a | |
                | B0.2 | FooTest#b | |
                | C1 | — | no engine behaviour |
                | C2 | — | no engine behaviour |
                | C3 | — | no engine behaviour |
                | C4 | — | no engine behaviour |
                | C5 | — | no engine behaviour |
                | C6 | — | no engine behaviour |
                | C7 | — | no engine behaviour |
                | C8 | — | no engine behaviour |
                | C9 | — | no engine behaviour |
                """, Map.of("FooTest", Map.of("a", "B0.1 x", "b", "B0.2 and C9 y"))), "a consistent table passes");
    }
}
