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
     * cards shown at the end (ND6; the same games: as many decisions as before). */
    static final Map<Integer, String> EXPECTED = Map.of(
            1, "93bd77411af59a73096d24cf85fafd915024eef8c7a57c9b768afb249926421b",
            2, "2a0e251bc6edff73e88d9f7f55b1c5eea67c8b8f07696bebe8049411735f8189",
            3, "1011ab9b187a698bb0b6ed6b259d043712cbce7409f04f52f4753f08d807ef1d",
            4, "e376a8a101d1f4a25b23f492bd187a2e989ccb0f4a0561ea3b0d2b84789549b1",
            5, "2b1af474ad9e06c87a17da0885a4ef9701898eb08694a7c5b6cd5e2825607cb7");

    @ParameterizedTest(name = "determinism: the B sides with {0} player(s): random games end exactly as recorded")
    @ValueSource(ints = {1, 2, 3, 4, 5})
    void finalStatesAsRecorded(int seats) throws Exception {
        RuleSet rules = BSideFixtures.rules(seats);
        FinalStates run = FinalStates.ofRandomGames(rules, RUN_SEED, GAMES);
        assertEquals(EXPECTED.get(seats), run.digest(), seats + " players (" + run.describe() + ")");
    }
}
