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

    /** players → digest, recorded on the first complete rules (issue 32). */
    static final Map<Integer, String> EXPECTED = Map.of(
            1, "5a45e2029b595c66ade4e21fbdd3bf4a873cc44522e07dff2c9407fa597ce282",
            2, "0a5f54d7b61bdc6a6c5b0210b82a1fc5fdf3a9b88d75b09d2167b84dccae9b15",
            3, "9b00d60ae898aea0d81d102e44484c82886a66323f2565ad821a9e34d02c49d7",
            4, "03bb9e7636c43b45f500aa5ce1cd0b931ab1203ea24f589c01333dc215e0560f",
            5, "a8e66bb086bddedeb3e982f256a5f8eb639b4f8e85153043a4632da103edbeeb");

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
