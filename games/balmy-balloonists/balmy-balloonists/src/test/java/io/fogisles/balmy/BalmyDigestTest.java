package io.fogisles.balmy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.fogisles.kernel.bot.BotRegistry;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.sim.FinalStates;
import io.fogisles.kernel.sim.Simulation;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Determinism guard for Balmy Balloonists: {@value #GAMES} random-bot games per player count, played through the
 * path of {@code ./fogisles simulate} ({@link Simulation} with the kernel's random bot, the first player random from
 * each game's seed), end in exactly the final states recorded below: one SHA-256 over every game's final
 * {@code state().sha256()} and its number of decisions, in game order.
 *
 * <p>Why: the same seed and the same actions must give the same game, and speed work must not change a single game
 * (the random bot picks an option by its index, so even a change of the options' order changes the games). A
 * deliberate rule or data change changes games legitimately: then re-record (the failure prints the new digest) and
 * say so in the commit.
 */
class BalmyDigestTest {
    static final int GAMES = 200;
    static final long RUN_SEED = 20_261_128L;

    /** Players → digest, recorded on the rules of branch balmy after the merge of lead9 (c5b3751). */
    static final Map<Integer, String> EXPECTED = Map.of(
            2, "b2b6c32d64099b57b4b5cd97ee00d4676e370fe035a1fb4f6be11f0ef5d92f2e",
            3, "10008d4fd44c22e25aa9c981d5d5a84e194095e9737c8ec7ae9945b547cb680f",
            4, "f004262329c1fc3b4a4f9d8f0e6ea971b7e93a3952a1214ef8a868ca17b2f025",
            5, "647b9fb8c60edb31aaa0a2bbea8d81a8ebbc427e2d34d03fcba6c64b4b343c62",
            6, "6bd7377de00ee609d176676bfaeb7c1ba80139663dda6e5b2ee58b4a56192e3f");

    @ParameterizedTest(name = "determinism: {0} players: random games end exactly as recorded")
    @ValueSource(ints = {2, 3, 4, 5, 6})
    void finalStatesAsRecorded(int seats) throws Exception {
        RuleSet rules = Fixtures.rules(seats);
        FinalStates run = FinalStates.ofRandomGames(rules, RUN_SEED, GAMES);
        assertEquals(EXPECTED.get(seats), run.digest(), seats + " players (" + run.describe() + ")");
    }

    @org.junit.jupiter.api.Test
    @org.junit.jupiter.api.DisplayName("determinism: the same seed and the same bots play the same game twice in one JVM")
    void sameSeedSameGame() {
        Simulation sim = new Simulation(Fixtures.rules(4), new BotRegistry());
        List<String> bots = Collections.nCopies(4, "random");
        Game a = sim.playGame(77, bots), b = sim.playGame(77, bots);
        assertEquals(a.state().sha256(), b.state().sha256());
        assertEquals(a.codes().length, b.codes().length);
    }
}
