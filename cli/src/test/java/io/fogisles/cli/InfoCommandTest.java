package io.fogisles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class InfoCommandTest {
    @Test
    @DisplayName("info names the script engine, the games with their player counts and modules (each with its options), and the installed house rules")
    void info() {
        CliFixture.Result r = CliFixture.run("info");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("scripts     GraalJS, "), r.out());
        assertTrue(r.out().contains("games (--game ID; without it, island):"), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("  island ") && l.contains("Islands in the Mist, 2–4 players, modules base,harbour,expansion")), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("  pirate-bay ") && l.contains("Pirate Bay, 2–6 players, modules pirate-bay")), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("  balmy-balloonists ") && l.contains("Balmy Balloonists, 2–6 players, modules balmy-balloonists")), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("  nebelwind ") && l.contains("Nebelwind, 1–5 players, modules nebelwind")), r.out());
        for (String m : new String[] {"base", "harbour", "expansion", "pirate-bay", "balmy-balloonists", "nebelwind"}) assertTrue(r.out().lines().anyMatch(l -> l.startsWith("    " + m + " ")), m + "\n" + r.out());
        assertTrue(r.out().contains("option mode = easy|hard (default easy)"), r.out());
        assertTrue(r.out().contains("option firstPlayer = random|1|2|3|4|5|6 (default random)"), r.out());
        assertTrue(r.out().contains("option side = front|back (default front)"), r.out());
        assertTrue(r.out().contains("house rules (bundled in "), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("  grand-cities ")), r.out());
    }
}
