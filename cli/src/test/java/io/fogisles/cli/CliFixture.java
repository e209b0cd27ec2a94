package io.fogisles.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Runs commands in-process with one shared runtime, capturing output. */
public final class CliFixture {
    private static Services runtime;

    public record Result(int code, String out, String err) {
        public List<String> lines() {
            return out.isBlank() ? List.of() : List.of(out.strip().split("\n"));
        }
    }

    private CliFixture() {
    }

    public static synchronized Services runtime() {
        if (runtime == null) runtime = new Services();
        return runtime;
    }

    public static Result run(String... args) {
        return runIn(runtime(), args);
    }

    /** Runs a command in a runtime of its own, as a separate {@code ./fogisles} call would (rule folders given by path stay there). */
    public static Result runFresh(String... args) {
        try (Services rt = new Services()) {
            return runIn(rt, args);
        }
    }

    private static Result runIn(Services rt, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code = new Main().run(new ArrayList<>(List.of(args)), rt, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** The repository's top folder (the tests run in cli/). */
    public static Path repo() {
        return Path.of("..").toAbsolutePath().normalize();
    }

    public static Path write(Path dir, String name, String json) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, json);
        return p;
    }
}
