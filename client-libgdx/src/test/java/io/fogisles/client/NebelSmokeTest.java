package io.fogisles.client;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Nebelwind in the real window (LWJGL3 under xvfb-run, Mesa software GL): two people's seats with the two automata
 * (N12) — seat 0 a person played by the driver through the table's own bindings (the secret chip clicked in the hand,
 * a chip put on a lit space, whales picked up and put on lit ports, loads and deliveries in the whale's menu, the
 * buttons), seat 1 a greedy bot —, four rounds to the score sheet (rows nebelwind:cargo and nebelwind:network-cards),
 * one of the person's steps undone, then the last autosave played back in the replay viewer. The CPU is measured
 * while the client waits on the title, at the person's chip decision and on the score sheet. The run waits on
 * progress (see {@link SmokeTestSupport#run}).
 */
class NebelSmokeTest {

    @Test
    @Timeout(value = SmokeTestSupport.RUN_SECONDS + 120, unit = TimeUnit.SECONDS) // a guard only: the run is waited on while it progresses
    void theRealWindowPlaysANebelwindGameWithTheAutomataToTheScoreSheet() throws Exception {
        SmokeTestSupport.playToTheScoreSheet(new SmokeTestSupport.GameRun("nebelwind", "greedy,greedy", "nebelwind:place", 1, "Nebelwind"), "nebelwind:cargo", "nebelwind:network-cards");
    }

    /**
     * Nebelwind online in the real window, the run of {@code ./fogisles smoke --online --modules nebelwind}: the client
     * hosts a table of two people and a server bot, a headless bot joins with the code, the driver plays the host's
     * seat to the score sheet, whose totals must be those the server sent the joined bot; on the way the friend steps
     * away, a bot stands in from the host's menu, and the friend comes back (the checks: {@link SmokeTestSupport#hostAnOnlineTable}).
     */
    @Test
    @Timeout(value = SmokeTestSupport.RUN_SECONDS + 300, unit = TimeUnit.SECONDS) // a guard only: the run is waited on while it progresses
    void theRealWindowHostsANebelwindTableThatABotJoinsAndPlaysItToTheServersScores() throws Exception {
        SmokeTestSupport.hostAnOnlineTable("nebelwind", "smoke-online-nebelwind", "Nebelwind", "");
    }
}
