package io.fogisles.client.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.i18n.Messages;
import io.fogisles.kernel.score.ScoreRow;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * English, German and French are complete: every key in English exists in the other two, for the
 * client's bundle, the kernel's and every module's; every text the code asks for exists; every bundled
 * house rule names itself, its options and its score rows in the three languages; and switching the
 * language during a game changes every word at once (seat names, log lines, score rows, the compass).
 */
class I18nCompletenessTest {
    private static final Path ROOT = Path.of("").toAbsolutePath().getParent(); // the repository (tests run in client-libgdx)

    @Test
    void clientBundleIsCompleteInEveryLanguage() {
        Set<String> en = UiText.load("en").keySet();
        assertTrue(en.size() > 100, "the English client bundle is loaded");
        for (String lang : List.of("de", "fr")) {
            Set<String> other = UiText.load(lang).keySet();
            assertEquals(new TreeSet<>(), missing(en, other), "client keys missing in " + lang);
            assertEquals(new TreeSet<>(), missing(other, en), "client keys in " + lang + " but not in English");
        }
    }

    @Test
    void everyClientKeyTheCodeUsesExists() throws IOException {
        Set<String> en = UiText.load("en").keySet();
        Pattern p = Pattern.compile("\"(client\\.[a-z0-9.-]*[a-z0-9])\"");
        Set<String> used = new TreeSet<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path f : files.filter(x -> x.toString().endsWith(".java")).toList()) {
                Matcher m = p.matcher(Files.readString(f));
                while (m.find()) used.add(m.group(1));
            }
        }
        assertTrue(used.size() > 50, "found the keys in the sources: " + used.size());
        assertEquals(new TreeSet<>(), missing(used, en), "client keys used in code but missing in ui_en.properties");
    }

    /** Each game module's folder (games/<game>/<module>), whose i18n/ and sources are checked. */
    private static final java.util.Map<String, String> MODULE_DIRS = new java.util.LinkedHashMap<>(java.util.Map.of(
            "base", "games/island/base", "harbour", "games/island/harbour", "expansion", "games/island/expansion", "pirate-bay", "games/pirate-bay/pirate-bay",
            "balmy-balloonists", "games/balmy-balloonists/balmy-balloonists", "balmy-storm", "games/balmy-balloonists/balmy-storm", "nebelwind",
            "games/nebelwind/nebelwind", "nebelwind-b-side", "games/nebelwind/nebelwind-b-side"));

    @Test
    void kernelAndModuleBundlesAreCompleteInEveryLanguage() {
        Messages m = Messages.of(EngineFixture.catalog().all());
        for (String lang : List.of("de", "fr")) assertEquals(List.of(), m.missing(lang), "kernel/module keys missing in " + lang);
        for (String module : MODULE_DIRS.keySet()) {
            Path dir = ROOT.resolve(MODULE_DIRS.get(module)).resolve("i18n");
            Set<String> en = read(dir.resolve("messages_en.properties"));
            assertTrue(en.size() >= 3, module + " has an English bundle"); // the storm, a small module, has five keys
            for (String lang : List.of("de", "fr")) {
                Set<String> other = read(dir.resolve("messages_" + lang + ".properties"));
                assertEquals(new TreeSet<>(), missing(en, other), module + " keys missing in " + lang);
                assertEquals(new TreeSet<>(), missing(other, en), module + " keys in " + lang + " but not in English");
            }
        }
    }

    @Test
    void everyRejectionCodeEventScoreRowAndPhaseHasEnglishText() throws IOException {
        Messages m = Messages.of(EngineFixture.catalog().all());
        List<Path> sources = new ArrayList<>();
        sources.add(ROOT.resolve("kernel/src/main/java"));
        for (String module : MODULE_DIRS.keySet()) {
            Path java = ROOT.resolve(MODULE_DIRS.get(module)).resolve("src/main/java");
            if (Files.isDirectory(java)) sources.add(java); // a module of data and texts only (nebelwind-b-side) has no sources
        }
        Set<String> codes = new TreeSet<>(), events = new TreeSet<>();
        Pattern reject = Pattern.compile("Rejection\\.of\\(\"([a-z.:-]+)\"");
        Pattern emit = Pattern.compile("emit\\(\"([a-z-]+:[a-z-]+)\"");
        for (Path dir : sources) {
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path f : files.filter(x -> x.toString().endsWith(".java")).toList()) {
                    String text = Files.readString(f);
                    Matcher a = reject.matcher(text);
                    while (a.find()) codes.add(a.group(1));
                    Matcher b = emit.matcher(text);
                    while (b.find()) events.add(b.group(1));
                }
            }
        }
        assertTrue(codes.size() > 25 && events.size() > 25, "scanned the engine sources: " + codes.size() + " codes, " + events.size() + " events");
        Set<String> missing = new TreeSet<>();
        for (String c : codes) {
            if (c.endsWith(".")) continue; // a code completed at run time ("pirate-bay.action-unavailable." + the action): not one key
            if (!m.has("en", "reject." + c)) missing.add("reject." + c);
        }
        // round starts are shown by the phase indicator; script output goes to the console
        Set<String> silent = Set.of("kernel:round-started", "kernel:log");
        for (String e : events) if (!silent.contains(e) && !m.has("en", "event." + e)) missing.add("event." + e);
        RuleSet rules = EngineFixture.rules(4, "base", "harbour", "expansion");
        for (ScoreRow r : rules.scoreRows()) if (!m.has("en", "score." + r.id())) missing.add("score." + r.id());
        for (String reason : rules.endReasons()) if (!m.has("en", "end." + reason)) missing.add("end." + reason);
        for (String id : List.of("base:phase-a", "base:phase-b", "base:phase-c", "base:phase-d", "base:setup")) if (!m.has("en", "phase." + id)) missing.add("phase." + id);
        for (String id : rules.modules().ids()) if (!m.has("en", "module." + id)) missing.add("module." + id);
        RuleSet pirates = EngineFixture.rules(4, "pirate-bay");
        for (ScoreRow r : pirates.scoreRows()) if (!m.has("en", "score." + r.id())) missing.add("score." + r.id());
        for (String reason : pirates.endReasons()) if (!m.has("en", "end." + reason)) missing.add("end." + reason);
        RuleSet balloons = EngineFixture.rules(4, "balmy-balloonists", "balmy-storm");
        for (ScoreRow r : balloons.scoreRows()) if (!m.has("en", "score." + r.id())) missing.add("score." + r.id());
        for (String reason : balloons.endReasons()) if (!m.has("en", "end." + reason)) missing.add("end." + reason);
        RuleSet nebel = EngineFixture.rules(3, "nebelwind");
        for (ScoreRow r : nebel.scoreRows()) if (!m.has("en", "score." + r.id())) missing.add("score." + r.id());
        for (String reason : nebel.endReasons()) if (!m.has("en", "end." + reason)) missing.add("end." + reason);
        assertEquals(new TreeSet<>(), missing, "texts missing in the English bundles");
    }

    private static Set<String> read(Path file) {
        Properties p = new Properties();
        try {
            p.load(new StringReader(Files.readString(file, StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new AssertionError("cannot read " + file, e);
        }
        return p.stringPropertyNames();
    }

    private static Set<String> missing(Set<String> from, Set<String> in) {
        Set<String> out = new TreeSet<>(from);
        out.removeAll(in);
        return out;
    }

    @Test
    void everyBundledHouseRuleSpeaksEveryLanguage() throws IOException {
        io.fogisles.kernel.rules.HouseRuleLibrary lib = io.fogisles.kernel.rules.HouseRuleLibrary.scan(List.of(ROOT.resolve("scripts")));
        assertTrue(lib.all().size() >= 9, "the bundled rules were read: " + lib.all().size() + " " + lib.problems());
        Pattern rowCall = Pattern.compile("rule\\.scoreRow\\(\\s*['\"]([A-Za-z0-9_]+)['\"]");
        Set<String> missing = new TreeSet<>();
        int rows = 0;
        for (io.fogisles.kernel.rules.HouseRule r : lib.all()) {
            var m = r.manifest();
            for (String lang : Settings.LANGUAGES) {
                if (!m.name().containsKey(lang)) missing.add(r.id() + ": name in " + lang);
                if (!m.description().containsKey(lang)) missing.add(r.id() + ": description in " + lang);
                m.options().forEach((key, spec) -> {
                    if (!spec.description().containsKey(lang)) missing.add(r.id() + ": option " + key + " in " + lang);
                });
            }
            Path where = r.location();
            List<Path> scripts = new ArrayList<>();
            if (Files.isDirectory(where)) try (Stream<Path> files = Files.walk(where)) {
                scripts.addAll(files.filter(f -> f.toString().endsWith(".js")).toList());
            }
            else scripts.add(where);
            for (Path js : scripts) {
                Matcher row = rowCall.matcher(Files.readString(js));
                while (row.find()) {
                    rows++;
                    for (String lang : Settings.LANGUAGES)
                        if (m.scoreRows().getOrDefault(row.group(1), java.util.Map.of()).get(lang) == null)
                            missing.add(r.id() + ": score row " + row.group(1) + " in " + lang + " (manifest \"scoreRows\")");
                }
            }
        }
        assertTrue(rows >= 1, "the bundled rules' score rows were found");
        assertEquals(new TreeSet<>(), missing, "texts the bundled house rules lack");
    }

    @Test
    void switchingTheLanguageMidGameChangesEveryWordAtOnce() {
        Engine engine = new Engine(getClass().getClassLoader(), List.of(ROOT.resolve("scripts")));
        try {
            engine.houseRules().reload();
            List<SeatSetup> seats = List.of(new SeatSetup(false, "greedy", SeatSetup.PlayerColour.RED, SeatSetup.PlayerSymbol.CIRCLE),
                    new SeatSetup(true, "greedy", SeatSetup.PlayerColour.GREEN, SeatSetup.PlayerSymbol.TRIANGLE));
            GameSetup setup = new GameSetup(seats, List.of("base"), java.util.Map.of(), List.of(new HouseRuleChoice("coastal-pride", java.util.Map.of())), 5, true);
            io.fogisles.kernel.game.Game game = engine.newGame(setup, 5).join();
            UiText text = new UiText(game.rules().modules().ordered());
            List<SeatInfo> infos = List.of(new SeatInfo(0, SeatSetup.PlayerColour.RED, SeatSetup.PlayerSymbol.CIRCLE, null),
                    new SeatInfo(1, SeatSetup.PlayerColour.GREEN, SeatSetup.PlayerSymbol.TRIANGLE, "greedy"));
            Session s = new Session(new HotSeatTable(game), setup, infos, text, ClientModules.installed());
            io.fogisles.kernel.util.IntList options = new io.fogisles.kernel.util.IntList();
            for (int i = 0; i < 12; i++) { // a few steps, so that the log has lines
                game.legalCodes(options);
                s.submit(game.pendingSeat(), game.decode(options.get(0)));
            }
            assertTrue(s.log().size() > 3, "the log has lines");
            String row = "coastal-pride:coastalPride";
            var lib = engine.houseRules().library();
            java.util.Map<String, List<String>> seen = new java.util.HashMap<>();
            for (String lang : Settings.LANGUAGES) {
                text.lang(lang); // what the settings screen does: nothing is rebuilt but the texts
                List<String> words = new ArrayList<>();
                words.add(s.seatName(0));
                words.add(s.seatName(1));
                for (Session.LogEntry e : s.log()) words.add(s.format(e));
                words.add(RuleTexts.scoreRow(row, lib, text));
                words.add(text.t("client.compass.NW"));
                words.add(text.t("client.compass.E"));
                words.add(RuleTexts.name(lib, "coastal-pride", lang));
                seen.put(lang, words);
            }
            assertEquals(List.of("Red", "Green"), seen.get("en").subList(0, 2));
            assertEquals(List.of("Rot", "Grün"), seen.get("de").subList(0, 2), "seat names follow the language at once");
            assertEquals(List.of("Rouge", "Vert"), seen.get("fr").subList(0, 2));
            int n = seen.get("en").size();
            assertEquals("Fierté côtière", seen.get("fr").get(n - 4), "a rule's score row in French is French");
            assertEquals("Küstenstolz", seen.get("de").get(n - 4));
            assertEquals(List.of("NO", "E"), seen.get("fr").subList(n - 3, n - 1), "the compass in French");
            assertEquals(List.of("NW", "O"), seen.get("de").subList(n - 3, n - 1), "the compass in German");
            for (int i = 2; i < n - 4; i++) // log lines: each one is said differently in each language
                assertTrue(!seen.get("en").get(i).equals(seen.get("de").get(i)) && !seen.get("en").get(i).equals(seen.get("fr").get(i)),
                        "log line " + i + " is translated: " + seen.get("en").get(i) + " / " + seen.get("de").get(i) + " / " + seen.get("fr").get(i));
            s.table.close();
        } finally {
            engine.close();
        }
    }
}
