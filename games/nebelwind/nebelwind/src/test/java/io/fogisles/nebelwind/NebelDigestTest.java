package io.fogisles.nebelwind;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.fogisles.kernel.bot.BotRegistry;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.sim.Simulation;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
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

    /** players → digest, recorded with the solo goal (N13.5) and the decks hiding only their order (issue 32). */
    static final Map<Integer, String> EXPECTED = Map.of(
            1, "1b96eb91cabe9af890221dda77ec260534b1a4bca97b06dd84b41bb3359595cf",
            2, "cea1bf0437c0d6050a1bd32e18b8c9f58ec6e9600de56309544b23c5d9238027",
            3, "dc65e54b8b93bacf83ca1312628e88660103d469122e13920083760ae16cf876",
            4, "7b7af395145f06151af20a0bfb2967da4b416bd7cc12b967fc504df7ee64f1ab",
            5, "1ca59e2ca357e11505203821e15bebc2e1cddc47b775b3aac07233de5dbbf92f");

    @ParameterizedTest(name = "determinism: {0} player(s): random games end exactly as recorded")
    @ValueSource(ints = {1, 2, 3, 4, 5})
    void finalStatesAsRecorded(int seats) throws Exception {
        RuleSet rules = Fixtures.rules(seats);
        Simulation sim = new Simulation(rules, new BotRegistry());
        List<String> bots = Collections.nCopies(seats, "random");
        MessageDigest digest = MessageDigest.getInstance("SHA-256");
        long decisions = 0;
        for (int i = 0; i < GAMES; i++) {
            Game game = sim.playGame(Simulation.gameSeed(RUN_SEED, i), bots);
            int n = game.codes().length;
            decisions += n;
            digest.update((game.state().sha256() + " " + n + "\n").getBytes(StandardCharsets.US_ASCII));
        }
        assertEquals(EXPECTED.get(seats), HexFormat.of().formatHex(digest.digest()), seats + " players (" + decisions + " decisions in " + GAMES + " games)");
    }
}
