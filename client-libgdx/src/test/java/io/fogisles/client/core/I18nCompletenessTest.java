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
 * client's bundle, the kernel's and every module's; and every text the code asks for exists.
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

    @Test
    void kernelAndModuleBundlesAreCompleteInEveryLanguage() {
        Messages m = Messages.of(EngineFixture.catalog().all());
        for (String lang : List.of("de", "fr")) assertEquals(List.of(), m.missing(lang), "kernel/module keys missing in " + lang);
        for (String module : List.of("base", "harbour", "expansion")) {
            Path dir = ROOT.resolve("modules").resolve(module).resolve("i18n");
            Set<String> en = read(dir.resolve("messages_en.properties"));
            assertTrue(en.size() > 10, module + " has an English bundle");
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
        for (String module : List.of("base", "harbour", "expansion")) sources.add(ROOT.resolve("modules/" + module + "/src/main/java"));
        Set<String> codes = new TreeSet<>(), events = new TreeSet<>();
        Pattern reject = Pattern.compile("Rejection\\.of\\(\"([a-z.:-]+)\"");
        Pattern emit = Pattern.compile("emit\\(\"([a-z]+:[a-z-]+)\"");
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
        for (String c : codes) if (!m.has("en", "reject." + c)) missing.add("reject." + c);
        // round starts are shown by the phase indicator; script output goes to the console
        Set<String> silent = Set.of("kernel:round-started", "kernel:log");
        for (String e : events) if (!silent.contains(e) && !m.has("en", "event." + e)) missing.add("event." + e);
        RuleSet rules = EngineFixture.rules(4, "base", "harbour", "expansion");
        for (ScoreRow r : rules.scoreRows()) if (!m.has("en", "score." + r.id())) missing.add("score." + r.id());
        for (String reason : rules.endReasons()) if (!m.has("en", "end." + reason)) missing.add("end." + reason);
        for (String id : List.of("base:phase-a", "base:phase-b", "base:phase-c", "base:phase-d", "base:setup")) if (!m.has("en", "phase." + id)) missing.add("phase." + id);
        for (String id : rules.modules().ids()) if (!m.has("en", "module." + id)) missing.add("module." + id);
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
}
