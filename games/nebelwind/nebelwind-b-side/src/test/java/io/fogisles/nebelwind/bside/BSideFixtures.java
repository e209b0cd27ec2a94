package io.fogisles.nebelwind.bside;

import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.nebelwind.Fixtures;
import io.fogisles.nebelwind.NebelData;
import io.fogisles.nebelwind.NebelRules;
import io.fogisles.nebelwind.Scenario;
import io.fogisles.nebelwind.Parts;

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

    /**
     * Three players, round 1, seat 0 to play its second chip: seat 0 used a harbour card (for a coin), seat 1's chip
     * lies on worker space 4 (no swaps), seat 2's on resource space 2 — spaces another's chip holds, for worker space 5
     * (N14.10).
     */
    static Scenario othersOnWorker4AndResource2() {
        Scenario sc = ready(3, 1, "green-coal", 3).harbourAt(1, "green-capital");
        sc.place(0, "harbour", 1);
        sc.choose(0, "nebelwind:harbour-use", 1000 + NebelData.COINS);
        sc.endTurn(0);
        sc.place(1, "worker", 4);
        sc.choose(1, "nebelwind:swap", Parts.DONE);
        sc.endTurn(1);
        sc.place(2, "resource", 2);
        sc.endTurn(2);
        return sc;
    }
}
