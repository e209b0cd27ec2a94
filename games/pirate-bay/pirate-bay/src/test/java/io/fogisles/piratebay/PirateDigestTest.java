package io.fogisles.piratebay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.sim.FinalStates;
import io.fogisles.kernel.sim.Simulation;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Determinism guard for Pirate Bay: {@value #GAMES} random-bot games per mode and player count, played
 * through the path of {@code ./fogisles simulate} ({@link Simulation} with the kernel's random bot), end in
 * exactly the final states recorded below: one SHA-256 over every game's final {@code state().sha256()}
 * and its number of decisions, in game order.
 *
 * <p>Why: speed work on the engine (the table map, the lays' enumeration, the action checks) must not change a
 * single game, and this shows it does not: the random bot picks an option by its index, so even a change of
 * the options' order changes the games. A deliberate rule or data change (cards.json, parameters.json) changes
 * games legitimately: then re-record (the failure prints the new digest) and say so in the commit.
 */
class PirateDigestTest {
    static final int GAMES = 300;
    static final long RUN_SEED = 20_261_127L;

    /** "mode/players" → digest, recorded on the rules of lead9 (5ea9ffc) before any speed work. */
    static final Map<String, String> EXPECTED = Map.ofEntries(
            Map.entry("easy/2", "9f779b5f0245485e42bc5d326877d60ce898177436401148479645ad015a3d51"),
            Map.entry("easy/3", "6796c9a200ffb921e5f48333d3d88ce1b058d0238e5c5485fbabd7313521783b"),
            Map.entry("easy/4", "bd5354342f63abc57d29e61532d32bb9915d7396f4e0bff87917668ac2949446"),
            Map.entry("easy/5", "fa61eb3ee174869585face9a6f7d58c80c38e55c2beb96ed441d7356c52e4b2a"),
            Map.entry("easy/6", "ffd511388649b74b942985a05bd6ddd98ceb46b776ffd329e42a0a66ee6ff841"),
            Map.entry("hard/2", "0b2e4dd620b429cac368adf75af3cb74c5a0aaf24b7a9d018c6200ecc05ebefb"),
            Map.entry("hard/3", "827b362c93e1f3ebcef14ea9f0a8f510acdf5d4a3d860d323e0a1e5d15c5ec2f"),
            Map.entry("hard/4", "4c5d4008747a244b8654a91fb6d41a99381db4ce50b05fef613fed73004e3414"),
            Map.entry("hard/5", "c12b563303a71101a6a8ce92764872514f97b0879d46fee57c20e232102903ee"),
            Map.entry("hard/6", "a0fc87a65454d0377a4e470f01d5675f218011c391b129c57f06d73e919abfce"));

    static Stream<Arguments> configurations() {
        return EXPECTED.keySet().stream().sorted().map(k -> Arguments.of(k.split("/")[0], Integer.parseInt(k.split("/")[1])));
    }

    @ParameterizedTest(name = "determinism: mode {0}, {1} players: random games end exactly as recorded")
    @MethodSource("configurations")
    void finalStatesAsRecorded(String mode, int seats) throws Exception {
        RuleSet rules = Fixtures.rules(seats, mode);
        FinalStates run = FinalStates.ofRandomGames(rules, RUN_SEED, GAMES);
        String key = mode + "/" + seats;
        assertEquals(EXPECTED.get(key), run.digest(), key + " (" + run.describe() + ")");
    }
}
