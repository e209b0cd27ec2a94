package io.fogisles.nebelwind.bside;

import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.nebelwind.Fixtures;
import io.fogisles.nebelwind.NebelRules;
import io.fogisles.nebelwind.Scenario;

/** Rule sets and test positions with the B sides (module nebelwind-b-side, ND22), through the base module's real fixtures. */
final class BSideFixtures {
    private BSideFixtures() {
    }

    /** Nebelwind with the B sides, random first start player. */
    static RuleSet rules(int seats) {
        return Fixtures.rules(ModuleSelection.of(NebelRules.MODULE, NebelRules.B_SIDE), seats);
    }

    /** With three or more players seat 0 starts; with one or two an automaton starts (N12.1, N13.1). */
    static Scenario start(int seats, long seed) {
        return Scenario.of(Fixtures.rules(ModuleSelection.of(NebelRules.MODULE, NebelRules.B_SIDE).withOption(NebelRules.MODULE, "firstStartPlayer", "1"), seats), seed);
    }

    /** Setup and phase A done: every whale at {@code port}, every person discards {@code chip}. */
    static Scenario ready(int seats, long seed, String port, int chip) {
        Scenario sc = start(seats, seed);
        String[] ports = new String[seats];
        java.util.Arrays.fill(ports, port);
        return sc.firstWhales(ports).discard(chip);
    }
}
