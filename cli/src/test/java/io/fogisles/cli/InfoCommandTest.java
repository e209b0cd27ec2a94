package io.fogisles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class InfoCommandTest {
    @Test
    @DisplayName("info names the script engine, every installed module with its options, and the installed house rules")
    void info() {
        CliFixture.Result r = CliFixture.run("info");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("scripts     GraalJS, "), r.out());
        for (String m : new String[] {"base", "harbour", "expansion"}) assertTrue(r.out().lines().anyMatch(l -> l.startsWith("  " + m + " ")), m + "\n" + r.out());
        assertTrue(r.out().contains("option side = front|back (default front)"), r.out());
        assertTrue(r.out().contains("house rules (bundled in "), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("  grand-cities ")), r.out());
    }
}
