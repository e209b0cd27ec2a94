package io.fogisles.cli.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.cli.CliFixture;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The position files of {@code score} and {@code moves}: a valid file of each, mutated once ({@link Mutation}),
 * makes the command answer (exit 0) or refuse it (exit 2) with the file named and a line:column or JSON
 * path, never a stack trace or an internal error.
 */
class PositionFuzzTest {
    static final Path SCORE = Path.of("src/test/resources/fuzz/score-position.json");
    static final Path MOVES = Path.of("src/test/resources/fuzz/moves-position.json");

    @Provide
    Arbitrary<Mutation> mutations() {
        return Mutation.any();
    }

    @Example
    @Label("the unmutated files are valid: score and moves answer them")
    void seedsAreValid() {
        CliFixture.Result score = CliFixture.run("score", SCORE.toString(), "--json");
        assertEquals(0, score.code(), score.err());
        CliFixture.Result moves = CliFixture.run("moves", MOVES.toString(), "--json");
        assertEquals(0, moves.code(), moves.err());
        assertTrue(moves.out().contains("\"moves\""), moves.out());
    }

    static void fuzz(String command, Path seed, Mutation m) throws IOException {
        Path dir = Files.createTempDirectory("fuzz-position");
        Path f = dir.resolve("position.json");
        try {
            Files.write(f, m.apply(Files.readAllBytes(seed)));
            CliFixture.Result r = CliFixture.run(command, f.toString(), "--json");
            Located.exitsCleanly(r, Set.of(0, 2), m.toString());
            if (r.code() == 2) {
                // file:line:col: or file: $.path: (DataException's form)
                assertTrue(java.util.regex.Pattern.compile("position\\.json:(\\d+:\\d+: |( \\d+:\\d+:)? ?\\$)").matcher(r.err()).find(),
                        "the error names the file and says where (" + m + "): " + r.err());
                Located.plainWords(r.err(), m.toString());
            }
        } finally {
            Files.deleteIfExists(f);
            Files.deleteIfExists(dir);
        }
    }

    @Property(tries = 250, seed = "1703")
    @Label("score FILE, the file mutated: exit 0, or exit 2 with the file and where in it; no stack trace")
    void score(@ForAll("mutations") Mutation m) throws IOException {
        fuzz("score", SCORE, m);
    }

    @Property(tries = 100, seed = "1704")
    @Label("moves FILE, the file mutated: exit 0, or exit 2 with the file and where in it; no stack trace")
    void moves(@ForAll("mutations") Mutation m) throws IOException {
        fuzz("moves", MOVES, m);
    }
}
