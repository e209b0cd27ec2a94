package io.fogisles.client.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.RuleSet;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The client core knows no game module: module parts are found through the registry, by the loaded modules' ids. */
class ModuleRegistryTest {

    @Test
    void theInstalledClientPartsAreFoundByServiceLoaderAndChosenByTheRuleSet() {
        ClientModules all = ClientModules.installed();
        for (String id : List.of("base", "harbour", "expansion")) assertEquals(id, all.get(id).id());
        RuleSet base = EngineFixture.rules(2, "base");
        assertEquals(List.of("base"), all.forRules(base).stream().map(ClientModule::id).toList(), "only the loaded modules' parts");
        RuleSet three = EngineFixture.rules(3, "base", "harbour", "expansion");
        assertEquals(List.of("base", "harbour", "expansion"), all.forRules(three).stream().map(ClientModule::id).toList());
    }

    @Test
    void pirateBaysClientPartIsFoundForItsRules() {
        ClientModules all = ClientModules.installed();
        RuleSet pirates = EngineFixture.rules(4, "pirate-bay");
        assertEquals(List.of("pirate-bay"), all.forRules(pirates).stream().map(ClientModule::id).toList(), "only Pirate Bay's part for its rules");
        assertEquals(1, all.binders(pirates).size());
    }

    @Test
    void theClientCoreAndScreensNameNoHarbourOrExpansionCode() throws IOException {
        Pattern forbidden = Pattern.compile("io\\.fogisles\\.(harbour|expansion|piratebay)\\b|io\\.fogisles\\.client\\.modules\\.|\"(harbour|expansion|pirate-bay)[:\"]");
        List<String> found = new ArrayList<>();
        for (String dir : List.of("src/main/java/io/fogisles/client/core", "src/main/java/io/fogisles/client/screens")) {
            try (Stream<Path> files = Files.walk(Path.of(dir))) {
                for (Path f : files.filter(x -> x.toString().endsWith(".java")).toList()) {
                    List<String> lines = Files.readAllLines(f);
                    for (int i = 0; i < lines.size(); i++) {
                        String line = lines.get(i).trim();
                        if (line.startsWith("*") || line.startsWith("//") || line.startsWith("/*")) continue; // comments may give examples
                        Matcher m = forbidden.matcher(line);
                        if (m.find()) found.add(f + ":" + (i + 1) + ": " + line);
                    }
                }
            }
        }
        assertTrue(found.isEmpty(), "module-specific code in the client core:\n" + String.join("\n", found));
    }
}
