package io.fogisles.cli.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.rules.HouseRule;
import io.fogisles.kernel.rules.HouseRuleLibrary;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A house rule as it travels with a job, and a job as a worker unpacks it. */
class RuleFilesTest {
    @TempDir
    Path dir;

    @Test
    @DisplayName("a rule folder and a single-file rule, written on the worker, load as the same rule (the same SHA-256)")
    void rulesArriveAsTheyWere() throws Exception {
        for (Path rule : new Path[] {Path.of("../scripts/grand-cities"), Path.of("../scripts/lucky-drops.js")}) {
            HouseRule here = HouseRuleLibrary.load(rule);
            RuleFiles sent = TallyBytes.sent(RuleFiles.of(here));
            Path written = sent.writeInto(Files.createDirectories(dir.resolve(here.id())));
            HouseRule there = HouseRuleLibrary.load(written);
            assertEquals(here.id(), there.id());
            assertEquals(here.sha256(), there.sha256());
        }
    }

    @Test
    @DisplayName("a job whose rule would write outside its folder (a hostile sender) is refused")
    void noWritingOutside() {
        RuleFiles bad = new RuleFiles("x", "0", "x", true, Map.of("../../escaped.js", "1".getBytes(StandardCharsets.UTF_8)));
        IOException e = assertThrows(IOException.class, () -> bad.writeInto(Files.createDirectories(dir.resolve("job"))));
        assertTrue(e.getMessage().contains("leaves the rule's folder"), e.getMessage());
        assertTrue(Files.notExists(dir.resolve("escaped.js")));
    }

    @Test
    @DisplayName("a worker unpacks only the program's records and the JDK's values: another class in a job is refused before it is made")
    void jobFilter() throws Exception {
        Job.Ticket ok = new Job(java.util.UUID.randomUUID(), java.util.List.of(), new Probe(java.util.List.of("a"))).ticket(BuildInfo.of(new io.fogisles.kernel.module.ModuleCatalog(), ""));
        assertEquals(new Probe(java.util.List.of("a")), ok.open().work());
        Job.Ticket bad = new Job(java.util.UUID.randomUUID(), java.util.List.of(), new Probe(java.util.List.of(new javax.management.ObjectName("a:b=c"))))
                .ticket(BuildInfo.of(new io.fogisles.kernel.module.ModuleCatalog(), ""));
        assertThrows(java.io.InvalidClassException.class, bad::open);
    }

    /** A work that carries a value (a stand-in for a hostile one). */
    record Probe(java.util.List<Object> value) implements Work {
        @Override
        public java.util.List<String> houseRules() {
            return java.util.List.of();
        }

        @Override
        public String describe() {
            return "probe";
        }

        @Override
        public Prepared prepare(io.fogisles.cli.Services services) {
            throw new UnsupportedOperationException();
        }
    }

    /** Java serialization there and back, as the engine sends values. */
    static final class TallyBytes {
        @SuppressWarnings("unchecked")
        static <T> T sent(T value) throws Exception {
            java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
            try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(bytes)) {
                out.writeObject(value);
            }
            try (java.io.ObjectInputStream in = new java.io.ObjectInputStream(new java.io.ByteArrayInputStream(bytes.toByteArray()))) {
                return (T) in.readObject();
            }
        }
    }
}
