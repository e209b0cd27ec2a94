package io.fogisles.cli.fuzz;

import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.rules.HouseRuleLibrary;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Module manifests ({@code module.json}) and house-rule manifests ({@code rule.json}): the real files of this
 * repository, each mutated once ({@link Mutation}), load or fail with a {@code DataException} that names the
 * file and the place. Fixed seeds keep CI runs the same; each property takes a second or two.
 */
class ManifestFuzzTest {
    /** The repository's root, from the cli module's folder (where the tests run). */
    static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    static byte[] bytes(Path p) {
        try {
            return Files.readAllBytes(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Provide
    Arbitrary<Mutation> mutations() {
        return Mutation.any();
    }

    @Provide
    Arbitrary<Path> moduleManifests() {
        return Arbitraries.of(List.of(ROOT.resolve("games/island/base/module.json"), ROOT.resolve("games/island/harbour/module.json"),
                ROOT.resolve("games/island/expansion/module.json")));
    }

    @Provide
    Arbitrary<Path> ruleFolders() throws IOException {
        try (Stream<Path> s = Files.list(ROOT.resolve("scripts"))) {
            return Arbitraries.of(s.filter(p -> Files.exists(p.resolve("rule.json"))).sorted().toList());
        }
    }

    @Property(tries = 400, seed = "1701")
    @Label("module.json, mutated: parsed, or a DataException with module.json and a line:column or JSON path")
    void moduleManifest(@ForAll("moduleManifests") Path file, @ForAll("mutations") Mutation m) {
        String text = new String(m.apply(bytes(file)), StandardCharsets.UTF_8); // as ModuleCatalog.discover reads it
        Located.loadsOrSaysWhere("module.json", m.toString(), () -> ModuleCatalog.parse(file.toString(), text));
    }

    /** A copy of a bundled rule's folder with its rule.json mutated; deleted after {@code use}. */
    static void withMutatedRule(Path rule, Mutation m, java.util.function.Consumer<Path> use) throws IOException {
        Path dir = Files.createTempDirectory("fuzz-rule");
        try {
            Path copy = dir.resolve(rule.getFileName());
            Files.createDirectory(copy);
            try (Stream<Path> files = Files.list(rule)) {
                for (Path f : files.filter(Files::isRegularFile).toList()) Files.copy(f, copy.resolve(f.getFileName()));
            }
            Files.write(copy.resolve("rule.json"), m.apply(bytes(rule.resolve("rule.json"))));
            use.accept(copy);
        } finally {
            try (Stream<Path> all = Files.walk(dir)) {
                for (Path p : all.sorted(java.util.Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
            }
        }
    }

    @Property(tries = 8, seed = "1706")
    @Label("check on a rule whose rule.json is mutated: exit 0, or 1 with the problem at rule.json:line:col, or 2; no stack trace")
    void checkCommand(@ForAll("ruleFolders") Path rule, @ForAll("mutations") Mutation m) throws IOException {
        withMutatedRule(rule, m, copy -> {
            io.fogisles.cli.CliFixture.Result r = io.fogisles.cli.CliFixture.run("check", copy.toString(), "--games", "1");
            Located.exitsCleanly(r, java.util.Set.of(0, 1, 2), m.toString());
            if (r.code() != 0)
                org.junit.jupiter.api.Assertions.assertTrue(java.util.regex.Pattern.compile("rule\\.(json|js):\\d+:\\d+").matcher(r.out() + r.err()).find(),
                        "the problem is shown at its file:line:col (" + m + "):\n" + r.out() + r.err());
        });
    }

    @Property(tries = 200, seed = "1702")
    @Label("rule.json, mutated, in a copy of its rule's folder: loaded, or a DataException with rule.json and a line:column or JSON path")
    void ruleManifest(@ForAll("ruleFolders") Path rule, @ForAll("mutations") Mutation m) throws IOException {
        withMutatedRule(rule, m, copy -> Located.loadsOrSaysWhere("rule.json", m.toString(), () -> HouseRuleLibrary.load(copy)));
    }
}
