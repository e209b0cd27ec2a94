package io.fogisles.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The kernel knows no game: its main sources (code, comments, messages and scripts) name none of the island
 * game's things, so that the related games in the seeds can become plugins of the same kernel. Examples in
 * comments use the kernel's own toy games (cards) instead.
 */
class NoGameNounsTest {
    /** The island game's nouns (and its module ids used as namespaces); whole words, any case, singular or plural. */
    static final Pattern NOUNS = Pattern.compile("\\b(balloons?|tiles?|landscapes?|energy|clouds?|islands?|volcano(es)?|harbou?rs?|piers?|monuments?"
            + "|eyepieces?|forests?|jokers?|expansions?|observator(y|ies)|crowns?|compass|wind machines?|royal couple|base:[a-z-]+)\\b", Pattern.CASE_INSENSITIVE);

    @Test
    void theKernelsMainSourcesNameNoThingOfTheIslandGame() throws IOException {
        List<String> found = new ArrayList<>();
        int files = 0;
        for (Path root : List.of(Path.of("src/main/java"), Path.of("src/main/resources"))) {
            try (Stream<Path> all = Files.walk(root)) {
                for (Path f : all.filter(p -> p.toString().endsWith(".java") || p.toString().endsWith(".js")).toList()) {
                    files++;
                    List<String> lines = Files.readAllLines(f);
                    for (int i = 0; i < lines.size(); i++) {
                        Matcher m = NOUNS.matcher(lines.get(i));
                        while (m.find()) found.add(f + ":" + (i + 1) + ": " + m.group());
                    }
                }
            }
        }
        assertTrue(files > 100, "read only " + files + " files: wrong folder?");
        assertEquals(List.of(), found, "game nouns in the kernel");
    }

    @Test
    void theCheckFindsANounWhereThereIsOne() {
        assertTrue(NOUNS.matcher("/** moves the balloon */").find());
        assertTrue(NOUNS.matcher("\"base:tile-placed\"").find());
        assertTrue(!NOUNS.matcher("volatile int percentile; // a board of fields").find(), "whole words only");
    }
}
