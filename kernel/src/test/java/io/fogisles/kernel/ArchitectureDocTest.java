package io.fogisles.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** docs/architecture.md names every kernel package, and every package it names exists (with a package-info). */
class ArchitectureDocTest {
    @Test
    void theSourceMapAndTheKernelPackagesAgree() throws IOException {
        String doc = Files.readString(Path.of("../docs/architecture.md"));
        TreeSet<String> named = new TreeSet<>();
        Matcher m = Pattern.compile("`(io\\.fogisles\\.kernel(?:\\.[a-z][a-z0-9]*)*)`").matcher(doc);
        while (m.find()) named.add(m.group(1));
        Path root = Path.of("src/main/java");
        TreeSet<String> packages = new TreeSet<>();
        try (Stream<Path> all = Files.walk(root.resolve("io/fogisles/kernel"))) {
            all.filter(Files::isDirectory).forEach(d -> {
                try (Stream<Path> files = Files.list(d)) {
                    if (files.anyMatch(f -> f.toString().endsWith(".java"))) packages.add(root.relativize(d).toString().replace('/', '.'));
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
        }
        assertTrue(packages.size() > 15, "found only " + packages);
        assertEquals(packages, named, "docs/architecture.md's package table");
        for (String p : packages) assertTrue(Files.exists(root.resolve(p.replace('.', '/')).resolve("package-info.java")), p + " has no package-info.java");
    }
}
