package io.fogisles.cli.sim;

import io.fogisles.cli.Services;
import io.fogisles.cli.cluster.Work;
import io.fogisles.cli.sim.SoakCommand.Row;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.invariant.Invariants;
import io.fogisles.kernel.invariant.PlayoutBatch;
import io.fogisles.kernel.invariant.RandomPlayout;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * {@code soak}'s games as a cluster job: its rows (stage i is row i), the run's seed, and the caller's own
 * checkers (a test's planted invariant: they must be serializable to travel). A worker plays a range with
 * {@link PlayoutBatch#run}, as one process does, and sends back its {@link PlayoutBatch.Outcome}.
 */
record SoakWork(List<Row> rows, long seed, List<Invariants> extra) implements Work {
    private static final long serialVersionUID = 1L;

    SoakWork {
        rows = List.copyOf(rows);
        for (Invariants i : extra)
            if (!(i instanceof Serializable)) throw new IllegalArgumentException("checker " + i.getClass().getName() + " cannot be sent to workers: it is not Serializable");
        extra = List.copyOf(extra);
    }

    @Override
    public List<String> houseRules() {
        return List.of();
    }

    @Override
    public String describe() {
        List<String> labels = new ArrayList<>();
        for (Row r : rows) labels.add(r.label());
        return "soak " + String.join("; ", labels) + ", seed " + seed;
    }

    @Override
    public Prepared prepare(Services services) {
        Map<Integer, List<RuleSet>> byRow = new ConcurrentHashMap<>(); // built when a row's first range comes
        return (pool, stage, from, to, progress) -> {
            List<RuleSet> rules = byRow.computeIfAbsent(stage, i -> {
                Row row = rows.get(i);
                List<RuleSet> out = new ArrayList<>();
                for (Map<String, String> v : row.variants()) out.add(services.rules(SoakCommand.config(row.modules(), v, row.players())));
                return out;
            });
            return portable(PlayoutBatch.run(pool, rules, extra, seed, from, to, progress));
        };
    }

    /** The outcome with each failure's exception replaced by a copy that any process can read (text and frames: what soak prints). */
    private static PlayoutBatch.Outcome portable(PlayoutBatch.Outcome o) {
        if (o.first().isEmpty()) return o;
        List<PlayoutBatch.Found> found = new ArrayList<>();
        for (PlayoutBatch.Found f : o.first()) {
            RandomPlayout.Failure x = f.failure();
            Throwable cause = x.cause() == null ? null : new ThrownOnWorker(x.cause());
            found.add(new PlayoutBatch.Found(f.game(), f.variant(), new RandomPlayout.Failure(x.seed(), x.decision(), x.decided(), x.message(), cause)));
        }
        return new PlayoutBatch.Outcome(o.games(), o.decisions(), o.failures(), List.copyOf(found));
    }

    /** An exception of a worker's game as the coordinator prints it: its text and where it was thrown. */
    static final class ThrownOnWorker extends RuntimeException {
        private static final long serialVersionUID = 1L;

        ThrownOnWorker(Throwable original) {
            super(original.toString(), null, false, true);
            setStackTrace(original.getStackTrace());
        }

        @Override
        public String toString() {
            return getMessage();
        }
    }
}
