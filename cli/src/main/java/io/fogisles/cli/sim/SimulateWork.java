package io.fogisles.cli.sim;

import io.fogisles.cli.Services;
import io.fogisles.cli.cluster.Work;
import io.fogisles.cli.sim.SimulateCommand.Config;
import io.fogisles.kernel.sim.PairedTally;
import io.fogisles.kernel.sim.Simulation;
import io.fogisles.kernel.sim.Tally;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code simulate}'s games as a cluster job: the configuration (and B's, for a comparison) as the command
 * built it, and the run's seed. A worker builds its simulations with the command's own
 * {@link SimulateCommand#simulation} and plays ranges with the same calls as one process does: a range of
 * one configuration is a {@link Tally}, of a comparison a {@link PairedTally}.
 */
record SimulateWork(Config a, Config b, long seed) implements Work {
    private static final long serialVersionUID = 1L;

    @Override
    public List<String> houseRules() {
        List<String> ids = new ArrayList<>(a.houseRules());
        if (b != null) for (String id : b.houseRules()) if (!ids.contains(id)) ids.add(id);
        return ids;
    }

    @Override
    public String describe() {
        return "simulate " + (b == null ? a.describe() : "A " + a.describe() + " / B " + b.describe()) + ", seed " + seed;
    }

    @Override
    public Prepared prepare(Services services) {
        Simulation simA = SimulateCommand.simulation(services, a), simB = b == null ? null : SimulateCommand.simulation(services, b);
        return (pool, stage, from, to, progress) -> {
            if (simB == null) {
                Tally t = simA.newTally();
                simA.tally(pool, seed, from, to, a.bots(), a.rotating(), t, progress);
                return t;
            }
            PairedTally t = simA.newPairedTally(simB);
            simA.pairs(pool, seed, from, to, a.bots(), a.rotating(), simB, b.bots(), b.rotating(), t, progress);
            return t;
        };
    }
}
