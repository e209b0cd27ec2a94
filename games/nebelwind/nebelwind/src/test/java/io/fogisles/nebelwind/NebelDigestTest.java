package io.fogisles.nebelwind;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.sim.FinalStates;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Determinism guard for Nebelwind: {@value #GAMES} random-bot games per player count, played through the path
 * of {@code ./fogisles simulate}, end in exactly the final states recorded below (one SHA-256 over every game's
 * final state hash and number of decisions, in game order). Speed work must not change a game; a deliberate
 * rule or data change does: then re-record (the failure prints the new digest) and say so in the commit.
 */
class NebelDigestTest {
    static final int GAMES = 60;
    static final long RUN_SEED = 20_261_128L;

    /** players → digest, recorded with the solo goal (N13.5), the decks hiding only their order (issue 32) and the partly
     * connected network cards shown at the end (ND6; the same games: as many decisions as before); re-recorded for
     * ND29's balance changes (A2, A5, the architect, the patron and the governors change what random players can pay
     * and claim, so the random games go otherwise). */
    static final Map<Integer, String> EXPECTED = Map.of(
            1, "af695862a4da1f363cde5c161f150ff1b6646285d873edef17477f2e6e2ddc19",
            2, "e940d2dbce8f2c12cc3bbba9d9f1f4552fe8084d27623ba1fb443b7dc8421fbd",
            3, "c28eef3c26a7f8969866d9623b29ad4ee3c56c0bdd1d17ca821ec9bbcbf98a87",
            4, "b8ec655fe1f77614a74c883951b0648664aded50ee01c1a2e4b610ede2953fbb",
            5, "cf12e784949689b9a9ddc7f1b2bf16ddb23d8f336a578604350a506969ccf9b8");

    @ParameterizedTest(name = "determinism: {0} player(s): random games end exactly as recorded")
    @ValueSource(ints = {1, 2, 3, 4, 5})
    void finalStatesAsRecorded(int seats) throws Exception {
        RuleSet rules = Fixtures.rules(seats);
        FinalStates run = FinalStates.ofRandomGames(rules, RUN_SEED, GAMES);
        assertEquals(EXPECTED.get(seats), run.digest(), seats + " players (" + run.describe() + ")");
    }
}
