package io.fogisles.client.core;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.fogisles.kernel.persist.AtomicFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reads and writes {@link Settings} as JSON; writes are atomic (a crash never leaves half a file). */
public final class SettingsStore {
    private static final ObjectMapper JSON = new ObjectMapper()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(SerializationFeature.INDENT_OUTPUT);

    private final Path file;
    private String problem;

    public SettingsStore(Path file) {
        this.file = file;
    }

    public Path file() {
        return file;
    }

    /** The settings in the file; defaults when there is none or it cannot be read (see {@link #problem()}). */
    public Settings load() {
        problem = null;
        if (!Files.exists(file)) return new Settings().sanitized();
        try {
            return JSON.readValue(file.toFile(), Settings.class).sanitized();
        } catch (IOException | RuntimeException e) {
            problem = "could not read " + file + ": " + e.getMessage();
            return new Settings().sanitized();
        }
    }

    public void save(Settings s) throws IOException {
        AtomicFiles.write(file, JSON.writeValueAsBytes(s));
    }

    /** Why the last {@link #load} fell back to defaults, or null. */
    public String problem() {
        return problem;
    }
}
