package io.fogisles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.cli.sim.SoakCommandAccess;
import io.fogisles.kernel.invariant.InvariantViolation;
import io.fogisles.kernel.invariant.Invariants;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code ./fogisles soak}: real small runs, a found failure that replays from its printed line, and bad options. */
class SoakCommandTest {

    /** The row of a combination in the table: games, decisions, failures. */
    private static long[] row(String out, String label) {
        Matcher m = Pattern.compile("(?m)^" + Pattern.quote(label) + "\\s+([\\d,]+)\\s+([\\d,]+)\\s+([\\d,]+)\\s").matcher(out);
        assertTrue(m.find(), "no row '" + label + "' in\n" + out);
        return new long[] {Long.parseLong(m.group(1).replace(",", "")), Long.parseLong(m.group(2).replace(",", "")), Long.parseLong(m.group(3).replace(",", ""))};
    }

    @Test
    @DisplayName("soak: a row per module combination and player count, every game checked; the same decisions on 1 and 2 threads")
    void smallRun() {
        CliFixture.Result two = CliFixture.run("soak", "--games", "6", "--players", "2,4", "--threads", "2", "--no-progress");
        assertEquals(0, two.code(), two.err());
        for (String combination : List.of("base", "base+harbour", "base+harbour+expansion"))
            for (int players : List.of(2, 4)) {
                long[] r = row(two.out(), combination + ", " + players + " players");
                assertEquals(6, r[0]);
                assertTrue(r[1] > 6 * 300, "whole games were played: " + r[1] + " decisions");
                assertEquals(0, r[2]);
            }
        assertFalse(two.out().contains("3 players"), two.out());
        CliFixture.Result one = CliFixture.run("soak", "--games", "6", "--players", "2,4", "--threads", "1", "--no-progress");
        assertEquals(row(two.out(), "base+harbour, 4 players")[1], row(one.out(), "base+harbour, 4 players")[1], "threads do not change the games");
    }

    /** Breaks at the 40th decision of every game whose seed is odd: a stand-in for a rules bug. */
    private static final Invariants ODD_SEEDS_BREAK = game -> new Invariants.Watch() {
        int checks;

        @Override
        public void afterDecision() {
            if (checks++ == 40 && (game.seed() & 1) == 1) throw new InvariantViolation("test invariant: odd seed");
        }
    };

    @Test
    @DisplayName("soak: a failure prints the seed, the decision, the message and a replay line that plays the same game to the same failure; exit 1")
    void failureReplays() throws Exception {
        CliFixture.Result r = SoakCommandAccess.run(List.of(ODD_SEEDS_BREAK), "--games", "8", "--modules", "base,harbour", "--players", "3", "--no-progress");
        assertEquals(1, r.code(), r.out());
        assertTrue(r.err().contains("games broke an invariant"), r.err());
        long failed = row(r.out(), "base+harbour, 3 players")[2];
        assertTrue(failed > 0 && failed < 8, "some seeds are odd, some even: " + r.out());
        Matcher m = Pattern.compile("seed (-?\\d+), decision 40 \\(([a-z:-]+)\\): test invariant: odd seed\\n\\s+replay: \\./fogisles soak (.*)\\n").matcher(r.out());
        assertTrue(m.find(), r.out());
        assertTrue(Long.parseLong(m.group(1)) % 2 != 0);
        List<String> replay = List.of(m.group(3).split(" "));
        assertTrue(replay.containsAll(List.of("--island", "--harbour-side", "--game-seed", m.group(1))), replay.toString());

        CliFixture.Result again = SoakCommandAccess.run(List.of(ODD_SEEDS_BREAK), replay.toArray(String[]::new));
        assertEquals(1, again.code(), again.out());
        assertTrue(again.out().contains("seed " + m.group(1) + ", decision 40 (" + m.group(2) + "): test invariant: odd seed"), again.out());
        List<String> cleanArgs = new java.util.ArrayList<>(List.of("soak"));
        cleanArgs.addAll(replay);
        CliFixture.Result clean = CliFixture.run(cleanArgs.toArray(String[]::new)); // the modules' own checkers alone: the game is fine
        assertEquals(0, clean.code(), clean.out());
        assertTrue(clean.out().contains("every invariant held"), clean.out());
    }

    @ParameterizedTest(name = "soak {0}: exit 2 with a message")
    @CsvSource(delimiter = '|', value = {
            "--games 0|--games wants a positive whole number",
            "--players 5|--players: Islands in the Mist is for 2–4 players, got 5",
            "--modules harbour|requires module 'base'",
            "--island sideways|--island wants front or back",
            "--modules base --harbour-side back|--harbour-side needs module 'harbour'",
            "--game-seed 5|--game-seed plays one game",
            "--gmaes 3|unknown option --gmaes"})
    void badOptions(String args, String message) {
        List<String> all = new java.util.ArrayList<>(List.of("soak"));
        all.addAll(List.of(args.split(" ")));
        CliFixture.Result r = CliFixture.run(all.toArray(String[]::new));
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(r.err().contains(message), r.err());
        assertFalse(r.err().contains("\tat ") || r.err().contains("    at "), "no stack trace: " + r.err());
    }

    @Test
    @DisplayName("help soak describes every option and the exit codes")
    void help() {
        CliFixture.Result r = CliFixture.run("help", "soak");
        assertEquals(0, r.code());
        for (String option : List.of("--games", "--modules", "--players", "--seed", "--threads", "--game-seed", "--island", "--harbour-side", "Exit 0"))
            assertTrue(r.out().contains(option), option);
    }
}
