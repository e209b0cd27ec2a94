package io.fogisles.expansion;

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

    /**
     * "modules/island/harbour side/players" → digest. Re-recorded on purpose for save format 2 (issue 15):
     * bags lose a piece in O(1), so every game draws differently, and popped flow frames are not hashed.
     */
    static final Map<String, String> EXPECTED = Map.ofEntries(
            Map.entry("base/front/-/2", "7e10e7b6c85be8724d198a823e01a57d620b16571037e22b418a0bb1e513496a"),
            Map.entry("base/front/-/3", "17a5076c7d8186c188d0758712f23aad8b934d54044a668c24185d10865a7a83"),
            Map.entry("base/front/-/4", "8c2e6055f62492087d65291145705af58f45d82a0d753f935f085f6e8444b9cb"),
            Map.entry("base/back/-/2", "000b2f2680cc318ef8880add94f8f3f7ee314df61b88e037ab6d56e426df17de"),
            Map.entry("base/back/-/3", "7b7b0a8cf2ae6141bd7b4dccf010e95b5a9dce004bf10382e8e2d7c89a752b04"),
            Map.entry("base/back/-/4", "184fa6cfada72216a0191e82acf0500070a538b0237fe10475c498862cd40b24"),
            Map.entry("base,harbour/front/front/2", "63f337a31007d2254da38e00cdab95315a7ed6d765ba28b0218d2abc6cbf4007"),
            Map.entry("base,harbour/front/back/3", "c5f52b4c195ca372c9e66436542c5a5b2aa8bbc63f6d85a01c3ff736c4e22b7d"),
            Map.entry("base,harbour/back/front/4", "d5dd993786d06fe8076d878cc0f491cb439805e1d4a32c4325f02d044f97d62a"),
            Map.entry("base,harbour/back/back/2", "9158429c250edc231169a258a0d100ba980accdaa6a08b30bc4ea8b9c464c2b1"),
            Map.entry("base,harbour/front/back/4", "890712a0c32eabcb0811779f32df8b0ca04886fc892eaa22206c097338cf92c4"),
            Map.entry("base,harbour/back/front/3", "90f6786227417e143d7226575c013e94ac5aa5e0f54e5e651400d975fdd95c29"),
            Map.entry("base,harbour,expansion/front/front/2", "d6358b4d23108a14a83e737c3ccd6fb4745916f989cdc443a6a9d3d4d1d28950"),
            Map.entry("base,harbour,expansion/front/back/3", "d89703e97cf8c6c6e6785581593b0d94a82986aca525b7e38410f3ae3b6a2e75"),
            Map.entry("base,harbour,expansion/back/front/4", "59f52cdab994ceede8ef97666c956632ac24466b5674d70f1cb34736afbad308"),
            Map.entry("base,harbour,expansion/back/back/2", "72c151a52c0dad87c514d7393f71c3cb7a380a0baa2430be405e418c238ee71a"),
            Map.entry("base,harbour,expansion/front/back/4", "84aceab0cf070197ebfb06300991984664116a190889d6905e29bb60be536df2"),
            Map.entry("base,harbour,expansion/back/front/3", "57713750b56a91b2f23106bb02771a768b87134355e9fe3bfdd7674f55b41e71"));

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
        FinalStates run = FinalStates.ofRandomGames(rules, RUN_SEED, GAMES);
        String key = modules + "/" + island + "/" + harbour + "/" + seats;
        assertEquals(EXPECTED.get(key), run.digest(), key + " (" + run.describe() + ")");
    }
}
