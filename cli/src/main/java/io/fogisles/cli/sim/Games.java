package io.fogisles.cli.sim;

import io.fogisles.cli.Services;
import io.fogisles.cli.cluster.Coordinator;
import io.fogisles.cli.cluster.Work;
import io.fogisles.cli.sim.SimulateCommand.Config;
import io.fogisles.kernel.sim.GamePool;
import io.fogisles.kernel.sim.PairedTally;
import io.fogisles.kernel.sim.Simulation;
import io.fogisles.kernel.sim.Tally;
import java.io.PrintStream;
import java.util.function.Consumer;
import java.util.function.IntConsumer;

/**
 * Where {@code simulate} plays its games: this process's threads (the default), or the workers of a cluster
 * ({@code --cluster}). Both fill the same tallies with the same games, so the output does not depend on it.
 */
interface Games extends AutoCloseable {
    /** Plays games {@code from}…{@code to − 1} of the single configuration into {@code into}. */
    void tally(int from, int to, Tally into, IntConsumer progress, Consumer<String> status) throws InterruptedException;

    /** Plays pairs {@code from}…{@code to − 1} of A and B into {@code into}. */
    void pairs(int from, int to, PairedTally into, IntConsumer progress, Consumer<String> status) throws InterruptedException;

    @Override
    void close();

    /** This process's threads. */
    record Local(GamePool pool, long seed, Config a, Simulation simA, Config b, Simulation simB) implements Games {
        @Override
        public void tally(int from, int to, Tally into, IntConsumer progress, Consumer<String> status) throws InterruptedException {
            simA.tally(pool, seed, from, to, a.bots(), a.rotating(), into, progress);
        }

        @Override
        public void pairs(int from, int to, PairedTally into, IntConsumer progress, Consumer<String> status) throws InterruptedException {
            simA.pairs(pool, seed, from, to, a.bots(), a.rotating(), simB, b.bots(), b.rotating(), into, progress);
        }

        @Override
        public void close() {
            pool.close();
        }
    }

    /** A cluster's workers; the coordinator tells on {@code err} whom it plays with and, at the end, what each did. */
    record OnCluster(Coordinator coordinator, PrintStream err) implements Games {
        static OnCluster connect(String cluster, Work work, Services rt, PrintStream err) throws InterruptedException {
            return new OnCluster(Coordinator.connect(cluster, work, rt, err), err);
        }

        @Override
        public void tally(int from, int to, Tally into, IntConsumer progress, Consumer<String> status) throws InterruptedException {
            coordinator.play(0, from, to, Tally.class, into::addAll, progress, status);
        }

        @Override
        public void pairs(int from, int to, PairedTally into, IntConsumer progress, Consumer<String> status) throws InterruptedException {
            coordinator.play(0, from, to, PairedTally.class, into::addAll, progress, status);
        }

        @Override
        public void close() {
            err.println(coordinator.summary());
            err.flush();
            coordinator.close();
        }
    }
}
