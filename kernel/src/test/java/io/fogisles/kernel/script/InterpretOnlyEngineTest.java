package io.fogisles.kernel.script;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.graalvm.polyglot.Engine;
import org.junit.jupiter.api.Test;

/**
 * The engine of bulk runs (scripts interpreted) is made without a word on stderr, whichever runtime the JVM
 * has: `simulate` used to print Truffle's "no runtime compilation" warning on every run, because the
 * fallback runtime prints it before it refuses the compilation option.
 */
class InterpretOnlyEngineTest {
    @Test
    void anInterpretOnlyEngineIsMadeSilently() {
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try (Engine engine = GraalScriptHost.newEngine(true)) {
            System.err.flush();
        } finally {
            System.setErr(err);
        }
        assertEquals("", captured.toString(StandardCharsets.UTF_8));
    }
}
