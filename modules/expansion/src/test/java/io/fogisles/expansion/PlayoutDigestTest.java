package io.fogisles.expansion;

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
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Determinism guard: many random-bot games per module combination, played through the same path as
 * {@code ./fogisles simulate} ({@link Simulation} with the kernel's random bot), must end in exactly the
 * same final states as when the digests below were recorded. Each combination's digest is one SHA-256
 * over every game's final {@code state().sha256()} and its number of decisions, in game order.
 *
 * <p>Why: performance work on the engine (legal options, applying codes, events, caches) must not change a
 * single game; this test proves it. A deliberate <em>rule</em> change (or a change of the RNG, the state
 * layout or the bots' random streams) legitimately changes games: then re-record the digests (the failure
 * message prints the new value) and say so in the commit.
 */
class PlayoutDigestTest {
    /** Games per combination; the digests depend on it. */
    static final int GAMES = 300;
    static final long RUN_SEED = 20_261_123L;

    /** "modules/island/harbour side/players" → digest, recorded on the engine before the performance work. */
    static final Map<String, String> EXPECTED = Map.ofEntries(
            Map.entry("base/front/-/2", "936dc5695d77739d5841aee1daa47a9efba8323228a07bf10048c88ae64342ec"),
            Map.entry("base/front/-/3", "93244a900716ee910d2e568af2dccad4cc8612086150eb83a31c5376e21f1aff"),
            Map.entry("base/front/-/4", "a5c8facfbbd0f77741f66d4f82e7851babcd60414b1913f8851f3fbe5a80747a"),
            Map.entry("base/back/-/2", "c74254e5dc511da89e6489fbd9cb2e17b94ce5689f25f4c99ff80b1b8d9b31f1"),
            Map.entry("base/back/-/3", "2b72ce24a1b637aeb1facbbed5f9fa1d7f599825fe4196ed07269292c90ff934"),
            Map.entry("base/back/-/4", "66d9a58310d09c6bea2a39e64798085874883180f21ea4d84a84b1f793ee3d03"),
            Map.entry("base,harbour/front/front/2", "ea92a0bfc5de6bcff812af574beeddd97e26a290066e87ef536e9948693dbfea"),
            Map.entry("base,harbour/front/back/3", "15d184fada9da985c317d1961ea7766de88cec41b1b60746b139c8674452351e"),
            Map.entry("base,harbour/back/front/4", "e515102fa32c594e97788af214d72072ba31cc871046710232e6b3d42494c035"),
            Map.entry("base,harbour/back/back/2", "2b9327a445f8a4385d8c08497bf881ffe1d4f6cbf6b732c4bd5499c03d6cfeef"),
            Map.entry("base,harbour/front/back/4", "23e907b4237c98d92a5b9a84220eb522590639d2a1f169873c3b1e9f527486fb"),
            Map.entry("base,harbour/back/front/3", "38f0a4da5933486003f332e5ea705c8c248be2ff31c5bf4e688ca7c454ee7cad"),
            Map.entry("base,harbour,expansion/front/front/2", "cfcd1db1e9133412c68b6b4a35276069e239983cfb25ce1d5ec6d5492e74bdd9"),
            Map.entry("base,harbour,expansion/front/back/3", "fb8a96aa5e06806240977b7a3f615e0dfbc1ccd8208373face25d7dc2316efe5"),
            Map.entry("base,harbour,expansion/back/front/4", "8310ce754fdc2822772f4bbc00e3297cb1f02c10b974ed5534255dee44799673"),
            Map.entry("base,harbour,expansion/back/back/2", "c2c0d814fc518969d369264b0b9be5135e4c9e7eeb32de312d80677cdf548e4f"),
            Map.entry("base,harbour,expansion/front/back/4", "fd23f4ead2cbd373bbcf81ba828708bdaad88abec2e457cd0b643d93bb596c18"),
            Map.entry("base,harbour,expansion/back/front/3", "4b433f73ac5a5f33ed5160e3dc2810401e5847096e4e0a61620322b95e42cd80"));

    static Stream<Arguments> combinations() {
        return EXPECTED.keySet().stream().sorted().map(k -> {
            String[] p = k.split("/");
            return Arguments.of(p[0], p[1], p[2], Integer.parseInt(p[3]));
        });
    }

    @ParameterizedTest(name = "determinism: {0}, island {1}, harbour {2}, {3} players: random games end exactly as recorded")
    @MethodSource("combinations")
    void finalStatesAsRecorded(String modules, String island, String harbour, int seats) throws Exception {
        RuleSet rules = AllCombinationsPlayoutTest.rules(modules, island, harbour, seats);
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
        String key = modules + "/" + island + "/" + harbour + "/" + seats;
        assertEquals(EXPECTED.get(key), HexFormat.of().formatHex(digest.digest()), key + " (" + decisions + " decisions in " + GAMES + " games)");
    }
}
