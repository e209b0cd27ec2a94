package io.fogisles.client;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Balmy Balloonists in the real window (LWJGL3 under xvfb-run, Mesa software GL): three seats with two balloons each,
 * seat 0 a person played by the driver through the table's own bindings (cards picked up and put on lit balloons, the
 * altitude and the other buttons), two greedy bots, the race to the score sheet (rows balmy-balloonists:winner and
 * balmy-balloonists:course), one of the person's steps undone, then the last autosave played back in the replay viewer.
 * The CPU is measured while the client waits on the title, at the person's card decision (a card picked up, its
 * balloons lit) and on the score sheet. The run waits on progress (see {@link SmokeTestSupport#run}).
 */
class BalmySmokeTest {

    @Test
    @Timeout(value = SmokeTestSupport.RUN_SECONDS + 120, unit = TimeUnit.SECONDS) // a guard only: the run is waited on while it progresses
    void theRealWindowPlaysABalmyBalloonistsRaceToTheScoreSheet() throws Exception {
        SmokeTestSupport.playToTheScoreSheet(new SmokeTestSupport.GameRun("balmy-balloonists", "greedy,greedy,greedy", "balmy-balloonists:card", 2, "Balmy Balloonists"), "balmy-balloonists:winner", "balmy-balloonists:course");
    }
}
