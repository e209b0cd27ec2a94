package io.fogisles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.Test;

/** A run that runs out of memory says so and how to give it more, whether the main thread or a worker ran out. */
class OutOfMemoryMessageTest {
    private record Failing(Throwable failure) implements Command {
        public String name() {
            return "simulate";
        }

        public String summary() {
            return "fails";
        }

        public String usage() {
            return "./fogisles simulate";
        }

        public int run(List<String> args, Services runtime, PrintStream out, PrintStream err) throws Exception {
            if (failure instanceof Exception e) throw e;
            throw (Error) failure;
        }
    }

    private static String errorOf(Throwable failure, int[] exit) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        exit[0] = new Main(List.of(new Failing(failure))).run(List.of("simulate"), null, new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8));
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void outOfMemoryOnTheMainThreadOrInAWorkerSaysHowToGiveMore() {
        int[] exit = new int[1];
        for (Throwable t : List.of(new OutOfMemoryError("Java heap space"), new ExecutionException(new OutOfMemoryError("Java heap space")))) {
            String err = errorOf(t, exit);
            assertEquals(1, exit[0]);
            assertTrue(err.startsWith("fogisles simulate: out of memory (the heap may grow to "), err);
            assertTrue(err.contains("FOGISLES_HEAP=2g ./fogisles simulate"), err);
            assertFalse(err.contains("internal error") || err.contains("    at "), "no stack trace: " + err);
        }
        String other = errorOf(new IllegalStateException("boom"), exit);
        assertTrue(other.contains("internal error"), "other failures are still reported as bugs: " + other);
    }
}
