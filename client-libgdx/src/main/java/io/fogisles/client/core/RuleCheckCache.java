package io.fogisles.client.core;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fogisles.kernel.persist.AtomicFiles;
import io.fogisles.kernel.rules.RuleProblem;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The house-rule checks of the last start, kept on disk so that a start with the same rules and the same
 * program does not check them again. A check builds each rule's rule sets, which costs seconds of CPU and keeps
 * the JIT compiling well after the title is drawn (docs/client.md, "Measured"). An entry is used only for the
 * same rule files (their SHA-256) and the same program: {@link #programFingerprint()} covers every jar the JVM
 * loads classes and modules from, so a rebuild, another module version or another JDK checks again. The file is
 * only a cache: when it cannot be read or written, rules are checked as before and nothing else changes.
 */
public final class RuleCheckCache {
    private static final ObjectMapper JSON = new ObjectMapper().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    /** The file's content: the program it was made by and each rule's check. */
    record Stored(String program, Map<String, Entry> checks) {
    }

    record Entry(String sha256, List<RuleProblem> problems) {
    }

    private final Path file;
    private final String program;
    private final Map<String, HouseRules.Check> loaded = new HashMap<>();

    /** A cache in {@code file} for the running program; reads what a previous start left there. */
    public RuleCheckCache(Path file) {
        this(file, programFingerprint());
    }

    RuleCheckCache(Path file, String program) {
        this.file = file;
        this.program = program;
        try {
            if (program == null || !Files.isRegularFile(file)) return;
            Stored s = JSON.readValue(file.toFile(), Stored.class);
            if (s == null || !program.equals(s.program()) || s.checks() == null) return;
            s.checks().forEach((id, e) -> {
                if (e != null && e.sha256() != null && e.problems() != null) loaded.put(id, new HouseRules.Check(e.sha256(), e.problems()));
            });
        } catch (IOException | RuntimeException e) {
            // a damaged or older cache is ignored: the rules are checked again and the file is rewritten
        }
    }

    /** The stored check of a rule whose files have this SHA-256, or null. */
    public HouseRules.Check get(String id, String sha256) {
        HouseRules.Check c = loaded.get(id);
        return c != null && c.sha256().equals(sha256) ? c : null;
    }

    /** Replaces the file with these checks (atomically); a failure leaves the old file and is not an error. */
    public void save(Map<String, HouseRules.Check> checks) {
        if (program == null) return;
        Map<String, Entry> out = new HashMap<>();
        checks.forEach((id, c) -> out.put(id, new Entry(c.sha256(), c.problems())));
        try {
            AtomicFiles.write(file, JSON.writeValueAsBytes(new Stored(program, out)));
            loaded.clear();
            loaded.putAll(checks);
        } catch (IOException | RuntimeException e) {
            // only a cache: the next start checks again
        }
    }

    /**
     * What identifies the running program: the name, size and modification time of every entry of the class
     * path and the module path (the engine, the modules and their data are all in jars there), and the JVM;
     * null (no cache) when classes come from a folder, as in tests and IDEs: a folder's time does not change
     * when a class in it does.
     */
    static String programFingerprint() {
        TreeSet<String> parts = new TreeSet<>();
        for (String prop : List.of("java.class.path", "jdk.module.path")) {
            String value = System.getProperty(prop);
            if (value == null) continue;
            for (String entry : value.split(File.pathSeparator)) {
                if (entry.isBlank()) continue;
                File f = new File(entry);
                if (f.isDirectory()) return null;
                parts.add(f.getAbsolutePath() + "|" + f.length() + "|" + f.lastModified());
            }
        }
        parts.add("jvm|" + System.getProperty("java.vm.version"));
        try {
            MessageDigest d = MessageDigest.getInstance("SHA-256");
            for (String p : parts) d.update((p + "\n").getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }
}
