package io.fogisles.nebelwind.bside;

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
 * Determinism guard for the B sides, as {@code NebelDigestTest} for the A sides: {@value #GAMES} random-bot games per
 * player count, played through the path of {@code ./fogisles simulate}, end in exactly the final states recorded here.
 * A deliberate rule or data change re-records (the failure prints the new digest) and says so in its commit.
 */
class BSideDigestTest {
    static final int GAMES = 60;
    static final long RUN_SEED = 20_261_129L;

    /** players → digest, recorded with the B sides as first built (issue 32, ND22–ND28). */
    static final Map<Integer, String> EXPECTED = Map.of(
            1, "5d153bf61f58a7871d4f937f65a8ba22d6d58ac9527d0a481ee4f70554af4f40",
            2, "870486d33cfb0b19f1df1705ab5e6318273a85c875004556a958129d75e8a65c",
            3, "c0ce3bb5a4e51085c8729e96a56a9b4e4997652a244a4770186efd095103cad2",
            4, "aa6c2d01f771ea1a61ad8abeadcf9eb835f6b8767fedf41bb7069a0594b8c818",
            5, "38b4c78975a13afeeaa81094de4ddbd7e8e11951d1b98c50a884045e8c09eb57");

    @ParameterizedTest(name = "determinism: the B sides with {0} player(s): random games end exactly as recorded")
    @ValueSource(ints = {1, 2, 3, 4, 5})
    void finalStatesAsRecorded(int seats) throws Exception {
        RuleSet rules = BSideFixtures.rules(seats);
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
