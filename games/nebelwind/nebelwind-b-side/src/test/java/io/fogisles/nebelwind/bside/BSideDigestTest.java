package io.fogisles.nebelwind.bside;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.sim.FinalStates;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Determinism guard for the B sides, as {@code NebelDigestTest} for the A sides: {@value #GAMES} random-bot games per
 * player count, played through the path of {@code ./fogisles simulate}, end in exactly the final states recorded here.
 * A deliberate rule or data change re-records (the failure prints the new digest) and says so in its commit.
 */
class BSideDigestTest {
    static final int GAMES = 60;
    static final long RUN_SEED = 20_261_129L;

    /** players → digest, recorded with the B sides as first built (issue 32, ND22–ND28) and the partly connected network
     * cards shown at the end (ND6; the same games: as many decisions as before); re-recorded for ND29's balance changes
     * of the base module's cards (other costs, thresholds and points, so the random games go otherwise). */
    static final Map<Integer, String> EXPECTED = Map.of(
            1, "84237fc9a84bef442eec59415d57dbe3afbca1bce7e67ea2a3601b81402922ab",
            2, "d6dfedc70ed8ccfd68219244686d608fabbdbbd409cde2156c9b6194bfbac2c1",
            3, "3bda6d8629ff8fe3424d69337c965e637f95af7b1bfd6861c747d72c55e4f0a5",
            4, "0fa08dc0c8b2e374ad901a917db3b0e1da84070cf9d7061c9b6b4a5ab403dffe",
            5, "481c5a8d70f93bbdd6485c45807dc2b58549c22253c002dff3924ed8985aa0b9");

    @ParameterizedTest(name = "determinism: the B sides with {0} player(s): random games end exactly as recorded")
    @ValueSource(ints = {1, 2, 3, 4, 5})
    void finalStatesAsRecorded(int seats) throws Exception {
        RuleSet rules = BSideFixtures.rules(seats);
        FinalStates run = FinalStates.ofRandomGames(rules, RUN_SEED, GAMES);
        assertEquals(EXPECTED.get(seats), run.digest(), seats + " players (" + run.describe() + ")");
    }
}
