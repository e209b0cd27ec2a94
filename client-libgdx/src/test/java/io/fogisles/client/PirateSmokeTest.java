package io.fogisles.client;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Pirate Bay in the real window (LWJGL3 under xvfb-run, Mesa software GL): a 4-seat game, seat 0 a person played by
 * the driver through the table's own bindings (cards picked up and laid on lit cells, figures, swaps, the buttons),
 * three bots, to the score sheet (rows pirate-bay:islands and pirate-bay:round-ends), then its last autosave played
 * back in the replay viewer. The CPU is measured while the client waits on the title, at the person's lay (a card
 * picked up, its ghosts lit) and on the score sheet. The run waits on progress (see {@link SmokeTestSupport#run}).
 */
class PirateSmokeTest {

    @Test
    @Timeout(value = SmokeTestSupport.RUN_SECONDS + 120, unit = TimeUnit.SECONDS) // a guard only: the run is waited on while it progresses
    void theRealWindowPlaysAPirateBayGameToTheScoreSheet() throws Exception {
        SmokeTestSupport.playToTheScoreSheet(new SmokeTestSupport.GameRun("pirate-bay", "greedy,greedy,random,greedy", "pirate-bay:lay", 1, "Pirate Bay"), "pirate-bay:islands", "pirate-bay:round-ends");
    }
}
