package io.fogisles.cli.fuzz;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.cli.CliFixture;
import io.fogisles.kernel.data.DataException;
import java.util.Set;

/** What every loader promises for any bytes: it loads, or it throws {@link DataException} naming the file and a place in it. */
final class Located {
    private Located() {
    }

    /** Runs a load; a {@link DataException} must name {@code fileName} and a line:column or JSON path. Any other throwable fails the property. */
    static void loadsOrSaysWhere(String fileName, String mutation, Runnable load) {
        try {
            load.run();
        } catch (DataException e) {
            assertTrue(e.file() != null && e.file().contains(fileName), "the error names the file " + fileName + " (" + mutation + "): " + e.getMessage());
            assertTrue(e.line() > 0 || e.path() != null && !e.path().isEmpty(), "the error says where in the file (" + mutation + "): " + e.getMessage());
            plainWords(e.getMessage(), mutation);
        }
    }

    /** No parser's or the JVM's class names in a message meant for a person. */
    static void plainWords(String message, String mutation) {
        for (String internal : new String[] {"com.fasterxml", "java.lang.", "java.io.", "Exception:", "JsonParseException", "MismatchedInput"})
            assertFalse(message.contains(internal), "plain words, not '" + internal + "' (" + mutation + "): " + message);
    }

    /** A command's run on a mutated file: an allowed exit code and no stack trace or internal error in its output. */
    static void exitsCleanly(CliFixture.Result r, Set<Integer> allowed, String mutation) {
        String all = r.out() + r.err();
        assertFalse(all.contains("internal error") || all.contains("\tat ") || all.contains("    at "), "no stack trace (" + mutation + "):\n" + all);
        assertTrue(allowed.contains(r.code()), "exit " + r.code() + ", expected one of " + allowed + " (" + mutation + "):\n" + all);
    }
}
