package io.fogisles.cli.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.fogisles.kernel.sim.Estimate;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** How {@code simulate} prints intervals. */
class SimulationTableTest {

    @Test
    @DisplayName("an interval that excludes 0 never prints a bound as 0: small bounds get more decimals; no interval below two games")
    void intervals() {
        assertEquals("[+3.88, +4.20]", SimulationTable.interval(new Estimate(4.04, 3.8812, 4.2049), "%+.2f"));
        assertEquals("[+0.004, +0.02]", SimulationTable.interval(new Estimate(0.01, 0.004, 0.0199), "%+.2f"));
        assertEquals("[-1.9, -0.04]", SimulationTable.interval(new Estimate(-1, -1.9, -0.04), "%+.1f"));
        assertEquals("[+0.00, +0.00]", SimulationTable.interval(new Estimate(0, 0, 0), "%+.2f"), "a difference of exactly 0 in every pair");
        assertEquals("(too few games)", SimulationTable.interval(new Estimate(1, Double.NaN, Double.NaN), "%+.2f"));
    }
}
