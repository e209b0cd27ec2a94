package io.fogisles.balmy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.fogisles.kernel.data.Json;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.score.ScoreRow;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * English, German and French are complete for Balmy Balloonists and its storm: the same keys in the three bundles,
 * and English text for every refusal the code gives, every event the modules declare, every score row, end reason
 * and option. (The client's I18nCompletenessTest checks the games on the client's class path; this game joins it
 * with its client part.)
 */
class BalmyI18nTest {
    static final Path GAME = BalmyData.MODULE.getParent();
    static final List<String> MODULES = List.of("balmy-balloonists", "balmy-storm");

    static Set<String> keys(String module, String lang) throws IOException {
        Properties p = new Properties();
        p.load(new StringReader(Files.readString(GAME.resolve(module).resolve("i18n/messages_" + lang + ".properties"), StandardCharsets.UTF_8)));
        return new TreeSet<>(p.stringPropertyNames());
    }

    @Test
    @DisplayName("the bundles of both modules hold the same keys in English, German and French")
    void sameKeys() throws IOException {
        for (String module : MODULES) {
            Set<String> en = keys(module, "en");
            assertTrue(en.size() >= 3, module + ": " + en);
            for (String lang : List.of("de", "fr")) assertEquals(en, keys(module, lang), module + " in " + lang);
        }
    }

    @Test
    @DisplayName("every refusal code, declared event, score row, end reason and option has English text")
    void everyTextExists() throws IOException {
        Set<String> en = new TreeSet<>();
        for (String module : MODULES) en.addAll(keys(module, "en"));
        Set<String> wanted = new TreeSet<>();
        Pattern reject = Pattern.compile("Rejection\\.of\\(\"([a-z.:-]+)\"");
        for (String module : MODULES) {
            try (Stream<Path> files = Files.walk(GAME.resolve(module).resolve("src/main/java"))) {
                for (Path f : files.filter(x -> x.toString().endsWith(".java")).toList()) {
                    Matcher m = reject.matcher(Files.readString(f));
                    while (m.find()) wanted.add("reject." + m.group(1));
                }
            }
            JsonNode manifest = Json.MAPPER.readTree(Files.readString(GAME.resolve(module).resolve("module.json")));
            for (Iterator<String> it = manifest.path("events").fieldNames(); it.hasNext(); ) wanted.add("event." + it.next());
            for (Iterator<String> it = manifest.path("options").fieldNames(); it.hasNext(); ) wanted.add("option." + module + "." + it.next());
            wanted.add("module." + module);
        }
        RuleSet rules = Fixtures.rules(4);
        for (ScoreRow r : rules.scoreRows()) wanted.add("score." + r.id());
        for (String reason : rules.endReasons()) wanted.add("end." + reason);
        assertTrue(wanted.size() > 40, "found the texts: " + wanted.size());
        Set<String> missing = new TreeSet<>(wanted);
        missing.removeAll(en);
        assertEquals(new TreeSet<>(), missing, "texts missing in the English bundles");
    }
}
